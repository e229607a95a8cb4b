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
  const { admins, companies, coordinators, events, files, panels, passwords, students } = PORTS;
  bindUseCase(bind, CredentialCheck, [passwords]);
  bindUseCase(bind, CompanyOfActor, [coordinators]);
  bindUseCase(bind, SessionValidity, [admins, students, coordinators, companies, events]);
  bindUseCase(bind, ListenerOfActor, [CompanyOfActor]);
  bindUseCase(bind, SweepOrphanFiles, [students, companies, files]);
  bindUseCase(bind, InterviewDetailsLoader, [students, companies, panels]);
});
