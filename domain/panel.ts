/*
 * A coordinator's interview panels. The spec's message: "Please input Panel name". Ours, for the
 * rule that a panel with students cannot be deleted (spec §2): "A panel with students cannot be deleted".
 */
import type { DayHours } from './fair-days.js';
import { checkField, required, validated, type Validated } from './validation.js';

/** An interview panel run by a company's coordinator. */
export interface Panel {
  readonly id: string;
  readonly panelName: string;
  readonly companyId: string;
  readonly createdAt: Date;
  /** The days on which the panel keeps other hours than the fair's (domain/fair-days.ts); none when absent. */
  readonly hours?: readonly DayHours[];
}

export const PANEL_MESSAGES = {
  nameRequired: 'Please input Panel name',
  hasStudents: 'A panel with students cannot be deleted',
} as const;

export const validateAddPanel = (form: { readonly panelName: string }): Validated<{ readonly panelName: string }> =>
  validated([checkField('panelName', form.panelName, [required(PANEL_MESSAGES.nameRequired)])], () => ({
    panelName: form.panelName.trim(),
  }));

/** A panel can be deleted only while no interview is assigned to it. */
export const canDeletePanel = (interviewsOnPanel: number): boolean => interviewsOnPanel === 0;
