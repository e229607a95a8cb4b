import { expect } from 'chai';
import { RecentEvents } from '../../../adapters/events/recent-events.js';
import type { FairEvent } from '../../../domain/fair-event.js';

const walkIn = (companyId: string): FairEvent => ({ kind: 'walk-in.opened', companyId });
const idAt = (place: number) => String(place).padStart(16, '0');

describe('The recent events a server keeps to tell readers catching up', () => {
  it('tells the events after a kept one, in order; nothing for one it never kept', () => {
    const recent = new RecentEvents();
    for (const place of [3, 5, 8, 13]) recent.keep(idAt(place), walkIn(`c${place}`));

    expect(recent.after(idAt(5))).to.deep.equal([
      { id: idAt(8), event: walkIn('c8') },
      { id: idAt(13), event: walkIn('c13') },
    ]);
    expect(recent.after(idAt(13))).to.deep.equal([]);
    for (const unknown of [idAt(4), idAt(1), idAt(21), 'not-an-id', ''])
      expect(recent.after(unknown), unknown).to.equal(null);
  });

  it('keeps the last so many, round and round, and forgets all at once when told', () => {
    const recent = new RecentEvents({ keepEvents: 2 });
    for (let place = 1; place <= 7; place += 1) recent.keep(idAt(place), walkIn(`c${place}`));

    expect(recent.after(idAt(5))).to.deep.equal(null);
    expect(recent.after(idAt(6))).to.deep.equal([{ id: idAt(7), event: walkIn('c7') }]);
    recent.clear();
    expect(recent.after(idAt(6))).to.equal(null);
    recent.keep(idAt(9), walkIn('c9'));
    expect(recent.after(idAt(9))).to.deep.equal([]);
  });
});
