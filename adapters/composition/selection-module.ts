import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { GetOwnSelection } from '../../application/selections/get-own-selection.js';
import { ListSelectedCompanies } from '../../application/selections/list-selected-companies.js';
import { RecountCompanySlots } from '../../application/selections/recount-company-slots.js';
import { SubmitSelection } from '../../application/selections/submit-selection.js';
import { bindersOf } from './bind-use-case.js';

export const selectionModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(GetOwnSelection, 'students');
  useCase(SubmitSelection, 'students', 'companies', 'clock', 'events', 'fairSettings', 'settings');
  useCase(ListSelectedCompanies, 'students', 'companies', 'interviews', InterviewDetailsLoader, CompanyOfActor);
  useCase(RecountCompanySlots, 'companies');
});
