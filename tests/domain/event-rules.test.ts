import { expect } from 'chai';
import { EVENT_RULES, type EventTable, kindsAbout, LIVE_EVENT_KINDS, LIVE_TOPICS } from '../../domain/event-rules.js';
import type { FairEventKind } from '../../domain/fair-event.js';

/** Every kind of event, once: a kind added to FairEvent and not here does not compile. */
const EVERY_KIND = {
  'interview.created': true,
  'interview.panel-assigned': true,
  'interview.timed': true,
  'interview.moved': true,
  'interview.deleted': true,
  'interview.checked-in': true,
  'interview.cancelled': true,
  'interview.next': true,
  'interview.place-warning': true,
  'interview.promoted': true,
  'reserve.offered': true,
  'panel.added': true,
  'panel.removed': true,
  'panel.hours-set': true,
  'panel.paused': true,
  'panel.resumed': true,
  'panel.queue-moved': true,
  'walk-in.opened': true,
  'walk-in.closed': true,
  'account.changed': true,
  'student.changed': true,
  'company.changed': true,
  'message.received': true,
  'message.broadcast': true,
  'recruiter.joined': true,
  'recruiter.removed': true,
  'fair.opened': true,
} as const satisfies Record<FairEventKind, true>;

describe('the table of event kinds (EVENT_RULES)', () => {
  it('has one rule for every kind of event, and nothing else', () => {
    expect(Object.keys(EVENT_RULES)).to.have.members(Object.keys(EVERY_KIND));
    expect(Object.keys(EVENT_RULES)).to.have.length(Object.keys(EVERY_KIND).length);
  });

  it('does not compile without the rule of a kind', () => {
    const { 'panel.added': _panelAdded, ...withoutPanelAdded } = EVENT_RULES;
    // @ts-expect-error a table without the row of 'panel.added' is not an EventTable
    const incomplete: EventTable = withoutPanelAdded;
    expect(incomplete).to.not.have.property('panel.added');
  });

  it('keeps account and profile changes from browsers, and tells them every other kind', () => {
    expect(LIVE_EVENT_KINDS).to.have.members(
      Object.keys(EVERY_KIND).filter(
        (kind) => !['account.changed', 'student.changed', 'company.changed', 'fair.opened'].includes(kind),
      ),
    );
  });

  it("names each kind browsers hear under one screens' topic", () => {
    expect(kindsAbout('interviews')).to.deep.equal([
      'interview.created',
      'interview.panel-assigned',
      'interview.timed',
      'interview.moved',
      'interview.deleted',
      'interview.checked-in',
      'interview.cancelled',
    ]);
    expect(kindsAbout('panels')).to.deep.equal(['panel.added', 'panel.removed', 'panel.hours-set']);
    expect(kindsAbout('queues')).to.deep.equal(['panel.paused', 'panel.resumed', 'panel.queue-moved']);
    expect(kindsAbout('walk-ins')).to.deep.equal(['walk-in.opened', 'walk-in.closed']);
    expect(kindsAbout('next-turn')).to.deep.equal(['interview.next']);
    expect(kindsAbout('place-warning')).to.deep.equal(['interview.place-warning']);
    expect(kindsAbout('promotion')).to.deep.equal(['interview.promoted']);
    expect(kindsAbout('offers')).to.deep.equal(['reserve.offered']);
    expect(kindsAbout('messages')).to.deep.equal(['message.received', 'message.broadcast']);
    expect(kindsAbout('recruiters')).to.deep.equal(['recruiter.joined', 'recruiter.removed']);
    expect(LIVE_TOPICS.flatMap(kindsAbout)).to.have.members([...LIVE_EVENT_KINDS]);
  });
});
