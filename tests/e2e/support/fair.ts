/*
 * The fair as the other roles' screens would leave it, set up through the REST API so that a browser
 * journey starts where its own role takes over: the admin adds companies (each with its coordinator)
 * and creates interviews; students sign up, confirm, upload and choose companies; the coordinator
 * makes panels, assigns students, sets times, moves the queue and opens walk-in.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import { formatEventDate, parseEventTime } from '../../../domain/event-time.js';
import type { InterviewStatus } from '../../../domain/interview.js';
import { PortalApi, formOf } from './api.js';
import { confirmStudentByMail } from './confirm.js';
import { FIRST_ADMIN, type E2EPortal } from './portal.js';

export interface FairCompany {
  readonly id: string;
  readonly username: string;
  readonly password: string;
  readonly companyName: string;
  readonly panels: readonly string[];
  readonly coordinator: { readonly email: string; readonly password: string; readonly name: string };
}

export interface CompanyDetails {
  /** Defaults to the company name in lower case without spaces. */
  readonly username?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly panels?: readonly string[];
  readonly areas?: readonly string[];
  /** The company's places in the automatic allocation; 20 unless given. */
  readonly numberOfInterviews?: number;
}

/** A student who signed up, followed the mailed link and signed in. */
export interface FairStudent {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  readonly fullName: string;
  readonly commonName: string;
  readonly indexNumber: string;
}

export interface StudentDetails {
  readonly commonName: string;
  readonly indexNumber: string;
  /** Defaults to "K. {commonName}". */
  readonly fullName?: string;
  /** Uploads a general CV before anything else. */
  readonly withCv?: boolean;
}

/** A student with an interview at a company. */
export interface FairInterviewee extends FairStudent {
  readonly interviewId: string;
}

/** A selection entry as the student's Companies screen submits it. */
export interface FairChoice {
  readonly company: FairCompany;
  readonly panel?: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** The fair's date `days` from now (before now when negative) on its clock, open all day. */
export const fairDayIn = (days: number) => ({
  date: formatEventDate(new Date(Date.now() + days * DAY_MS)),
  opens: '09:00',
  closes: '17:00',
});

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The admin, the coordinators and the students of one portal, through its REST API. */
export class Fair {
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

