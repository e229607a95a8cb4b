/*
 * The dependency rule of design.md §1, read from the source, one rule at a time:
 * - domain/ imports only domain/ and fp-ts, and holds nothing browser-only;
 * - application/ imports only domain/, application/ and fp-ts;
 * - nothing imports adapters/ but adapters/ itself (the composition root, adapters/composition/ and
 *   the CLI, adapters/cli/, among them) and the development tools around the product: tests/,
 *   bench/ (npm run bench) and scripts/ (npm run contract), none of which is built into dist/;
 * - ui/ imports domain/, its own files and packages, and talks to the server only through its REST
 *   client module, ui/src/api/; the server shares only domain/ with it, never importing ui/.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

export interface Violation {
  readonly file: string;
  readonly line: number;
  /** The import's module specifier, or the name the file uses. */
  readonly specifier: string;
  readonly reason: string;
}

export interface LayerRule {
  /** The rule as the test names it. */
  readonly name: string;
  readonly check: (files: readonly SourceFile[]) => Violation[];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'artifacts', '.git']);
const COMPUTED = '<computed>';

const parsed = new WeakMap<SourceFile, ts.SourceFile>();

/** Each file is parsed once, however many rules read it. */
const parse = (file: SourceFile): ts.SourceFile => {
  const known = parsed.get(file);
  if (known !== undefined) return known;
  const kind = /\.[jt]sx$/.test(file.path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
  parsed.set(file, source);
  return source;
};

const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

interface Found {
  readonly specifier: string;
  readonly line: number;
}

const specifiersIn = (source: ts.SourceFile): Found[] => {
  const found: Found[] = [];
  const literal = (node: ts.Node | undefined): string =>
    node !== undefined && ts.isStringLiteralLike(node) ? node.text : COMPUTED;
  const add = (node: ts.Node, specifier: string): void => {
    found.push({ specifier, line: lineOf(source, node) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined)) {
      add(node, literal(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node, literal(node.moduleReference.expression));
    } else if (ts.isCallExpression(node)) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isDynamicImport || isRequire) add(node, literal(node.arguments[0]));
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      add(node, ts.isLiteralTypeNode(argument) ? literal(argument.literal) : COMPUTED);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

/** Every module specifier a file names: static and type-only imports, re-exports, import(), require(), import types. */
export const importSpecifiers = (fileName: string, text: string): string[] =>
  specifiersIn(parse({ path: fileName, text })).map((found) => found.specifier);

type Target =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'package'; readonly name: string }
  | { readonly kind: 'computed' };

const targetOf = (file: string, specifier: string): Target => {
  if (specifier === COMPUTED) return { kind: 'computed' };
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return { kind: 'file', path: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) };
  }
  if (specifier.startsWith('node:') || isBuiltin(specifier)) {
    return { kind: 'builtin', name: specifier.replace(/^node:/, '') };
  }
  const [first = '', second = ''] = specifier.split('/');
  return { kind: 'package', name: first.startsWith('@') ? `${first}/${second}` : first };
};

const isUnder = (folder: string, file: string): boolean => file === folder || file.startsWith(`${folder}/`);

const describeTarget = (target: Target): string => {
  switch (target.kind) {
    case 'file':
      return target.path;
    case 'builtin':
      return `the Node built-in ${target.name}`;
    case 'package':
      return `the package ${target.name}`;
    case 'computed':
      return 'a computed module specifier, which cannot be checked';
  }
};

/** A rule on the imports of the files under `folder`: `allowed` says whether one target is fine. */
const importRule =
  (folder: string, layer: string, allowed: (target: Target, file: string) => boolean) =>
  (files: readonly SourceFile[]): Violation[] =>
    files
      .filter((file) => isUnder(folder, file.path))
      .flatMap((file) =>
        specifiersIn(parse(file)).flatMap(({ specifier, line }) => {
          const target = targetOf(file.path, specifier);
          if (target.kind !== 'computed' && allowed(target, file.path)) return [];
          return [{ file: file.path, line, specifier, reason: `${layer} imports ${describeTarget(target)}` }];
        }),
      );

