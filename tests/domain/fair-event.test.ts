import { expect } from 'chai';
import { type FairEvent, type Listener, mayHear } from '../../domain/fair-event.js';

const COMPANY = 'c'.repeat(24);
const OTHER_COMPANY = 'd'.repeat(24);
const STUDENT = '5'.repeat(24);
const OTHER_STUDENT = '6'.repeat(24);

const interviewOf = (studentId: string, companyId: string): FairEvent => ({
  kind: 'interview.moved',
  interviewId: 'e'.repeat(24),
  companyId,
  studentId,
  panelId: null,
  status: 'ongoing',
});
const panelOf = (companyId: string): FairEvent => ({ kind: 'panel.added', panelId: 'f'.repeat(24), companyId });
const walkInOf = (companyId: string): FairEvent => ({ kind: 'walk-in.opened', companyId });
const serversAlone: FairEvent[] = [
  { kind: 'account.changed', role: 'student', accountId: STUDENT, version: null },
  { kind: 'student.changed', id: STUDENT },
  { kind: 'company.changed', id: COMPANY },
];

const admin: Listener = { role: 'admin', accountId: 'a'.repeat(24), companyId: null };
const student: Listener = { role: 'student', accountId: STUDENT, companyId: null };
const company: Listener = { role: 'company', accountId: COMPANY, companyId: COMPANY };
const coordinator: Listener = { role: 'coordinator', accountId: '7'.repeat(24), companyId: COMPANY };

describe('who may hear of a change (mayHear)', () => {
  it("lets a student hear of their own interviews and of any walk-in, never of panels or another student's interviews", () => {
    expect(mayHear(student, interviewOf(STUDENT, COMPANY))).to.equal(true);
    expect(mayHear(student, interviewOf(OTHER_STUDENT, COMPANY))).to.equal(false);
    expect(mayHear(student, walkInOf(OTHER_COMPANY))).to.equal(true);
    expect(mayHear(student, panelOf(COMPANY))).to.equal(false);
  });

  it('lets a company and its coordinators hear of their company only', () => {
    for (const listener of [company, coordinator]) {
      expect(mayHear(listener, interviewOf(OTHER_STUDENT, COMPANY))).to.equal(true);
      expect(mayHear(listener, panelOf(COMPANY))).to.equal(true);
      expect(mayHear(listener, walkInOf(COMPANY))).to.equal(true);
      expect(mayHear(listener, interviewOf(STUDENT, OTHER_COMPANY))).to.equal(false);
      expect(mayHear(listener, panelOf(OTHER_COMPANY))).to.equal(false);
      expect(mayHear(listener, walkInOf(OTHER_COMPANY))).to.equal(false);
    }
  });

  it("tells a company's recruiters changing to the company's own logins only: not its coordinators, admins, students or another company", () => {
    const recruiter: Listener = { role: 'company', accountId: '8'.repeat(24), companyId: COMPANY };
    const otherCompany: Listener = { role: 'company', accountId: OTHER_COMPANY, companyId: OTHER_COMPANY };
    for (const kind of ['recruiter.joined', 'recruiter.removed'] as const) {
      const event: FairEvent = { kind, companyId: COMPANY, recruiterId: '9'.repeat(24) };
      expect(mayHear(company, event), kind).to.equal(true);
      expect(mayHear(recruiter, event), kind).to.equal(true);
      for (const listener of [coordinator, admin, student, otherCompany]) {
        expect(mayHear(listener, event), `${listener.role} ${kind}`).to.equal(false);
      }
    }
  });

  it('lets an admin hear of every interview, panel and walk-in', () => {
    for (const event of [interviewOf(STUDENT, OTHER_COMPANY), panelOf(OTHER_COMPANY), walkInOf(COMPANY)]) {
      expect(mayHear(admin, event)).to.equal(true);
    }
  });

  it('keeps account and profile changes for the servers: no listener hears them', () => {
    for (const listener of [admin, student, company, coordinator]) {
      for (const event of serversAlone) expect(mayHear(listener, event), event.kind).to.equal(false);
    }
  });
});

describe('who may hear that a student got a place from a reserve list (interview.promoted)', () => {
  const promotionOf = (studentId: string, companyId: string): FairEvent => ({
    kind: 'interview.promoted',
    interviewId: 'e'.repeat(24),
    companyId,
    studentId,
    companyName: 'Acme',
  });

  it('lets the student promoted hear it, and no other student', () => {
    expect(mayHear(student, promotionOf(STUDENT, COMPANY))).to.equal(true);
    expect(mayHear(student, promotionOf(OTHER_STUDENT, COMPANY))).to.equal(false);
  });

  it("lets the company, its coordinators and admins hear it, never another company's people", () => {
    for (const listener of [company, coordinator, admin]) {
      expect(mayHear(listener, promotionOf(OTHER_STUDENT, COMPANY))).to.equal(true);
    }
    for (const listener of [company, coordinator]) {
      expect(mayHear(listener, promotionOf(STUDENT, OTHER_COMPANY))).to.equal(false);
    }
  });
});

describe('who may hear that a student is next (interview.next)', () => {
  const nextOf = (studentId: string, companyId: string): FairEvent => ({
    kind: 'interview.next',
    interviewId: 'e'.repeat(24),
    companyId,
    studentId,
    panelId: 'f'.repeat(24),
    companyName: 'Acme Robotics',
    panelName: 'Panel A',
    time: null,
  });

  it('lets the student called hear it, and no other student', () => {
    expect(mayHear(student, nextOf(STUDENT, COMPANY))).to.equal(true);
    expect(mayHear(student, nextOf(OTHER_STUDENT, COMPANY))).to.equal(false);
  });

  it("lets the company, its coordinators and admins hear it, never another company's people", () => {
    for (const listener of [company, coordinator, admin])
      expect(mayHear(listener, nextOf(OTHER_STUDENT, COMPANY))).to.equal(true);
    for (const listener of [company, coordinator])
      expect(mayHear(listener, nextOf(STUDENT, OTHER_COMPANY))).to.equal(false);
  });

  it('lets the students waiting in a queue hear of its pause, its end and its moves; its company hears of the pause, not of the moves', () => {
    const queueOf = (kind: 'panel.paused' | 'panel.queue-moved'): FairEvent => ({
      kind,
      panelId: 'f'.repeat(24),
      companyId: COMPANY,
      studentIds: [STUDENT],
    });
    const outsider: Listener = { role: 'student', accountId: OTHER_STUDENT, companyId: null };
    for (const kind of ['panel.paused', 'panel.queue-moved'] as const) {
      expect(mayHear(student, queueOf(kind)), kind).to.equal(true);
      expect(mayHear(outsider, queueOf(kind)), kind).to.equal(false);
    }
    expect(mayHear(coordinator, queueOf('panel.paused'))).to.equal(true);
    expect(mayHear(admin, queueOf('panel.paused'))).to.equal(true);
    expect(mayHear(coordinator, queueOf('panel.queue-moved'))).to.equal(false);
  });
});
