import { expect } from 'chai';
import { STUDENT_LIST_PAGE_SIZE } from '../../domain/student.js';
import { aPng, createCompany, createCoordinator, storedFiles } from '../support/company-accounts.js';
import { studentSelecting } from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { aPdf, companyInterviewing, registerConfirmedStudent, uploadForm } from '../support/student-accounts.js';

interface StudentPage {
  items: { _id: string; indexNumber: string }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('Students for administrators over HTTP', () => {
  let portal: TestPortal, adminToken: string;

  beforeEach(async () => {
    ({ portal, admin: adminToken } = await startPortalWithFirstAdmin());
  });
  afterEach(() => portal.dispose());

  describe('GET /student/all', () => {
    const list = (token: string, query: Record<string, string | number> = {}) =>
      portal.api.get<StudentPage>('/student/all', token, query);

    it('pages through every student by index number, with the real total', async () => {
      const indexNumbers = Array.from(
        { length: STUDENT_LIST_PAGE_SIZE + 2 },
        (_, i) => `1801${String(i).padStart(3, '0')}`,
      );
      for (const indexNumber of indexNumbers) await registerConfirmedStudent(portal, { indexNumber });
      const first = await list(adminToken);
      expect(first.status).to.equal(200);
      expect(first.body.data).to.include({ total: indexNumbers.length, page: 1, pageSize: STUDENT_LIST_PAGE_SIZE });
      expect(first.body.data.items.map((s) => s.indexNumber)).to.deep.equal(
        indexNumbers.slice(0, STUDENT_LIST_PAGE_SIZE),
      );
      const second = await list(adminToken, { page: 2 });
      expect(second.body.data.items.map((s) => s.indexNumber)).to.deep.equal(
        indexNumbers.slice(STUDENT_LIST_PAGE_SIZE),
      );
      expect((await list(adminToken, { page: 3 })).body.data.items).to.deep.equal([]);
    });

    it('searches by part of the index number, ignoring case, and counts only the matches', async () => {
      await registerConfirmedStudent(portal, { indexNumber: '190356K' });
      await registerConfirmedStudent(portal, { indexNumber: '190357K' });
      await registerConfirmedStudent(portal, { indexNumber: '180001A' });
      const answer = await list(adminToken, { text: '9035', page: 1 });
      expect(answer.body.data.total).to.equal(2);
      expect(answer.body.data.items.map((s) => s.indexNumber)).to.deep.equal(['190356K', '190357K']);
      expect((await list(adminToken, { text: '356k' })).body.data.total).to.equal(1);
      expect((await list(adminToken, { text: '.*' })).body.data.total).to.equal(0);
    });

    it('is open to coordinators, closed to students and companies', async () => {
      const company = await createCompany(portal, adminToken);
      const coordinator = await createCoordinator(portal, adminToken, company.id);
      const student = await registerConfirmedStudent(portal);
      expect((await list(coordinator.token)).status).to.equal(200);
      expect((await list(student.token)).status).to.equal(403);
      expect((await portal.api.get('/student/all')).status).to.equal(401);
    });

    it("shows a coordinator each student's profile, never which companies they chose", async () => {
      const company = await createCompany(portal, adminToken);
      const coordinator = await createCoordinator(portal, adminToken, company.id);
      const student = await studentSelecting(portal, [company]);
      const forAdmin = await list(adminToken);
      expect(forAdmin.body.data.items[0]).to.have.property('selectedCompaniesbyStudent').with.length(1);
      const forCoordinator = await list(coordinator.token);
      expect(forCoordinator.status).to.equal(200);
      const [seen] = forCoordinator.body.data.items;
      expect(seen).to.include({ _id: student.id, indexNumber: student.indexNumber });
      expect(seen).not.to.have.any.keys('selectedCompaniesbyStudent', 'submittedAt');
    });

    it('refuses a page that is not a whole number from 1, and a text given twice', async () => {
      for (const page of ['0', '-1', 'two', '1.5']) {
        const answer = await list(adminToken, { page });
        expect(answer.status, page).to.equal(400);
        expect(answer.body.error).to.equal('VALIDATION');
      }
      const twice = await fetch(`${portal.api.base}/student/all?text=19&text=18`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(twice.status).to.equal(400);
    });
  });

  describe('DELETE /student/delete/{id}', () => {
    it('deletes the student with their files, interviews and selection, and recounts slotsFilled', async () => {
      const student = await registerConfirmedStudent(portal);
      const selected = await createCompany(portal, adminToken);
      const filesBefore = await storedFiles(portal);
      await portal.api.postForm('/student/upload-profile/', uploadForm('image', aPng()), student.token);
      await portal.api.postForm('/student/upload-cv/', uploadForm('cv', aPdf()), student.token);
      await portal.api.postForm('/student/upload-cv/', uploadForm('cv', aPdf(), { id: selected.id }), student.token);
      const submitted = await portal.api.post(
        '/student/selected-companies',
        {
          interestedArea: 'Automation',
          selectedCompaniesbyStudent: [
            { companyId: selected.id, companyName: selected.companyName, selectedPanel: selected.panels[0], order: 1 },
          ],
        },
        student.token,
      );
      expect(submitted.status).to.equal(200);
      const interviewing = await companyInterviewing(portal, adminToken, student);
      const slotsOf = async (id: string) =>
        (await portal.api.get<{ slotsFilled: number }>('/company/single', adminToken, { id })).body.data.slotsFilled;
      expect(await slotsOf(selected.id)).to.equal(1);

      const answer = await portal.api.delete(`/student/delete/${student.id}`, adminToken);
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ success: true, message: 'Student deleted' });

      expect(await storedFiles(portal)).to.deep.equal(filesBefore);
      expect(await slotsOf(selected.id)).to.equal(0);
      expect((await portal.api.get('/student/single-info', adminToken, { id: student.id })).status).to.equal(404);
      const signIn = await portal.api.post('/student/sign-in', { email: student.email, password: student.password });
      expect(signIn.status).to.equal(401);
      expect((await portal.api.get('/student/single', student.token)).status).to.equal(401);
      const walkIns = await portal.api.get<unknown[]>(`/interview/all-cc-walking/${interviewing.id}`, adminToken);
      expect(walkIns.body.data).to.deep.equal([]);
    });

    it('answers 404 for an unknown student and 400 for a malformed id', async () => {
      expect((await portal.api.delete('/student/delete/cccccccccccccccccccccccc', adminToken)).status).to.equal(404);
      expect((await portal.api.delete('/student/delete/not-an-id', adminToken)).status).to.equal(400);
    });

    it('is for admins only', async () => {
      const student = await registerConfirmedStudent(portal);
      const other = await registerConfirmedStudent(portal);
      expect((await portal.api.delete(`/student/delete/${other.id}`, student.token)).status).to.equal(403);
      expect((await portal.api.get('/student/single', other.token)).status).to.equal(200);
    });
  });
});
