/** What the use cases need to know of this installation. */
export interface PortalSettings {
  /** Where users reach the portal, for links in e-mails; no trailing slash. */
  readonly publicUrl: string;
  /** IANA zone in which interview times are shown (design.md §5.3). */
  readonly eventTimezone: string;
}
