import { expect } from 'chai';
import {
  addToSelection,
  FIRST_PRIORITY,
  MAX_SELECTED_COMPANIES,
  moveDown,
  moveUp,
  removeFromSelection,
  renumber,
  selectsCompany,
  validateSelection,
  type SelectionEntry,
} from '../../domain/selection.js';
import { aSelection, aSelectionEntry } from '../support/builders.js';
import { failuresOf, leftOf, messagesOn, rightOf } from './validated.js';

const entry = (companyId: string, order: number): SelectionEntry =>
  aSelectionEntry({ companyId, companyName: `Company ${companyId}`, order });

const listOf = (count: number): SelectionEntry[] =>
  Array.from({ length: count }, (_, index) => entry(`c${index + 1}`, index + 1));

const orderOf = (entries: readonly SelectionEntry[]): string[] =>
  entries.map((item) => `${item.order}:${item.companyId}`);

describe('selection form', () => {
  it('accepts up to 10 companies in priority order and gives them sorted by priority', () => {
    const shuffled = [entry('b', 2), entry('a', 1), entry('c', 3)];
    const submission = rightOf(validateSelection({ interestedArea: 'AI / SE', selectedCompaniesbyStudent: shuffled }));
    expect(submission.interestedArea).to.equal('AI / SE');
    expect(orderOf(submission.selectedCompaniesbyStudent)).to.deep.equal(['1:a', '2:b', '3:c']);
    expect(failuresOf(validateSelection({ interestedArea: 'Management', selectedCompaniesbyStudent: listOf(10) }))).to.deep.equal([]);
  });

  it("refuses a company listed twice with 'Company is already in the selection list'", () => {
    const result = validateSelection({
      interestedArea: 'Automation',
      selectedCompaniesbyStudent: [entry('a', 1), entry('a', 2)],
    });
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['Company is already in the selection list']);
  });

  it("refuses an 11th company with 'You can select at most 10 companies'", () => {
    expect(MAX_SELECTED_COMPANIES).to.equal(10);
    const result = validateSelection({ interestedArea: 'Automation', selectedCompaniesbyStudent: listOf(11) });
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['You can select at most 10 companies']);
  });

  it("refuses an empty list with 'Select at least one company'", () => {
    const result = validateSelection({ interestedArea: 'Automation', selectedCompaniesbyStudent: [] });
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['Select at least one company']);
  });

  it("refuses a missing interested area with 'Interested area is required'", () => {
    const result = validateSelection({ interestedArea: ' ', selectedCompaniesbyStudent: listOf(1) });
    expect(messagesOn(result, 'interestedArea')).to.deep.equal(['Interested area is required']);
  });

  it("refuses an interested area outside the job areas with 'Interested area must be one of the listed areas'", () => {
    const result = validateSelection({ interestedArea: 'ai', selectedCompaniesbyStudent: listOf(1) });
    expect(messagesOn(result, 'interestedArea')).to.deep.equal(['Interested area must be one of the listed areas']);
  });

  for (const [orders, why] of [
    [[1, 3], 'a gap'],
    [[1, 1], 'a repeat'],
    [[2, 3], 'no first priority'],
    [[0, 1], 'a zero'],
    [[1, 1.5], 'a fraction'],
  ] as const) {
    it(`refuses priorities with ${why} (${orders.join(', ')})`, () => {
      const entries = orders.map((order, index) => entry(`c${index}`, order));
      const result = validateSelection({ interestedArea: 'Automation', selectedCompaniesbyStudent: entries });
      expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal([
        'Priorities must run 1, 2, 3 … without gaps or repeats',
      ]);
    });
  }

  it("refuses an entry without a panel with 'Choose a panel for each selected company'", () => {
    const result = validateSelection({
      interestedArea: 'Automation',
      selectedCompaniesbyStudent: [aSelectionEntry({ order: 1, selectedPanel: '' })],
    });
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['Choose a panel for each selected company']);
  });

  it("refuses an entry without a company id with 'Each selected company needs a company id'", () => {
    const result = validateSelection({
      interestedArea: 'Automation',
      selectedCompaniesbyStudent: [aSelectionEntry({ order: 1, companyId: '' })],
    });
    expect(messagesOn(result, 'selectedCompaniesbyStudent')).to.deep.equal(['Each selected company needs a company id']);
  });

  it('reports every broken rule at once', () => {
    const entries = [...listOf(11), entry('c1', 12)];
    const result = validateSelection({ interestedArea: '', selectedCompaniesbyStudent: entries });
    expect(failuresOf(result).map((failure) => failure.message)).to.deep.equal([
      'Interested area is required',
      'You can select at most 10 companies',
      'Company is already in the selection list',
    ]);
  });
});

