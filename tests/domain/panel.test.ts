import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import {
  canDeletePanel,
  isPaused,
  PANEL_MESSAGES,
  PAUSE_REASON_MAX_LENGTH,
  type Panel,
  pausePanel,
  resumePanel,
  validateAddPanel,
} from '../../domain/panel.js';
import { PANEL_NAMES, isPanelName } from '../../domain/panel-name.js';
import { failuresOf, rightOf } from './validated.js';

describe('panels', () => {
  it("refuses a blank panel name with 'Please input Panel name'", () => {
    expect(failuresOf(validateAddPanel({ panelName: '  ' }))).to.deep.equal([
      { field: 'panelName', message: 'Please input Panel name' },
    ]);
  });

  it('accepts a panel name, trimmed', () => {
    expect(rightOf(validateAddPanel({ panelName: ' Panel A ' }))).to.deep.equal({ panelName: 'Panel A' });
  });

  it('lets a panel be deleted only while no student is on it', () => {
    expect(canDeletePanel(0)).to.equal(true);
    expect(canDeletePanel(1)).to.equal(false);
  });

  it('offers the nine panel names of spec §9, in order', () => {
    expect(PANEL_NAMES).to.deep.equal([
      'Power and Energy',
      'Electrical Installation',
      'Robotics and Automation',
      'Artificial Intelligence Machine Learning and Data Science',
      'Project Management',
      'Software Engineering',
      'Business Analysis',
      'DevOps',
      'Quality Assurance',
    ]);
    expect([isPanelName('DevOps'), isPanelName('Devops')]).to.deep.equal([true, false]);
  });
});

describe('pausing and resuming a panel', () => {
  const now = new Date('2026-03-02T06:00:00Z');
  const later = new Date('2026-03-02T06:45:00Z');
  const running: Panel = { id: 'p1', panelName: 'Panel A', companyId: 'c1', createdAt: now };
  const paused = (panel: Panel): Panel => {
    const result = pausePanel(panel, { reason: 'Lunch', backAt: later }, now);
    if (E.isLeft(result)) throw new Error(result.left.message);
    return result.right;
  };

  it('keeps the reason, trimmed, since when and the time back, and counts the panel paused from then', () => {
    const panel = paused(running);
    expect(panel.pause).to.deep.equal({ reason: 'Lunch', since: now, backAt: later });
    expect(isPaused(panel, now)).to.equal(true);
    expect(isPaused(running, now)).to.equal(false);
  });

  it('refuses a blank or too long reason, a time back not later than now, and pausing a paused panel', () => {
    const refusal = (reason: string, backAt: Date, panel = running) => {
      const result = pausePanel(panel, { reason, backAt }, now);
      return E.isLeft(result) ? result.left.message : null;
    };
    expect(refusal('  ', later)).to.equal(PANEL_MESSAGES.pauseReasonRequired);
    expect(refusal('x'.repeat(PAUSE_REASON_MAX_LENGTH + 1), later)).to.equal(PANEL_MESSAGES.pauseReasonTooLong);
    expect(refusal('Lunch', now)).to.equal(PANEL_MESSAGES.backAtPast);
    expect(refusal('Lunch', new Date(Number.NaN))).to.equal(PANEL_MESSAGES.backAtInvalid);
    expect(refusal('Lunch', later, paused(running))).to.equal(
      'Panel A is already paused: resume it before pausing it again',
    );
  });

  it('resumes a paused panel, and refuses to resume a running one', () => {
    const resumed = resumePanel(paused(running), later);
    expect(E.isRight(resumed) && isPaused(resumed.right, later)).to.equal(false);
    expect(resumePanel(running, later)).to.deep.equal(E.left({ field: 'panel', message: 'Panel A is not paused' }));
  });
});
