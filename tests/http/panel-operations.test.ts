import { expect } from 'chai';
import {
  assignedInterview,
  createPanel,
  staffedCompany,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

describe('Panels over HTTP', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies()));
  after(() => portal.dispose());

  /** Asks for a panel of this name at acme, as acme's coordinator unless another token is given. */
  const addPanelToAcme = <T = unknown>(panelName: unknown, token = acme.coordinatorToken) =>
    portal.api.post<T>('/panel/create', { company: acme.company.id, panelName }, token);
  const panelsOf = async (companyId: string, token = adminToken) =>
    (await portal.api.get<PanelAnswer[]>('/panel/all', token, { id: companyId })).body.data;

  describe('POST /panel/create', () => {
    it("adds a panel to the coordinator's company and answers 201 with the panel", async () => {
      const answer = await addPanelToAcme<PanelAnswer>('  Morning Panel ');
      expect(answer.status).to.equal(201);
      expect(answer.body.data).to.include({ panelName: 'Morning Panel', company: acme.company.id });
      expect(answer.body.data._id).to.match(/^[0-9a-f]{24}$/);
      expect(await panelsOf(acme.company.id)).to.deep.include(answer.body.data);
    });

    it("refuses a blank name with 'Please input Panel name' on the name field", async () => {
      const answer = await addPanelToAcme<{ fields: Record<string, string> }>('   ');
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields).to.deep.equal({ panelName: 'Please input Panel name' });
    });

    it('refuses a second panel of the same name in one company with 409', async () => {
      await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Evening Panel');
      const before = await panelsOf(acme.company.id);
      const answer = await addPanelToAcme('evening panel');
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal('This company already has a panel with this name');
      expect(await panelsOf(acme.company.id)).to.deep.equal(before);
    });

    it("refuses another company's coordinator with 403 and adds nothing", async () => {
      const before = await panelsOf(acme.company.id);
      const answer = await addPanelToAcme('Intruder Panel', globex.coordinatorToken);
      expect(answer.status).to.equal(403);
      expect(await panelsOf(acme.company.id)).to.deep.equal(before);
    });

    it('refuses wrong types, operator objects and malformed ids with 400', async () => {
      for (const body of [
        { company: acme.company.id, panelName: { $ne: null } },
        { company: { $ne: null }, panelName: 'Panel' },
        { company: 'acme', panelName: 'Panel' },
        { panelName: 'Panel' },
        { company: acme.company.id, panelName: 42 },
      ]) {
        const answer = await portal.api.post('/panel/create', body, acme.coordinatorToken);
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(answer.body.error).to.equal('VALIDATION');
      }
    });

    it('is for coordinators only', async () => {
      const body = { company: acme.company.id, panelName: 'Panel by someone else' };
      expect((await portal.api.post('/panel/create', body, acme.companyToken)).status).to.equal(403);
      expect((await portal.api.post('/panel/create', body, adminToken)).status).to.equal(403);
      expect((await portal.api.post('/panel/create', body)).status).to.equal(401);
    });
  });

  describe('GET /panel/all?id=', () => {
    it("gives a company's panels in creation order to every signed-in role", async () => {
      const company = await staffedCompany(portal, adminToken);
      const first = await createPanel(portal, company.coordinatorToken, company.company.id, 'First');
      const second = await createPanel(portal, company.coordinatorToken, company.company.id, 'Second');
      const student = await registerConfirmedStudent(portal);
      for (const token of [
        adminToken,
        company.coordinatorToken,
        company.companyToken,
        student.token,
        acme.companyToken,
      ]) {
        expect(await panelsOf(company.company.id, token)).to.deep.equal([first, second]);
      }
    });

    it('gives a student the panels they are assigned to, and refuses them to others', async () => {
      const { panel, student } = await assignedInterview(portal, adminToken, acme);
      expect(await panelsOf(student.id, student.token)).to.deep.equal([panel]);
      expect(await panelsOf(student.id, adminToken)).to.deep.equal([panel]);
      const other = await registerConfirmedStudent(portal);
      expect((await portal.api.get('/panel/all', other.token, { id: student.id })).status).to.equal(403);
      expect((await portal.api.get('/panel/all', acme.coordinatorToken, { id: student.id })).status).to.equal(403);
    });

    it('answers an unknown id with 404 and a malformed or missing one with 400', async () => {
      expect((await portal.api.get('/panel/all', adminToken, { id: 'ffffffffffffffffffffffff' })).status).to.equal(404);
      expect((await portal.api.get('/panel/all', adminToken, { id: 'nope' })).status).to.equal(400);
      expect((await portal.api.get('/panel/all', adminToken)).status).to.equal(400);
      expect((await portal.api.get(`/panel/all?id[$ne]=x`, adminToken)).status).to.equal(400);
    });
  });

  describe('DELETE /panel/delete/{id}', () => {
    it('deletes a panel without students', async () => {
      const panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Short-lived');
      const answer = await portal.api.delete(`/panel/delete/${panel._id}`, acme.coordinatorToken);
      expect(answer.status).to.equal(200);
      expect((await panelsOf(acme.company.id)).map((p) => p._id)).to.not.include(panel._id);
    });

    it("refuses a panel with students with 409 'A panel with students cannot be deleted'", async () => {
      const { panel } = await assignedInterview(portal, adminToken, acme);
      const answer = await portal.api.delete(`/panel/delete/${panel._id}`, acme.coordinatorToken);
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal('A panel with students cannot be deleted');
      expect(await panelsOf(acme.company.id)).to.deep.include(panel);
    });

    it("refuses another company's panel with 403, an unknown one with 404 and a malformed id with 400", async () => {
      const panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Guarded');
      expect((await portal.api.delete(`/panel/delete/${panel._id}`, globex.coordinatorToken)).status).to.equal(403);
      expect(await panelsOf(acme.company.id)).to.deep.include(panel);
      expect(
        (await portal.api.delete('/panel/delete/ffffffffffffffffffffffff', acme.coordinatorToken)).status,
      ).to.equal(404);
      expect((await portal.api.delete('/panel/delete/nope', acme.coordinatorToken)).status).to.equal(400);
      expect((await portal.api.delete(`/panel/delete/${panel._id}`, acme.companyToken)).status).to.equal(403);
    });
  });
});
