import { expect } from 'chai';
import { canMove, INTERVIEW_STATUSES } from '../../domain/interview.js';
import { walkInToggleLabel } from '../../ui/src/pages/coordinator/walk-in-toggle-label.js';
import { actionsFor, INTERVIEW_ACTIONS } from '../../ui/src/pages/interview-desk/interview-actions.js';
import { submitLabel } from '../../ui/src/pages/student/submit-label.js';
import { aSelection, aSelectionEntry } from '../support/builders.js';

describe('button labels', () => {
  it('name the interview moves Make Ongoing, Mark As Done and Back to queue', () => {
    expect(actionsFor('selected')).to.deep.equal([]);
    expect(actionsFor('assigned')).to.deep.equal([{ label: 'Make Ongoing', from: 'assigned', to: 'ongoing' }]);
    expect(actionsFor('ongoing')).to.deep.equal([{ label: 'Mark As Done', from: 'ongoing', to: 'finished' }]);
    expect(actionsFor('finished')).to.deep.equal([{ label: 'Back to queue', from: 'finished', to: 'assigned' }]);
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

  it('read Submit before the first submission of a selection and Re-submit after', () => {
    expect(submitLabel(null)).to.equal('Submit');
    expect(submitLabel(aSelection([aSelectionEntry({ companyId: 'a', order: 1 })]))).to.equal('Re-submit');
  });

  it("name the coordinator's walk-in toggle by the move it makes", () => {
    expect([walkInToggleLabel(false), walkInToggleLabel(true)]).to.deep.equal(['Turn On Walk in', 'Turn Off Walk in']);
  });
});
