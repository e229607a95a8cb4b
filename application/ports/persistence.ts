import type { ImportKind } from '../../domain/import-rows.js';
import type { Admin } from '../../domain/admin.js';
import type { Assessment } from '../../domain/assessment.js';
import type { AuditEntry } from '../../domain/audit.js';
import type { Company, CompanyProfile } from '../../domain/company.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { DayHours } from '../../domain/fair-days.js';
import type { Fair } from '../../domain/fair.js';
import type { FairMessage } from '../../domain/fair-message.js';
import type { StoredFairSettings } from '../../domain/fair-settings.js';
import type { CompanyTally } from '../../domain/fair-stats.js';
import type { Interview, InterviewStatus, StatusChange } from '../../domain/interview.js';
import type { QueuedMail } from '../../domain/mail-queue.js';
import type { Panel, PanelPause } from '../../domain/panel.js';
import type { PushSubscription } from '../../domain/push-subscription.js';
import type { Recruiter, RecruiterInvite } from '../../domain/recruiter.js';
import type { ReserveOffer } from '../../domain/reserve-offer.js';
import type { SelectionRecord } from '../../domain/selection.js';
import type { Strike } from '../../domain/strike.js';
import type { StudentProfile } from '../../domain/student-profile.js';
import type { MailSwitch, Student } from '../../domain/student.js';

/** Thrown by a repository when a write would break a unique index. */
export class UniqueViolation extends Error {
  constructor(readonly field: string) {
    super(`Duplicate value for ${field}`);
    this.name = 'UniqueViolation';
  }
}

/*
 * Writes change only their own fields, atomically in the store, never a whole record read earlier:
 * two requests changing different fields of one record at the same moment both stay.
 */

