import { GetOwnSelection } from '../selections/get-own-selection.js';
import { ListSelectedCompanies } from '../selections/list-selected-companies.js';
import { RecountCompanySlots } from '../selections/recount-company-slots.js';
import { SubmitSelection } from '../selections/submit-selection.js';

export const selectionArea = {
  useCases: [GetOwnSelection, SubmitSelection, ListSelectedCompanies, RecountCompanySlots],
} as const;
