import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import { ListenerOfActor } from '../../application/access/listener-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SessionValidity } from '../../application/sessions/session-validity.js';
import { bindersOf } from './bind-use-case.js';

/** Services that several areas' use cases share: the audit log's writer among them, for every audited use case. */
export const sharedModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(CredentialCheck, 'passwords');
  useCase(CompanyOfActor, 'coordinators');
  useCase(SessionValidity, 'admins', 'students', 'coordinators', 'companies', 'events');
  useCase(ListenerOfActor, CompanyOfActor);
  useCase(SweepOrphanFiles, 'students', 'companies', 'files');
  useCase(InterviewDetailsLoader, 'students', 'companies', 'panels');
  useCase(RecordAdminAction, 'audit', 'admins', 'ids', 'clock');
});
