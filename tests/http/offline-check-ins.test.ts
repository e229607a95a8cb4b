import { expect } from 'chai';
import { createHash, randomUUID } from 'node:crypto';
import { HmacCheckInCodes } from '../../adapters/security/hmac-check-in-codes.js';
import { displayCheckInCode } from '../../domain/check-in-code.js';
import { DESK_SCAN_MESSAGES, MAX_SCANS_PER_SYNC } from '../../domain/desk-scan.js';
import {
  createInterview,
  studentSelecting,
  type InterviewAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';

interface ScanAnswer {
  readonly key: string;
  readonly outcome: 'checked-in' | 'already' | 'refused';
  readonly message: string | null;
  readonly interviewId: string | null;
  readonly checkedInAt: string | null;
}

interface RosterEntry {
  readonly interviewId: string;
  readonly studentName: string;
  readonly indexNumber: string;
  readonly codeDigest: string;
  readonly status: string;
  readonly checkedInAt: string | null;
}

/** A scan as a desk sends it: a fresh key, scanned a few minutes ago unless told otherwise. */
const aScan = (code: string, overrides: { key?: string; scannedAt?: string } = {}) => ({
  key: overrides.key ?? randomUUID(),
  code,
  scannedAt: overrides.scannedAt ?? new Date(Date.now() - 5 * 60_000).toISOString(),
});

describe('Offline check-in scans over HTTP', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies()));
  after(() => portal.dispose());

  /** A student with an interview at acme, who has opened their check-in code. */
  const intervieweeAtAcme = async () => {
    const student = await studentSelecting(portal, [acme.company]);
    const interview = await createInterview(portal, adminToken, student.id, acme.company.id);
    const answer = await portal.api.get<{ code: string }>('/student/check-in-code', student.token);
    return { student, interview, code: answer.body.data.code };
  };
  const sync = (scans: unknown, token = acme.coordinatorToken) =>
    portal.api.post<ScanAnswer[]>('/interview/check-ins', { scans }, token);
  const stored = async (id: string) =>
    (
      await portal.api.get<(InterviewAnswer & { checkedInAt: string | null })[]>('/admin/all-for-admin', adminToken)
    ).body.data.find((interview) => interview._id === id);

  describe('POST /interview/check-ins', () => {
    it('checks each scanned student in at the moment of the scan and answers each scan by its key', async () => {
      const first = await intervieweeAtAcme();
      const second = await intervieweeAtAcme();
      const scannedAt = new Date(Date.now() - 42 * 60_000).toISOString();
      const scans = [aScan(first.code, { scannedAt }), aScan(second.code.replace(/-/g, '').toLowerCase())];

      const answer = await sync(scans);

      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.deep.equal([
        {
          key: scans[0]!.key,
          outcome: 'checked-in',
          message: null,
          interviewId: first.interview._id,
          checkedInAt: scannedAt,
        },
        {
          key: scans[1]!.key,
          outcome: 'checked-in',
          message: null,
          interviewId: second.interview._id,
          checkedInAt: scans[1]!.scannedAt,
        },
      ]);
      expect((await stored(first.interview._id))?.checkedInAt).to.equal(scannedAt);
      expect((await stored(second.interview._id))?.checkedInAt).to.equal(scans[1]!.scannedAt);
    });

    it('answers a scan sent again under its key as before and changes nothing, even with another code or time', async () => {
      const { interview, code } = await intervieweeAtAcme();
      const other = await intervieweeAtAcme();
      const scan = aScan(code);
      const first = await sync([scan]);

      const replayed = await sync([scan, { ...scan, code: other.code, scannedAt: new Date().toISOString() }]);

      expect(replayed.status).to.equal(200);
      expect(replayed.body.data).to.deep.equal([first.body.data[0], first.body.data[0]]);
      expect(first.body.data[0]?.outcome).to.equal('checked-in');
      expect((await stored(interview._id))?.checkedInAt).to.equal(scan.scannedAt);
      expect((await stored(other.interview._id))?.checkedInAt).to.equal(null);
    });

    it('takes the same scan sent twice at the same moment exactly once', async () => {
      const { interview, code } = await intervieweeAtAcme();
      const scan = aScan(code);

      const answers = await Promise.all([sync([scan]), sync([scan]), sync([scan])]);

      expect(answers.map((answer) => answer.body.data[0]?.outcome)).to.deep.equal([
        'checked-in',
        'checked-in',
        'checked-in',
      ]);
      expect((await stored(interview._id))?.checkedInAt).to.equal(scan.scannedAt);
    });

    it('answers a second scan of a student already checked in as already, keeping the first time', async () => {
      const { interview, code } = await intervieweeAtAcme();
      const earlier = aScan(code, { scannedAt: new Date(Date.now() - 30 * 60_000).toISOString() });
      const later = aScan(code, { scannedAt: new Date(Date.now() - 10 * 60_000).toISOString() });

      const answer = await sync([earlier, later]);

      expect(answer.body.data.map((scan) => [scan.outcome, scan.checkedInAt])).to.deep.equal([
        ['checked-in', earlier.scannedAt],
        ['already', earlier.scannedAt],
      ]);
      expect((await stored(interview._id))?.checkedInAt).to.equal(earlier.scannedAt);
    });

    it('refuses each forged or malformed scan on its own with the reason, changing nothing, and takes the rest', async () => {
      const { student, interview, code } = await intervieweeAtAcme();
      const good = await intervieweeAtAcme();
      const atGlobexOnly = await studentSelecting(portal, [globex.company]);
      await createInterview(portal, adminToken, atGlobexOnly.id, globex.company.id);
      const globexCode = (await portal.api.get<{ code: string }>('/student/check-in-code', atGlobexOnly.token)).body
        .data.code;
      const forged = `${code.slice(0, 8)}${code.slice(8) === '0000' ? '1111' : '0000'}`;
      const otherFair = displayCheckInCode(
        new HmacCheckInCodes('another fair, another secret, long enough').codeOf(student.id),
      );
      const now = Date.now();
      const refusedScans = [
        [aScan(code, { key: 'not-a-uuid' }), DESK_SCAN_MESSAGES.key],
        [aScan(code, { scannedAt: 'yesterday' }), DESK_SCAN_MESSAGES.time],
        [aScan(code, { scannedAt: '2026-03-01T10:00:00' }), DESK_SCAN_MESSAGES.time],
        [aScan(code, { scannedAt: new Date(now + 60 * 60_000).toISOString() }), DESK_SCAN_MESSAGES.future],
        [aScan(code, { scannedAt: new Date(now - 25 * 60 * 60_000).toISOString() }), DESK_SCAN_MESSAGES.tooOld],
        [aScan('ABC'), 'A check-in code has 10 letters and digits, like 7K-3M9Q-XR2T'],
        [aScan(forged), 'No student of this fair has this check-in code'],
        [aScan(otherFair), 'This check-in code is from another fair'],
        [aScan(globexCode), 'This student has no interview with your company'],
      ] as const;
      const goodScan = aScan(good.code);

      const answer = await sync([...refusedScans.map(([scan]) => scan), goodScan]);

      expect(answer.status).to.equal(200);
      expect(answer.body.data.slice(0, -1)).to.deep.equal(
        refusedScans.map(([scan, message]) => ({
          key: scan.key,
          outcome: 'refused',
          message,
          interviewId: null,
          checkedInAt: null,
        })),
      );
      expect(answer.body.data.at(-1)?.outcome).to.equal('checked-in');
      expect((await stored(interview._id))?.checkedInAt).to.equal(null);
      expect((await stored(good.interview._id))?.checkedInAt).to.equal(goodScan.scannedAt);
    });

    it('refuses a scan whose interview was deleted meanwhile, and again when it is sent again: a refusal is not kept', async () => {
      const { student, code } = await intervieweeAtAcme();
      expect((await portal.api.delete(`/student/delete/${student.id}`, adminToken)).status).to.equal(200);
      const scan = aScan(code);

      const answer = await sync([scan]);

      expect(answer.body.data).to.deep.equal([
        {
          key: scan.key,
          outcome: 'refused',
          message: 'This student has no interview with your company',
          interviewId: null,
          checkedInAt: null,
        },
      ]);
      expect((await sync([scan])).body.data[0]?.outcome).to.equal('refused');
    });

    it('refuses a body that is not a list of scans, or more than the most scans at once, as a whole', async () => {
      const { interview, code } = await intervieweeAtAcme();
      for (const scans of [
        'all of them',
        [{ key: randomUUID(), code: { $ne: null }, scannedAt: new Date().toISOString() }],
        [aScan(code), { key: 42, code, scannedAt: new Date().toISOString() }],
        Array.from({ length: MAX_SCANS_PER_SYNC + 1 }, () => aScan(code)),
      ]) {
        expect((await sync(scans)).status).to.equal(400);
      }
      expect((await stored(interview._id))?.checkedInAt).to.equal(null);
    });

    it('is for companies and coordinators alone, each scan taken for the caller’s own company', async () => {
      const { interview, code, student } = await intervieweeAtAcme();
      expect((await sync([aScan(code)], student.token)).status).to.equal(403);
      expect((await sync([aScan(code)], adminToken)).status).to.equal(403);
      expect((await sync([aScan(code)], globex.companyToken)).body.data[0]?.outcome).to.equal('refused');
      expect((await stored(interview._id))?.checkedInAt).to.equal(null);

      expect((await sync([aScan(code)], acme.companyToken)).body.data[0]?.outcome).to.equal('checked-in');
    });
  });

  describe('GET /interview/check-in-roster', () => {
    it("lists the company's interviewees with the digest of their code, never the code", async () => {
      const { student, interview, code } = await intervieweeAtAcme();

      const roster = await portal.api.get<RosterEntry[]>('/interview/check-in-roster', acme.coordinatorToken);

      expect(roster.status).to.equal(200);
      const entry = roster.body.data.find((row) => row.interviewId === interview._id);
      expect(entry?.studentName).to.be.a('string').with.length.above(0);
      expect(entry).to.deep.include({
        indexNumber: student.indexNumber,
        codeDigest: createHash('sha256').update(code.replace(/-/g, '')).digest('hex'),
        checkedInAt: null,
      });
      expect(JSON.stringify(roster.body.data)).not.to.include(code.replace(/-/g, ''));
      const atGlobex = await portal.api.get<RosterEntry[]>('/interview/check-in-roster', globex.companyToken);
      expect(atGlobex.body.data.map((row) => row.interviewId)).not.to.include(interview._id);
    });

    it('is for companies and coordinators alone', async () => {
      const { student } = await intervieweeAtAcme();
      expect((await portal.api.get('/interview/check-in-roster', student.token)).status).to.equal(403);
      expect((await portal.api.get('/interview/check-in-roster', adminToken)).status).to.equal(403);
    });
  });
});
