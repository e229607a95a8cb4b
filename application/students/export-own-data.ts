import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { Interview } from '../../domain/interview.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import type { ArchiveEntry } from '../ports/documents.js';
import { accountGone } from '../find-records.js';
import { refuse, useCase } from '../task.js';
import type { PastFairRecords } from '../ports/fair-archive.js';
import type { SelectionRecord } from '../../domain/selection.js';

/** The records of one fair that name the student. */
type FairRecordsOfStudent = Pick<PastFairRecords, 'interviews' | 'assessments' | 'cvDownloads' | 'companies'>;

/** A student's data in one zip, ready to be written. */
export interface OwnDataExport {
  readonly fileName: string;
  /** Streams the zip into `out`; resolves once it is fully written. */
  write(out: NodeJS.WritableStream): Promise<void>;
}

/** A file of the student's, and the name it takes in the zip. */
interface OwnFile {
  readonly name: string;
  readonly key: string;
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

const jsonEntry = (name: string, value: unknown): ArchiveEntry => ({
  name,
  content: (async function* () {
    yield new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
  })(),
});

/** The profile as the student keeps it, with what the portal keeps beside it; no password nor file key. */
const profileOf = (student: Student) => ({
  email: student.email,
  emailConfirmed: student.emailConfirmed,
  title: student.title,
  fullName: student.fullName,
  commonName: student.commonName,
  indexNumber: student.indexNumber,
  description: student.description,
  linkedInURL: student.linkedInURL,
  githubURL: student.githubURL,
  personalURL: student.personalURL,
  remindersOff: student.remindersOff,
  scheduleMailsOff: student.scheduleMailsOff,
  createdAt: student.createdAt,
  lastSignInAt: student.lastSignInAt,
});

const nameOf = (companies: ReadonlyMap<string, CompanyProfile>, id: string): string =>
  companies.get(id)?.companyName ?? 'A company no longer at the fair';

/**
 * A student downloads everything the portal holds about them (GET /student/my-data): one zip with
 * their profile, selection, interviews, which companies assessed them and when (never the notes,
 * the rating nor the next step: those are the company's own), which companies downloaded their CV
 * and when, and their CVs and picture; and the same of every past fair they took part in, each in a
 * folder of its own. Files are read only as the zip is written.
 */
export class ExportOwnData extends Needs([
  'students',
  'interviews',
  'assessments',
  'cvDownloads',
  'companies',
  'files',
  'archives',
  'fairs',
  'fairArchive',
]) {
  execute(actor: Actor): TaskEither<AppError, OwnDataExport> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden());
      const student = await this.deps.students.findById(actor.id);
      if (student === null) return refuse(accountGone());
      const companies = new Map(
        (await this.deps.companies.findProfilesByIds(Object.keys(student.companyCvKeys))).map((company) => [
          company.id,
          company,
        ]),
      );
      const entries = [
        jsonEntry('profile.json', profileOf(student)),
        ...(await this.fairEntries(this.deps, student.id, student.selection, '')),
        ...(await this.pastFairEntries(student.id)),
      ];
      const files = this.filesOf(student, companies);
      return {
        fileName: `my-data-${student.indexNumber.replace(/[^A-Za-z0-9]/g, '_')}.zip`,
        write: (out: NodeJS.WritableStream) => this.deps.archives.write(this.withFiles(entries, files), out),
      };
    });
  }

  /** What one fair holds of the student, its files under the folder given: selection, interviews, assessments, CV downloads. */
  private async fairEntries(
    fair: FairRecordsOfStudent,
    studentId: string,
    selection: SelectionRecord | null,
    folder: string,
  ): Promise<ArchiveEntry[]> {
    const interviews = await fair.interviews.list({ studentId });
    const downloads = await fair.cvDownloads.listForStudent(studentId);
    const companyIds = [
      ...new Set([
        ...interviews.map((interview) => interview.companyId),
        ...downloads.map((download) => download.companyId),
      ]),
    ];
    const companies = new Map(
      (await fair.companies.findProfilesByIds(companyIds)).map((company) => [company.id, company]),
    );
    return [
      jsonEntry(`${folder}selections.json`, selection),
      jsonEntry(
        `${folder}interviews.json`,
        interviews.map((interview) => this.interviewOf(interview, companies)),
      ),
      jsonEntry(`${folder}assessments.json`, await this.assessmentsOf(fair, interviews, companies)),
      jsonEntry(
        `${folder}cv-downloads.json`,
        downloads.map((download) => ({
          company: nameOf(companies, download.companyId),
          downloadedAt: download.downloadedAt,
        })),
      ),
    ];
  }

  /** What each past fair the student took part in holds of them, in a folder named after the fair. */
  private async pastFairEntries(studentId: string): Promise<ArchiveEntry[]> {
    const entries: ArchiveEntry[] = [];
    for (const fair of await this.deps.fairs.list()) {
      if (fair.current) continue;
      const past = await this.deps.fairArchive.recordsOf(fair.id);
      const then = await past.students.findById(studentId);
      if (then === null) continue;
      const folder = `past-fairs/${fair.name.replace(/[^A-Za-z0-9 ._-]/g, '_').trim()} (${fair.id})/`;
      entries.push(...(await this.fairEntries(past, studentId, then.selection, folder)));
    }
    return entries;
  }

  private interviewOf(interview: Interview, companies: ReadonlyMap<string, CompanyProfile>) {
    return {
      company: nameOf(companies, interview.companyId),
      status: interview.status,
      time: interview.time,
      walkIn: interview.walkIn,
      createdAt: interview.createdAt,
      checkedInAt: interview.checkedInAt,
      history: interview.history.map(({ status, at }) => ({ status, at })),
    };
  }

  private async assessmentsOf(
    fair: FairRecordsOfStudent,
    interviews: readonly Interview[],
    companies: ReadonlyMap<string, CompanyProfile>,
  ) {
    const found = await Promise.all(interviews.map((interview) => fair.assessments.findByInterview(interview.id)));
    return found.flatMap((assessment) =>
      assessment === null
        ? []
        : [{ company: nameOf(companies, assessment.companyId), assessedAt: assessment.updatedAt, assessed: true }],
    );
  }

  private filesOf(student: Student, companies: ReadonlyMap<string, CompanyProfile>): OwnFile[] {
    const safe = (text: string) => text.replace(/[^A-Za-z0-9 ._-]/g, '_').trim();
    return [
      ...(student.cvKey === null ? [] : [{ name: 'files/cv.pdf', key: student.cvKey }]),
      ...Object.entries(student.companyCvKeys).map(([companyId, key]) => ({
        name: `files/cv-for-${safe(nameOf(companies, companyId))}-${companyId}.pdf`,
        key,
      })),
      ...(student.pictureKey === null ? [] : [{ name: 'files/picture', key: student.pictureKey }]),
    ];
  }

  private async *withFiles(entries: readonly ArchiveEntry[], files: readonly OwnFile[]): AsyncIterable<ArchiveEntry> {
    yield* entries;
    for (const file of files) {
      const stored = await this.deps.files.get(file.key);
      if (stored === null) continue;
      const extension = EXTENSIONS[stored.contentType];
      yield { name: extension === undefined ? file.name : `${file.name}.${extension}`, content: stored.content };
    }
  }
}
