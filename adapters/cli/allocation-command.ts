import { Command } from 'commander';
import path from 'node:path';
import { AllocateInterviews } from '../../application/allocation/allocate-interviews.js';
import { COMMAND_LINE_OPERATOR } from '../../application/actor.js';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { progressBar } from './progress.js';
import type { CliIo } from './cli-io.js';
import { runUseCase } from './run-use-case.js';
import { allocationArea } from '../../application/areas/allocation.js';
import { messageArea } from '../../application/areas/message.js';
import { downloadArea } from '../../application/areas/download.js';
import { organizerArea } from '../../application/areas/organizer.js';
import { withPortal } from './with-portal.js';
import { writeFileAtomically } from './write-file-atomically.js';
import { areaModule } from '../composition/area-module.js';

interface AllocationOptions {
  readonly out?: string;
  readonly apply?: boolean;
  readonly fair?: string;
}

/**
 * `allocation [--apply] [--out FILE.xlsx]`: with --apply, the automatic allocation creates the
 * interviews and reserve lists (docs/allocation.md); with --out, the admin's allocation spreadsheet
 * is written from the store (after the allocation, when both are given).
 */
export const allocationCommand = (io: CliIo): Command =>
  new Command('allocation')
    .description(
      'Apply the automatic allocation (--apply) and/or write the allocation spreadsheet (--out, the one admins download as selected_companies_sorted.xlsx)',
    )
    .option('--out <file>', 'where to write the .xlsx')
    .option('--apply', 'create the interviews and reserve lists of the automatic allocation first')
    .option('--fair <id>', 'the fair to work on (a past fair is read-only); the current fair without it')
    .action(async (options: AllocationOptions, command: Command) => {
      if (options.out === undefined && options.apply !== true) {
        command.error('error: give --out <file>, --apply, or both');
      }
      const target = options.out === undefined ? null : path.resolve(options.out);
      await withPortal(
        io.env,
        [areaModule(allocationArea), areaModule(organizerArea), areaModule(downloadArea), areaModule(messageArea)],
        async (portal) => {
          if (options.apply === true) {
            const outcome = await runUseCase(
              portal.container.get(AllocateInterviews).execute(COMMAND_LINE_OPERATOR, { dryRun: false }),
            );
            const reserves = outcome.plan.companies.reduce((sum, company) => sum + company.reserves.length, 0);
            io.out.write(
              `Allocation applied: ${outcome.created.length} interviews created, ${reserves} students on reserve lists of ${outcome.plan.companies.length} companies.\n`,
            );
          }
          if (target === null) return;
          const workbook = await runUseCase(portal.container.get(ExportAllocation).execute());
          const bar = progressBar(io, 'rows', workbook.rows.length);
          try {
            await writeFileAtomically(target, (out) => workbook.write(out, (done) => bar.update(done)));
          } finally {
            bar.stop();
          }
          const counts = workbook.counts;
          io.out.write(
            `Wrote ${target}: ${counts.students} students, ${counts.entries} entries, ${counts.companies} companies.\n`,
          );
        },
        { fair: options.fair },
      );
    });
