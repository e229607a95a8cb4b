import type { Container } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ListenerOfActor } from '../../application/access/listener-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SessionValidity } from '../../application/sessions/session-validity.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

/** Services that several areas' use cases share, and the installation's public settings. */
export const sharedModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, CredentialCheck, [PORTS.passwords]);
    bindUseCase(container, CompanyOfActor, [PORTS.coordinators]);
    bindUseCase(container, SessionValidity, [
      PORTS.admins,
      PORTS.students,
      PORTS.coordinators,
      PORTS.companies,
      PORTS.events,
    ]);
    bindUseCase(container, ListenerOfActor, [CompanyOfActor]);
    bindUseCase(container, SweepOrphanFiles, [PORTS.students, PORTS.companies, PORTS.files]);
    bindUseCase(container, InterviewDetailsLoader, [PORTS.students, PORTS.companies, PORTS.panels]);
  },
};