const fileUnder =
  (...folders: string[]) =>
  (target: Target): boolean =>
    target.kind === 'file' && folders.some((folder) => isUnder(folder, target.path));

const isFpTs = (target: Target): boolean => target.kind === 'package' && target.name === 'fp-ts';

/** Who may import adapters/: adapters/ itself and the development tools, none of them part of the built product. */
export const ADAPTER_IMPORTERS = ['adapters', 'tests', 'bench', 'scripts'] as const;

/** What only a browser has: domain/ must run anywhere, the server included. */
export const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'matchMedia',
  'HTMLElement',
] as const;

/** The browser's ways of reaching a server, which only ui/src/api/ may use. */
export const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket', 'sendBeacon'] as const;
/** HTTP client packages, which only ui/src/api/ may import. */
export const NETWORK_PACKAGES = [
  '@microsoft/fetch-event-source',
  'axios',
  'ky',
  'ofetch',
  'superagent',
  'cross-fetch',
  'isomorphic-fetch',
  'eventsource',
] as const;
/** The REST API's base path: a literal naming it outside ui/src/api/ would reach the server around the client. */
export const API_PATH_PREFIX = '/rest/';

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self', 'navigator']);

/** Whether an identifier is a member's or property's name (`x.window`, `{ document: 1 }`), not a use of a global. */
const isMemberName = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isQualifiedName(parent)) return parent.right === node;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isEnumMember(parent) ||
      ts.isJsxAttribute(parent)) &&
    parent.name === node
  );
};

