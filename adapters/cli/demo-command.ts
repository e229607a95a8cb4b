import { Command } from 'commander';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Container } from 'inversify';
import { AddAdmin } from '../../application/admins/add-admin.js';
import { CreateCompany } from '../../application/companies/create-company.js';
import { AddCoordinator } from '../../application/coordinators/add-coordinator.js';
import { DEMO_NEEDS_EMPTY_STORE, FillDemoStore, type DemoSummary } from '../../application/demo/fill-demo-store.js';
import { AssignInterviewPanel } from '../../application/interviews/assign-interview-panel.js';
import { CreateInterview } from '../../application/interviews/create-interview.js';
import { MoveInterviewStatus } from '../../application/interviews/move-interview-status.js';
import { SetInterviewTime } from '../../application/interviews/set-interview-time.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { SubmitSelection } from '../../application/selections/submit-selection.js';
import { UploadStudentCv } from '../../application/students/upload-student-cv.js';
import { ChangeWalkingStatus } from '../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../application/walk-in/create-walk-in-interview.js';
import type { AppError } from '../../application/errors.js';
import { PORTS } from '../composition/tokens.js';
import type { CliIo } from './program.js';
import { runUseCase } from './run-use-case.js';
import { withPortal } from './with-portal.js';

const fillDemoStore = (container: Container): FillDemoStore =>
  new FillDemoStore(
    {
      admins: container.get(PORTS.admins),
      students: container.get(PORTS.students),
      companies: container.get(PORTS.companies),
      coordinators: container.get(PORTS.coordinators),
      interviews: container.get(PORTS.interviews),
      passwords: container.get(PORTS.passwords),
      ids: container.get(PORTS.ids),
      clock: container.get(PORTS.clock),
    },
    {
      addAdmin: container.get(AddAdmin),
      createCompany: container.get(CreateCompany),
      addCoordinator: container.get(AddCoordinator),
      createPanel: container.get(CreatePanel),
      uploadStudentCv: container.get(UploadStudentCv),
      submitSelection: container.get(SubmitSelection),
      createInterview: container.get(CreateInterview),
      assignInterviewPanel: container.get(AssignInterviewPanel),
      setInterviewTime: container.get(SetInterviewTime),
      moveInterviewStatus: container.get(MoveInterviewStatus),
      changeWalkingStatus: container.get(ChangeWalkingStatus),
      createWalkInInterview: container.get(CreateWalkInInterview),
    },
  );

export const ALREADY_FILLED = 'The store already has data, so no demo data was added.';

const isAlreadyFilled = (filling: E.Either<AppError, unknown>): boolean =>
  E.isLeft(filling) && filling.left.kind === 'Conflict' && filling.left.message === DEMO_NEEDS_EMPTY_STORE;

const describeSummary = (summary: DemoSummary, publicUrl: string): string => {
  const { selected, assigned, ongoing, finished } = summary.interviews;
  const total = selected + assigned + ongoing + finished;
  const width = (pick: (row: DemoSummary['signIns'][number]) => string) =>
    Math.max(...summary.signIns.map((row) => pick(row).length));
  const [roleWidth, pageWidth, idWidth] = [
    width((r) => r.role),
    width((r) => publicUrl + r.page),
    width((r) => r.identifier),
  ];
  const rows = summary.signIns.map(
    (row) =>
      `  ${row.role.padEnd(roleWidth)}  ${(publicUrl + row.page).padEnd(pageWidth)}  ${row.identifier.padEnd(idWidth)}  ${row.password}`,
  );
  return [
    `Demo data added: ${summary.companies} companies with ${summary.panels} panels, ${summary.coordinators} coordinators, ` +
      `${summary.students} confirmed students with CVs and selections, and ${total} interviews ` +
      `(${selected} selected, ${assigned} assigned, ${ongoing} ongoing, ${finished} finished; ${summary.walkIns} of them walk-ins).`,
    '',
    'Sign in as:',
    ...rows,
    '',
    'Every coordinator, company and student of the demo has the password shown for its role.',
    '',
  ].join('\n');
};

/** `demo`: fills an empty store with a small fair and prints how to sign in as each role. */
export const demoCommand = (io: CliIo): Command =>
  new Command('demo')
    .description('Fill an EMPTY store with demo companies, panels, coordinators, students and interviews')
    .option('--unless-filled', 'leave a store that already has data as it is, and succeed (npm run demo)')
    .action(async (options: { unlessFilled?: boolean }) => {
      const text = await withPortal(io.env, async (portal) => {
        const filling = await fillDemoStore(portal.container).execute()();
        if (options.unlessFilled === true && isAlreadyFilled(filling)) return `${ALREADY_FILLED}\n`;
        const summary = await runUseCase(TE.fromEither(filling));
        return describeSummary(summary, portal.container.get(PORTS.settings).publicUrl);
      });
      io.out.write(text);
    });
