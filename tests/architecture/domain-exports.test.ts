/*
 * domain/ holds the fair's rules and nothing else (design.md §1): a domain export that nothing outside
 * ui/ uses is a screen's concern (a text, a path, a form's shape) and belongs under ui/. "Uses" counts
 * the rest of domain/ (its own file included), the application, the adapters, the scripts and the
 * tests of those layers; the UI and its tests do not count.
 */
import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_SIDE = ['domain', 'application', 'adapters', 'scripts', 'bench', 'tests'];
const NOT_COUNTED = ['ui', path.join('tests', 'ui'), path.join('tests', 'e2e')];

interface SourceFile {
  readonly file: string;
  readonly text: string;
}

const sourcesUnder = async (folder: string): Promise<SourceFile[]> => {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_COUNTED.some((excluded) => file.startsWith(excluded + path.sep)));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(root, file), 'utf8') })));
};

const EXPORTED_NAME = /^export (?:declare )?(?:const|let|function|class|type|interface|enum) (\w+)/gm;

/** The domain exports no server-side file uses, as "domain/file.ts NAME". */
const domainExportsOnlyScreensUse = (domain: readonly SourceFile[], serverSide: readonly SourceFile[]) =>
  domain.flatMap(({ file, text }) =>
    [...text.matchAll(EXPORTED_NAME)]
      .map((match) => match[1]!)
      .filter((name) => {
        const word = new RegExp(`\\b${name}\\b`, 'g');
        const usedInItsOwnFile = (text.match(word)?.length ?? 0) > 1;
        const usedElsewhere = serverSide.some(
          (source) => source.file !== file && new RegExp(word.source).test(source.text),
        );
        return !usedInItsOwnFile && !usedElsewhere;
      })
      .map((name) => `${file} ${name}`),
  );

describe('domain/ holds rules only', () => {
  it('exports nothing that only the screens use', async () => {
    const serverSide = (await Promise.all(SERVER_SIDE.map(sourcesUnder))).flat();
    const domain = serverSide.filter(({ file }) => file.startsWith(`domain${path.sep}`));
    expect(domainExportsOnlyScreensUse(domain, serverSide)).to.deep.equal([]);
  });

  it('names a planted export that only the screens use, and not one the server uses', () => {
    const domain = [{ file: 'domain/planted.ts', text: "export const SCREEN_ONLY = 'x';\nexport const RULE = 1;\n" }];
    const serverSide = [...domain, { file: 'application/uses-rule.ts', text: 'RULE + 1' }];
    expect(domainExportsOnlyScreensUse(domain, serverSide)).to.deep.equal(['domain/planted.ts SCREEN_ONLY']);
  });
});
