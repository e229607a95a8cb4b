import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { GetOwnSelection } from '../../application/selections/get-own-selection.js';
import { ListSelectedCompanies } from '../../application/selections/list-selected-companies.js';
import { companySlotsRecounted } from '../../application/selections/company-slots-audit.js';
import { RecountCompanySlots } from '../../application/selections/recount-company-slots.js';
import { SubmitSelection } from '../../application/selections/submit-selection.js';
import { bindersOf } from './bind-use-case.js';

export const selectionModule = new ContainerModule(({ bind }) => {
  const { useCase, audited } = bindersOf(bind);
  useCase(GetOwnSelection, 'students');
  useCase(SubmitSelection, 'students', 'companies', 'clock', 'events', 'fairSettings', 'settings');
  useCase(ListSelectedCompanies, 'students', 'companies', 'interviews', InterviewDetailsLoader, CompanyOfActor);
  audited(RecountCompanySlots, companySlotsRecounted, 'companies');
});
