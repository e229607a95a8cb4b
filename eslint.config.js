import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/*
 * The dependency rule of design.md §1, said by ESLint, one rule at a time:
 * - domain/ imports only domain/ and fp-ts, and holds nothing browser-only;
 * - application/ imports only domain/, application/ and fp-ts;
 * - nothing imports adapters/ but adapters/ itself (the composition root, adapters/composition/ and
 *   the CLI, adapters/cli/, among them) and the development tools around the product: tests/,
 *   bench/ (npm run bench) and scripts/ (npm run contract), none of which is built into dist/;
 * - ui/ imports domain/, its own files and packages, and talks to the server only through its REST
 *   client module, ui/src/api/; the server shares only domain/ with it, never importing ui/;
 * - no module imports itself back through its imports: no import cycle anywhere.
 * Files are told apart by import-x/no-restricted-paths, which resolves each import to a file; packages
 * and Node's built-ins by no-restricted-imports and no-restricted-syntax; browser-only names by
 * no-restricted-globals. tests/architecture/lint-rules.test.ts plants a break of each and sees it reported.
 * Type-position imports (`typeof import('…')`) and require() are refused everywhere by the
 * typescript-eslint rules below (consistent-type-imports, no-require-imports), so every import a
 * file makes is one the rules here read. The zones judge an import by the file it resolves to, so
 * they leave alone one that resolves to no file: the type-checks (npm run typecheck) refuse that.
 * These rules replaced a hand-written checker of the same rules; nothing of it is left, as ESLint
 * says every one of them.
 */
const root = import.meta.dirname;

/** Everything in the repository but `folders` (and the installed packages, whose names the import rules check). */
const everythingBut = (...folders) => [`./!(${[...folders, 'node_modules'].join('|')})/**`, './*'];

/** Who may import adapters/: adapters/ itself and the development tools, none of them part of the built product. */
const ADAPTER_IMPORTERS = ['adapters', 'tests', 'bench', 'scripts'];

const zones = [
  {
    target: './domain',
    from: everythingBut('domain'),
    message: 'domain/ imports only domain/ and fp-ts (design.md §1).',
  },
  {
    target: './application',
    from: everythingBut('domain', 'application'),
    message: 'application/ imports only domain/, application/ and fp-ts (design.md §1).',
  },
  {
    target: [`./!(${ADAPTER_IMPORTERS.join('|')})/**`, './*'],
    from: './adapters',
    message: `nothing imports adapters/ but adapters/ itself and the tools: ${ADAPTER_IMPORTERS.slice(1).join('/, ')}/ (design.md §1).`,
  },
  {
    target: './adapters',
    from: './ui',
    message:
      'the server imports nothing from ui/: it serves the built UI and shares only domain/ with it (design.md §1).',
  },
  {
    target: './ui',
    from: everythingBut('ui', 'domain'),
    message:
      'ui/ imports only domain/, its own files and packages (never application/, adapters/ or tests/) (design.md §1).',
  },
];

/** A package name or a Node built-in: a specifier that is neither relative nor absolute. */
const packageOtherThanFpTs = '^(?!fp-ts(?:/|$)|\\.|/)';
const onlyFpTs = (layer) => ({
  patterns: [
    {
      regex: packageOtherThanFpTs,
      message: `${layer} imports no package but fp-ts, and no Node built-in (design.md §1).`,
    },
  ],
});
/** esquery's regular expressions cannot hold a slash: \x2F is one. */
const slashFree = (regex) => regex.replaceAll('/', '\\x2F');
const dynamicImportRules = (layer) => [
  {
    selector: 'ImportExpression[source.type!="Literal"]',
    message: `${layer} imports no module whose specifier is computed, which cannot be checked (design.md §1).`,
  },
  {
    selector: `ImportExpression > Literal.source[value=/${slashFree(packageOtherThanFpTs)}/]`,
    message: `${layer} imports no package but fp-ts, and no Node built-in (design.md §1).`,
  },
];