/** The names a file declares itself (variables, parameters, functions, classes, imports), anywhere in it. */
const declaredNames = (source: ts.SourceFile): Set<string> => {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isVariableDeclaration(node) ||
        ts.isParameter(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportSpecifier(node) ||
        ts.isImportClause(node) ||
        ts.isNamespaceImport(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
};

/** Where a file uses one of `names` as a global (`fetch(…)`, `window.fetch(…)`, `new EventSource(…)`). */
const globalUses = (file: SourceFile, names: ReadonlySet<string>): Found[] => {
  const source = parse(file);
  const declared = declaredNames(source);
  const isGlobal = (name: string): boolean => names.has(name) && !declared.has(name);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isGlobal(node.text) && !isMemberName(node)) {
      found.push({ specifier: node.text, line: lineOf(source, node) });
    } else if (
      ts.isPropertyAccessExpression(node) &&
      names.has(node.name.text) &&
      ts.isIdentifier(node.expression) &&
      GLOBAL_OBJECTS.has(node.expression.text) &&
      !declared.has(node.expression.text)
    ) {
      found.push({ specifier: `${node.expression.text}.${node.name.text}`, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const stringsStartingWith = (file: SourceFile, prefix: string): Found[] => {
  const source = parse(file);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    const text = ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? node.head.text : null;
    if (text !== null && text.startsWith(prefix) && !ts.isImportDeclaration(node.parent)) {
      found.push({ specifier: text, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const DOMAIN_RULE: LayerRule = {
  name: 'domain/ imports only domain/ and fp-ts',
  check: importRule('domain', 'domain', (target) => fileUnder('domain')(target) || isFpTs(target)),
};

const DOMAIN_RUNS_ANYWHERE: LayerRule = {
  name: 'domain/ holds nothing browser-only (no window, document, storage, navigator, JSX)',
  check: (files) =>
    files
      .filter((file) => isUnder('domain', file.path))
      .flatMap((file) => {
        const browserGlobals = globalUses(file, new Set([...BROWSER_GLOBALS, ...NETWORK_GLOBALS])).map((use) => ({
          ...use,
          reason: `domain uses the browser's ${use.specifier}`,
        }));
        const jsx = /\.[jt]sx$/.test(file.path)
          ? [{ specifier: path.posix.extname(file.path), line: 1, reason: 'domain holds a JSX file, a React view' }]
          : [];
        return [...browserGlobals, ...jsx].map((violation) => ({ file: file.path, ...violation }));
      }),
};

const APPLICATION_RULE: LayerRule = {
  name: 'application/ imports only domain/, application/ and fp-ts',
  check: importRule(
    'application',
    'application',
    (target) => fileUnder('domain', 'application')(target) || isFpTs(target),
  ),
};

const ADAPTERS_RULE: LayerRule = {
  name: `nothing imports adapters/ but adapters/ itself (composition root, CLI) and the tools: ${ADAPTER_IMPORTERS.slice(1).join('/, ')}/`,
  check: (files) =>
    files
      .filter((file) => !ADAPTER_IMPORTERS.some((folder) => isUnder(folder, file.path)))
      .flatMap((file) =>
        specifiersIn(parse(file)).flatMap(({ specifier, line }) => {
          const target = targetOf(file.path, specifier);
          return fileUnder('adapters')(target)
            ? [
                {
                  file: file.path,
                  line,
                  specifier,
                  reason: `${file.path.split('/')[0]} imports ${describeTarget(target)}`,
                },
              ]
            : [];
        }),
      ),
};

const SERVER_RULE: LayerRule = {
  name: 'the server (adapters/) imports nothing from ui/: it serves the built UI and shares only domain/ with it',
  check: importRule('adapters', 'adapters', (target) => !fileUnder('ui')(target)),
};

const UI_RULE: LayerRule = {
  name: 'ui/ imports only domain/, its own files and packages (never application/ or adapters/)',
  check: importRule('ui', 'ui', (target) => target.kind !== 'file' || fileUnder('ui', 'domain')(target)),
};

const UI_TALKS_THROUGH_ITS_CLIENT: LayerRule = {
  name: 'ui/src/ talks to the server only through its REST client module, ui/src/api/',
  check: (files) =>
    files
      .filter((file) => isUnder('ui/src', file.path) && !isUnder('ui/src/api', file.path))
      .flatMap((file) => {
        const packages = specifiersIn(parse(file)).flatMap(({ specifier, line }) => {
          const target = targetOf(file.path, specifier);
          return target.kind === 'package' && (NETWORK_PACKAGES as readonly string[]).includes(target.name)
            ? [{ specifier, line, reason: `ui imports the HTTP client ${target.name} outside ui/src/api` }]
            : [];
        });
        const calls = globalUses(file, new Set(NETWORK_GLOBALS)).map((use) => ({
          ...use,
          reason: `ui uses ${use.specifier} outside ui/src/api`,
        }));
        const paths = stringsStartingWith(file, API_PATH_PREFIX).map((found) => ({
          ...found,
          reason: `ui names the API path ${found.specifier} outside ui/src/api`,
        }));
        return [...packages, ...calls, ...paths].map((violation) => ({ file: file.path, ...violation }));
      }),
};

/** Each rule of design.md §1, as its own check. */
export const LAYER_RULES: readonly LayerRule[] = [
  DOMAIN_RULE,
  DOMAIN_RUNS_ANYWHERE,
  APPLICATION_RULE,
  ADAPTERS_RULE,
  SERVER_RULE,
  UI_RULE,
  UI_TALKS_THROUGH_ITS_CLIENT,
];

export const describeViolations = (rule: LayerRule, violations: readonly Violation[]): string =>
  [
    `${violations.length} place(s) break "${rule.name}" (design.md §1):`,
    ...violations.map(
      (violation) => `  ${violation.file}:${violation.line}: '${violation.specifier}' (${violation.reason})`,
    ),
  ].join('\n');

/** Every source file of the repository, dependencies, builds and data left out. */
export const repositorySources = (root: string): SourceFile[] => {
  const walk = (relative: string): SourceFile[] => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
      const child = relative === '' ? entry.name : path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(child);
      if (!entry.isFile() || !SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) return [];
      if (entry.name.endsWith('.d.ts')) return [];
      return [{ path: child, text: readFileSync(path.join(root, child), 'utf8') }];
    });
  };
  return walk('');
};
