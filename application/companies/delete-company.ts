import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { announceDeleted } from '../sessions/account-power.js';
import { must, useCase } from '../task.js';
import { detachCompanyCvs } from './company-cvs.js';
import { discardFile } from '../files/stored-files.js';
import { findCompany } from '../find-records.js';
import { deleteInterviewsTelling } from '../interviews/delete-interviews.js';
import { companyDeleted } from './company-audit.js';

/**
 * An administrator deletes a company with everything that belongs to it: its place in every
 * student's selection, the CVs students uploaded for it, its interviews, panels, coordinators,
 * recruiters and their invitations, and its logo. The students themselves stay.
 *
 * What points at the company goes first, each before what it points at (interviews name panels),
 * so no reader ever meets a pointer to something already gone; then the company itself; then the
 * same sweep once more, for anything attached to the company while this ran; and last the files,
 * once no record points at them. Answers the company as it was, which the audit log names. Each
 * deletion that is told (an interview, the accounts, the company) is one unit with its events; the
 * whole is not one (every student's selection is too many records for a transaction), and running it
 * again finishes it.
 */
export class DeleteCompany extends Needs([
  'companies',
  'coordinators',
  'panels',
  'interviews',
  'students',
  'files',
  'events',
  'assessments',
  'recruiters',
  'recruiterInvites',
  'secrets',
  'units',
]) {
  static readonly audit = companyDeleted;

  execute(_actor: Actor, companyId: string): TaskEither<AppError, Company> {
    return useCase(async () => {
      const company = await must(findCompany(this.deps.companies, companyId));
      const detached = await this.detachEverythingFrom(companyId);
      await this.deps.units.allOrNothing(async () => {
        await this.deps.companies.delete(companyId);
        await announceDeleted(this.deps.events, 'company', [companyId]);
      });
      const late = await this.detachEverythingFrom(companyId);
      for (const key of [company.logoKey, ...detached, ...late]) await must(discardFile(this.deps.files, key));
      return company;
    });
  }

  /** Removes every record that points at the company; answers the files that only those records pointed at. */
  private async detachEverythingFrom(companyId: string): Promise<string[]> {
    await this.deps.students.removeCompanyFromSelections(companyId);
    const cvKeys = await detachCompanyCvs(this.deps.students, companyId);
    await deleteInterviewsTelling(this.deps, { companyId });
    await this.deps.assessments.deleteByCompany(companyId);
    await this.deps.panels.deleteByCompany(companyId);
    await this.deps.units.allOrNothing(async () => {
      await announceDeleted(this.deps.events, 'coordinator', await this.deps.coordinators.deleteByCompany(companyId));
      // A recruiter's session is told of under the company role, as their tokens carry it.
      await announceDeleted(this.deps.events, 'company', await this.deps.recruiters.deleteByCompany(companyId));
    });
    for (const inviteId of await this.deps.recruiterInvites.deleteByCompany(companyId)) {
      await this.deps.secrets.delete('recruiter-invite', inviteId);
    }
    return cvKeys;
  }
}
