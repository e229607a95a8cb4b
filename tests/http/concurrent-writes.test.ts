import { expect } from 'chai';
import { aPng, type CreatedCompany } from '../support/company-accounts.js';
import { choose, selectionBody } from '../support/fair-operations.js';
import { FIRST_ADMIN, startTestPortal, type ApiAnswer, type TestPortal } from '../support/portal-harness.js';
import {
  aPdf,
  companyInterviewing,
  registerConfirmedStudent,
  uploadForm,
  type ConfirmedStudent,
} from '../support/student-accounts.js';

interface StudentJson {
  readonly fullName: string;
  readonly commonName: string;
  readonly description: string;
  readonly linkedInURL: string;
  readonly githubURL: string;
  readonly personalURL: string;
  readonly image: string | null;
  readonly companyCvs: readonly string[];
  readonly selectedCompaniesbyStudent: ReadonlyArray<{ readonly companyId: string; readonly order: number }>;
}

/** A PDF whose bytes say which write sent it. */
const aPdfSaying = (text: string): Uint8Array => {
  const bytes = aPdf(600);
  bytes.set(Buffer.from(`\n${text}\n`), 16);
  return bytes;
};

const COMPANIES = 8;
const ROUNDS = 3;

/**
 * Writes that change different parts of one student, sent at the same moment, all answer success;
 * afterwards every one of them is there: none replaced the whole record with an older copy.
 */
describe('No acknowledged write lost: many writes to one student at once', () => {
  let portal: TestPortal;
  let student: ConfirmedStudent;
  let companies: CreatedCompany[];

  before(async () => {
    portal = await startTestPortal();
    const admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    student = await registerConfirmedStudent(portal);
    // Walk-in interviews let the student send a CV to each company whatever the selection says.
    companies = [];
    for (let i = 0; i < COMPANIES; i++) companies.push(await companyInterviewing(portal, admin, student));
  });
  after(() => portal.dispose());

  const downloaded = async (query: Record<string, string> = {}): Promise<string> => {
    const answer = await portal.api.download('/student/get-cv', student.token, query);
    expect(answer.status).to.equal(200);
    return answer.bytes.toString('latin1');
  };

  for (let round = 1; round <= ROUNDS; round++) {
    it(`keeps all ${COMPANIES + 9} acknowledged writes of round ${round}: selection, profile fields, CVs, picture`, async () => {
      const mark = `round-${round}`;
      const chosen = [...companies].reverse().slice(0, round + 1);
      const profileFields: ReadonlyArray<readonly [keyof StudentJson, string]> = [
        ['fullName', `A.B. Writer ${round}`],
        ['commonName', `Writer${round}`],
        ['description', `Wrote in ${mark}`],
        ['linkedInURL', `https://linkedin.example/${mark}`],
        ['githubURL', `https://github.example/${mark}`],
        ['personalURL', `https://site.example/${mark}`],
      ];

      const writes: Array<Promise<ApiAnswer>> = [
        portal.api.post(
          '/student/selected-companies',
          selectionBody(chosen.map((company) => choose(company))),
          student.token,
        ),
        ...profileFields.map(([field, value]) =>
          portal.api.post('/student/update/', { [field]: value }, student.token),
        ),
        portal.api.postForm('/student/upload-cv/', uploadForm('cv', aPdfSaying(`${mark} general`)), student.token),
        ...companies.map((company) =>
          portal.api.postForm(
            '/student/upload-cv/',
            uploadForm('cv', aPdfSaying(`${mark} for ${company.id}`), { id: company.id }),
            student.token,
          ),
        ),
        portal.api.postForm('/student/upload-profile/', uploadForm('image', aPng(300 + round)), student.token),
      ];
      expect(writes.length).to.be.at.least(16);

      const answers = await Promise.all(writes);
      expect(answers.map((answer) => answer.status)).to.deep.equal(answers.map(() => 200));

      const stored = (await portal.api.get<StudentJson>('/student/single', student.token)).body.data;
      expect(stored.selectedCompaniesbyStudent.map((entry) => entry.companyId)).to.deep.equal(
        chosen.map((company) => company.id),
      );
      for (const [field, value] of profileFields) expect(stored[field], field).to.equal(value);
      expect([...stored.companyCvs].sort()).to.deep.equal(companies.map((company) => company.id).sort());
      expect(await downloaded()).to.include(`${mark} general`);
      for (const company of companies) {
        expect(await downloaded({ id: company.id }), company.companyName).to.include(`${mark} for ${company.id}`);
      }
      const picture = await portal.api.download('/student/get-profile-img', student.token, { id: student.id });
      expect(picture.bytes.length).to.equal(300 + round);
    });
  }
});
