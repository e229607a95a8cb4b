/*
 * The dependency rule of design.md §1 is said by ESLint (eslint.config.js) and checked on the whole
 * tree by `npm run lint`. These tests plant small breaks of each rule, lint them as if they were files
 * of the repository, and see each one reported, so a rule that stops biting fails here.
 */
import { expect } from 'chai';
import { ESLint } from 'eslint';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = path.join(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });

/** The rules that say design.md §1; the others (unused names and the like) are not this test's business. */
const ARCHITECTURE_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
  'no-restricted-syntax',
  'no-restricted-globals',
  '@typescript-eslint/no-require-imports',
  '@typescript-eslint/consistent-type-imports',
]);

/** Each place the architecture rules report in `text` planted at `file`, as "file:line rule". */
const offending = async (file: string, text: string): Promise<string[]> => {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  const found = (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && ARCHITECTURE_RULES.has(message.ruleId))
    .map((message) => `${file}:${message.line} ${message.ruleId}`);
  return [...new Set(found)];
};

/** The lines of `file` that the architecture rules report, whichever rule it is. */
const offendingLines = async (file: string, text: string): Promise<string[]> => [
  ...new Set((await offending(file, text)).map((place) => place.split(' ')[0] ?? '')),
];

const lines = (...text: string[]): string => text.join('\n');