/** What only a browser has: domain/ must run anywhere, the server included. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'matchMedia',
  'HTMLElement',
];
/** The browser's ways of reaching a server, which only ui/src/api/ may use. */
const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket', 'sendBeacon'];
/** HTTP client packages, which only ui/src/api/ may import. */
const NETWORK_PACKAGES = [
  '@microsoft/fetch-event-source',
  'axios',
  'ky',
  'ofetch',
  'superagent',
  'cross-fetch',
  'isomorphic-fetch',
  'eventsource',
];
/** The REST API's base path: a literal naming it outside ui/src/api/ would reach the server around the client. */
const API_PATH = '^/rest/';

/** The objects a global is also reached through (`window.fetch`, `globalThis.navigator`, `navigator.sendBeacon`). */
const GLOBAL_OBJECTS = { window: 'readonly', self: 'readonly', globalThis: 'readonly', navigator: 'readonly' };

/** A browser-only name in a type (`HTMLElement`, `typeof window`), which no-restricted-globals leaves to the types. */
const browserOnlyTypes = {
  selector: [
    ':matches(TSTypeReference > Identifier.typeName, TSTypeQuery > Identifier.exprName, TSQualifiedName > Identifier.left,',
    ' TSInterfaceHeritage > Identifier.expression, TSClassImplements > Identifier.expression)',
    `[name=/^(?:${[...BROWSER_GLOBALS, ...NETWORK_GLOBALS].join('|')})$/]`,
  ].join(''),
  message: 'domain/ holds nothing browser-only, in its types either: it runs on the server too (design.md §1).',
};
const domainSyntax = [...dynamicImportRules('domain'), browserOnlyTypes];
const domainHoldsNoView = {
  selector: 'Program',
  message: 'domain/ holds no JSX file, a React view: it belongs in ui/ (design.md §1).',
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    name: 'design.md §1: folder boundaries and no import cycle',
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/tsconfig.json`, `${root}/ui/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'design.md §1: domain/ imports only domain/ and fp-ts, and holds nothing browser-only',
    files: ['domain/**'],
    languageOptions: { globals: GLOBAL_OBJECTS },
    rules: {
      'no-restricted-imports': ['error', onlyFpTs('domain')],
      'no-restricted-syntax': ['error', ...domainSyntax],
      'no-restricted-globals': [
        'error',
        {
          globals: [...BROWSER_GLOBALS, ...NETWORK_GLOBALS].map((name) => ({
            name,
            message: 'domain/ holds nothing browser-only: it runs on the server too (design.md §1).',
          })),
          checkGlobalObject: true,
        },
      ],
    },
  },
  {
    files: ['domain/**/*.{tsx,jsx}'],
    rules: { 'no-restricted-syntax': ['error', ...domainSyntax, domainHoldsNoView] },
  },
  {
    name: 'design.md §1: application/ imports only domain/, application/ and fp-ts',
    files: ['application/**'],
    rules: {
      'no-restricted-imports': ['error', onlyFpTs('application')],
      'no-restricted-syntax': ['error', ...dynamicImportRules('application')],
    },
  },
  {
    name: 'design.md §1: ui/src/ talks to the server only through its REST client module, ui/src/api/',
    files: ['ui/src/**'],
    ignores: ['ui/src/api/**'],
    languageOptions: { globals: GLOBAL_OBJECTS },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:${NETWORK_PACKAGES.join('|')})(?:/|$)`,
              message: 'ui/ reaches the server only through ui/src/api/ (design.md §1).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          globals: NETWORK_GLOBALS.map((name) => ({
            name,
            message: 'ui/ reaches the server only through ui/src/api/ (design.md §1).',
          })),
          checkGlobalObject: true,
          globalObjects: ['navigator'],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `:not(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal[value=/${slashFree(API_PATH)}/]`,
          message: 'ui/ names the REST API only in ui/src/api/ (design.md §1).',
        },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.cooked=/${slashFree(API_PATH)}/]`,
          message: 'ui/ names the REST API only in ui/src/api/ (design.md §1).',
        },
      ],
    },
  },
);
