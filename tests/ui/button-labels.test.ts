import { expect } from 'chai';
import { canMove, INTERVIEW_STATUSES } from '../../domain/interview.js';
import { walkInToggleLabel } from '../../ui/src/pages/coordinator/walk-in-toggle-label.js';
import { actionsFor, INTERVIEW_ACTIONS, confirmationFor } from '../../ui/src/pages/interview-desk/interview-actions.js';
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

  it('ask to confirm Make Ongoing for a student not checked in, and every Mark No-Show, and nothing else', () => {
    const [makeOngoing, markNoShow] = actionsFor('assigned');
    const markDone = actionsFor('ongoing')[0]!;
    const here = { checkedInAt: '2026-03-01T04:12:00.000Z' };
    const away = { checkedInAt: null };
    const ask = (action: typeof markDone, interview: { checkedInAt: string | null }) =>
      confirmationFor(action, interview, 'N.A. Fernando', 'Asia/Colombo');
    expect(ask(makeOngoing!, away)).to.deep.equal({
      title: 'N.A. Fernando has not checked in',
      question: 'Nobody has checked N.A. Fernando in at the desk yet. Start the interview anyway?',
      confirm: 'Make Ongoing',
    });
    expect(ask(makeOngoing!, here)).to.equal(null);
    expect(ask(markNoShow!, away)?.confirm).to.equal('Mark No-Show');
    expect(ask(markNoShow!, here)).to.deep.equal({
      title: 'N.A. Fernando is checked in',
      question: 'N.A. Fernando checked in at 09:42. Mark them as a no-show anyway?',
      confirm: 'Mark No-Show',
    });
    expect(ask(markDone, away)).to.equal(null);
  });

  it('read Submit before the first submission of a selection and Re-submit after', () => {
    expect(submitLabel(null)).to.equal('Submit');
    expect(submitLabel(aSelection([aSelectionEntry({ companyId: 'a', order: 1 })]))).to.equal('Re-submit');
  });

  it("name the coordinator's walk-in toggle by the move it makes", () => {
    expect([walkInToggleLabel(false), walkInToggleLabel(true)]).to.deep.equal(['Turn On Walk-in', 'Turn Off Walk-in']);
  });
});
