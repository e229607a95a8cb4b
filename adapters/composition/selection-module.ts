import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import { GetOwnSelection } from '../../application/selections/get-own-selection.js';
import { ListSelectedCompanies } from '../../application/selections/list-selected-companies.js';
import { RecountCompanySlots } from '../../application/selections/recount-company-slots.js';
import { SubmitSelection } from '../../application/selections/submit-selection.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const selectionModule = new ContainerModule(({ bind }) => {
  const { clock, companies, events, fairSettings, interviews, settings, students } = PORTS;
  bindUseCase(bind, GetOwnSelection, [students]);
  bindUseCase(bind, SubmitSelection, [students, companies, clock, events, fairSettings, settings]);
  bindUseCase(bind, ListSelectedCompanies, [students, companies, interviews, InterviewDetailsLoader, CompanyOfActor]);
  bindUseCase(bind, RecountCompanySlots, [companies]);
});
