import { Command } from 'commander';
import path from 'node:path';
import { ExportAllocation } from '../../application/downloads/export-allocation.js';
import { progressBar } from './progress.js';
import type { CliIo } from './program.js';
import { runUseCase } from './run-use-case.js';
import { withPortal } from './with-portal.js';
import { writeFileAtomically } from './write-file-atomically.js';

/** `allocation --out FILE.xlsx`: the admin's allocation spreadsheet, written from the store. */
export const allocationCommand = (io: CliIo): Command =>
  new Command('allocation')
    .description('Write the allocation spreadsheet (the one admins download as selected_companies_sorted.xlsx)')
    .requiredOption('--out <file>', 'where to write the .xlsx')
    .action(async (options: { out: string }) => {
      const target = path.resolve(options.out);
      const counts = await withPortal(io.env, async (portal) => {
        const workbook = await runUseCase(portal.container.get(ExportAllocation).execute());
        const bar = progressBar(io, 'rows', workbook.rows.length);
        try {
          await writeFileAtomically(target, (out) => workbook.write(out, (done) => bar.update(done)));
        } finally {
          bar.stop();
        }
        return workbook.counts;
      });
      io.out.write(
        `Wrote ${target}: ${counts.students} students, ${counts.entries} entries, ${counts.companies} companies.\n`,
      );
    });