describe('dependency rule (design.md §1), said by ESLint', function () {
  this.timeout(60_000);

  it('applies to every source folder, and lints no installed package, build or data', async () => {
    for (const file of [
      'domain/x.ts',
      'application/x.ts',
      'adapters/x.ts',
      'ui/src/x.tsx',
      'tests/x.test.ts',
      'bench/x.ts',
      'scripts/x.ts',
      'vite.config.ts',
    ]) {
      expect(await eslint.isPathIgnored(path.join(root, file)), file).to.equal(false);
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules, file).to.include.keys('import-x/no-restricted-paths', 'import-x/no-cycle');
    }
    for (const file of ['node_modules/fp-ts/lib/Either.js', 'dist/server/adapters/main.js', 'data/x.js']) {
      expect(await eslint.isPathIgnored(path.join(root, file)), file).to.equal(true);
    }
  });

  it('lets domain import domain and fp-ts only', async () => {
    const text = lines(
      "import * as E from 'fp-ts/lib/Either.js';",
      "import { isEmail } from './email.js';",
      "import type { Rule } from '../domain/validation.js';",
      "import { z } from 'zod';",
      "import { readFile } from 'node:fs';",
      "import { EventEmitter } from 'events';",
      "import type { AppError } from '../application/errors.js';",
      "import { portal } from '../adapters/server/portal.js';",
      "import React from 'react';",
      "import { guardArea } from '../ui/src/session/area-guard.js';",
    );
    expect(await offendingLines('domain/sign-in.ts', text)).to.deep.equal([
      'domain/sign-in.ts:4',
      'domain/sign-in.ts:5',
      'domain/sign-in.ts:6',
      'domain/sign-in.ts:7',
      'domain/sign-in.ts:8',
      'domain/sign-in.ts:9',
      'domain/sign-in.ts:10',
    ]);
  });

  it('finds browser-only code in domain, and leaves alone names that merely look alike', async () => {
    const browserOnly = lines(
      'export const stored = () => localStorage.getItem("token");',
      'export const wide = () => window.innerWidth > 640;',
      'export const title = () => document.title;',
      'export const online = () => globalThis.navigator.onLine;',
      'export const call = () => fetch("/rest/api/v1/x");',
      'export const isView = (x: unknown): x is HTMLElement => x !== null;',
      'export type Screen = typeof window.screen;',
      'export interface Field extends HTMLElement { readonly hint: string }',
    );
    expect(await offending('domain/x.ts', browserOnly)).to.deep.equal([
      'domain/x.ts:1 no-restricted-globals',
      'domain/x.ts:2 no-restricted-globals',
      'domain/x.ts:3 no-restricted-globals',
      'domain/x.ts:4 no-restricted-globals',
      'domain/x.ts:5 no-restricted-globals',
      'domain/x.ts:6 no-restricted-syntax',
      'domain/x.ts:7 no-restricted-syntax',
      'domain/x.ts:8 no-restricted-syntax',
    ]);
    const lookAlikes = lines(
      'export interface Stored { readonly document: string; readonly window: number }',
      'export const read = (record: Stored) => record.document + record.window;',
      'export const of = (document: string) => ({ document, size: document.length });',
      '// window.localStorage is for the browser',
      "export const hint = 'uses sessionStorage';",
      'export type Named = { readonly navigator: string; readonly fetch: Stored["document"] };',
      'export const view = <T extends { document: string }>(value: T): T["document"] => value.document;',
    );
    expect(await offending('domain/y.ts', lookAlikes)).to.deep.equal([]);
    expect(await offending('domain/View.tsx', 'export {};')).to.deep.equal(['domain/View.tsx:1 no-restricted-syntax']);
  });

  it('lets application import domain, application and fp-ts only, no Node built-in either', async () => {
    const text = lines(
      "import * as TE from 'fp-ts/lib/TaskEither.js';",
      "import type { Student } from '../../domain/student.js';",
      "import { useCase } from '../task.js';",
      "import { Readable } from 'node:stream';",
      "import { readFile } from 'node:fs/promises';",
      "import { injectable } from 'inversify';",
      "import { mongo } from '../../adapters/persistence/mongo-store.js';",
    );
    expect(await offendingLines('application/students/sign-up.ts', text)).to.deep.equal([
      'application/students/sign-up.ts:4',
      'application/students/sign-up.ts:5',
      'application/students/sign-up.ts:6',
      'application/students/sign-up.ts:7',
    ]);
  });

  it('lets only adapters, tests, bench and scripts import adapters', async () => {
    const planted: Array<[string, string]> = [
      ['adapters/cli/main.ts', "import { composePortal } from '../composition-root.js';"],
      ['adapters/http/x.ts', "import { openApiDocument } from './openapi.js';"],
      ['tests/http/x.test.ts', "import { composePortal } from '../../adapters/composition-root.js';"],
      ['bench/x.ts', "import { composePortal } from '../adapters/composition-root.js';"],
      ['scripts/x.ts', "import { composePortal } from '../adapters/composition-root.js';"],
      ['vite.config.ts', "import { API_BASE } from './adapters/http/app.js';"],
      ['ui/src/x.ts', "import { API_BASE } from '../../adapters/http/app.js';"],
      ['application/x.ts', "import { composePortal } from '../adapters/composition-root.js';"],
    ];
    const found = (await Promise.all(planted.map(([file, text]) => offending(file, text)))).flat();
    expect(found).to.deep.equal([
      'vite.config.ts:1 import-x/no-restricted-paths',
      'ui/src/x.ts:1 import-x/no-restricted-paths',
      'application/x.ts:1 import-x/no-restricted-paths',
    ]);
  });

  it('keeps the server away from the UI: adapters import no file of ui/', async () => {
    const text = lines(
      "import { checkEnvelope } from '../../ui/src/api/response-check.js';",
      "import { isRole } from '../../domain/role.js';",
      "import Koa from 'koa';",
    );
    expect(await offending('adapters/http/app.ts', text)).to.deep.equal([
      'adapters/http/app.ts:1 import-x/no-restricted-paths',
    ]);
  });

  it('lets ui import domain, its own files and packages, but never application, adapters or tests', async () => {
    const text = lines(
      "import { useState } from 'react';",
      "import { validateSignIn } from '../../../../domain/sign-in.js';",
      "import { Button } from '../../components/AppHeader.tsx';",
      "import type { AppError } from '../../../../application/errors.js';",
      "import { portal } from '../../../../adapters/server/portal.js';",
      "import { aStudent } from '../../../../tests/support/builders.js';",
    );
    expect(await offending('ui/src/pages/public/SignInPage.tsx', text)).to.deep.equal([
      'ui/src/pages/public/SignInPage.tsx:4 import-x/no-restricted-paths',
      'ui/src/pages/public/SignInPage.tsx:5 import-x/no-restricted-paths',
      'ui/src/pages/public/SignInPage.tsx:6 import-x/no-restricted-paths',
    ]);
  });

  it('lets only ui/src/api reach the server: fetch, XMLHttpRequest, EventSource, WebSocket, sendBeacon, HTTP clients, API paths', async () => {
    const text = lines(
      "import { fetchEventSource } from '@microsoft/fetch-event-source';",
      "const a = await fetch('/health');",
      'const b = new XMLHttpRequest();',
      "const c = new EventSource('/stream');",
      "const d = window.fetch('/x');",
      "navigator.sendBeacon('/x');",
      "const e = '/rest/api/v1/student/cv';",
      'const f = `/rest/api/v1/company/${id}`;',
    );
    expect(await offending('ui/src/pages/x.tsx', text)).to.deep.equal([
      'ui/src/pages/x.tsx:1 no-restricted-imports',
      'ui/src/pages/x.tsx:2 no-restricted-globals',
      'ui/src/pages/x.tsx:3 no-restricted-globals',
      'ui/src/pages/x.tsx:4 no-restricted-globals',
      'ui/src/pages/x.tsx:5 no-restricted-globals',
      'ui/src/pages/x.tsx:6 no-restricted-globals',
      'ui/src/pages/x.tsx:7 no-restricted-syntax',
      'ui/src/pages/x.tsx:8 no-restricted-syntax',
    ]);
    expect(await offending('ui/src/api/client.ts', text)).to.deep.equal([]);
    const lookAlikes = lines(
      'const { data, mutate } = useSWR(key, fetcher);',
      'const refetch = () => mutate();',
      'const options = { fetch: false };',
      "const page = '/student/interviews';",
    );
    expect(await offending('ui/src/pages/y.tsx', lookAlikes)).to.deep.equal([]);
  });

  it('read re-exports, side-effect, type-only, multi-line and dynamic imports, require and import types', async () => {
    // A multi-line import is reported where it names its module (line 7).
    const text = lines(
      "export * from '../adapters/server/portal.js';",
      "export { AppError } from '../application/errors.js';",
      "import '../ui/src/session/area-guard.js';",
      'import type {',
      '  D,',
      '  E,',
      "} from '../application/errors.js';",
      "const f = await import('../adapters/server/portal.js');",
      "import g = require('node:fs');",
      "type H = typeof import('../adapters/server/portal.js');",
      "const i = require('../adapters/server/portal.js');",
      "const j = await import('zod');",
    );
    expect(await offendingLines('domain/x.ts', text)).to.deep.equal([
      'domain/x.ts:1',
      'domain/x.ts:2',
      'domain/x.ts:3',
      'domain/x.ts:7',
      'domain/x.ts:8',
      'domain/x.ts:9',
      'domain/x.ts:10',
      'domain/x.ts:11',
      'domain/x.ts:12',
    ]);
  });

  it('are not fooled by import-like text in comments and strings', async () => {
    const text = lines(
      "// import { x } from 'zod';",
      "/* export * from '../adapters/x.js' */",
      'export const hint = "import(\'node:fs\')";',
    );
    expect(await offending('domain/x.ts', text)).to.deep.equal([]);
  });

  it('refuse a dynamic import whose specifier is computed, which they cannot check', async () => {
    const [result] = await eslint.lintText('const name = "fs"; await import(name);', {
      filePath: path.join(root, 'domain/x.ts'),
    });
    expect(result?.messages.map(({ line, ruleId, message }) => ({ line, ruleId, message }))).to.deep.equal([
      {
        line: 1,
        ruleId: 'no-restricted-syntax',
        message: 'domain imports no module whose specifier is computed, which cannot be checked (design.md §1).',
      },
    ]);
  });

  it('name each offending file, line and import in the report', async () => {
    const [result] = await eslint.lintText(
      "import { useState } from 'react';\nimport { portal } from '../../adapters/server/portal.js';\nexport { useState, portal };",
      { filePath: path.join(root, 'ui/src/b.tsx') },
    );
    expect(result?.filePath).to.equal(path.join(root, 'ui/src/b.tsx'));
    expect(result?.messages.map(({ line, ruleId, message }) => ({ line, ruleId, message }))).to.deep.equal([
      {
        line: 2,
        ruleId: 'import-x/no-restricted-paths',
        message:
          'Unexpected path "../../adapters/server/portal.js" imported in restricted zone. nothing imports adapters/ but adapters/ itself and the tools: tests/, bench/, scripts/ (design.md §1).',
      },
      {
        line: 2,
        ruleId: 'import-x/no-restricted-paths',
        message:
          'Unexpected path "../../adapters/server/portal.js" imported in restricted zone. ui/ imports only domain/, its own files and packages (never application/, adapters/ or tests/) (design.md §1).',
      },
    ]);
  });

  describe('no import cycle anywhere', () => {
    let dir = '';
    let linter: ESLint;
    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'career-fair-cycle-'));
      linter = new ESLint({ cwd: dir, overrideConfigFile: configFile });
    });
    after(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    const cycles = async (files: Record<string, string>): Promise<string[]> => {
      await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(dir, name), text)));
      const results = await linter.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
      return results.flatMap((result) =>
        result.messages
          .filter((message) => message.ruleId === 'import-x/no-cycle')
          .map((message) => `${path.basename(result.filePath)}:${message.line}`),
      );
    };

    it('finds a cycle through any number of modules', async () => {
      expect(
        await cycles({
          'a.ts': "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n",
          'b.ts': "import { c } from './c.js';\nexport const b = (): number => c() + 1;\n",
          'c.ts': "import { a } from './a.js';\nexport const c = (): number => a() + 1;\n",
        }),
      ).to.deep.equal(['a.ts:1', 'b.ts:1', 'c.ts:1']);
    });

    it('leaves alone a type-only import back, which has no runtime effect', async () => {
      expect(
        await cycles({
          'd.ts': "import { e } from './e.js';\nexport interface D { readonly n: number }\nexport const d = e;\n",
          'e.ts': "import type { D } from './d.js';\nexport const e = (x: D): number => x.n;\n",
        }),
      ).to.deep.equal([]);
    });
  });
});