describe('editing a selection', () => {
  const choice = { companyId: 'x', companyName: 'X Ltd', selectedPanel: 'DevOps' };

  it('adds a company last, with the next priority', () => {
    expect(FIRST_PRIORITY).to.equal(1);
    const added = rightOf(addToSelection(listOf(2), choice));
    expect(orderOf(added)).to.deep.equal(['1:c1', '2:c2', '3:x']);
    expect(added[2]).to.deep.equal({ ...choice, order: 3 });
  });

  it('adds the first company with priority 1', () => {
    expect(orderOf(rightOf(addToSelection([], choice)))).to.deep.equal(['1:x']);
  });

  it("refuses to add a company already in the list with 'Company is already in the selection list'", () => {
    expect(leftOf(addToSelection(listOf(2), { ...choice, companyId: 'c2' }))).to.deep.equal({
      field: 'selectedCompaniesbyStudent',
      message: 'Company is already in the selection list',
    });
  });

  it("refuses to add an 11th company with 'You can select at most 10 companies'", () => {
    expect(leftOf(addToSelection(listOf(10), choice)).message).to.equal('You can select at most 10 companies');
  });

  it('moves a company up by swapping it with the one above, keeping priorities 1..n', () => {
    expect(orderOf(moveUp(listOf(3), 'c3'))).to.deep.equal(['1:c1', '2:c3', '3:c2']);
  });

  it('moves a company down by swapping it with the one below, keeping priorities 1..n', () => {
    expect(orderOf(moveDown(listOf(3), 'c1'))).to.deep.equal(['1:c2', '2:c1', '3:c3']);
  });

  it('leaves the first company first when moved up and the last last when moved down', () => {
    expect(orderOf(moveUp(listOf(3), 'c1'))).to.deep.equal(['1:c1', '2:c2', '3:c3']);
    expect(orderOf(moveDown(listOf(3), 'c3'))).to.deep.equal(['1:c1', '2:c2', '3:c3']);
  });

  it('leaves the list as it is when moving a company that is not in it', () => {
    expect(orderOf(moveUp(listOf(2), 'zzz'))).to.deep.equal(['1:c1', '2:c2']);
  });

  it('removes a company and closes the gap', () => {
    expect(orderOf(removeFromSelection(listOf(3), 'c2'))).to.deep.equal(['1:c1', '2:c3']);
  });

  it('renumbers a list by its current priorities, keeping the order of equal ones', () => {
    expect(orderOf(renumber([entry('b', 5), entry('a', 2), entry('c', 5)]))).to.deep.equal(['1:a', '2:b', '3:c']);
  });

  it('does not change the list it is given', () => {
    const list = listOf(3);
    moveUp(list, 'c2');
    removeFromSelection(list, 'c1');
    rightOf(addToSelection(list, choice));
    expect(orderOf(list)).to.deep.equal(['1:c1', '2:c2', '3:c3']);
  });
});

describe('submitted selections', () => {
  it('knows whether a submitted selection lists a company', () => {
    const record = aSelection([entry('a', 1)]);
    expect([selectsCompany(record, 'a'), selectsCompany(record, 'b'), selectsCompany(null, 'a')]).to.deep.equal([
      true,
      false,
      false,
    ]);
  });
});
