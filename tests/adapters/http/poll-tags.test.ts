import { expect } from 'chai';
import { ifNoneMatchHas, PollTags } from '../../../adapters/http/poll-tags.js';
import { studentInterviewsScopes, ownCompanyInterviewsScopes } from '../../../adapters/http/poll-scopes.js';
import { ScopeVersions } from '../../../adapters/http/scope-versions.js';
import type { Actor } from '../../../application/actor.js';
import type { CoordinatorRepository } from '../../../application/ports/persistence.js';
import {
  COMPANY_PROFILES,
  companyScope,
  staleScopesOf,
  STUDENT_PROFILES,
  studentScope,
} from '../../../domain/event-rules.js';
import type { FairEvent } from '../../../domain/fair-event.js';
import { aCoordinator } from '../../support/builders.js';
import { RecordingEventFeed } from '../../support/recording-event-feed.js';

const interview = (kind: 'interview.created' | 'interview.moved', studentId: string, companyId: string): FairEvent => ({
  kind,
  interviewId: 'i1',
  studentId,
  companyId,
  panelId: null,
  status: 'assigned',
});

describe('The versions behind polled lists', () => {
  describe('staleScopesOf', () => {
    const cases: readonly [string, FairEvent, readonly string[]][] = [
      ['an interview change', interview('interview.moved', 's1', 'c1'), [studentScope('s1'), companyScope('c1')]],
      ['a panel added', { kind: 'panel.added', panelId: 'p1', companyId: 'c1' }, [companyScope('c1')]],
      ['a panel removed', { kind: 'panel.removed', panelId: 'p1', companyId: 'c1' }, [companyScope('c1')]],
      ['walk-ins opened', { kind: 'walk-in.opened', companyId: 'c1' }, [companyScope('c1'), COMPANY_PROFILES]],
      ['walk-ins closed', { kind: 'walk-in.closed', companyId: 'c1' }, [companyScope('c1'), COMPANY_PROFILES]],
      ["a student's profile", { kind: 'student.changed', id: 's1' }, [studentScope('s1'), STUDENT_PROFILES]],
      ["a company's profile", { kind: 'company.changed', id: 'c1' }, [companyScope('c1'), COMPANY_PROFILES]],
      [
        'a student account deleted',
        { kind: 'account.changed', role: 'student', accountId: 's1', version: null },
        [studentScope('s1'), STUDENT_PROFILES],
      ],
      [
        'a company account deleted',
        { kind: 'account.changed', role: 'company', accountId: 'c1', version: null },
        [companyScope('c1'), COMPANY_PROFILES],
      ],
      ["an admin's password", { kind: 'account.changed', role: 'admin', accountId: 'a1', version: 2 }, []],
    ];
    for (const [what, event, scopes] of cases) {
      it(`moves ${scopes.length === 0 ? 'nothing' : scopes.join(' and ')} on ${what}`, () => {
        expect(staleScopesOf(event)).to.deep.equal(scopes);
      });
    }
  });

  describe('ScopeVersions', () => {
    it('counts the events of each scope from the feed, until closed', async () => {
      const feed = new RecordingEventFeed();
      const versions = new ScopeVersions(feed);
      await feed.publish(interview('interview.created', 's1', 'c1'));
      await feed.publish(interview('interview.moved', 's1', 'c1'));
      await feed.publish(interview('interview.moved', 's2', 'c1'));
      expect([
        versions.of(studentScope('s1')),
        versions.of(studentScope('s2')),
        versions.of(companyScope('c1')),
      ]).to.deep.equal([2, 1, 3]);
      expect(versions.of(companyScope('c2'))).to.equal(0);
      versions.close();
      await feed.publish(interview('interview.moved', 's1', 'c1'));
      expect(versions.of(studentScope('s1'))).to.equal(2);
    });

    it('has a different boot id on every start', () => {
      const feed = new RecordingEventFeed();
      expect(new ScopeVersions(feed).boot).to.not.equal(new ScopeVersions(feed).boot);
    });

    it('takes a new boot id after a gap in the feed, so that no tag made before it is answered 304', () => {
      const feed = new RecordingEventFeed();
      const versions = new ScopeVersions(feed);
      const before = versions.boot;
      feed.gap();
      expect(versions.boot).to.not.equal(before);
    });
  });

  describe('PollTags', () => {
    const coordinator = aCoordinator();
    const lookups: string[] = [];
    const coordinators = {
      findById: async (id: string) => {
        lookups.push(id);
        return id === coordinator.id ? coordinator : null;
      },
    } as unknown as CoordinatorRepository;
    const student: Actor = { id: 's1', role: 'student' };
    const asCoordinator: Actor = { id: coordinator.id, role: 'coordinator' };
    const request = (actor: Actor) => ({ actor, params: {}, query: {} });

    beforeEach(() => lookups.splice(0));

    /** The tags of a coordinator's own interview board, over a feed the test drives. */
    const coordinatorTags = () => {
      const feed = new RecordingEventFeed();
      const tags = new PollTags(feed, coordinators);
      const tag = () =>
        tags.tagFor(ownCompanyInterviewsScopes, request(asCoordinator), '/rest/api/v1/interview/all-cd');
      return { feed, tag };
    };

    it('makes a new tag when a scope of the list moves, and the same one otherwise', async () => {
      const feed = new RecordingEventFeed();
      const tags = new PollTags(feed, coordinators);
      const tag = () => tags.tagFor(studentInterviewsScopes, request(student), '/rest/api/v1/interview/all-st');
      const first = await tag();
      expect(await tag()).to.equal(first);
      await feed.publish(interview('interview.moved', 's2', 'c1'));
      expect(await tag(), "another student's interview").to.equal(first);
      await feed.publish(interview('interview.moved', 's1', 'c1'));
      expect(await tag(), 'their own interview').to.not.equal(first);
    });

    it('differs by caller and by URL with its query', async () => {
      const tags = new PollTags(new RecordingEventFeed(), coordinators);
      const url = '/rest/api/v1/panel/all?id=c1';
      const scopes = () => [companyScope('c1')];
      const mine = await tags.tagFor(scopes, request(student), url);
      expect(await tags.tagFor(scopes, request({ id: 's2', role: 'student' }), url)).to.not.equal(mine);
      expect(await tags.tagFor(scopes, request({ id: 's1', role: 'admin' }), url)).to.not.equal(mine);
      expect(await tags.tagFor(scopes, request(student), `${url}&x=1`)).to.not.equal(mine);
    });

    it("reads a coordinator's company once, and again only after its account changed", async () => {
      const { feed, tag } = coordinatorTags();
      const first = await tag();
      await tag();
      expect(lookups).to.deep.equal([coordinator.id]);
      await feed.publish(interview('interview.moved', 's1', coordinator.companyId));
      expect(await tag(), "its company's interview moved").to.not.equal(first);
      await feed.publish({ kind: 'account.changed', role: 'coordinator', accountId: coordinator.id, version: null });
      await tag();
      expect(lookups).to.deep.equal([coordinator.id, coordinator.id]);
    });

    it("makes new tags after a gap in the feed, and reads a coordinator's company again", async () => {
      const { feed, tag } = coordinatorTags();
      const first = await tag();

      feed.gap();

      expect(await tag()).to.not.equal(first);
      expect(lookups).to.deep.equal([coordinator.id, coordinator.id]);
    });
  });

  describe('ifNoneMatchHas', () => {
    const tag = 'W/"boot.abc"';
    it('matches the tag itself, its strong form, one of a list and *', () => {
      expect(ifNoneMatchHas(tag, tag)).to.equal(true);
      expect(ifNoneMatchHas('"boot.abc"', tag)).to.equal(true);
      expect(ifNoneMatchHas('W/"x", W/"boot.abc"', tag)).to.equal(true);
      expect(ifNoneMatchHas('*', tag)).to.equal(true);
    });
    it('matches nothing else, nor an absent header', () => {
      expect(ifNoneMatchHas('', tag)).to.equal(false);
      expect(ifNoneMatchHas('W/"boot.abd"', tag)).to.equal(false);
      expect(ifNoneMatchHas('W/"boot.ab"', tag)).to.equal(false);
    });
  });
});
