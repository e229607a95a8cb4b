/*
 * A selection held against the companies it names (design.md §5.3–§5.5): every company must exist
 * and offer the panel the student chose, and each entry takes the company's current name, never
 * the one a client sent. Ours: "A selected company does not exist", "{company} does not offer the
 * panel {panel}". Failures are reported on the list field, like the selection form's own rules.
 */
import type { Company } from './company.js';
import { SELECTION_FIELD, type SelectionEntry } from './selection.js';
import { validated, type FieldFailure, type Validated } from './validation.js';

export type OfferingCompany = Pick<Company, 'id' | 'companyName' | 'panels'>;

export const SELECTED_COMPANY_MESSAGES = {
  unknownCompany: 'A selected company does not exist',
  panelNotOffered: (companyName: string, panel: string) => `${companyName} does not offer the panel ${panel}`,
} as const;

const failure = (message: string): FieldFailure => ({ field: SELECTION_FIELD, message });

const checkEntry = (entry: SelectionEntry, company: OfferingCompany | undefined): FieldFailure | null => {
  if (company === undefined) return failure(SELECTED_COMPANY_MESSAGES.unknownCompany);
  if (!company.panels.includes(entry.selectedPanel)) {
    return failure(SELECTED_COMPANY_MESSAGES.panelNotOffered(company.companyName, entry.selectedPanel));
  }
  return null;
};

/** The entries with their companies' current names, or every entry naming a missing company or panel. */
export const matchSelectedCompanies = (
  entries: readonly SelectionEntry[],
  companies: readonly OfferingCompany[],
): Validated<SelectionEntry[]> => {
  const byId = new Map(companies.map((company) => [company.id, company]));
  return validated(
    entries.map((entry) => checkEntry(entry, byId.get(entry.companyId))),
    () =>
      entries.map((entry) => ({ ...entry, companyName: byId.get(entry.companyId)?.companyName ?? entry.companyName })),
  );
};
