/** Where a CLI run reads its environment and writes its output: the process's own, or a test's. */
export interface CliIo {
  readonly env: Record<string, string | undefined>;
  readonly out: NodeJS.WritableStream & { isTTY?: boolean };
  readonly err: NodeJS.WritableStream;
}
