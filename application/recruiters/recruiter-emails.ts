import { normalizeEmail } from '../../domain/email.js';
import type {
  AdminRepository,
  CompanyRepository,
  CoordinatorRepository,
  RecruiterRepository,
  StudentRepository,
} from '../ports/persistence.js';

/**
 * Whether an e-mail already belongs to an account of the portal, whatever its role: an
 * administrator's, a student's or a coordinator's sign-in, a company's contact e-mail, or a
 * recruiter's sign-in. A recruiter is invited only at an address none of them has.
 */
export class AccountEmails {
  static readonly needs = ['admins', 'students', 'coordinators', 'companies', 'recruiters'] as const;

  constructor(
    private readonly admins: AdminRepository,
    private readonly students: StudentRepository,
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
    private readonly recruiters: RecruiterRepository,
  ) {}

  /** `email` as normalizeEmail leaves it. */
  async inUse(email: string): Promise<boolean> {
    const found = await Promise.all([
      this.admins.findByEmail(email),
      this.students.findByEmail(email),
      this.coordinators.findByEmail(email),
      this.recruiters.findByEmail(email),
    ]);
    if (found.some((account) => account !== null)) return true;
    return (await this.companies.list()).some((company) => normalizeEmail(company.email) === email);
  }
}
