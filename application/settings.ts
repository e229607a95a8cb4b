import type { ScheduleRules } from '../domain/interview-schedule.js';

/** What the use cases need to know of this installation. */
export interface PortalSettings {
  /** Where users reach the portal, for links in e-mails; no trailing slash. */
  readonly publicUrl: string;
  /** IANA zone in which interview times are shown (design.md §5.3). */
  readonly eventTimezone: string;
  /**
   * How long an interview lasts and the least time between two of a student's interviews, in
   * minutes (INTERVIEW_MINUTES, BUFFER_MINUTES), until the fair's settings hold their own
   * (GetFairSettings, the one place that reads them).
   */
  readonly scheduleDefaults: ScheduleRules;
}
