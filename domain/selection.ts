/** One company in a student's priority list. */
export interface SelectionEntry {
  readonly companyId: string;
  readonly companyName: string;
  readonly selectedPanel: string;
  /** Priority, starting at 1. */
  readonly order: number;
}

/** A student's submitted selection. */
export interface SelectionRecord {
  readonly selectedCompaniesbyStudent: readonly SelectionEntry[];
  /** Stamped by the server at submission (design.md §5.3). */
  readonly submittedAt: Date;
  readonly interestedArea: string;
}
