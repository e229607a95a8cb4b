import { Command, InvalidArgumentError } from 'commander';
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Container } from 'inversify';
import { COMMAND_LINE_OPERATOR } from '../../application/actor.js';
import { AddAdmin } from '../../application/admins/add-admin.js';
import { CreateCompany } from '../../application/companies/create-company.js';
import { AddCoordinator } from '../../application/coordinators/add-coordinator.js';
import {
  DEMO_FAIR_COMPANIES,
  demoFairOfSize,
  MAX_DEMO_COMPANIES,
  MAX_DEMO_STUDENTS,
} from '../../application/demo/demo-fair-of-size.js';
import { MAX_SELECTED_COMPANIES } from '../../domain/selection.js';
import { SMALL_DEMO_FAIR } from '../../application/demo/demo-plan.js';
import { DEMO_NEEDS_EMPTY_STORE, FillDemoStore, type DemoSummary } from '../../application/demo/fill-demo-store.js';
import { hashEachPasswordOnce } from '../../application/demo/hash-each-password-once.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { ChangeWalkingStatus } from '../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../application/walk-in/create-walk-in-interview.js';
import type { AppError } from '../../application/errors.js';
import { PORTS } from '../composition/tokens.js';
import type { CliIo } from './cli-io.js';
import { progressBar } from './progress.js';
import { runUseCase } from './run-use-case.js';
import { adminArea } from '../../application/areas/admin.js';
import { companyArea } from '../../application/areas/company.js';
import { coordinatorArea } from '../../application/areas/coordinator.js';
import { panelArea } from '../../application/areas/panel.js';
import { walkInArea } from '../../application/areas/walk-in.js';
import { withPortal } from './with-portal.js';
import { areaModule } from '../composition/area-module.js';

/**
 * The demo's use cases from the portal's container, with a hasher that hashes each password once:
 * every demo account of a role shares its role's password (argon2 takes ~80 ms a hash, which 120
 * companies and coordinators would otherwise spend).
 */
const fillDemoStore = (container: Container): FillDemoStore => {
  const passwords = hashEachPasswordOnce(container.get(PORTS.passwords));
  container.rebind(PORTS.passwords).toConstantValue(passwords);
  return new FillDemoStore(
    {
      admins: container.get(PORTS.admins),
      students: container.get(PORTS.students),
      companies: container.get(PORTS.companies),
      coordinators: container.get(PORTS.coordinators),
      interviews: container.get(PORTS.interviews),
      sequences: container.get(PORTS.sequences),
      files: container.get(PORTS.files),
      passwords,
      ids: container.get(PORTS.ids),
      clock: container.get(PORTS.clock),
      schedule: container.get(PORTS.settings).scheduleDefaults,
    },
    {
      addAdmin: container.get(AddAdmin),
      createCompany: container.get(CreateCompany),
      addCoordinator: container.get(AddCoordinator),
      createPanel: container.get(CreatePanel),
      changeWalkingStatus: container.get(ChangeWalkingStatus),
      createWalkInInterview: container.get(CreateWalkInInterview),
    },
  );
};

const studentCount = (value: string): number => {
  const students = Number(value);
  if (!/^\d+$/.test(value) || students < 1 || students > MAX_DEMO_STUDENTS) {
    throw new InvalidArgumentError(`a whole number from 1 to ${MAX_DEMO_STUDENTS}`);
  }
  return students;
};

const companyCount = (value: string): number => {
  const companies = Number(value);
  if (!/^\d+$/.test(value) || companies < MAX_SELECTED_COMPANIES || companies > MAX_DEMO_COMPANIES) {
    throw new InvalidArgumentError(`a whole number from ${MAX_SELECTED_COMPANIES} to ${MAX_DEMO_COMPANIES}`);
  }
  return companies;
};

export const ALREADY_FILLED = 'The store already has data, so no demo data was added.';

const isAlreadyFilled = (filling: E.Either<AppError, unknown>): boolean =>
  E.isLeft(filling) && filling.left.kind === 'Conflict' && filling.left.message === DEMO_NEEDS_EMPTY_STORE;

const describeSummary = (summary: DemoSummary, publicUrl: string): string => {
  const { selected, assigned, ongoing, finished, 'no-show': noShow } = summary.interviews;
  const total = selected + assigned + ongoing + finished + noShow;
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
      `(${selected} selected, ${assigned} assigned, ${ongoing} ongoing, ${finished} finished${noShow > 0 ? `, ${noShow} no-show` : ''}; ` +
      `${summary.walkIns} of them walk-ins).`,
    '',
    'Sign in as:',
    ...rows,
    '',
    'Every coordinator, company and student of the demo has the password shown for its role.',
    '',
  ].join('\n');
};

/** `demo [--students N [--companies M]]`: fills an empty store with a fair, small or of N students, and prints how to sign in. */
export const demoCommand = (io: CliIo): Command =>
  new Command('demo')
    .description('Fill an EMPTY store with demo companies, panels, coordinators, students and interviews')
    .option(
      '--students <n>',
      `a fair of n students (1 to ${MAX_DEMO_STUDENTS}) and ${DEMO_FAIR_COMPANIES} companies instead of the small one`,
      studentCount,
    )
    .option(
      '--companies <m>',
      `with --students: m companies (${MAX_SELECTED_COMPANIES} to ${MAX_DEMO_COMPANIES}) instead of ${DEMO_FAIR_COMPANIES}`,
      companyCount,
    )
    .option('--unless-filled', 'leave a store that already has data as it is, and succeed (npm run demo)')
    .action(async function (this: Command, options: { students?: number; companies?: number; unlessFilled?: boolean }) {
      if (options.companies !== undefined && options.students === undefined) {
        this.error('error: --companies goes with --students');
      }
      const fair =
        options.students === undefined ? SMALL_DEMO_FAIR : demoFairOfSize(options.students, options.companies);
      const text = await withPortal(
        io.env,
        [
          areaModule(adminArea),
          areaModule(companyArea),
          areaModule(coordinatorArea),
          areaModule(panelArea),
          areaModule(walkInArea),
        ],
        async (portal) => {
          let bar: ReturnType<typeof progressBar> | undefined;
          const progress = (done: number, total: number) => {
            bar ??= progressBar(io, 'Demo fair', total);
            bar.update(done);
          };
          try {
            const filling = await fillDemoStore(portal.container).execute(COMMAND_LINE_OPERATOR, fair, progress)();
            if (options.unlessFilled === true && isAlreadyFilled(filling)) return `${ALREADY_FILLED}\n`;
            const summary = await runUseCase(TE.fromEither(filling));
            return describeSummary(summary, portal.container.get(PORTS.settings).publicUrl);
          } finally {
            bar?.stop();
          }
        },
      );
      io.out.write(text);
    });
