import { expect } from 'chai';
import type { CompanyInterviewJson } from '../../ui/src/api/types.js';
import { type BoardShown, queueAnnouncements } from '../../ui/src/pages/interview-desk/queue-announcements.js';

const interview = (
  id: string,
  fullName: string,
  overrides: Partial<CompanyInterviewJson> = {},
): CompanyInterviewJson => ({
  _id: id,
  panelID: { _id: 'panel-a', panelName: 'Panel A' },
  time: null,
  status: 'assigned',
  queue: 1,
  panelQueue: 1,
  walkIn: false,
  checkedInAt: null,
  cancellation: null,
  student: {
    _id: `s-${id}`,
    email: `${id}@uni.test`,
    fullName,
    commonName: fullName,
    indexNumber: '1',
    image: null,
    hasCv: false,
  },
  company: 'acme',
  ...overrides,
});

const board = (parts: Partial<BoardShown>): BoardShown => ({
  currentByPanel: [],
  upcoming: [],
  finished: [],
  ...parts,
});

describe('The queue changes a live region says (queueAnnouncements)', () => {
  const nimal = interview('n', 'Nimal Fernando');
  const sanduni = interview('s', 'Sanduni Perera', { queue: 2, panelQueue: 2 });

  it('says who became their panel’s current interview, and who checked in', () => {
    const before = board({ upcoming: [nimal, sanduni] });
    const after = board({
      currentByPanel: [{ ...nimal, status: 'ongoing' }],
      upcoming: [{ ...sanduni, checkedInAt: '2026-03-01T04:00:00.000Z' }],
    });
    expect(queueAnnouncements(before, after)).to.deep.equal([
      'Nimal Fernando is now the current interview in Panel A.',
      'Sanduni Perera checked in.',
    ]);
  });

  it('says who finished, was marked a no-show, went back to the queue or moved in it', () => {
    const before = board({ currentByPanel: [{ ...nimal, status: 'ongoing' }], upcoming: [sanduni] });
    expect(
      queueAnnouncements(
        before,
        board({
          finished: [
            { ...nimal, status: 'finished' },
            { ...sanduni, status: 'no-show' },
          ],
        }),
      ),
    ).to.deep.equal(["Nimal Fernando's interview is finished.", 'Sanduni Perera is marked as a no-show.']);
    expect(
      queueAnnouncements(
        board({ finished: [{ ...nimal, status: 'finished' }] }),
        board({ upcoming: [{ ...nimal, queue: 3 }] }),
      ),
    ).to.deep.equal(['Nimal Fernando is back in the queue of Panel A.']);
    expect(
      queueAnnouncements(board({ upcoming: [sanduni] }), board({ upcoming: [{ ...sanduni, queue: 1 }] })),
    ).to.deep.equal(['Sanduni Perera moved to place 1 in the queue.']);
  });

  it('says nothing of interviews that were not shown before (another panel, a board just loaded)', () => {
    expect(
      queueAnnouncements(board({ upcoming: [nimal] }), board({ currentByPanel: [{ ...sanduni, status: 'ongoing' }] })),
    ).to.deep.equal([]);
    expect(queueAnnouncements(board({ upcoming: [nimal] }), board({ upcoming: [nimal] }))).to.deep.equal([]);
  });
});
