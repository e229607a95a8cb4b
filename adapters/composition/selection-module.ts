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
  bindUseCase(bind, GetOwnSelection, [PORTS.students]);
  bindUseCase(bind, SubmitSelection, [
    PORTS.students,
    PORTS.companies,
    PORTS.clock,
    PORTS.events,
    PORTS.fairSettings,
    PORTS.settings,
  ]);
  bindUseCase(bind, ListSelectedCompanies, [
    PORTS.students,
    PORTS.companies,
    PORTS.interviews,
    InterviewDetailsLoader,
    CompanyOfActor,
  ]);
  bindUseCase(bind, RecountCompanySlots, [PORTS.companies]);
});