  /** A company added by the admin, with its coordinator. */
  async company(companyName: string, details: CompanyDetails = {}): Promise<FairCompany> {
    const token = await this.admin();
    const username = details.username ?? slug(companyName);
    const password = `${username}-secret`;
    const panels = details.panels ?? ['Software Engineering', 'DevOps'];
    const company = await this.api.ok<{ _id: string }>('POST', '/company/create', {
      token,
      form: formOf({
        username,
        email: `hr@${username}.test`,
        companyName,
        description: details.description ?? `${companyName} builds software for factories and power plants.`,
        tags: details.tags ?? ['Embedded', 'Cloud'],
        contactPerson: 'Ruwan Perera',
        contactPersonTP: '0112345678',
        password,
        confirmpassword: password,
        numberOfInterviews: String(details.numberOfInterviews ?? 20),
        session: 'both',
        panelsCount: String(panels.length),
        areas: details.areas ?? ['Automation', 'AI / SE'],
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

  private coordinatorToken(company: FairCompany): Promise<string> {
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

  /** A student who signed up, confirmed the e-mail through the mailed link, and signed in. */
  async student(details: StudentDetails): Promise<FairStudent> {
    const fullName = details.fullName ?? `K. ${details.commonName}`;
    const email = `${slug(details.commonName)}.${details.indexNumber.toLowerCase()}@uni.test`;
    const password = `${slug(details.commonName)}-secret`;
    const created = await this.api.ok<{ _id: string }>('POST', '/student/create', {
      form: formOf({
        email,
        fullName,
        title: 'Mr',
        commonName: details.commonName,
        indexNumber: details.indexNumber,
        password,
      }),
    });
    await confirmStudentByMail(this.portal, email);
    const token = await this.api.signIn('student', { email, password });
    const student = {
      id: created._id,
      email,
      password,
      token,
      fullName,
      commonName: details.commonName,
      indexNumber: details.indexNumber,
    };
    if (details.withCv) await this.uploadCv(student);
    return student;
  }

  /** The student's general CV. */
  async uploadCv(student: FairStudent, pdf: Buffer = pdfBytes()): Promise<void> {
    const form = new FormData();
    form.append('cv', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    await this.api.ok('POST', '/student/upload-cv/', { token: student.token, form });
  }

  /** The student fills in the rest of the profile a company reads. */
  async describe(
    student: FairStudent,
    profile: { readonly description: string; readonly linkedInURL: string; readonly githubURL: string },
  ): Promise<void> {
    await this.api.ok('POST', '/student/update/', {
      token: student.token,
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
  async picture(student: FairStudent, jpeg: Buffer): Promise<void> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    await this.api.ok('POST', '/student/upload-profile/', { token: student.token, form });
  }

  /** The student's selection, submitted the way the Companies screen submits it. */
  async submitSelection(
    student: FairStudent,
    choices: readonly FairChoice[],
    interestedArea = 'AI / SE',
  ): Promise<void> {
    await this.api.ok('POST', '/student/selected-companies', {
      token: student.token,
      json: {
        interestedArea,
        selectedCompaniesbyStudent: choices.map((choice, index) => ({
          companyId: choice.company.id,
          companyName: choice.company.companyName,
          selectedPanel: choice.panel ?? choice.company.panels[0],
          order: index + 1,
        })),
      },
    });
  }

  /** The admin's Select on Company Select: an interview (status selected) for a company the student chose. */
  async createInterview(student: FairStudent, company: FairCompany): Promise<string> {
    const interview = await this.api.ok<{ _id: string }>('POST', '/interview/create', {
      token: await this.admin(),
      json: { student: student.id, company: company.id },
    });
    return interview._id;
  }

  /** A student who chose the company and was given an interview by the admin (status selected). */
  async interviewee(company: FairCompany, details: StudentDetails): Promise<FairInterviewee> {
    const student = await this.student(details);
    await this.submitSelection(student, [{ company }]);
    return { ...student, interviewId: await this.createInterview(student, company) };
  }

  /**
   * `count` students, each choosing the company (its offered panels taken in turn) and given an
   * interview there (status selected), a few at a time; in the order made, index numbers
   * `${indexPrefix}000A` on.
   */
  async manyInterviewees(company: FairCompany, count: number, indexPrefix: string): Promise<FairInterviewee[]> {
    const made: FairInterviewee[] = new Array(count);
    const one = async (n: number) => {
      const student = await this.student({
        commonName: `Student${n}`,
        indexNumber: `${indexPrefix}${String(n).padStart(3, '0')}A`,
      });
      await this.submitSelection(student, [{ company, panel: company.panels[n % company.panels.length] }]);
      made[n] = { ...student, interviewId: await this.createInterview(student, company) };
    };
    const AT_ONCE = 6;
    for (let from = 0; from < count; from += AT_ONCE) {
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - from) }, (_, i) => one(from + i)));
    }
    return made;
  }

  /** The admin's Fair Settings: the fair's days, each with its hours (HH:MM on the fair's clock). */
  async fairDays(days: readonly { date: string; opens: string; closes: string }[]): Promise<void> {
    await this.api.ok('POST', '/admin/fair-settings', { token: await this.admin(), json: { fairDays: days } });
  }

  /** A company, its coordinator, and three students (Nimal, Sanduni, Kasun) with an interview each, in that order. */
  async companyWithInterviewees(
    companyName: string,
    indexPrefix: string,
    options: { readonly withCv?: boolean } = {},
  ): Promise<{ company: FairCompany; students: [FairInterviewee, FairInterviewee, FairInterviewee] }> {
    const company = await this.company(companyName);
    const student = (n: number, commonName: string, fullName: string) =>
      this.interviewee(company, { commonName, fullName, indexNumber: `${indexPrefix}${n}A`, ...options });
    const nimal = await student(0, 'Nimal', 'N.A. Fernando');
    const sanduni = await student(1, 'Sanduni', 'S.K. Wijesinghe');
    const kasun = await student(2, 'Kasun', 'K.D. Rathnayake');
    return { company, students: [nimal, sanduni, kasun] };
  }

  /** The student asks for a walk-in interview with the company (its walk-in must be open). */
  async takeWalkIn(company: FairCompany, student: FairStudent): Promise<string> {
    const interview = await this.api.ok<{ _id: string }>('POST', '/interview/create-walk-in/', {
      token: student.token,
      json: { company: company.id },
    });
    return interview._id;
  }

  /** The coordinator adds a panel to the company. */
  async panel(company: FairCompany, panelName: string): Promise<string> {
    const panel = await this.api.ok<{ _id: string }>('POST', '/panel/create', {
      token: await this.coordinatorToken(company),
      json: { company: company.id, panelName },
    });
    return panel._id;
  }

  /** The id of the company's panel called `panelName`. */
  async panelId(company: FairCompany, panelName: string): Promise<string> {
    const panels = await this.api.ok<{ _id: string; panelName: string }[]>('GET', `/panel/all?id=${company.id}`, {
      token: await this.coordinatorToken(company),
    });
    const panel = panels.find((candidate) => candidate.panelName === panelName);
    if (!panel) throw new Error(`${company.companyName} has no panel ${panelName}`);
    return panel._id;
  }

  /** The coordinator's Select Panel. */
  async assign(company: FairCompany, interviewId: string, panelId: string): Promise<void> {
    await this.api.ok('POST', `/interview/update/${interviewId}`, {
      token: await this.coordinatorToken(company),
      json: { panelID: panelId },
    });
  }

  /** Panels the coordinator names, each with the students it places in it, in that order. */
  async placeInPanels(
    company: FairCompany,
    placement: Readonly<Record<string, readonly FairInterviewee[]>>,
  ): Promise<void> {
    for (const [panelName, students] of Object.entries(placement)) {
      const panelId = await this.panel(company, panelName);
      for (const student of students) await this.assign(company, student.interviewId, panelId);
    }
  }

  /** The coordinator's Set Time, with a date and an HH:MM on the fair's clock, sent as an ISO instant. */
  async setTime(company: FairCompany, interviewId: string, date: string, time: string): Promise<void> {
    const instant = parseEventTime(date, time);
    if (isLeft(instant)) throw new Error(instant.left);
    await this.api.ok('POST', `/interview/set-time/${interviewId}`, {
      token: await this.coordinatorToken(company),
      json: { time: instant.right.toISOString() },
    });
  }

  /** The student checked in at the company's desk by their check-in code, as a scan does it: when. */
  async checkIn(company: FairCompany, student: FairStudent): Promise<string> {
    const { code } = await this.api.ok<{ code: string }>('GET', '/student/check-in-code', { token: student.token });
    const checkedIn = await this.api.ok<{ checkedInAt: string | null }[]>('POST', '/interview/check-in', {
      token: await this.coordinatorToken(company),
      json: { code },
    });
    const at = checkedIn[0]?.checkedInAt;
    if (!at) throw new Error(`${student.email} was not checked in at ${company.companyName}`);
    return at;
  }

  /** Make Ongoing, Mark As Done or Back to queue. */
  async move(company: FairCompany, interviewId: string, status: InterviewStatus): Promise<void> {
    await this.api.ok('POST', `/interview/update-status/${interviewId}`, {
      token: await this.coordinatorToken(company),
      json: { status },
    });
  }

  /** The coordinator's assessment of the interviewee: a rating from 1 to 5, no notes, no next step. */
  async assess(company: FairCompany, interviewId: string, rating: number): Promise<void> {
    await this.api.ok('POST', `/interview/assessment/${interviewId}`, {
      token: await this.coordinatorToken(company),
      json: { rating, notes: '', nextStep: 'none' },
    });
  }

  /** The coordinator pauses one of the company's panels, expected back `minutes` from now. */
  async pause(company: FairCompany, panelId: string, reason: string, minutes: number): Promise<void> {
    await this.api.ok('POST', `/panel/pause/${panelId}`, {
      token: await this.coordinatorToken(company),
      json: { reason, backAt: new Date(Date.now() + minutes * 60_000).toISOString() },
    });
  }

  /** The coordinator's Turn On / Turn Off Walk-in. */
  async openWalkIn(company: FairCompany, open: boolean): Promise<void> {
    await this.api.ok('POST', `/company/change-walking-status/${company.id}`, {
      token: await this.coordinatorToken(company),
      json: { walkingStatus: open },
    });
  }

  /** Whether the company takes walk-in interviews, as the server has it now. */
  async walkingStatus(company: FairCompany): Promise<boolean> {
    const status = await this.api.ok<{ walkingStatus: boolean }>('GET', `/company/get-walking-status/${company.id}`, {
      token: await this.coordinatorToken(company),
    });
    return status.walkingStatus;
  }

  /** The interview as the server has it now. */
  async interview(
    company: FairCompany,
    interviewId: string,
  ): Promise<{ time: string | null; status: InterviewStatus }> {
    const all = await this.api.ok<{ _id: string; time: string | null; status: InterviewStatus }[]>(
      'GET',
      `/interview/all-cd?company=${company.id}`,
      { token: await this.coordinatorToken(company) },
    );
    const found = all.find((interview) => interview._id === interviewId);
    if (!found) throw new Error(`interview ${interviewId} is not among ${company.companyName}'s interviews`);
    return found;
  }
}

/** A one-page PDF, small but well formed (its cross-reference table points at each object). */
export function pdfBytes(title = 'Curriculum Vitae'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
