import { Command } from 'commander';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { EveryCvBundle } from '../../application/downloads/every-cv-bundle.js';
import { uniqueFileNames } from '../../domain/cv.js';
import { progressBar } from './progress.js';
import type { CliIo } from './cli-io.js';
import { runUseCase } from './run-use-case.js';
import { allocationArea } from '../../application/areas/allocation.js';
import { downloadArea } from '../../application/areas/download.js';
import { messageArea } from '../../application/areas/message.js';
import { organizerArea } from '../../application/areas/organizer.js';
import { withPortal } from './with-portal.js';
import { writeFileAtomically } from './write-file-atomically.js';
import { areaModule } from '../composition/area-module.js';

/** `cv-bundles --out DIR`: every company's CV zip, as admins download them one by one. */
export const cvBundlesCommand = (io: CliIo): Command =>
  new Command('cv-bundles')
    .description("Write every company's CV bundle as <username>.zip into a directory")
    .requiredOption('--out <dir>', 'the directory to write the zips into (made if missing)')
    .option('--fair <id>', 'the fair to work on (a past fair is read-only); the current fair without it')
    .action(async (options: { out: string; fair?: string }) => {
      const directory = path.resolve(options.out);
      await mkdir(directory, { recursive: true });
      // The allocation area holds the fair's settings, which say until when CVs may be downloaded.
      const areas = [
        areaModule(allocationArea),
        areaModule(organizerArea),
        areaModule(downloadArea),
        areaModule(messageArea),
      ];
      const summary = await withPortal(
        io.env,
        areas,
        async (portal) => {
          const bundles = await runUseCase(portal.container.get(EveryCvBundle).execute());
          const withCvs = bundles.filter((bundle) => bundle.cvCount > 0);
          const names = uniqueFileNames(withCvs.map((bundle) => bundle.fileName));
          const bar = progressBar(io, 'companies', withCvs.length);
          const written: string[] = [];
          try {
            for (const [i, bundle] of withCvs.entries()) {
              const name = names[i] ?? bundle.fileName;
              await writeFileAtomically(path.join(directory, name), (out) => bundle.write(out));
              written.push(`${name} (${bundle.cvCount} CVs)`);
              bar.update(i + 1);
            }
          } finally {
            bar.stop();
          }
          const without = bundles.filter((bundle) => bundle.cvCount === 0).map((bundle) => bundle.company.username);
          return { written, cvs: withCvs.reduce((sum, bundle) => sum + bundle.cvCount, 0), without };
        },
        { fair: options.fair },
      );
      for (const line of summary.written) io.out.write(`  ${line}\n`);
      io.out.write(`Wrote ${summary.written.length} CV bundles with ${summary.cvs} CVs to ${directory}.\n`);
      if (summary.without.length > 0) {
        io.out.write(`No CVs yet, so no zip: ${summary.without.join(', ')}.\n`);
      }
    });
