import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import {
  describeViolations,
  importSpecifiers,
  LAYER_RULES,
  repositorySources,
  type LayerRule,
  type SourceFile,
} from './layer-rule.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const file = (path: string, text: string): SourceFile => ({ path, text });

const ruleNamed = (start: string): LayerRule => {
  const rule = LAYER_RULES.find((candidate) => candidate.name.startsWith(start));
  if (rule === undefined) throw new Error(`no layer rule starts with "${start}"`);
  return rule;
};

const offending = (rule: LayerRule, files: readonly SourceFile[]): string[] =>
  rule.check(files).map((violation) => `${violation.file}:${violation.line} -> ${violation.specifier}`);

const lines = (...text: string[]): string => text.join('\n');

describe('dependency rule (design.md §1)', () => {
  const sources = repositorySources(repositoryRoot);

  it('reads the whole repository: domain, application, adapters, ui, tests', () => {
    for (const folder of ['domain/', 'application/', 'adapters/', 'ui/src/', 'tests/']) {
      expect(
        sources.some((source) => source.path.startsWith(folder)),
        folder,
      ).to.equal(true);
    }
    expect(sources.some((source) => source.path.includes('node_modules/'))).to.equal(false);
  });

  for (const rule of LAYER_RULES) {
    it(rule.name, () => {
      const violations = rule.check(sources);
      expect(violations, describeViolations(rule, violations)).to.deep.equal([]);
    });
  }

  describe('the checks themselves', () => {
    it('let domain import domain and fp-ts only', () => {
      const text = lines(
        "import * as E from 'fp-ts/lib/Either.js';",
        "import { isEmail } from './email.js';",
        "import type { Rule } from '../domain/validation.js';",
        "import { z } from 'zod';",
        "import { readFile } from 'node:fs';",
        "import { EventEmitter } from 'events';",
        "import type { AppError } from '../application/errors.js';",
        "import { portal } from '../adapters/portal.js';",
        "import React from 'react';",
        "import { guardArea } from '../ui/src/session/area-guard.js';",
      );
      expect(offending(ruleNamed('domain/ imports'), [file('domain/sign-in.ts', text)])).to.deep.equal([
        'domain/sign-in.ts:4 -> zod',
        'domain/sign-in.ts:5 -> node:fs',
        'domain/sign-in.ts:6 -> events',
        'domain/sign-in.ts:7 -> ../application/errors.js',
        'domain/sign-in.ts:8 -> ../adapters/portal.js',
        'domain/sign-in.ts:9 -> react',
        'domain/sign-in.ts:10 -> ../ui/src/session/area-guard.js',
      ]);
    });

    it('find browser-only code in domain, and leave alone names that merely look alike', () => {
      const browserOnly = lines(
        'export const stored = () => localStorage.getItem("token");',
        'export const wide = () => window.innerWidth > 640;',
        'export const title = () => document.title;',
        'export const online = () => globalThis.navigator.onLine;',
        'export const call = () => fetch("/rest/api/v1/x");',
      );
      expect(
        offending(ruleNamed('domain/ holds nothing browser-only'), [file('domain/x.ts', browserOnly)]),
      ).to.deep.equal([
        'domain/x.ts:1 -> localStorage',
        'domain/x.ts:2 -> window',
        'domain/x.ts:3 -> document',
        'domain/x.ts:4 -> globalThis.navigator',
        'domain/x.ts:5 -> fetch',
      ]);
      const lookAlikes = lines(
        'export interface Stored { readonly document: string; readonly window: number }',
        'export const read = (record: Stored) => record.document + record.window;',
        'export const of = (document: string) => ({ document, size: document.length });',
        '// window.localStorage is for the browser',
        "export const hint = 'uses sessionStorage';",
      );
      expect(
        offending(ruleNamed('domain/ holds nothing browser-only'), [file('domain/y.ts', lookAlikes)]),
      ).to.deep.equal([]);
      expect(
        offending(ruleNamed('domain/ holds nothing browser-only'), [file('domain/View.tsx', 'export {};')]),
      ).to.deep.equal(['domain/View.tsx:1 -> .tsx']);
    });

    it('let application import domain, application and fp-ts only, no Node built-in either', () => {
      const text = lines(
        "import * as TE from 'fp-ts/lib/TaskEither.js';",
        "import type { Student } from '../../domain/student.js';",
        "import { attempt } from '../task.js';",
        "import { Readable } from 'node:stream';",
        "import { readFile } from 'node:fs/promises';",
        "import { injectable } from 'inversify';",
        "import { mongo } from '../../adapters/persistence/mongo-store.js';",
      );
      expect(offending(ruleNamed('application/'), [file('application/students/sign-up.ts', text)])).to.deep.equal([
        'application/students/sign-up.ts:4 -> node:stream',
        'application/students/sign-up.ts:5 -> node:fs/promises',
        'application/students/sign-up.ts:6 -> inversify',
        'application/students/sign-up.ts:7 -> ../../adapters/persistence/mongo-store.js',
      ]);
    });

    it('let only adapters, tests, bench and scripts import adapters', () => {
      const rule = ruleNamed('nothing imports adapters/');
      const importsAdapters = "import { composePortal } from '../adapters/composition-root.js';";
      expect(
        offending(rule, [
          file('adapters/cli/main.ts', "import { composePortal } from '../composition-root.js';"),
          file('adapters/http/app.ts', "import { openApiDocument } from './openapi.js';"),
          file('tests/http/x.test.ts', importsAdapters),
          file('bench/x.ts', importsAdapters),
          file('scripts/x.ts', importsAdapters),
          file('vite.config.ts', "import { API_BASE } from './adapters/http/app.js';"),
          file('ui/src/x.ts', "import { API_BASE } from '../../adapters/http/app.js';"),
          file('application/x.ts', importsAdapters),
        ]),
      ).to.deep.equal([
        'vite.config.ts:1 -> ./adapters/http/app.js',
        'ui/src/x.ts:1 -> ../../adapters/http/app.js',
        'application/x.ts:1 -> ../adapters/composition-root.js',
      ]);
    });

    it('keep the server away from the UI: adapters import no file of ui/', () => {
      const text = lines(
        "import { checkEnvelope } from '../../ui/src/api/response-check.js';",
        "import { isRole } from '../../domain/role.js';",
        "import Koa from 'koa';",
      );
      expect(offending(ruleNamed('the server'), [file('adapters/http/app.ts', text)])).to.deep.equal([
        'adapters/http/app.ts:1 -> ../../ui/src/api/response-check.js',
      ]);
    });

    it('let ui import domain, its own files and packages, but never application, adapters or tests', () => {
      const text = lines(
        "import { useState } from 'react';",
        "import { validateSignIn } from '../../../../domain/sign-in.js';",
        "import { Button } from '../components/Button.tsx';",
        "import type { AppError } from '../../../../application/errors.js';",
        "import { portal } from '../../../../adapters/portal.js';",
        "import { aStudent } from '../../../../tests/support/builders.js';",
      );
      expect(offending(ruleNamed('ui/ imports'), [file('ui/src/pages/public/SignInPage.tsx', text)])).to.deep.equal([
        'ui/src/pages/public/SignInPage.tsx:4 -> ../../../../application/errors.js',
        'ui/src/pages/public/SignInPage.tsx:5 -> ../../../../adapters/portal.js',
        'ui/src/pages/public/SignInPage.tsx:6 -> ../../../../tests/support/builders.js',
      ]);
    });

    it('let only ui/src/api reach the server: fetch, XMLHttpRequest, EventSource, WebSocket, sendBeacon, HTTP clients, API paths', () => {
      const rule = ruleNamed('ui/src/ talks');
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
      expect(offending(rule, [file('ui/src/pages/x.tsx', text)])).to.deep.equal([
        'ui/src/pages/x.tsx:1 -> @microsoft/fetch-event-source',
        'ui/src/pages/x.tsx:2 -> fetch',
        'ui/src/pages/x.tsx:3 -> XMLHttpRequest',
        'ui/src/pages/x.tsx:4 -> EventSource',
        'ui/src/pages/x.tsx:5 -> window.fetch',
        'ui/src/pages/x.tsx:6 -> navigator.sendBeacon',
        'ui/src/pages/x.tsx:7 -> /rest/api/v1/student/cv',
        'ui/src/pages/x.tsx:8 -> /rest/api/v1/company/',
      ]);
      expect(offending(rule, [file('ui/src/api/client.ts', text)])).to.deep.equal([]);
      const lookAlikes = lines(
        'const { data, mutate } = useSWR(key, fetcher);',
        'const refetch = () => mutate();',
        'const options = { fetch: false };',
        "const page = '/student/interviews';",
      );
      expect(offending(rule, [file('ui/src/pages/y.tsx', lookAlikes)])).to.deep.equal([]);
    });

    it('read re-exports, side-effect, type-only, multi-line and dynamic imports, require and import types', () => {
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

    it('are not fooled by import-like text in comments and strings', () => {
      const text = lines(
        "// import { x } from 'zod';",
        "/* export * from '../adapters/x.js' */",
        'const hint = "import(\'node:fs\')";',
      );
      expect(importSpecifiers('domain/x.ts', text)).to.deep.equal([]);
    });

    it('refuse a dynamic import whose specifier is computed, which they cannot check', () => {
      expect(
        ruleNamed('domain/ imports').check([file('domain/x.ts', 'const name = "fs"; await import(name);')]),
      ).to.deep.equal([
        {
          file: 'domain/x.ts',
          line: 1,
          specifier: '<computed>',
          reason: 'domain imports a computed module specifier, which cannot be checked',
        },
      ]);
    });

    it('name each offending file, line and import in the failure message', () => {
      const rule = ruleNamed('ui/ imports');
      const message = describeViolations(
        rule,
        rule.check([
          file('ui/src/b.tsx', "import { useState } from 'react';\nimport { x } from '../../adapters/x.js';"),
        ]),
      );
      expect(message).to.equal(
        [
          `1 place(s) break "${rule.name}" (design.md §1):`,
          "  ui/src/b.tsx:2: '../../adapters/x.js' (ui imports adapters/x.js)",
        ].join('\n'),
      );
    });

    it('find no sources where there is no repository', () => {
      expect(repositorySources(fileURLToPath(new URL('./no-such-repository', import.meta.url)))).to.deep.equal([]);
    });
  });
});
