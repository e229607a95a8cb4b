import { expect } from 'chai';
import type { CreatedCompany } from '../support/company-accounts.js';
import {
  choose,
  createInterview,
  selectionBody,
  submitSelection,
  type InterviewAnswer,
  type SelectionAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

interface CompanyAnswer {
  readonly _id: string;
  readonly slotsFilled: number;
}

interface RowAnswer {
  readonly student: { readonly _id: string; readonly indexNumber: string };
  readonly entry: {
    readonly companyId: string;
    readonly companyName: string;
    readonly selectedPanel: string;
    readonly order: number;
  };
  readonly interestMatch: boolean;
  readonly submittedAt: string | null;
  readonly interestedArea: string | null;
  readonly interview: InterviewAnswer | null;
}

describe('Selections over HTTP', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(
    async () =>
      ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies({
        acme: {
          companyName: 'Acme Automation',
          areas: ['Automation'],
          panels: ['Software Engineering', 'DevOps'],
        },
        globex: {
          companyName: 'Globex Power',
          areas: ['Power Systems'],
          panels: ['Power and Energy'],
        },
      })),
  );
  after(() => portal.dispose());

  const slotsOf = async (company: CreatedCompany): Promise<number> => {
    const answer = await portal.api.get<CompanyAnswer>('/company/single', adminToken, { id: company.id });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body.data.slotsFilled;
  };
  const ownSelection = async (student: ConfirmedStudent) =>
    (await portal.api.get<SelectionAnswer>('/student/selected-companies', student.token)).body.data;

  describe('the student’s own selection', () => {
    it('is an empty list with nulls before the first submission', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await portal.api.get<SelectionAnswer>('/student/selected-companies', student.token);
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.deep.equal({
        selectedCompaniesbyStudent: [],
        submittedAt: null,
        interestedArea: null,
      });
    });

    it('is stored with the server’s time and the companies’ own names, whatever the client sends', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = Date.now();
      const body = {
        ...selectionBody([choose(globex.company), choose(acme.company, 'DevOps')], 'Power Systems'),
        submittedAt: '1999-01-01T00:00:00.000Z',
      };
      body.selectedCompaniesbyStudent[0] = { ...body.selectedCompaniesbyStudent[0]!, companyName: 'Not the real name' };

      const answer = await portal.api.post<SelectionAnswer>('/student/selected-companies', body, student.token);

      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal('Selected companies updated successfully');
      expect(answer.body.data.selectedCompaniesbyStudent).to.deep.equal([
        { companyId: globex.company.id, companyName: 'Globex Power', selectedPanel: 'Power and Energy', order: 1 },
        { companyId: acme.company.id, companyName: 'Acme Automation', selectedPanel: 'DevOps', order: 2 },
      ]);
      expect(answer.body.data.interestedArea).to.equal('Power Systems');
      const submittedAt = Date.parse(answer.body.data.submittedAt ?? '');
      expect(submittedAt).to.be.within(before, Date.now());
      expect(await ownSelection(student)).to.deep.equal(answer.body.data);
    });

    it('is replaced by a re-submission, and slotsFilled follows both', async () => {
      const student = await registerConfirmedStudent(portal);
      const [acmeBefore, globexBefore] = [await slotsOf(acme.company), await slotsOf(globex.company)];

      await submitSelection(portal, student.token, [choose(acme.company)]);
      expect(await slotsOf(acme.company)).to.equal(acmeBefore + 1);

      const again = await submitSelection(portal, student.token, [choose(globex.company)], 'Management');
      expect(again.selectedCompaniesbyStudent.map((entry) => entry.companyId)).to.deep.equal([globex.company.id]);
      expect(await slotsOf(acme.company)).to.equal(acmeBefore);
      expect(await slotsOf(globex.company)).to.equal(globexBefore + 1);
      expect((await ownSelection(student)).interestedArea).to.equal('Management');
    });
  });

  describe('a refused submission changes nothing and says why', () => {
    let student: ConfirmedStudent;
    before(async () => {
      student = await registerConfirmedStudent(portal);
      await submitSelection(portal, student.token, [choose(acme.company)]);
    });

    const refused = async (body: unknown, status = 400) => {
      const before = await ownSelection(student);
      const slots = await slotsOf(acme.company);
      const answer = await portal.api.post<{ fields: Record<string, string> }>(
        '/student/selected-companies',
        body,
        student.token,
      );
      expect(answer.status, JSON.stringify(answer.body)).to.equal(status);
      expect(answer.body.success).to.equal(false);
      expect(await ownSelection(student)).to.deep.equal(before);
      expect(await slotsOf(acme.company)).to.equal(slots);
      return answer.body;
    };

    it('a company selected twice', async () => {
      const body = await refused(selectionBody([choose(acme.company), choose(acme.company, 'DevOps')]));
      expect(body.error).to.equal('VALIDATION');
      expect(body.data.fields.selectedCompaniesbyStudent).to.equal('Company is already in the selection list');
    });

    it('eleven companies', async () => {
      const eleven = Array.from({ length: 11 }, (_, index) => ({
        companyId: `${index}`.padStart(24, 'a'),
        selectedPanel: 'DevOps',
      }));
      const body = await refused(selectionBody(eleven));
      expect(body.data.fields.selectedCompaniesbyStudent).to.equal('You can select at most 10 companies');
    });

    it('a company that does not exist', async () => {
      const body = await refused(selectionBody([{ companyId: 'ffffffffffffffffffffffff', selectedPanel: 'DevOps' }]));
      expect(body.data.fields.selectedCompaniesbyStudent).to.equal('A selected company does not exist');
    });

    it('a panel the company does not offer', async () => {
      const body = await refused(selectionBody([choose(globex.company, 'DevOps')]));
      expect(body.data.fields.selectedCompaniesbyStudent).to.equal('Globex Power does not offer the panel DevOps');
    });

    it('an interested area outside the list, or none', async () => {
      expect((await refused(selectionBody([choose(acme.company)], 'Cooking'))).data.fields.interestedArea).to.equal(
        'Interested area must be one of the listed areas',
      );
      expect((await refused(selectionBody([choose(acme.company)], ''))).data.fields.interestedArea).to.equal(
        'Interested area is required',
      );
    });

    it('wrong types and operator objects', async () => {
      await refused({ selectedCompaniesbyStudent: 'acme', interestedArea: 'Automation' });
      await refused({ ...selectionBody([choose(acme.company)]), interestedArea: { $ne: null } });
      const withOperator = selectionBody([choose(acme.company)]);
      await refused({
        ...withOperator,
        selectedCompaniesbyStudent: [{ ...withOperator.selectedCompaniesbyStudent[0], companyId: { $gt: '' } }],
      });
      await refused({
        ...withOperator,
        selectedCompaniesbyStudent: [{ ...withOperator.selectedCompaniesbyStudent[0], order: '1' }],
      });
    });

    it('a caller who is not a student', async () => {
      const answer = await portal.api.post(
        '/student/selected-companies',
        selectionBody([choose(acme.company)]),
        adminToken,
      );
      expect(answer.status).to.equal(403);
      expect((await portal.api.get('/student/selected-companies', acme.coordinatorToken)).status).to.equal(403);
      expect((await portal.api.get('/student/selected-companies')).status).to.equal(401);
    });
  });

  describe('every student’s selected companies', () => {
    let early: ConfirmedStudent;
    let late: ConfirmedStudent;
    let interview: InterviewAnswer;

    before(async () => {
      early = await registerConfirmedStudent(portal);
      late = await registerConfirmedStudent(portal);
      await submitSelection(portal, early.token, [choose(globex.company), choose(acme.company)], 'Power Systems');
      await submitSelection(portal, late.token, [choose(acme.company), choose(globex.company)], 'Automation');
      interview = await createInterview(portal, adminToken, early.id, acme.company.id);
    });

    const rowsOf = (rows: readonly RowAnswer[], students: readonly ConfirmedStudent[]) =>
      rows.filter((row) => students.some((student) => student.id === row.student._id));

    it('gives the admin one row per student and entry, by company name, interest match, priority and submission time', async () => {
      const answer = await portal.api.get<RowAnswer[]>('/admin/all-selected-companies', adminToken);
      expect(answer.status).to.equal(200);
      const rows = rowsOf(answer.body.data, [early, late]);
      expect(
        rows.map((row) => [row.entry.companyName, row.student._id, row.interestMatch, row.entry.order]),
      ).to.deep.equal([
        ['Acme Automation', late.id, true, 1],
        ['Acme Automation', early.id, false, 2],
        ['Globex Power', early.id, true, 1],
        ['Globex Power', late.id, false, 2],
      ]);
    });

    it('carries each row’s interview, the student, the entry and the submission', async () => {
      const rows = (await portal.api.get<RowAnswer[]>('/admin/all-selected-companies', adminToken)).body.data;
      const withInterview = rowsOf(rows, [early]).find((row) => row.entry.companyId === acme.company.id);
      expect(withInterview?.interview).to.deep.include({
        _id: interview._id,
        status: 'selected',
        panelID: null,
        queue: null,
      });
      expect(withInterview?.student.indexNumber).to.equal(early.indexNumber);
      expect(withInterview?.entry).to.deep.equal({
        companyId: acme.company.id,
        companyName: 'Acme Automation',
        selectedPanel: 'Software Engineering',
        order: 2,
      });
      expect(withInterview).to.deep.include({ interestedArea: 'Power Systems', interestMatch: false });
      expect(withInterview?.submittedAt).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(rowsOf(rows, [late]).every((row) => row.interview === null)).to.equal(true);
    });

    it('gives the same rows at /student/all-selected-companies to the admin, and a coordinator only its company’s', async () => {
      const forAdmin = await portal.api.get<RowAnswer[]>('/student/all-selected-companies', adminToken);
      const adminRows = (await portal.api.get<RowAnswer[]>('/admin/all-selected-companies', adminToken)).body.data;
      expect(forAdmin.body.data).to.deep.equal(adminRows);

      const forCoordinator = await portal.api.get<RowAnswer[]>(
        '/student/all-selected-companies',
        globex.coordinatorToken,
      );
      expect(forCoordinator.status).to.equal(200);
      expect(forCoordinator.body.data.length).to.be.greaterThan(0);
      expect(forCoordinator.body.data.every((row) => row.entry.companyId === globex.company.id)).to.equal(true);
    });

    it('gives the admin a page of the same rows at /admin/selected-companies, searched by student and by company', async () => {
      interface RowPage {
        items: RowAnswer[];
        total: number;
        page: number;
        pageSize: number;
      }
      const page = async (query: Record<string, string>) => {
        const answer = await portal.api.get<RowPage>('/admin/selected-companies', adminToken, query);
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
        return answer.body.data;
      };
      const all = (await portal.api.get<RowAnswer[]>('/admin/all-selected-companies', adminToken)).body.data;
      const acmeRows = all.filter((row) => row.entry.companyId === acme.company.id);
      expect(await page({ company: 'acme AUTO' })).to.deep.equal({
        items: acmeRows.slice(0, 25),
        total: acmeRows.length,
        page: 1,
        pageSize: 25,
      });
      expect((await page({ student: early.indexNumber })).items).to.deep.equal(rowsOf(all, [early]));
      expect((await page({ student: late.email, company: 'Globex' })).items).to.deep.equal(
        rowsOf(all, [late]).filter((row) => row.entry.companyId === globex.company.id),
      );
      expect(await page({ company: 'no such company' })).to.include({ total: 0 });
      const malformed: Record<string, string>[] = [{ page: '0' }, { page: 'last' }, { student: 'x'.repeat(101) }];
      for (const query of malformed) {
        expect((await portal.api.get('/admin/selected-companies', adminToken, query)).status).to.equal(400);
      }
      expect((await portal.api.get('/admin/selected-companies', acme.coordinatorToken)).status).to.equal(403);
    });

    it('is refused to students, companies and coordinators at the admin path', async () => {
      expect((await portal.api.get('/admin/all-selected-companies', early.token)).status).to.equal(403);
      expect((await portal.api.get('/admin/all-selected-companies', acme.coordinatorToken)).status).to.equal(403);
      expect((await portal.api.get('/student/all-selected-companies', early.token)).status).to.equal(403);
      expect((await portal.api.get('/student/all-selected-companies', acme.companyToken)).status).to.equal(403);
    });
  });

  describe('POST /student/update-company/{id}', () => {
    const form = (slotsFilled: string) => {
      const data = new FormData();
      data.append('slotsFilled', slotsFilled);
      return data;
    };

    it('recounts slotsFilled from the selections, whatever number the client sends', async () => {
      const student = await registerConfirmedStudent(portal);
      const counted = await slotsOf(acme.company);
      const answer = await portal.api.postForm<CompanyAnswer>(
        `/student/update-company/${acme.company.id}`,
        form('999'),
        student.token,
      );
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.include({ _id: acme.company.id, slotsFilled: counted });
      expect(await slotsOf(acme.company)).to.equal(counted);
    });

    it('answers an unknown company with 404, a malformed id with 400 and another role with 403', async () => {
      const student = await registerConfirmedStudent(portal);
      expect(
        (await portal.api.postForm('/student/update-company/ffffffffffffffffffffffff', form('1'), student.token))
          .status,
      ).to.equal(404);
      expect(
        (await portal.api.postForm('/student/update-company/not-an-id', form('1'), student.token)).status,
      ).to.equal(400);
      expect(
        (await portal.api.postForm(`/student/update-company/${acme.company.id}`, form('1'), acme.companyToken)).status,
      ).to.equal(403);
    });
  });
});
