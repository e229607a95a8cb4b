import { GetOwnSelection } from '../selections/get-own-selection.js';
import { ListSelectedCompanies } from '../selections/list-selected-companies.js';
import { ListSelectedCompanyPage } from '../selections/list-selected-company-page.js';
import { RecountCompanySlots } from '../selections/recount-company-slots.js';
import { SubmitSelection } from '../selections/submit-selection.js';

export const selectionArea = {
  useCases: [GetOwnSelection, SubmitSelection, ListSelectedCompanies, ListSelectedCompanyPage, RecountCompanySlots],
} as const;
