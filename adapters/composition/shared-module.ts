import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ListenerOfActor } from '../../application/access/listener-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SessionValidity } from '../../application/sessions/session-validity.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

/** Services that several areas' use cases share, and the installation's public settings. */
export const sharedModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, CredentialCheck, [PORTS.passwords]);
  bindUseCase(bind, CompanyOfActor, [PORTS.coordinators]);
  bindUseCase(bind, SessionValidity, [PORTS.admins, PORTS.students, PORTS.coordinators, PORTS.companies, PORTS.events]);
  bindUseCase(bind, ListenerOfActor, [CompanyOfActor]);
  bindUseCase(bind, SweepOrphanFiles, [PORTS.students, PORTS.companies, PORTS.files]);
  bindUseCase(bind, InterviewDetailsLoader, [PORTS.students, PORTS.companies, PORTS.panels]);
});
