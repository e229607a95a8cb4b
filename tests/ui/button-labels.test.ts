import { expect } from 'chai';
import { canMove, INTERVIEW_STATUSES } from '../../domain/interview.js';
import { walkInToggleLabel } from '../../ui/src/pages/coordinator/walk-in-toggle-label.js';
import {
  actionsFor,
  INTERVIEW_ACTIONS,
  needsConfirmation,
} from '../../ui/src/pages/interview-desk/interview-actions.js';
import { submitLabel } from '../../ui/src/pages/student/submit-label.js';
import { aSelection, aSelectionEntry } from '../support/builders.js';

describe('button labels', () => {
  it('name the interview moves Make Ongoing, Mark No-Show, Mark As Done and Back to queue', () => {
    expect(actionsFor('selected')).to.deep.equal([]);
    expect(actionsFor('assigned')).to.deep.equal([
      { label: 'Make Ongoing', from: 'assigned', to: 'ongoing' },
      { label: 'Mark No-Show', from: 'assigned', to: 'no-show' },
    ]);
    expect(actionsFor('ongoing')).to.deep.equal([{ label: 'Mark As Done', from: 'ongoing', to: 'finished' }]);
    expect(actionsFor('finished')).to.deep.equal([{ label: 'Back to queue', from: 'finished', to: 'assigned' }]);
    expect(actionsFor('no-show')).to.deep.equal([{ label: 'Back to queue', from: 'no-show', to: 'assigned' }]);
  });

  it('offer only moves the interview state machine allows, and every move but the panel assignment', () => {
    expect(INTERVIEW_ACTIONS.every((action) => canMove(action.from, action.to))).to.equal(true);
    const buttonless = INTERVIEW_STATUSES.flatMap((from) =>
      INTERVIEW_STATUSES.filter((to) => canMove(from, to) && !actionsFor(from).some((action) => action.to === to)).map(
        (to) => `${from} -> ${to}`,
      ),
    );
    expect(buttonless).to.deep.equal(['selected -> assigned']);
  });

  it('ask to confirm Make Ongoing for a student not checked in, and nothing else', () => {
    const [makeOngoing, markNoShow] = actionsFor('assigned');
    const markDone = actionsFor('ongoing')[0]!;
    expect(needsConfirmation(makeOngoing!, { checkedInAt: null })).to.equal(true);
    expect(needsConfirmation(makeOngoing!, { checkedInAt: '2026-03-01T04:30:00.000Z' })).to.equal(false);
    expect(needsConfirmation(markNoShow!, { checkedInAt: null })).to.equal(false);
    expect(needsConfirmation(markDone, { checkedInAt: null })).to.equal(false);
  });

  it('read Submit before the first submission of a selection and Re-submit after', () => {
    expect(submitLabel(null)).to.equal('Submit');
    expect(submitLabel(aSelection([aSelectionEntry({ companyId: 'a', order: 1 })]))).to.equal('Re-submit');
  });

  it("name the coordinator's walk-in toggle by the move it makes", () => {
    expect([walkInToggleLabel(false), walkInToggleLabel(true)]).to.deep.equal(['Turn On Walk in', 'Turn Off Walk in']);
  });
});