/** A record pointed at a new file: the key it pointed at before, for the caller to remove. */
export interface FileKeyChange {
  readonly previous: string | null;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface AdminRepository extends AccountPasswords {
  add(admin: Admin): Promise<void>;
  findById(id: string): Promise<Admin | null>;
  findByEmail(email: string): Promise<Admin | null>;
  list(): Promise<readonly Admin[]>;
  count(): Promise<number>;
  delete(id: string): Promise<boolean>;
}

/** Every account's password and session version (domain/account-session.ts). */
export interface AccountPasswords {
  /** Sets the password hash and raises the session version in one step; answers the new version, or null when there is no such account. */
  setPassword(id: string, passwordHash: string): Promise<number | null>;
}

/** What the company-select order needs of a student: who they are and their selection. */
export type StudentSelection = Pick<Student, 'id' | 'fullName' | 'commonName' | 'indexNumber' | 'email' | 'selection'>;

export interface StudentSearch {
  /** Part of an index number, case-insensitive; empty matches all. */
  readonly text: string;
  /** 1-based page. */
  readonly page: number;
  readonly pageSize: number;
}

/** Where a student's files are: the record's id and its file keys. */
export type StudentFileKeys = Pick<Student, 'id' | 'pictureKey' | 'cvKey' | 'companyCvKeys'>;

export interface StudentRepository extends AccountPasswords {
  add(student: Student): Promise<void>;
  /**
   * Adds many students in one write where the store allows it (the demo's fair). An e-mail or index
   * number already stored, or twice among them, is a UniqueViolation on that field; the students
   * before the clashing one may then be stored.
   */
  addMany(students: readonly Student[]): Promise<void>;
  /** Adds every student whose e-mail and index number no student has; answers those added, in the order given. */
  addEachNew(students: readonly Student[]): Promise<readonly Student[]>;
  findById(id: string): Promise<Student | null>;
  findByEmail(email: string): Promise<Student | null>;
  findByIds(ids: readonly string[]): Promise<readonly Student[]>;
  /** Of these e-mails and index numbers (as normalized), those a student account has; no student is read whole. */
  takenAmong(
    emails: readonly string[],
    indexNumbers: readonly string[],
  ): Promise<{ readonly emails: readonly string[]; readonly indexNumbers: readonly string[] }>;
  /** Writes the given profile fields only; answers the student as stored after, or null when there is none. */
  updateProfile(id: string, profile: Partial<StudentProfile>): Promise<Student | null>;
  /** Writes the selection only; answers the student as it was before, or null when there is none. */
  setSelection(id: string, selection: SelectionRecord): Promise<Student | null>;
  /** Points the general CV at the key; null when there is no such student. */
  setCvKey(id: string, key: string): Promise<FileKeyChange | null>;
  /** Points the CV meant for one company at the key; null when there is no such student. */
  setCompanyCvKey(id: string, companyId: string, key: string): Promise<FileKeyChange | null>;
  /** Takes the CV meant for one company off the record; answers its key, or null when there was none. */
  removeCompanyCvKey(id: string, companyId: string): Promise<string | null>;
  /** Points the profile picture at the key; null when there is no such student. */
  setPictureKey(id: string, key: string): Promise<FileKeyChange | null>;
  /** Marks the e-mail confirmed; false when there is no such student. */
  confirmEmail(id: string): Promise<boolean>;
  /** Turns one of the student's mail switches off or on; answers the student after, or null when there is none. */
  setMailOff(id: string, mail: MailSwitch, off: boolean): Promise<Student | null>;
  /** Every student whose e-mail is confirmed: the recipients of a message to all students. */
  listConfirmed(): Promise<readonly Student[]>;
  delete(id: string): Promise<boolean>;
  /** Notes that the student signed in at this moment. */
  recordSignIn(id: string, at: Date): Promise<void>;
  /** The ids of the students whose last sign-in is at or before the moment, or who never signed in, in no order. */
  idsNotSignedInSince(at: Date): Promise<readonly string[]>;
  search(query: StudentSearch): Promise<Page<Student>>;
  /**
   * The file keys of at most `limit` students, in the order of their ids, from the first id after
   * `after` (null: from the first student); nothing else of them is read. An id never changes, so
   * reading page after page from the last id read misses no student that exists throughout, however
   * the others are edited, added or deleted meanwhile.
   */
  fileKeysAfter(after: string | null, limit: number): Promise<readonly StudentFileKeys[]>;
  /** The full names of these students by id, nothing else of them read; unknown ids are left out. */
  fullNamesOf(ids: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The ids of the students whose index number, full or common name or e-mail contains the text (ignoring case). */
  findIdsMatching(text: string): Promise<readonly string[]>;
  /** Students whose submitted selection lists any of these companies: their names and selection, nothing else read. */
  listSelecting(companyIds: readonly string[]): Promise<readonly StudentSelection[]>;
  /** Students who have submitted a selection. */
  listWithSelection(): Promise<readonly Student[]>;
  /** For each company, how many submitted selections list it (0 for none), all counted at once, no student read. */
  countSelecting(companyIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /**
   * Removes one company from every selection that lists it (renumbering orders 1..n); a selection
   * submitted again meanwhile is read again, never overwritten.
   */
  removeCompanyFromSelections(companyId: string): Promise<void>;
  /** Takes every student's selection away (the next fair starts with none); answers how many had one. */
  clearSelections(): Promise<number>;
}

/** The fields of a company's account that an edit may write. */
export type CompanyAccountChanges = Partial<
  Omit<Company, 'id' | 'slotsFilled' | 'walkingStatus' | 'passwordHash' | 'sessionVersion' | 'logoKey' | 'createdAt'>
>;

export interface CompanyRepository extends AccountPasswords {
  add(company: Company): Promise<void>;
  findById(id: string): Promise<Company | null>;
  findByUsername(username: string): Promise<Company | null>;
  /** The company of this username as recorded, without counting its selections. */
  findProfileByUsername(username: string): Promise<CompanyProfile | null>;
  findByIds(ids: readonly string[]): Promise<readonly Company[]>;
  /** The companies as recorded, without counting their selections: for lists that do not show slotsFilled. */
  findProfilesByIds(ids: readonly string[]): Promise<readonly CompanyProfile[]>;
  list(): Promise<readonly Company[]>;
  /** Every company as recorded, in creation order, without counting their selections. */
  listProfiles(): Promise<readonly CompanyProfile[]>;
  /** Those with walk-ins open, as recorded (the students' Walk-in page shows no counts). */
  listWalkInOpen(): Promise<readonly CompanyProfile[]>;
  /**
   * Writes the given fields of the company's account and no other: an edit of some fields racing
   * another edit, a password change, a new logo or a walk-in toggle cannot undo them. The password,
   * session version, logo and walkingStatus change only through their own setters.
   */
  update(id: string, account: CompanyAccountChanges): Promise<void>;
  /** Points the logo at the key; null when there is no such company. */
  setLogoKey(id: string, key: string): Promise<FileKeyChange | null>;
  setWalkingStatus(id: string, walkingStatus: boolean): Promise<void>;
  delete(id: string): Promise<boolean>;
}

/** The fields of a coordinator's account that an administrator's edit writes. */
export type CoordinatorAccountChanges = Pick<Coordinator, 'email' | 'name' | 'contactNumber' | 'companyId'>;

export interface CoordinatorRepository extends AccountPasswords {
  add(coordinator: Coordinator): Promise<void>;
  findById(id: string): Promise<Coordinator | null>;
  findByEmail(email: string): Promise<Coordinator | null>;
  list(): Promise<readonly Coordinator[]>;
  listByCompany(companyId: string): Promise<readonly Coordinator[]>;
  /**
   * Writes the account's e-mail, name, contact number and company, and no other field (the password
   * and session version change only through setPassword); answers the coordinator after, or null when
   * there is none. An e-mail another coordinator has is a UniqueViolation on `email`.
   */
  updateAccount(id: string, account: CoordinatorAccountChanges): Promise<Coordinator | null>;
  delete(id: string): Promise<boolean>;
  /** Deletes the company's coordinators; answers the ids of those it deleted. */
  deleteByCompany(companyId: string): Promise<readonly string[]>;
}

/** A company's recruiters (domain/recruiter.ts), each signing in with an e-mail no other recruiter has. */
export interface RecruiterRepository extends AccountPasswords {
  /** A recruiter with an e-mail another recruiter has is a UniqueViolation on `email`. */
  add(recruiter: Recruiter): Promise<void>;
  findById(id: string): Promise<Recruiter | null>;
  findByEmail(email: string): Promise<Recruiter | null>;
  /** Of these e-mails, those a recruiter signs in with. */
  emailsAmong(emails: readonly string[]): Promise<readonly string[]>;
  /** The company's recruiters, oldest first. */
  listByCompany(companyId: string): Promise<readonly Recruiter[]>;
  delete(id: string): Promise<boolean>;
  /** Deletes the company's recruiters; answers the ids of those it deleted. */
  deleteByCompany(companyId: string): Promise<readonly string[]>;
}

/** Invitations to become a company's recruiter, at most one per e-mail; their secrets are one-time secrets. */
export interface RecruiterInviteRepository {
  /** An invitation to an e-mail that has one already is a UniqueViolation on `email`. */
  add(invite: RecruiterInvite): Promise<void>;
  findById(id: string): Promise<RecruiterInvite | null>;
  findByEmail(email: string): Promise<RecruiterInvite | null>;
  /** The company's invitations, oldest first. */
  listByCompany(companyId: string): Promise<readonly RecruiterInvite[]>;
  /** False when it was already gone: of two deletions at once, one alone answers true. */
  delete(id: string): Promise<boolean>;
  /** Deletes the company's invitations; answers the ids of those it deleted. */
  deleteByCompany(companyId: string): Promise<readonly string[]>;
}

export interface PanelRepository {
  add(panel: Panel): Promise<void>;
  findById(id: string): Promise<Panel | null>;
  findByIds(ids: readonly string[]): Promise<readonly Panel[]>;
  /** Keeps the days on which the panel has its own hours (none: the fair's every day); the panel after, or null. */
  setHours(id: string, hours: readonly DayHours[]): Promise<Panel | null>;
  /**
   * Pauses a running panel (a pause given) or resumes a paused one (null), in one atomic step: the
   * panel after, or null when it is gone or was no longer running (paused) as the change expects.
   */
  setPause(id: string, pause: PanelPause | null): Promise<Panel | null>;
  listByCompany(companyId: string): Promise<readonly Panel[]>;
  /** Every panel of the fair, oldest first. */
  list(): Promise<readonly Panel[]>;
  delete(id: string): Promise<boolean>;
  deleteByCompany(companyId: string): Promise<number>;
}

export interface InterviewFilter {
  readonly companyId?: string;
  readonly studentId?: string;
  readonly panelId?: string;
  readonly status?: InterviewStatus | readonly InterviewStatus[];
  readonly walkIn?: boolean;
  /** Only interviews whose time is after `after` and at most `until` (untimed ones never match). */
  readonly timeWithin?: { readonly after: Date; readonly until: Date };
}

/** What a page of interviews is ordered by; `queue` and `time` list interviews without one last. */
export type InterviewSortKey = 'queue' | 'time' | 'status' | 'created';

export interface InterviewPageQuery {
  readonly filter: InterviewFilter;
  /** Only these students' interviews (those a search by student matched); left out for every student. */
  readonly studentIds?: readonly string[];
  readonly sort: InterviewSortKey;
  readonly descending: boolean;
  /** 1-based page. */
  readonly page: number;
  readonly pageSize: number;
}

export type InterviewPlacement = Pick<Interview, 'panelId' | 'status' | 'queue' | 'panelQueue'>;

export interface InterviewRepository {
  add(interview: Interview): Promise<void>;
  /**
   * Adds many interviews in one write where the store allows it (the demo's fair). A pair of student
   * and company already stored, or twice among them, is a UniqueViolation on `studentId,companyId`;
   * the interviews before the clashing one may then be stored.
   */
  addMany(interviews: readonly Interview[]): Promise<void>;
  /**
   * Adds each interview whose student and company have none yet, in one write where the store
   * allows it (those that have one are left out, not refused); answers those added, in the order given.
   */
  addEachNew(interviews: readonly Interview[]): Promise<readonly Interview[]>;
  findById(id: string): Promise<Interview | null>;
  findByStudentAndCompany(studentId: string, companyId: string): Promise<Interview | null>;
  /** The interviews of these pairs of student and company, in one read; pairs without one are left out. */
  findByStudentsAndCompanies(
    pairs: readonly { readonly studentId: string; readonly companyId: string }[],
  ): Promise<readonly Interview[]>;
  /** Matching interviews ordered by queue (unassigned last), then creation time, then id. */
  list(filter: InterviewFilter): Promise<readonly Interview[]>;
  count(filter: InterviewFilter): Promise<number>;
  /**
   * One page of the matching interviews in the query's order (ties by creation time, then id), with
   * the total that match; read through the store's indexes, never the whole fair. Pages past the end are empty.
   */
  page(query: InterviewPageQuery): Promise<Page<Interview>>;
  /**
   * Gives the interview its panel, queue places and status, only while its status, panel and place in
   * the panel's queue are still those it was read with (a compare-and-set: of two moves made from the
   * same reading, one is stored and the other answered null); a change of status is added to its
   * history at `at`. Answers it as stored after, or null when it is gone or has moved meanwhile.
   */
  place(
    read: Pick<Interview, 'id' | 'status' | 'panelId' | 'panelQueue'>,
    placement: InterviewPlacement,
    at: Date,
  ): Promise<Interview | null>;
  /**
   * Gives a waiting interview its panel, queue places, status and time in one write (scheduling in
   * bulk), only while its status, panel and time are still those it was read with (a change of status
   * is added to its history at `at`); answers it as stored after, or null when it is gone or was
   * changed meanwhile.
   */
  schedule(
    read: Pick<Interview, 'id' | 'status' | 'panelId' | 'time'>,
    placement: InterviewPlacement,
    time: Date,
    at: Date,
  ): Promise<Interview | null>;
  /**
   * Moves the interview to `change.status` only while it is still `from`, adding the change (with
   * who cancelled and why, for a cancellation) to its history; answers it after, or null when it is
   * gone or has moved meanwhile.
   */
  setStatus(id: string, from: InterviewStatus, change: StatusChange): Promise<Interview | null>;
  /**
   * Writes the check-in time the domain decided, only while the interview is not checked in yet (a
   * compare-and-set: of two desks checking the same student in at once, one writes); answers the
   * interview after, or null when nothing was written (it is gone, or was checked in meanwhile).
   */
  recordCheckIn(id: string, at: Date): Promise<Interview | null>;
  /** Sets or clears the time only; answers the interview after, or null when it is gone. */
  setTime(id: string, time: Date | null): Promise<Interview | null>;
  /**
   * Deletes one interview, when `from` is given only while its status is still `from`; false when
   * it was already gone or has moved meanwhile. A student's or company's go one by one, each told of.
   */
  delete(id: string, from?: InterviewStatus): Promise<boolean>;
}

/** The check-in codes handed out, each to the one student it was made for. */
export interface CheckInCodeRepository {
  /** Keeps the code as this student's; remembering it again changes nothing. */
  remember(code: string, studentId: string): Promise<void>;
  /** The student the code was handed to, or null when it never was. */
  studentOf(code: string): Promise<string | null>;
}

/** A scan a check-in desk made offline and the server took (domain/desk-scan.ts), under the desk's key. */
export interface DeskScan {
  readonly companyId: string;
  /** The desk's key for this one scan: a UUID, unique within the company. */
  readonly key: string;
  readonly outcome: 'checked-in' | 'already';
  readonly interviewId: string;
  readonly scannedAt: Date;
  readonly receivedAt: Date;
}

/** The desks' scans taken, each once per company and key, so a scan sent again changes nothing. */
export interface DeskScanRepository {
  /**
   * Records the scan unless its company already has one with its key, in one atomic step: answers
   * null when this call recorded it, else the scan recorded first.
   */
  record(scan: DeskScan): Promise<DeskScan | null>;
  /** The scan taken under this key for this company, or null. */
  find(companyId: string, key: string): Promise<DeskScan | null>;
}

/**
 * The notifications sent ("you're next", reminders), each under a key naming what it is for: claimed
 * before it is sent, so that of every server and every restart exactly one sends it.
 */
export interface NotificationRepository {
  /** Records the key as sent at `at` unless it already is, in one atomic step: true only for the claim that recorded it. */
  claim(key: string, at: Date): Promise<boolean>;
  /** Which of these keys are claimed already. */
  claimedAmong(keys: readonly string[]): Promise<ReadonlySet<string>>;
}

/**
 * The devices students allowed push notifications on (domain/push-subscription.ts), several per
 * student, each under its endpoint; and the place in a queue at which each student is warned.
 */
export interface PushSubscriptionRepository {
  /** Keeps the subscription under its endpoint, in place of one the endpoint had (another student's on a shared device). */
  save(subscription: PushSubscription): Promise<void>;
  /** Forgets the student's subscription with this endpoint; false when the student had none with it. */
  remove(studentId: string, endpoint: string): Promise<boolean>;
  /** Forgets the subscription with this endpoint, whoever's it is (the push service said it is gone). */
  removeEndpoint(endpoint: string): Promise<void>;
  /** The subscriptions of these students, oldest first. */
  listByStudents(studentIds: readonly string[]): Promise<readonly PushSubscription[]>;
  /** Every subscription, oldest first (a message to every student). */
  listAll(): Promise<readonly PushSubscription[]>;
  /** Those of these students who have at least one subscription. */
  studentsSubscribed(studentIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** The place each of these students chose to be warned at; a student who chose none is left out. */
  warningPlaces(studentIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  setWarningPlace(studentId: string, place: number): Promise<void>;
}

/** The messages sent to students (domain/fair-message.ts). */
export interface MessageRepository {
  add(message: FairMessage): Promise<void>;
  /** The messages sent to this student, newest first, at most `limit`. */
  listForStudent(studentId: string, limit: number): Promise<readonly FairMessage[]>;
}

/**
 * The outgoing mail queue (domain/mail-queue.ts), shared by every app server: each mail is claimed by
 * one server in one atomic step before it is sent, and sends are counted per minute in the store.
 */
export interface MailQueueRepository {
  enqueue(mails: readonly QueuedMail[]): Promise<void>;
  /**
   * Claims one pending mail due at `now` (or one left `sending` since before `expiredBefore`), in one
   * atomic step: its state becomes `sending` and its attempts grow by one. Null when none is due.
   */
  claimNext(now: Date, expiredBefore: Date): Promise<QueuedMail | null>;
  /** Whether a mail is due as `claimNext` would take it: a read only, so that an idle queue writes nothing. */
  anyDue(now: Date, expiredBefore: Date): Promise<boolean>;
  markSent(id: string): Promise<void>;
  /** Puts a mail whose send failed back in the queue for `dueAt`, or marks it failed (dueAt null). */
  markUnsent(id: string, error: string, dueAt: Date | null): Promise<void>;
  /** Counts one send in the minute starting at `minute`; false (and not counted) when `perMinute` were already. */
  takeSendSlot(minute: Date, perMinute: number): Promise<boolean>;
  /** Gives back a slot taken and not used. */
  returnSendSlot(minute: Date): Promise<void>;
  /** The mails in each state. */
  countByState(): Promise<Readonly<Record<QueuedMail['state'], number>>>;
}

/** The fair's settings an administrator keeps (domain/fair-settings.ts): one record for the whole fair. */
/**
 * The dashboard's tallies (domain/fair-stats.ts), one per company, kept in the store between
 * changes so that every app server reads the same ones.
 */
export interface FairFiguresRepository {
  /** The tallies stored for these companies; a company without one is left out. */
  find(companyIds: readonly string[]): Promise<ReadonlyMap<string, CompanyTally>>;
  /** Stores the company's tally in place of the one it had. */
  put(tally: CompanyTally): Promise<void>;
  /** Forgets every tally: each is made again from its company's interviews when next read. */
  clear(): Promise<void>;
}

/** The fairs (domain/fair.ts): the current one and every past one. */
export interface FairRepository {
  /** Every fair, the newest first. */
  list(): Promise<readonly Fair[]>;
  findById(id: string): Promise<Fair | null>;
  /** The current fair; null only in a store the upgrade has not yet given its first fair. */
  current(): Promise<Fair | null>;
  /** Adds the fair unless one with its id is stored; answers whether it did (the upgrade's first fair, made once). */
  addUnlessPresent(fair: Fair): Promise<boolean>;
  /** Stores the fair in place of the one with its id. */
  replace(fair: Fair): Promise<void>;
}

export interface FairSettingsRepository {
  /**
   * The settings saved last, or the defaults (no window, any e-mail domain, no days) when none were;
   * without an interview length or buffer when none was saved (GetFairSettings gives the installation's).
   */
  get(): Promise<StoredFairSettings>;
  save(settings: StoredFairSettings): Promise<void>;
}

/** Each company's ranked reserve list, made by the allocation (docs/allocation.md). */
export interface ReserveListRepository {
  /** Replaces every company's list with these (a company left out has none after). */
  replaceAll(lists: ReadonlyMap<string, readonly string[]>): Promise<void>;
  /** The company's students, first in line first. */
  list(companyId: string): Promise<readonly string[]>;
  /** Every company's list that is not empty. */
  listAll(): Promise<ReadonlyMap<string, readonly string[]>>;
  /**
   * Takes the first student off the company's list in one atomic step and answers them (null when
   * the list is empty): of any number of servers taking at once, each gets a different student.
   */
  takeFirst(companyId: string): Promise<string | null>;
}

/** The places offered to reserve students (domain/reserve-offer.ts), shared by every app server. */
export interface ReserveOfferRepository {
  add(offer: ReserveOffer): Promise<void>;
  findById(id: string): Promise<ReserveOffer | null>;
  /**
   * Stores the offer's answer or end only while it is still open, in one atomic step (a compare and
   * set on its state): true for the one writer that moved it, false when another got there first.
   */
  close(offer: ReserveOffer): Promise<boolean>;
  /** The open offers whose deadline has come by `now`, earliest first. */
  listDue(now: Date): Promise<readonly ReserveOffer[]>;
  /** The open offers made to this student. */
  listOpenFor(studentId: string): Promise<readonly ReserveOffer[]>;
  /** How many offers of this company are open: each holds a place until it is answered or ends. */
  countOpen(companyId: string): Promise<number>;
}

/** No-shows' strikes (domain/strike.ts): one per interview its student did not come to. */
export interface StrikeRepository {
  /** Stores the interview's strike; when it has one already, that one stays and is answered. */
  record(strike: Strike): Promise<Strike>;
  /** Removes the interview's strike (its no-show was undone); answers whether there was one. */
  removeForInterview(interviewId: string): Promise<boolean>;
  findById(id: string): Promise<Strike | null>;
  /** Stores the excuse only while the strike has none, in one atomic step: null when it has one already or is gone. */
  excuse(strike: Strike): Promise<Strike | null>;
  /** The student's strikes, newest first. */
  listForStudent(studentId: string): Promise<readonly Strike[]>;
  /** Every strike, newest first, a page at a time (1-based; pages past the end are empty). */
  listNewestFirst(page: number, pageSize: number): Promise<Page<Strike>>;
  /** The strikes that expire after `now`, excused or not. */
  listUnexpired(now: Date): Promise<readonly Strike[]>;
  /** Deletes the student's strikes (the student is being deleted); answers how many. */
  deleteByStudent(studentId: string): Promise<number>;
}

export interface AuditSearch {
  /** Part of the action, the administrator's e-mail or the summary, case-insensitive; empty matches all. */
  readonly text: string;
  /** 1-based page. */
  readonly page: number;
  readonly pageSize: number;
}

/**
 * The audit log (domain/audit.ts): append-only. It has no way to change or remove an entry, on
 * purpose; nothing in the portal may offer one.
 */
export interface AuditRepository {
  insert(entry: AuditEntry): Promise<void>;
  /** Newest first; pages past the end are empty. */
  search(query: AuditSearch): Promise<Page<AuditEntry>>;
}

/** Candidate notes (domain/assessment.ts): one assessment per interview, kept by its company. */
export interface AssessmentRepository {
  /** Writes the interview's assessment, replacing the one it had. */
  save(assessment: Assessment): Promise<void>;
  findByInterview(interviewId: string): Promise<Assessment | null>;
  /** Every assessment the company wrote. */
  listByCompany(companyId: string): Promise<readonly Assessment[]>;
  /** Deletes the assessments of a student's interviews; answers how many. */
  deleteByStudent(studentId: string): Promise<number>;
  /** Empties the notes of a student's assessments, their ratings and next steps kept (the student is erased); answers how many. */
  clearNotesOfStudent(studentId: string): Promise<number>;
  /** Deletes the company's assessments (the company is being deleted); answers how many. */
  deleteByCompany(companyId: string): Promise<number>;
}

/** Atomic counters: each call returns a number no other call has had for the same name. */
export interface SequenceRepository {
  next(name: string): Promise<number>;
  /**
   * Hands out the next `count` numbers of the name at once, as `count` calls of `next` would, none
   * of them to anyone else; answers the first (the others follow it). `count` is at least 1.
   */
  take(name: string, count: number): Promise<number>;
}

export const ONE_TIME_SECRET_PURPOSES = [
  'email-confirmation',
  'password-reset-pin',
  'password-reset-token',
  'recruiter-invite',
] as const;
export type OneTimeSecretPurpose = (typeof ONE_TIME_SECRET_PURPOSES)[number];

/** A hashed secret mailed to, or handed to, a user; at most one per purpose and subject. */
export interface OneTimeSecret {
  readonly purpose: OneTimeSecretPurpose;
  readonly subjectId: string;
  readonly secretHash: string;
  readonly expiresAt: Date;
  readonly attemptsLeft: number;
}

export interface OneTimeSecretRepository {
  /** Stores the secret, replacing any earlier one of the same purpose and subject. */
  put(secret: OneTimeSecret): Promise<void>;
  find(purpose: OneTimeSecretPurpose, subjectId: string): Promise<OneTimeSecret | null>;
  /** Atomically takes one attempt away; returns the attempts left, or null if none was stored. */
  spendAttempt(purpose: OneTimeSecretPurpose, subjectId: string): Promise<number | null>;
  delete(purpose: OneTimeSecretPurpose, subjectId: string): Promise<void>;
  deleteAllFor(subjectId: string): Promise<void>;
}

/** An uploaded file waiting to be imported (domain/import-rows.ts), until it is committed or expires. */
export interface ImportDraft {
  readonly id: string;
  readonly kind: ImportKind;
  /** FileStorage key of the uploaded file. */
  readonly fileKey: string;
  readonly adminId: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** The import drafts, shared by every app server: any of them may preview or commit a draft another took. */
export interface ImportDraftRepository {
  add(draft: ImportDraft): Promise<void>;
  findById(id: string): Promise<ImportDraft | null>;
  /** False when it was already gone: of two commits at once, one alone answers true. */
  delete(id: string): Promise<boolean>;
  /** The drafts expired at `now`, to be removed with their files. */
  listExpired(now: Date): Promise<readonly ImportDraft[]>;
  /** The file key of every draft: files that are pointed at. */
  fileKeys(): Promise<readonly string[]>;
}
