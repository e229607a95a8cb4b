import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import { cvBundleFileName } from '../../domain/company.js';
import { CV_MESSAGES, cvFileName, cvKeyForCompany, uniqueFileNames } from '../../domain/cv.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import { type Actor, downloader } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import type { ArchiveEntry } from '../ports/documents.js';
import { findCompanyProfile } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { CvDownloadWindow } from './cv-download-window.js';

/** One company's zip of CVs, ready to be written. */
export interface CvBundle {
  readonly company: CompanyProfile;
  /** `<username>.zip` */
  readonly fileName: string;
  /** How many CVs the zip will hold, as far as the students' records tell. */
  readonly cvCount: number;
  /** Streams the zip into `out`; resolves once it is fully written. */
  write(out: NodeJS.WritableStream): Promise<void>;
}

interface PlannedEntry {
  readonly name: string;
  readonly key: string;
  readonly studentId: string;
}

/**
 * The CVs of every interviewee of a company in one zip (GET /interview/get-cv-company): one PDF per
 * student who has a CV for that company (their copy for it, else their general CV), in queue order,
 * each named from the index number and name and made unique within the zip.
 */
export class CompanyCvBundle extends Needs(
  ['companies', 'interviews', 'students', 'files', 'archives', 'cvDownloads', 'clock'],
  {
    companyOfActor: CompanyOfActor,
    window: CvDownloadWindow,
  },
) {
  /** For an admin, the company or its coordinators; a company without any CV is a 404, and after the download window a 403. Each CV in it is recorded as downloaded. */
  execute(actor: Actor, companyId: string): TaskEither<AppError, CvBundle> {
    return useCase(async () => {
      await must(this.deps.companyOfActor.requireOrAdmin(actor, companyId));
      await must(this.deps.window.requireOpen());
      const company = await must(findCompanyProfile(this.deps.companies, companyId));
      const planned = await this.plan(company.id);
      if (planned.length === 0) return refuse(notFound(CV_MESSAGES.noneForCompany));
      const downloadedAt = this.deps.clock.now();
      await this.deps.cvDownloads.record(
        planned.map(({ studentId }) => ({ studentId, companyId, downloadedAt, by: downloader(actor) })),
      );
      return this.bundleFrom(company, planned);
    });
  }

  /** The bundle of a company, whoever asks: for callers that have already decided access, like the CLI. */
  of(company: CompanyProfile): TaskEither<AppError, CvBundle> {
    return useCase(() => this.bundleOf(company));
  }

  private async bundleOf(company: CompanyProfile): Promise<CvBundle> {
    return this.bundleFrom(company, await this.plan(company.id));
  }

  private bundleFrom(company: CompanyProfile, planned: readonly PlannedEntry[]): CvBundle {
    return {
      company,
      fileName: cvBundleFileName(company.username),
      cvCount: planned.length,
      write: (out: NodeJS.WritableStream) => this.deps.archives.write(this.entries(planned), out),
    };
  }

  private async plan(companyId: string): Promise<PlannedEntry[]> {
    const interviews = await this.deps.interviews.list({ companyId });
    const students = new Map(
      (await this.deps.students.findByIds([...new Set(interviews.map((i) => i.studentId))])).map((s) => [s.id, s]),
    );
    const withCv = interviews.flatMap((interview) => {
      const student = students.get(interview.studentId);
      const key = student ? cvKeyForCompany(student, companyId) : null;
      return student && key !== null ? [{ name: cvFileName(student), key, studentId: student.id }] : [];
    });
    const names = uniqueFileNames(withCv.map((entry) => entry.name));
    return withCv.map((entry, i) => ({ ...entry, name: names[i] ?? entry.name }));
  }

  /**
   * Reads each file only when the zip is ready for it; a file gone since the plan is left out. The
   * next file is looked up while the current one is written, so the zip never waits for a lookup.
   */
  private async *entries(planned: readonly PlannedEntry[]): AsyncIterable<ArchiveEntry> {
    const lookUp = (index: number) => {
      const entry = planned[index];
      if (entry === undefined) return null;
      const found = this.deps.files.get(entry.key);
      // Awaited below, unless the zip is abandoned first.
      found.catch(() => undefined);
      return found;
    };
    let next = lookUp(0);
    for (let index = 0; next !== null; index++) {
      const file = await next;
      next = lookUp(index + 1);
      if (file !== null) yield { name: planned[index]!.name, content: file.content };
    }
  }
}
