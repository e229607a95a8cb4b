import { Needs } from '../needs.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import type { Company } from '../../domain/company.js';
import type { Coordinator } from '../../domain/coordinator.js';
import { ROLE_FORGOT_PASSWORD_PATHS } from '../../domain/forgot-password.js';
import type { ImportedCompany } from '../../domain/import-rows.js';
import type { Panel } from '../../domain/panel.js';
import { announce, panelAdded } from '../fair-events.js';
import { QueueMails } from '../messages/mail-queue.js';
import { UniqueViolation } from '../ports/persistence.js';
import { must } from '../task.js';
import { invitationMail, NO_PASSWORD_YET } from './invitation-mail.js';

/** The companies and coordinators an import created (each company with its panels). */
export interface CreatedCompanies {
  readonly companyIds: readonly string[];
  readonly coordinatorIds: readonly string[];
  /** Rows whose username or an e-mail an account took since they were judged: skipped. */
  readonly takenMeanwhile: number;
}

/** A coordinator's name until an administrator edits it: the mailbox of their e-mail. */
const mailboxOf = (email: string): string => email.slice(0, email.indexOf('@'));

/**
 * The companies of an import (docs/import.md, "Importing companies") written row by row: a company,
 * an interview panel for each panel it offers students (as a coordinator would add it, so that the
 * students' chosen panels find it) and its coordinators, together or not at all, so a row that fails
 * leaves nothing half-made. Each company and coordinator created is invited to choose their password
 * through their forgot password.
 */
export class ImportedCompanies extends Needs(
  ['units', 'companies', 'panels', 'coordinators', 'events', 'ids', 'clock', 'settings'],
  {
    mails: QueueMails,
  },
) {
  async create(rows: readonly ImportedCompany[]): Promise<CreatedCompanies> {
    const companyIds: string[] = [];
    const coordinatorIds: string[] = [];
    let takenMeanwhile = 0;
    for (const row of rows) {
      const { company, panels, coordinators } = this.recordsOf(row);
      try {
        await this.deps.units.allOrNothing(async () => {
          await this.deps.companies.add(company);
          for (const panel of panels) await this.deps.panels.add(panel);
          for (const coordinator of coordinators) await this.deps.coordinators.add(coordinator);
          await must(announce(this.deps.events, ...panels.map(panelAdded)));
        });
      } catch (error) {
        if (!(error instanceof UniqueViolation)) throw error;
        takenMeanwhile += 1;
        continue;
      }
      companyIds.push(company.id);
      coordinatorIds.push(...coordinators.map(({ id }) => id));
      await this.invite(company, coordinators);
    }
    return { companyIds, coordinatorIds, takenMeanwhile };
  }

  private recordsOf({ company: details, coordinators }: ImportedCompany) {
    const createdAt = this.deps.clock.now();
    const company: Company = {
      ...details,
      id: this.deps.ids.next(),
      passwordHash: NO_PASSWORD_YET,
      logoKey: null,
      slotsFilled: 0,
      walkingStatus: false,
      sessionVersion: FIRST_SESSION_VERSION,
      createdAt,
    };
    return {
      company,
      panels: details.panels.map((panelName): Panel => ({
        id: this.deps.ids.next(),
        panelName,
        companyId: company.id,
        createdAt,
      })),
      coordinators: coordinators.map((email): Coordinator => ({
        id: this.deps.ids.next(),
        email,
        name: mailboxOf(email),
        contactNumber: details.contactPersonTP,
        companyId: company.id,
        passwordHash: NO_PASSWORD_YET,
        sessionVersion: FIRST_SESSION_VERSION,
        createdAt,
      })),
    };
  }

  private invite(company: Company, coordinators: readonly Coordinator[]): Promise<void> {
    const page = (role: 'company' | 'coordinator') =>
      `${this.deps.settings.publicUrl}${ROLE_FORGOT_PASSWORD_PATHS[role]}`;
    return this.deps.mails.add([
      invitationMail(
        { email: company.email, name: company.contactPerson, username: company.username },
        page('company'),
      ),
      ...coordinators.map((coordinator) =>
        invitationMail({ email: coordinator.email, name: coordinator.name }, page('coordinator')),
      ),
    ]);
  }
}
