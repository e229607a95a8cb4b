/** What the use cases need to know of this installation. */
export interface PortalSettings {
  /** Where users reach the portal, for links in e-mails; no trailing slash. */
  readonly publicUrl: string;
  /** IANA zone in which interview times are shown (design.md §5.3). */
  readonly eventTimezone: string;
  /** How long an interview lasts, in minutes (INTERVIEW_MINUTES). */
  readonly interviewMinutes: number;
  /** The least time, in minutes, between two of a student's interviews (BUFFER_MINUTES). */
  readonly bufferMinutes: number;
}
