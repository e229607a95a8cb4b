/*
 * The dependency rule of design.md §1, read from the source:
 * - domain/ imports only domain/ and fp-ts;
 * - application/ imports only domain/, application/ and fp-ts, plus Node built-ins other than the
 *   file system (the file system belongs to adapters);
 * - ui/src/ imports ui/ and domain/, any package, but never application/ or adapters/.
 * Together these mean nothing outside adapters/ and tests/ imports adapters/.
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
  readonly specifier: string;
  readonly reason: string;
}

/** Layers whose imports the rule constrains, by the folder that holds them. */
export const CHECKED_FOLDERS = ['domain', 'application', 'ui/src'] as const;

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];
const COMPUTED = '<computed>';

/** Every module specifier a file names: static and type-only imports, re-exports, import(), require(), import types. */
export const importSpecifiers = (fileName: string, text: string): string[] => {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): string =>
    node !== undefined && ts.isStringLiteralLike(node) ? node.text : COMPUTED;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined)) {
      found.push(literal(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found.push(literal(node.moduleReference.expression));
    } else if (ts.isCallExpression(node)) {
      const isDynamicImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isDynamicImport || isRequire) found.push(literal(node.arguments[0]));
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      found.push(ts.isLiteralTypeNode(argument) ? literal(argument.literal) : COMPUTED);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

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

const isFileSystem = (builtin: string): boolean => builtin === 'fs' || builtin.startsWith('fs/');

const folderOf = (file: string): (typeof CHECKED_FOLDERS)[number] | null =>
  CHECKED_FOLDERS.find((folder) => isUnder(folder, file)) ?? null;

/** Why this import breaks the rule, or null when it keeps it. */
const breach = (file: string, specifier: string): string | null => {
  const folder = folderOf(file);
  if (folder === null) return null;
  const target = targetOf(file, specifier);
  if (target.kind === 'computed') return 'a computed module specifier cannot be checked';
  switch (folder) {
    case 'domain':
      if (target.kind === 'file') return isUnder('domain', target.path) ? null : `domain imports ${target.path}`;
      if (target.kind === 'package') return target.name === 'fp-ts' ? null : `domain imports the package ${target.name}`;
      return `domain imports the Node built-in ${target.name}`;
    case 'application':
      if (target.kind === 'file') {
        return isUnder('domain', target.path) || isUnder('application', target.path)
          ? null
          : `application imports ${target.path}`;
      }
      if (target.kind === 'package') {
        return target.name === 'fp-ts' ? null : `application imports the package ${target.name}`;
      }
      return isFileSystem(target.name) ? `application imports the file system (${target.name})` : null;
    case 'ui/src':
      if (target.kind !== 'file') return null;
      return isUnder('ui', target.path) || isUnder('domain', target.path) ? null : `ui imports ${target.path}`;
  }
};

export const layerViolations = (files: readonly SourceFile[]): Violation[] =>
  files.flatMap((file) =>
    importSpecifiers(file.path, file.text).flatMap((specifier) => {
      const reason = breach(file.path, specifier);
      return reason === null ? [] : [{ file: file.path, specifier, reason }];
    }),
  );

export const describeViolations = (violations: readonly Violation[]): string =>
  [
    `${violations.length} import(s) break the dependency rule of design.md §1:`,
    ...violations.map((violation) => `  ${violation.file}: '${violation.specifier}' (${violation.reason})`),
  ].join('\n');

/** The source files of the checked folders; a folder that does not exist yet has none. */
export const checkedSources = (root: string): SourceFile[] => {
  const walk = (relative: string): SourceFile[] => {
    const absolute = path.join(root, relative);
    if (!existsSync(absolute)) return [];
    return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(child);
      if (!entry.isFile() || !SOURCE_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) return [];
      return [{ path: child, text: readFileSync(path.join(root, child), 'utf8') }];
    });
  };
  return CHECKED_FOLDERS.flatMap(walk);
};
