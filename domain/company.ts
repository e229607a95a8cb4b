import type { Session } from './session.js';

export interface Company {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly companyName: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly contactPerson: string;
  readonly contactPersonTP: string;
  readonly passwordHash: string;
  readonly numberOfInterviews: number;
  readonly session: Session;
  readonly panelsCount: number;
  /** Job areas, from JOB_AREAS. */
  readonly areas: readonly string[];
  /** Panel names offered to students, from PANEL_NAMES. */
  readonly panels: readonly string[];
  /** FileStorage key of the logo, set only after the file is stored. */
  readonly logoKey: string | null;
  /** How many students currently list this company in their selection. */
  readonly slotsFilled: number;
  /** Walk-in interviews open. */
  readonly walkingStatus: boolean;
  readonly createdAt: Date;
}
