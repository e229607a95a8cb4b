import type { Admin } from '../../domain/admin.js';
import type { Company } from '../../domain/company.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { Interview, InterviewStatus } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';

/** Thrown by a repository when a write would break a unique index. */
export class UniqueViolation extends Error {
  constructor(readonly field: string) {
    super(`Duplicate value for ${field}`);
    this.name = 'UniqueViolation';
  }
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

export interface AdminRepository {
  add(admin: Admin): Promise<void>;
  findById(id: string): Promise<Admin | null>;
  findByEmail(email: string): Promise<Admin | null>;
  list(): Promise<readonly Admin[]>;
  count(): Promise<number>;
  delete(id: string): Promise<boolean>;
}

export interface StudentSearch {
  /** Part of an index number, case-insensitive; empty matches all. */
  readonly text: string;
  /** 1-based page. */
  readonly page: number;
  readonly pageSize: number;
}

export interface StudentRepository {
  add(student: Student): Promise<void>;
  findById(id: string): Promise<Student | null>;
  findByEmail(email: string): Promise<Student | null>;
  findByIds(ids: readonly string[]): Promise<readonly Student[]>;
  /** Replaces the stored student with the same id. */
  update(student: Student): Promise<void>;
  delete(id: string): Promise<boolean>;
  search(query: StudentSearch): Promise<Page<Student>>;
  /** Students who have submitted a selection. */
  listWithSelection(): Promise<readonly Student[]>;
  /** How many submitted selections list this company. */
  countSelecting(companyId: string): Promise<number>;
  /** Removes one company from every selection that lists it (renumbering orders 1..n). */
  removeCompanyFromSelections(companyId: string): Promise<void>;
}

export interface CompanyRepository {
  add(company: Company): Promise<void>;
  findById(id: string): Promise<Company | null>;
  findByUsername(username: string): Promise<Company | null>;
  findByIds(ids: readonly string[]): Promise<readonly Company[]>;
  list(): Promise<readonly Company[]>;
  listWalkInOpen(): Promise<readonly Company[]>;
  /**
   * Writes the company's account: every field but slotsFilled and walkingStatus, which change only
   * through their own setters, so an edit racing a recount or a walk-in toggle cannot undo it.
   */
  update(company: Company): Promise<void>;
  setSlotsFilled(id: string, slotsFilled: number): Promise<void>;
  setWalkingStatus(id: string, walkingStatus: boolean): Promise<void>;
  delete(id: string): Promise<boolean>;
}

export interface CoordinatorRepository {
  add(coordinator: Coordinator): Promise<void>;
  findById(id: string): Promise<Coordinator | null>;
  findByEmail(email: string): Promise<Coordinator | null>;
  list(): Promise<readonly Coordinator[]>;
  listByCompany(companyId: string): Promise<readonly Coordinator[]>;
  delete(id: string): Promise<boolean>;
  deleteByCompany(companyId: string): Promise<number>;
}

export interface PanelRepository {
  add(panel: Panel): Promise<void>;
  findById(id: string): Promise<Panel | null>;
  findByIds(ids: readonly string[]): Promise<readonly Panel[]>;
  listByCompany(companyId: string): Promise<readonly Panel[]>;
  delete(id: string): Promise<boolean>;
  deleteByCompany(companyId: string): Promise<number>;
}

export interface InterviewFilter {
  readonly companyId?: string;
  readonly studentId?: string;
  readonly panelId?: string;
  readonly status?: InterviewStatus | readonly InterviewStatus[];
  readonly walkIn?: boolean;
}

export interface InterviewRepository {
  add(interview: Interview): Promise<void>;
  findById(id: string): Promise<Interview | null>;
  findByStudentAndCompany(studentId: string, companyId: string): Promise<Interview | null>;
  /** Matching interviews ordered by queue (unassigned last), then creation time, then id. */
  list(filter: InterviewFilter): Promise<readonly Interview[]>;
  count(filter: InterviewFilter): Promise<number>;
  update(interview: Interview): Promise<void>;
  delete(id: string): Promise<boolean>;
  deleteByCompany(companyId: string): Promise<number>;
  deleteByStudent(studentId: string): Promise<number>;
}

/** Atomic counters: each call returns a number no other call has had for the same name. */
export interface SequenceRepository {
  next(name: string): Promise<number>;
}

export const ONE_TIME_SECRET_PURPOSES = ['email-confirmation', 'password-reset-pin', 'password-reset-token'] as const;
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
