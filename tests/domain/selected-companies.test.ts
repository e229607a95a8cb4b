import { expect } from 'chai';
import { matchSelectedCompanies, SELECTED_COMPANY_MESSAGES } from '../../domain/selected-companies.js';
import { aCompany, aSelectionEntry } from '../support/builders.js';
import { messagesOn, rightOf } from './validated.js';

describe('a selection held against its companies', () => {
  const acme = aCompany({ companyName: 'Acme', panels: ['Software Engineering', 'DevOps'] });
  const globex = aCompany({ companyName: 'Globex', panels: ['Power and Energy'] });

  it("takes each company's current name from the store, whatever name the client sent", () => {
    const entries = [
      aSelectionEntry({ companyId: acme.id, companyName: 'Typed by the client', selectedPanel: 'DevOps', order: 1 }),
      aSelectionEntry({ companyId: globex.id, companyName: '', selectedPanel: 'Power and Energy', order: 2 }),
    ];
    const matched = rightOf(matchSelectedCompanies(entries, [acme, globex]));
    expect(matched.map((entry) => entry.companyName)).to.deep.equal(['Acme', 'Globex']);
    expect(matched.map((entry) => entry.order)).to.deep.equal([1, 2]);
  });

  it("refuses a company that does not exist with 'A selected company does not exist'", () => {
    const result = matchSelectedCompanies([aSelectionEntry({ selectedPanel: 'DevOps' })], [acme]);
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal([SELECTED_COMPANY_MESSAGES.unknownCompany]);
    expect(SELECTED_COMPANY_MESSAGES.unknownCompany).to.equal('A selected company does not exist');
  });

  it('refuses a panel the company does not offer, naming the company and the panel', () => {
    const result = matchSelectedCompanies(
      [aSelectionEntry({ companyId: globex.id, selectedPanel: 'DevOps' })],
      [globex],
    );
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['Globex does not offer the panel DevOps']);
  });

  it('compares panel names exactly, as the company form stores them', () => {
    const result = matchSelectedCompanies([aSelectionEntry({ companyId: acme.id, selectedPanel: 'devops' })], [acme]);
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['Acme does not offer the panel devops']);
  });

  it('reports every broken entry at once', () => {
    const result = matchSelectedCompanies(
      [
        aSelectionEntry({ selectedPanel: 'DevOps', order: 1 }),
        aSelectionEntry({ companyId: acme.id, selectedPanel: 'Business Analysis', order: 2 }),
      ],
      [acme],
    );
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal([
      'A selected company does not exist',
      'Acme does not offer the panel Business Analysis',
    ]);
  });
});
