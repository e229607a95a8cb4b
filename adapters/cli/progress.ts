import cliProgress from 'cli-progress';
import type { CliIo } from './cli-io.js';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

const silent: Progress = { update: () => undefined, stop: () => undefined };

/** A progress bar on a terminal; nothing at all when the output is a file or a pipe. */
export const progressBar = (io: CliIo, label: string, total: number): Progress => {
  if (io.out.isTTY !== true) return silent;
  const bar = new cliProgress.SingleBar(
    { stream: io.out, format: `${label} [{bar}] {percentage}% | {value}/{total}`, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
};
