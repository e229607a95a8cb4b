import type { PortsByName } from '../needs.js';

/** A past fair's records that a student's export reads and their erasure reaches (application/students/). */
export type PastFairRecords = Pick<
  PortsByName,
  'students' | 'interviews' | 'companies' | 'assessments' | 'cvDownloads' | 'strikes' | 'fairSettings'
>;

/**
 * The past fairs' records (docs/fairs.md): when the next fair is made, the current fair's are kept
 * aside under its id, and those the next fair starts without are cleared.
 */
export interface FairArchive {
  /**
   * Keeps a copy of every record of the current fair as the fair `fairId`'s: what it produced, and the
   * accounts, companies, panels and settings as they stand. Keeping again after a broken-off run
   * finishes the copy.
   */
  keep(fairId: string): Promise<void>;
  /**
   * Clears what the next fair starts without: the interviews, reserve lists and offers, assessments,
   * check-ins, messages, reminders and calls sent, queue numbers, CV downloads, dashboard tallies and
   * audit log of the current fair. Students' selections are the students repository's.
   */
  clearForNextFair(): Promise<void>;
  /** The records of a past fair, to export a student's data from or erase them from, and its settings for its retention. */
  recordsOf(fairId: string): Promise<PastFairRecords>;
}
