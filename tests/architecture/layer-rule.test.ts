import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import {
  checkedSources,
  describeViolations,
  importSpecifiers,
  layerViolations,
  type SourceFile,
} from './layer-rule.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const file = (path: string, text: string): SourceFile => ({ path, text });
const offending = (files: readonly SourceFile[]) =>
  layerViolations(files).map((violation) => `${violation.file} -> ${violation.specifier}`);

describe('dependency rule (design.md §1)', () => {
  it('holds for every file of domain/, application/ and ui/src/', () => {
    const sources = checkedSources(repositoryRoot);
    expect(sources.some((source) => source.path.startsWith('domain/'))).to.equal(true);
    const violations = layerViolations(sources);
    expect(violations, describeViolations(violations)).to.deep.equal([]);
  });

  describe('the check itself', () => {
    it('lets domain import domain and fp-ts only', () => {
      const text = [
        "import * as E from 'fp-ts/lib/Either.js';",
        "import { isEmail } from './email.js';",
        "import type { Rule } from '../domain/validation.js';",
        "import { z } from 'zod';",
        "import { readFile } from 'node:fs';",
        "import { EventEmitter } from 'events';",
        "import type { AppError } from '../application/errors.js';",
        "import { portal } from '../adapters/portal.js';",
        "import React from 'react';",
      ].join('\n');
      expect(offending([file('domain/sign-in.ts', text)])).to.deep.equal([
        'domain/sign-in.ts -> zod',
        'domain/sign-in.ts -> node:fs',
        'domain/sign-in.ts -> events',
        'domain/sign-in.ts -> ../application/errors.js',
        'domain/sign-in.ts -> ../adapters/portal.js',
        'domain/sign-in.ts -> react',
      ]);
    });

    it('lets application import domain, application, fp-ts and Node built-ins other than the file system', () => {
      const text = [
        "import * as TE from 'fp-ts/lib/TaskEither.js';",
        "import type { Student } from '../../domain/student.js';",
        "import { attempt } from '../task.js';",
        "import { Readable } from 'node:stream';",
        "import { readFile } from 'node:fs/promises';",
        "import fs from 'fs';",
        "import { injectable } from 'inversify';",
        "import { mongo } from '../../adapters/persistence/mongo-store.js';",
      ].join('\n');
      expect(offending([file('application/students/sign-up.ts', text)])).to.deep.equal([
        'application/students/sign-up.ts -> node:fs/promises',
        'application/students/sign-up.ts -> fs',
        'application/students/sign-up.ts -> inversify',
        'application/students/sign-up.ts -> ../../adapters/persistence/mongo-store.js',
      ]);
    });

    it('lets ui/src import domain and packages but never application or adapters', () => {
      const text = [
        "import { useState } from 'react';",
        "import { validateSignIn } from '../../../../domain/sign-in.js';",
        "import { Button } from '../components/Button.tsx';",
        "import type { AppError } from '../../../../application/errors.js';",
        "import { portal } from '../../../../adapters/portal.js';",
      ].join('\n');
      expect(offending([file('ui/src/pages/public/SignInPage.tsx', text)])).to.deep.equal([
        'ui/src/pages/public/SignInPage.tsx -> ../../../../application/errors.js',
        'ui/src/pages/public/SignInPage.tsx -> ../../../../adapters/portal.js',
      ]);
    });

    it('reads re-exports, side-effect, type-only, multi-line and dynamic imports, require and import types', () => {
      const text = `
        export * from './a.js';
        export { b } from './b.js';
        import './c.js';
        import type {
          D,
          E,
        } from './d.js';
        const f = await import('./f.js');
        import g = require('./g.js');
        type H = typeof import('./h.js');
        const i = require('./i.js');
        export const j = 1;
      `;
      expect(importSpecifiers('domain/x.ts', text)).to.deep.equal([
        './a.js',
        './b.js',
        './c.js',
        './d.js',
        './f.js',
        './g.js',
        './h.js',
        './i.js',
      ]);
    });

    it('is not fooled by import-like text in comments and strings', () => {
      const text = [
        "// import { x } from 'zod';",
        "/* export * from '../adapters/x.js' */",
        "const hint = \"import('node:fs')\";",
      ].join('\n');
      expect(importSpecifiers('domain/x.ts', text)).to.deep.equal([]);
    });

    it('refuses a dynamic import whose specifier is computed, which it cannot check', () => {
      expect(layerViolations([file('domain/x.ts', 'const name = "fs"; await import(name);')])).to.deep.equal([
        { file: 'domain/x.ts', specifier: '<computed>', reason: 'a computed module specifier cannot be checked' },
      ]);
    });

    it('leaves files outside the checked folders alone', () => {
      const text = "import { portal } from '../adapters/portal.js'; import fs from 'node:fs';";
      expect(offending([file('tests/http/x.test.ts', text), file('adapters/main.ts', text)])).to.deep.equal([]);
    });

    it('names each offending file and import in its failure message', () => {
      const message = describeViolations(
        layerViolations([
          file('domain/a.ts', "import 'zod';"),
          file('ui/src/b.tsx', "import { x } from '../../adapters/x.js';"),
        ]),
      );
      expect(message).to.equal(
        [
          '2 import(s) break the dependency rule of design.md §1:',
          "  domain/a.ts: 'zod' (domain imports the package zod)",
          "  ui/src/b.tsx: '../../adapters/x.js' (ui imports adapters/x.js)",
        ].join('\n'),
      );
    });

    it('finds no sources in a folder that does not exist, such as an empty ui/src', () => {
      expect(checkedSources(fileURLToPath(new URL('./no-such-repository', import.meta.url)))).to.deep.equal([]);
    });
  });
});
