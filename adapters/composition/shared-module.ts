import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { ListenerOfActor } from '../../application/access/listener-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SessionValidity } from '../../application/sessions/session-validity.js';
import { bindersOf } from './bind-use-case.js';

/** Services that several areas' use cases share, and the installation's public settings. */
export const sharedModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(CredentialCheck, 'passwords');
  useCase(CompanyOfActor, 'coordinators');
  useCase(SessionValidity, 'admins', 'students', 'coordinators', 'companies', 'events');
  useCase(ListenerOfActor, CompanyOfActor);
  useCase(SweepOrphanFiles, 'students', 'companies', 'files');
  useCase(InterviewDetailsLoader, 'students', 'companies', 'panels');
});
