import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const run = promisify(execFile);

/** The repository's own modules a CLI run loaded, as paths from the root (packages and Node's left out). */
const modulesLoadedBy = async (args: (dir: string) => readonly string[]): Promise<string[]> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'career-fair-cli-modules-'));
  try {
    const file = path.join(dir, 'loaded.txt');
    await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        pathToFileURL(path.join(root, 'tests/architecture/loaded-modules/register.mjs')).href,
        path.join(root, 'adapters/cli/main.ts'),
        ...args(dir),
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: path.join(dir, 'data'), MONGODB_URI: '', LOADED_MODULES_FILE: file },
      },
    );
    const urls = (await readFile(file, 'utf8')).split('\n').filter((url) => url.startsWith('file:'));
    return [...new Set(urls.map((url) => path.relative(root, fileURLToPath(url)).split(path.sep).join('/')))].filter(
      (module) => !module.startsWith('..') && !module.includes('node_modules/'),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

describe('The CLI loads only what its command needs', function () {
  this.timeout(120_000);

  it('runs `allocation --apply` without loading any module under adapters/http/', async () => {
    const loaded = await modulesLoadedBy(() => ['allocation', '--apply']);

    expect(loaded, 'the hook saw the run').to.include.members([
      'adapters/cli/main.ts',
      'adapters/composition/portal-container.ts',
      'application/allocation/allocate-interviews.ts',
    ]);
    expect(loaded.filter((module) => module.startsWith('adapters/http/'))).to.deep.equal([]);
  });
});
