import { expect } from 'chai';
import { WALK_IN_MESSAGES } from '../../domain/walk-in.js';
import { ALREADY_INTERVIEWING } from '../../application/walk-in/create-walk-in-interview.js';
import { createCompany, createCoordinator, signInCompany, type CreatedCompany } from '../support/company-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

interface InterviewAnswer {
  _id: string;
  status: string;
  walkIn: boolean;
  panelID: unknown;
  queue: unknown;
  student: { _id: string };
  company: { _id: string };
}

describe('Walk-in interviews over HTTP', () => {
  let portal: TestPortal, admin: string;
  let company: CreatedCompany;
  let companyToken: string;
  let coordinator: string;
  let otherCompany: CreatedCompany;
  let otherCoordinator: string;
  let student: ConfirmedStudent;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    company = await createCompany(portal, admin);
    companyToken = await signInCompany(portal, company);
    coordinator = (await createCoordinator(portal, admin, company.id)).token;
    otherCompany = await createCompany(portal, admin);
    otherCoordinator = (await createCoordinator(portal, admin, otherCompany.id)).token;
    student = await registerConfirmedStudent(portal);
  });
  after(() => portal.dispose());

  const status = (companyId: string, token: string) =>
    portal.api.get<{ walkingStatus: boolean }>(`/company/get-walking-status/${companyId}`, token);
  const toggle = (companyId: string, walkingStatus: unknown, token: string) =>
    portal.api.post<{ walkingStatus: boolean }>(
      `/company/change-walking-status/${companyId}`,
      { walkingStatus },
      token,
    );
  const walkIn = (companyId: unknown, token: string) =>
    portal.api.post<InterviewAnswer>('/interview/create-walk-in/', { company: companyId }, token);

  it('starts closed, and every signed-in role can read the status', async () => {
    for (const token of [admin, coordinator, companyToken, student.token]) {
      const answer = await status(company.id, token);
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.deep.equal({ walkingStatus: false });
    }
  });

  it('refuses to read the status without a session (401) and for an unknown company (404)', async () => {
    expect((await status(company.id, '')).status).to.equal(401);
    expect((await status('aaaaaaaaaaaaaaaaaaaaaaaa', admin)).status).to.equal(404);
    expect((await status('not-an-id', admin)).status).to.equal(400);
  });

  it('refuses a student joining while closed with 409 and the walk-in message', async () => {
    const answer = await walkIn(company.id, student.token);
    expect(answer.status).to.equal(409);
    expect(answer.body).to.include({ success: false, error: 'CONFLICT', message: WALK_IN_MESSAGES.closed });
  });

  it("refuses another company's coordinator, the company itself and students the toggle, changing nothing", async () => {
    expect((await toggle(company.id, true, otherCoordinator)).status).to.equal(403);
    expect((await toggle(company.id, true, companyToken)).status).to.equal(403);
    expect((await toggle(company.id, true, student.token)).status).to.equal(403);
    expect((await status(company.id, admin)).body.data.walkingStatus).to.equal(false);
  });

  it('refuses a walkingStatus that is not a boolean with 400', async () => {
    for (const bad of ['true', 1, null, { $ne: false }, undefined]) {
      const answer = await toggle(company.id, bad, coordinator);
      expect(answer.status, JSON.stringify(bad)).to.equal(400);
      expect(answer.body.error).to.equal('VALIDATION');
    }
    expect((await status(company.id, admin)).body.data.walkingStatus).to.equal(false);
  });

  it("lets the company's coordinator open walk-ins, which lists the company for students", async () => {
    const answer = await toggle(company.id, true, coordinator);
    expect(answer.status).to.equal(200);
    expect(answer.body.data).to.deep.equal({ walkingStatus: true });
    expect((await status(company.id, student.token)).body.data.walkingStatus).to.equal(true);
    const open = await portal.api.get<Array<{ _id: string; walkingStatus: boolean }>>(
      '/company/get-walk-in-companies/',
      student.token,
    );
    expect(open.status).to.equal(200);
    expect(open.body.data.map((listed) => listed._id)).to.deep.equal([company.id]);
    expect(open.body.data[0]).to.include({ walkingStatus: true });
    expect(open.body.data[0]).to.not.have.any.keys('password', 'passwordHash');
    expect(open.body.data[0], 'contacts and counts are for administrators').to.not.have.any.keys(
      'email',
      'contactPerson',
      'contactPersonTP',
      'numberOfInterviews',
      'slotsFilled',
    );
  });

  it('lets the student join: 201, a walk-in interview, selected, with no panel or queue', async () => {
    const answer = await walkIn(company.id, student.token);
    expect(answer.status).to.equal(201);
    expect(answer.body.message).to.equal('Interview created successfully!');
    expect(answer.body.data).to.include({ status: 'selected', walkIn: true, panelID: null, queue: null });
    expect(answer.body.data.student._id).to.equal(student.id);
    expect(answer.body.data.company._id).to.equal(company.id);
    expect(answer.body.data.company).to.not.have.any.keys('email', 'contactPerson', 'contactPersonTP', 'slotsFilled');
  });

  it('refuses a second walk-in with the same company with 409', async () => {
    const answer = await walkIn(company.id, student.token);
    expect(answer.status).to.equal(409);
    expect(answer.body.message).to.equal(ALREADY_INTERVIEWING);
  });

  it('refuses a walk-in from anyone but a student, and a company that is not an id', async () => {
    expect((await walkIn(company.id, companyToken)).status).to.equal(403);
    expect((await walkIn({ $gt: '' }, student.token)).status).to.equal(400);
    expect((await walkIn('aaaaaaaaaaaaaaaaaaaaaaaa', student.token)).status).to.equal(404);
  });

  it('shows the walk-in to the coordinator and to the company, and to no other company', async () => {
    const forCoordinator = await portal.api.get<InterviewAnswer[]>(
      `/interview/all-cc-walking/${company.id}`,
      coordinator,
    );
    expect(forCoordinator.status).to.equal(200);
    expect(forCoordinator.body.data.map((interview) => interview.student._id)).to.deep.equal([student.id]);
    const forCompany = await portal.api.get<InterviewAnswer[]>('/interview/all-com-walking/', companyToken);
    expect(forCompany.status).to.equal(200);
    expect(forCompany.body.data.map((interview) => interview.walkIn)).to.deep.equal([true]);
    expect((await portal.api.get(`/interview/all-cc-walking/${company.id}`, otherCoordinator)).status).to.equal(403);
    const otherToken = await signInCompany(portal, otherCompany);
    const otherList = await portal.api.get<InterviewAnswer[]>('/interview/all-com-walking/', otherToken);
    expect(otherList.body.data).to.deep.equal([]);
    expect((await portal.api.get('/interview/all-com-walking/', student.token)).status).to.equal(403);
  });

  it('lets an admin close walk-ins, after which the company is no longer offered', async () => {
    expect((await toggle(company.id, false, admin)).body.data).to.deep.equal({ walkingStatus: false });
    const open = await portal.api.get<unknown[]>('/company/get-walk-in-companies', student.token);
    expect(open.body.data).to.deep.equal([]);
  });
});
