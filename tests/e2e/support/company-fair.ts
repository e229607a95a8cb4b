/*
 * A company's side of the fair, set up through the REST API the way the other roles' screens would
 * leave it, so a browser journey can start where the coordinator or the company takes over:
 * a company with its coordinator, students who chose it and got an interview, panels, assignments.
 */
import type { InterviewStatus } from '../../../domain/interview.js';
import { PortalApi, formOf } from './api.js';
import { confirmStudentByMail } from './confirm.js';
import { FIRST_ADMIN, type E2EPortal } from './portal.js';

export interface SeededCompany {
  readonly id: string;
  readonly username: string;
  readonly password: string;
  readonly companyName: string;
  readonly panels: readonly string[];
  readonly coordinator: { readonly email: string; readonly password: string; readonly name: string };
}

export interface SeededStudent {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly commonName: string;
  readonly indexNumber: string;
  /** The student's interview with the company. */
  readonly interviewId: string;
}

export interface StudentDetails {
  readonly commonName: string;
  readonly fullName: string;
  readonly indexNumber: string;
  /** Uploads a general CV (a small PDF) before the interview is made. */
  readonly withCv?: boolean;
}

/** The smallest file the portal takes for a PDF: it checks the `%PDF-` signature. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export class FairSetup {
  readonly api: PortalApi;
  private adminToken: Promise<string> | null = null;
  private readonly coordinatorTokens = new Map<string, Promise<string>>();

  constructor(private readonly portal: E2EPortal) {
    this.api = new PortalApi(portal.url);
  }

  admin(): Promise<string> {
    this.adminToken ??= this.api.signIn('admin', FIRST_ADMIN);
    return this.adminToken;
  }

  /** A company offering `panels` to students, with one coordinator. */
  async company(
    companyName: string,
    panels: readonly string[] = ['Software Engineering', 'DevOps'],
  ): Promise<SeededCompany> {
    const token = await this.admin();
    const username = slug(companyName);
    const password = `${username}-secret`;
    const company = await this.api.ok<{ _id: string }>('POST', '/company/create', {
      token,
      form: formOf({
        username,
        email: `hr@${username}.test`,
        companyName,
        description: `${companyName} builds software for factories and power plants.`,
        tags: ['Embedded', 'Cloud'],
        contactPerson: 'Ruwan Perera',
        contactPersonTP: '0112345678',
        password,
        confirmpassword: password,
        numberOfInterviews: '20',
        session: 'both',
        panelsCount: '2',
        areas: ['Automation', 'AI / SE'],
        panels,
      }),
    });
    const coordinator = {
      email: `coordinator@${username}.test`,
      password: `${username}-coordinator`,
      name: 'Kamal Jayasuriya',
    };
    await this.api.ok('POST', '/coordinator/create', {
      token,
      form: formOf({
        email: coordinator.email,
        name: coordinator.name,
        contactNumber: '0771234567',
        company: company._id,
        password: coordinator.password,
        confirmpassword: coordinator.password,
      }),
    });
    return { id: company._id, username, password, companyName, panels, coordinator };
  }

  /** A company, its coordinator, and three students (Nimal, Sanduni, Kasun) with an interview each, in that order. */
  async companyWithInterviewees(
    companyName: string,
    indexPrefix: string,
    options: { readonly withCv?: boolean } = {},
  ): Promise<{ company: SeededCompany; students: [SeededStudent, SeededStudent, SeededStudent] }> {
    const company = await this.company(companyName);
    const student = (n: number, commonName: string, fullName: string) =>
      this.interviewee(company, { commonName, fullName, indexNumber: `${indexPrefix}${n}A`, ...options });
    const nimal = await student(0, 'Nimal', 'N.A. Fernando');
    const sanduni = await student(1, 'Sanduni', 'S.K. Wijesinghe');
    const kasun = await student(2, 'Kasun', 'K.D. Rathnayake');
    return { company, students: [nimal, sanduni, kasun] };
  }

  coordinatorToken(company: SeededCompany): Promise<string> {
    let token = this.coordinatorTokens.get(company.id);
    if (!token) {
      token = this.api.signIn('coordinator', {
        email: company.coordinator.email,
        password: company.coordinator.password,
      });
      this.coordinatorTokens.set(company.id, token);
    }
    return token;
  }

  /** A confirmed student who chose the company and was given an interview by an admin (status selected). */
  async interviewee(company: SeededCompany, details: StudentDetails): Promise<SeededStudent> {
    const student = await this.confirmedStudent(details);
    const token = await this.api.signIn('student', { email: student.email, password: student.password });
    if (details.withCv) {
      const form = new FormData();
      form.append('cv', new Blob([TINY_PDF], { type: 'application/pdf' }), 'cv.pdf');
      await this.api.ok('POST', '/student/upload-cv/', { token, form });
    }
    await this.api.ok('POST', '/student/selected-companies', {
      token,
      json: {
        selectedCompaniesbyStudent: [
          { companyId: company.id, companyName: company.companyName, selectedPanel: company.panels[0], order: 1 },
        ],
        interestedArea: 'AI / SE',
      },
    });
    const interview = await this.api.ok<{ _id: string }>('POST', '/interview/create', {
      token: await this.admin(),
      json: { student: student.id, company: company.id },
    });
    return { ...student, interviewId: interview._id };
  }

  /** A confirmed student without any interview yet (e.g. one who will come as a walk-in). */
  async confirmedStudent(details: StudentDetails): Promise<Omit<SeededStudent, 'interviewId'>> {
    const email = `${slug(details.commonName)}.${details.indexNumber.toLowerCase()}@uni.test`;
    const password = 'student-secret';
    const created = await this.api.ok<{ _id: string }>('POST', '/student/create', {
      form: formOf({
        email,
        fullName: details.fullName,
        title: 'Mr',
        commonName: details.commonName,
        indexNumber: details.indexNumber,
        password,
      }),
    });
    await confirmStudentByMail(this.portal, email);
    return { id: created._id, email, password, ...details };
  }

  /** The student fills in the rest of the profile a company reads. */
  async describe(
    student: Omit<SeededStudent, 'interviewId'>,
    profile: { readonly description: string; readonly linkedInURL: string; readonly githubURL: string },
  ): Promise<void> {
    const token = await this.api.signIn('student', { email: student.email, password: student.password });
    await this.api.ok('POST', '/student/update/', {
      token,
      json: {
        title: 'Mr',
        fullName: student.fullName,
        commonName: student.commonName,
        indexNumber: student.indexNumber,
        personalURL: '',
        ...profile,
      },
    });
  }

  /** The student uploads a profile picture (PNG or JPEG bytes). */
  async picture(student: Pick<SeededStudent, 'email' | 'password'>, jpeg: Buffer): Promise<void> {
    const token = await this.api.signIn('student', { email: student.email, password: student.password });
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    await this.api.ok('POST', '/student/upload-profile/', { token, form });
  }

  /** The student asks for a walk-in interview with the company (its walk-in must be open). */
  async walkIn(company: SeededCompany, student: Pick<SeededStudent, 'email' | 'password'>): Promise<string> {
    const token = await this.api.signIn('student', { email: student.email, password: student.password });
    return (
      await this.api.ok<{ _id: string }>('POST', '/interview/create-walk-in/', { token, json: { company: company.id } })
    )._id;
  }

  async panel(company: SeededCompany, panelName: string): Promise<string> {
    const token = await this.coordinatorToken(company);
    return (
      await this.api.ok<{ _id: string }>('POST', '/panel/create', { token, json: { company: company.id, panelName } })
    )._id;
  }

  /** Panels the coordinator names, each with the students it places in it, in that order. */
  async placeInPanels(
    company: SeededCompany,
    placement: Readonly<Record<string, readonly SeededStudent[]>>,
  ): Promise<void> {
    for (const [panelName, students] of Object.entries(placement)) {
      const panelId = await this.panel(company, panelName);
      for (const student of students) await this.assign(company, student.interviewId, panelId);
    }
  }

  /** The id of the company's panel called `panelName`. */
  async panelId(company: SeededCompany, panelName: string): Promise<string> {
    const token = await this.coordinatorToken(company);
    const panels = await this.api.ok<{ _id: string; panelName: string }[]>('GET', `/panel/all?id=${company.id}`, {
      token,
    });
    const panel = panels.find((candidate) => candidate.panelName === panelName);
    if (!panel) throw new Error(`${company.companyName} has no panel ${panelName}`);
    return panel._id;
  }

  async assign(company: SeededCompany, interviewId: string, panelId: string): Promise<void> {
    const token = await this.coordinatorToken(company);
    await this.api.ok('POST', `/interview/update/${interviewId}`, { token, json: { panelID: panelId } });
  }

  async move(company: SeededCompany, interviewId: string, status: InterviewStatus): Promise<void> {
    const token = await this.coordinatorToken(company);
    await this.api.ok('POST', `/interview/update-status/${interviewId}`, { token, json: { status } });
  }

  async openWalkIn(company: SeededCompany, open: boolean): Promise<void> {
    const token = await this.coordinatorToken(company);
    await this.api.ok('POST', `/company/change-walking-status/${company.id}`, { token, json: { walkingStatus: open } });
  }

  /** The interview as the server has it now. */
  async interview(
    company: SeededCompany,
    interviewId: string,
  ): Promise<{ time: string | null; status: InterviewStatus }> {
    const token = await this.coordinatorToken(company);
    const all = await this.api.ok<{ _id: string; time: string | null; status: InterviewStatus }[]>(
      'GET',
      `/interview/all-cd?company=${company.id}`,
      { token },
    );
    const found = all.find((interview) => interview._id === interviewId);
    if (!found) throw new Error(`interview ${interviewId} is not among ${company.companyName}'s interviews`);
    return found;
  }
}
