/*
 * Walk-in interviews are open or closed per company, toggled by its coordinator (spec §4).
 * Our message for a student who asks while they are closed: "Walk-in interviews are closed for this company".
 */
import type { Company } from './company.js';

export const WALK_IN_MESSAGES = {
  closed: 'Walk-in interviews are closed for this company',
} as const;

export const canJoinWalkIn = (company: Pick<Company, 'walkingStatus'>): boolean => company.walkingStatus;
