import { expect } from 'chai';
import { choose, choosePage, isChosen, keepOnly, pageChoice } from '../../ui/src/components/row-selection.js';

describe('The rows chosen on a table, kept by id in the order they were chosen', () => {
  const nimal = { id: 'a', name: 'Nimal' };
  const sanduni = { id: 'b', name: 'Sanduni' };
  const kasun = { id: 'c', name: 'Kasun' };
  const amaya = { id: 'd', name: 'Amaya' };

  it('keeps the order rows were chosen in, not the order of the table', () => {
    const chosen = choose(choose(choose([], kasun, true), nimal, true), sanduni, true);
    expect(chosen.map((row) => row.name)).to.deep.equal(['Kasun', 'Nimal', 'Sanduni']);
  });

  it('changes nothing when a chosen row is chosen again, and lets a row go', () => {
    const chosen = choose(choose([], nimal, true), sanduni, true);
    expect(choose(chosen, nimal, true)).to.equal(chosen);
    expect(choose(chosen, nimal, false)).to.deep.equal([sanduni]);
    expect(isChosen(choose(chosen, nimal, false), 'a')).to.equal(false);
  });

  it('chooses a whole page after the rows already chosen, keeping those chosen on other pages', () => {
    const otherPage = [amaya];
    const page = [nimal, sanduni, kasun];
    const chosen = choosePage(choose(choose([], amaya, true), sanduni, true), page, true);
    expect(chosen.map((row) => row.id)).to.deep.equal(['d', 'b', 'a', 'c']);
    expect(pageChoice(chosen, page)).to.equal('all');
    expect(choosePage(chosen, page, false)).to.deep.equal(otherPage);
  });

  it("tells a page's select-all box whether all, some or none of its rows are chosen", () => {
    const page = [nimal, sanduni];
    expect(pageChoice([], page)).to.equal('none');
    expect(pageChoice([sanduni, amaya], page)).to.equal('some');
    expect(pageChoice([sanduni, nimal], page)).to.equal('all');
  });

  it('keeps chosen only the rows an action left, in their order', () => {
    expect(keepOnly([kasun, nimal, sanduni], ['b', 'c'])).to.deep.equal([kasun, sanduni]);
  });
});
