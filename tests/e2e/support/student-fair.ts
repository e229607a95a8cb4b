/*
 * What the student's journeys need from the other roles, done through the REST API the way their
 * screens do it: an admin adds companies and creates interviews, a coordinator makes panels, assigns
 * students, sets times, moves the queue and opens walk-in; a student is registered and confirmed.
 */
import { isLeft } from 'fp-ts/lib/Either.js';
import { parseEventTime } from '../../../domain/event-time.js';
import type { InterviewStatus } from '../../../domain/interview.js';
import { PortalApi, formOf } from './api.js';
import { confirmStudentByMail } from './confirm.js';
import { FIRST_ADMIN, type E2EPortal } from './portal.js';

export interface FairCompany {
  readonly id: string;
  readonly username: string;
  readonly companyName: string;
  readonly panels: readonly string[];
}

export interface FairStudent {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  readonly indexNumber: string;
  readonly commonName: string;
}

/** A selection entry as the student's Companies screen submits it. */
export interface FairChoice {
  readonly company: FairCompany;
  readonly panel?: string;
}

/** The admin, a coordinator and the student's own API calls, on one portal. */
export class StudentFair {
  readonly api: PortalApi;
  private adminToken: Promise<string> | null = null;

  constructor(private readonly portal: E2EPortal) {
    this.api = new PortalApi(portal.url);
  }

  admin(): Promise<string> {
    this.adminToken ??= this.api.signIn('admin', FIRST_ADMIN);
    return this.adminToken;
  }

  /** A company added by the admin, with its description, tags and interview panels. */
  async company(
    username: string,
    companyName: string,
    details: { description?: string; tags?: string[]; panels?: string[]; areas?: string[] } = {},
  ): Promise<FairCompany> {
    const panels = details.panels ?? ['Software Engineering', 'DevOps'];
    const created = await this.api.ok<{ _id: string }>('POST', '/company/create', {
      token: await this.admin(),
      form: formOf({
        username,
        email: `hr@${username}.test`,
        companyName,
        description: details.description ?? `${companyName} hires engineers.`,
        tags: details.tags ?? ['Engineering'],
        contactPerson: 'Contact Person',
        contactPersonTP: '0110000000',
        password: `${username}-secret`,
        confirmpassword: `${username}-secret`,
        numberOfInterviews: '10',
        session: 'both',
        panelsCount: String(panels.length),
        areas: details.areas ?? ['AI / SE'],
        panels,
      }),
    });
    return { id: created._id, username, companyName, panels };
  }

  /** A student who signed up, followed the mailed link and signed in. */
  async student(commonName: string, indexNumber: string): Promise<FairStudent> {
    const email = `${commonName.toLowerCase()}@uni.test`;
    const password = `${commonName.toLowerCase()}-secret`;
    await this.api.ok('POST', '/student/create', {
      form: formOf({ email, fullName: `K. ${commonName}`, title: 'Mr', commonName, indexNumber, password }),
    });
    await confirmStudentByMail(this.portal, email);
    const signedIn = await this.api.ok<{ _id: string; token: string }>('POST', '/student/sign-in', {
      json: { email, password },
    });
    return { id: signedIn._id, email, password, token: signedIn.token, indexNumber, commonName };
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

  /** The admin's Select on Company Select: an interview for a company in the student's selection. */
  async createInterview(student: FairStudent, company: FairCompany): Promise<string> {
    const interview = await this.api.ok<{ _id: string }>('POST', '/interview/create', {
      token: await this.admin(),
      json: { student: student.id, company: company.id },
    });
    return interview._id;
  }

  /** A coordinator of the company, added by the admin and signed in. */
  async coordinator(company: FairCompany): Promise<Coordinator> {
    const email = `coordinator@${company.username}.test`;
    const password = `${company.username}-coordinator`;
    await this.api.ok('POST', '/coordinator/create', {
      token: await this.admin(),
      form: formOf({
        email,
        name: `${company.companyName} Coordinator`,
        contactNumber: '0770000000',
        company: company.id,
        password,
        confirmpassword: password,
      }),
    });
    return new Coordinator(this.api, company, await this.api.signIn('coordinator', { email, password }));
  }
}

/** What a company's coordinator does on the dashboard, the interview list, the ongoing page and walk-in. */
export class Coordinator {
  constructor(
    private readonly api: PortalApi,
    readonly company: FairCompany,
    private readonly token: string,
  ) {}

  async addPanel(panelName: string): Promise<string> {
    const panel = await this.api.ok<{ _id: string }>('POST', '/panel/create', {
      token: this.token,
      json: { company: this.company.id, panelName },
    });
    return panel._id;
  }

  async assign(interviewId: string, panelId: string): Promise<void> {
    await this.api.ok('POST', `/interview/update/${interviewId}`, { token: this.token, json: { panelID: panelId } });
  }

  /** Set Time with a date and an HH:MM on the fair's clock, sent as an ISO instant. */
  async setTime(interviewId: string, date: string, time: string): Promise<void> {
    const instant = parseEventTime(date, time);
    if (isLeft(instant)) throw new Error(instant.left);
    await this.api.ok('POST', `/interview/set-time/${interviewId}`, {
      token: this.token,
      json: { time: instant.right.toISOString() },
    });
  }

  async move(interviewId: string, status: InterviewStatus): Promise<void> {
    await this.api.ok('POST', `/interview/update-status/${interviewId}`, { token: this.token, json: { status } });
  }

  async walkIn(open: boolean): Promise<void> {
    await this.api.ok('POST', `/company/change-walking-status/${this.company.id}`, {
      token: this.token,
      json: { walkingStatus: open },
    });
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
