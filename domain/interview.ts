export const INTERVIEW_STATUSES = ['selected', 'assigned', 'ongoing', 'finished'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export interface Interview {
  readonly id: string;
  readonly studentId: string;
  readonly companyId: string;
  /** Null until a coordinator assigns a panel. */
  readonly panelId: string | null;
  /** Interview time as a UTC instant; null until set. */
  readonly time: Date | null;
  readonly status: InterviewStatus;
  /** Position in the company's queue; null until assigned. */
  readonly queue: number | null;
  /** Position in the panel's queue; null until assigned. */
  readonly panelQueue: number | null;
  /** Created by the student as a walk-in rather than by an admin. */
  readonly walkIn: boolean;
  readonly createdAt: Date;
}
