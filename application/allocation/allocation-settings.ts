/** How the automatic allocation and the reserve lists are bounded (MAX_INTERVIEWS_PER_STUDENT). */
export interface AllocationSettings {
  /** The most interviews they give one student; null for no maximum. */
  readonly maxInterviewsPerStudent: number | null;
}
