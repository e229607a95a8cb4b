/*
 * Companies and coordinators made the way the admin's screens make them, for HTTP tests of any
 * area: a company through POST /company/create (multipart), a coordinator through
 * POST /coordinator/create, each signed in when a test needs its token.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ReachablePortal, TestPortal } from './portal-harness.js';

let counter = 0;
const next = () => `${process.pid.toString(36)}${(++counter).toString(36)}`;

/** Text fields of a multipart form; a list is sent as repeated `name[]`, undefined is left out. */
export type FormFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The fields of the admin's company form; lists are sent as `name[]`. */
export type CompanyFormFields = {
  username: string;
  email: string;
  companyName: string;
  description: string;
  tags: string[];
  contactPerson: string;
  contactPersonTP: string;
  password: string;
  confirmpassword: string;
  numberOfInterviews: string;
  session: string;
  panelsCount: string;
  areas: string[];
  panels: string[];
};

/** A logo to attach in the form's `image` field. */
export interface LogoFile {
  readonly bytes: Uint8Array;
  readonly type?: string;
  readonly name?: string;
}

export interface CompanyOverrides extends Partial<CompanyFormFields> {
  readonly image?: LogoFile;
}

export interface CreatedCompany {
  readonly id: string;
  readonly username: string;
  readonly password: string;
  readonly companyName: string;
  readonly panels: readonly string[];
  readonly areas: readonly string[];
}

export interface CreatedCoordinator {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  /** The coordinator's bearer token, already signed in. */
  readonly token: string;
}

/** A valid company form with a fresh username and e-mail. */
export const companyFormFields = (overrides: Partial<CompanyFormFields> = {}): CompanyFormFields => {
  const id = next();
  const password = overrides.password ?? `company-pass-${id}`;
  return {
    username: `company-${id}`,
    email: `hr-${id}@company.test`,
    companyName: `Company ${id}`,
    description: `Company ${id} builds things`,
    tags: ['Embedded', 'Cloud'],
    contactPerson: 'Ruwan Perera',
    contactPersonTP: '0112345678',
    password,
    confirmpassword: password,
    numberOfInterviews: '10',
    session: 'both',
    panelsCount: '2',
    areas: ['Automation', 'AI / SE'],
    panels: ['Software Engineering', 'DevOps'],
    ...overrides,
  };
};

/** The multipart body the Add/Edit Company modal sends: list fields as repeated `name[]`. */
export const companyFormData = (fields: FormFields, image?: LogoFile): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else for (const item of value) form.append(`${name}[]`, item);
  }
  if (image) {
    form.append(
      'image',
      new Blob([Buffer.from(image.bytes)], { type: image.type ?? 'image/png' }),
      image.name ?? 'logo.png',
    );
  }
  return form;
};

/** The admin adds a company; fails the test with the server's message if it is refused. */
export const createCompany = async (
  portal: ReachablePortal,
  adminToken: string,
  overrides: CompanyOverrides = {},
): Promise<CreatedCompany> => {
  const { image, ...fieldOverrides } = overrides;
  const fields = companyFormFields(fieldOverrides);
  const answer = await portal.api.postForm<{ _id: string; username: string; companyName: string }>(
    '/company/create',
    companyFormData(fields, image),
    adminToken,
  );
  if (answer.status !== 201) throw new Error(`company not created: ${answer.status} ${answer.body.message}`);
  return {
    id: answer.body.data._id,
    username: answer.body.data.username,
    password: fields.password,
    companyName: answer.body.data.companyName,
    panels: fields.panels,
    areas: fields.areas,
  };
};

/** The company signs in with its username; answers its bearer token. */
export const signInCompany = (
  portal: ReachablePortal,
  company: Pick<CreatedCompany, 'username' | 'password'>,
): Promise<string> => portal.api.signInCompany(company.username, company.password);

/** The fields of the Add Coordinator dialog. */
export type CoordinatorFormFields = {
  email: string;
  name: string;
  contactNumber: string;
  company: string;
  password: string;
  confirmpassword: string;
};

/** A valid Add Coordinator form for the company, with a fresh e-mail. */
export const coordinatorFormFields = (
  companyId: string,
  overrides: Partial<CoordinatorFormFields> = {},
): CoordinatorFormFields => {
  const id = next();
  const password = overrides.password ?? `coordinator-pass-${id}`;
  return {
    email: `coordinator-${id}@fair.test`,
    name: `Coordinator ${id}`,
    contactNumber: '0771234567',
    company: companyId,
    password,
    confirmpassword: password,
    ...overrides,
  };
};

/** The multipart body the Add Coordinator dialog sends. */
export const coordinatorFormData = (fields: FormFields): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else if (value !== undefined) throw new Error(`the coordinator form has no list field ${name}`);
  }
  return form;
};

/** The admin adds a coordinator for the company, who then signs in. */
export const createCoordinator = async (
  portal: ReachablePortal,
  adminToken: string,
  companyId: string,
  overrides: Partial<CoordinatorFormFields> = {},
): Promise<CreatedCoordinator> => {
  const fields = coordinatorFormFields(companyId, overrides);
  const answer = await portal.api.postForm<{ _id: string; email: string }>(
    '/coordinator/create',
    coordinatorFormData(fields),
    adminToken,
  );
  if (answer.status !== 201) throw new Error(`coordinator not created: ${answer.status} ${answer.body.message}`);
  const token = await portal.api.signIn('coordinator', fields.email, fields.password);
  return { id: answer.body.data._id, email: answer.body.data.email, password: fields.password, token };
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** Bytes that start like a PNG, `size` long in all. */
export const aPng = (size = 256): Uint8Array => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set(PNG_SIGNATURE);
  return bytes;
};

/** Bytes that start like a JPEG, `size` long in all. */
export const aJpeg = (size = 256): Uint8Array => {
  const bytes = new Uint8Array(size).fill(9);
  bytes.set(JPEG_SIGNATURE);
  return bytes;
};

/** The names in the portal's file storage directory, sorted: what a test compares before and after. */
export const storedFiles = async (portal: TestPortal): Promise<string[]> =>
  (await readdir(path.join(portal.dataDir, 'files')).catch(() => [])).sort();
