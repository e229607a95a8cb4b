import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { CreateCompany } from '../../../application/companies/create-company.js';
import { DeleteCompany } from '../../../application/companies/delete-company.js';
import { EditCompany } from '../../../application/companies/edit-company.js';
import { GetCompany, type ViewedCompany } from '../../../application/companies/get-company.js';
import { GetCompanyLogo } from '../../../application/companies/get-company-logo.js';
import { ListCompanies } from '../../../application/companies/list-companies.js';
import { UpdateCompanyAccount } from '../../../application/companies/update-company-account.js';
import type { LogoUpload } from '../../../application/companies/company-logo.js';
import { SignInCompany } from '../../../application/sessions/sign-in-company.js';
import { COMPANY_DEFAULTS, COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../../domain/company.js';
import { ACCOUNT_CHANGED, PASSWORD_CHANGED } from '../../../domain/messages.js';
import { ROLES } from '../../../domain/role.js';
import type { MultipartForm, MultipartLimits } from '../multipart.js';
import { CompanyPublicSchema, CompanySchema, companyJson, companyPublicJson } from '../presenters/company-json.js';
import { idInput, objectId, parseInputTE, text, textList, withId } from '../request-input.js';
import { answer, created, done, json, protectedRoute, type AuthenticatedRequest } from '../route.js';
import { getCompanyLogo } from './company-logo-routes.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { CompanyLoginSchema, companyLoginJson } from '../presenters/recruiter-json.js';
import { sessionJson, sessionSchema } from '../presenters/session-json.js';
import { signInRoute } from './sign-in-route.js';

export const COMPANY_USE_CASES = {
  createCompany: CreateCompany,
  editCompany: EditCompany,
  updateCompanyAccount: UpdateCompanyAccount,
  deleteCompany: DeleteCompany,
  listCompanies: ListCompanies,
  getCompany: GetCompany,
  getCompanyLogo: GetCompanyLogo,
  signInCompany: SignInCompany,
};
export type CompanyUseCases = UseCasesOf<typeof COMPANY_USE_CASES>;

/** The logo travels in the form's `image` field. */
const withLogo: MultipartLimits = {
  files: { image: { maxBytes: LOGO_MAX_BYTES, tooLarge: COMPANY_MESSAGES.logoTooLarge } },
};

const companyFormFields = {
  username: text(),
  email: text(),
  companyName: text(),
  description: text(),
  tags: textList(),
  contactPerson: text(),
  contactPersonTP: text(),
  password: text(),
  confirmpassword: text(),
  numberOfInterviews: text(),
  session: text(),
  panelsCount: text(),
  areas: textList(),
  panels: textList(),
};

/** A new company's counts and session start at the form's defaults when they are not sent at all. */
const newCompanyForm = z
  .object({
    ...companyFormFields,
    numberOfInterviews: text().default(String(COMPANY_DEFAULTS.numberOfInterviews)),
    session: text().default(COMPANY_DEFAULTS.session),
    panelsCount: text().default(String(COMPANY_DEFAULTS.panelsCount)),
  })
  .strict();
const companyEditForm = z.object(companyFormFields).strict();

/** A company's own account: only these fields; any other is refused, never silently dropped. */
const PROFILE_FIELDS = ['companyName', 'description', 'tags'] as const;
const PASSWORD_FIELDS = ['password', 'confirmpassword'] as const;
const companyAccountForm = z
  .object({
    companyName: text(),
    description: text(),
    tags: textList(),
    password: text(),
    confirmpassword: text(),
  })
  .strict();

const singleQuery = z.object({ id: objectId().optional() });

const logoOf = (form: MultipartForm): LogoUpload | null => {
  const image = form.files.image;
  return image ? { bytes: image.bytes } : null;
};

const sentAny = (form: MultipartForm, fields: readonly string[]): boolean =>
  fields.some((field) => field in form.fields);

const viewedJson = ({ company, view }: ViewedCompany) =>
  view === 'full' ? companyJson(company) : companyPublicJson(company);

/** An administrator edits any field of any company. */
const editAnyCompany = (useCases: CompanyUseCases, id: string, { actor, body, form }: AuthenticatedRequest) =>
  pipe(
    parseInputTE(companyEditForm, body),
    TE.chain((fields) => useCases.editCompany.execute(actor, id, { form: fields, logo: logoOf(form) })),
    TE.map((company) => json(companyJson(company), 'Company updated')),
  );

/** A company changes its own profile fields, logo or password: only those it sent. */
const editOwnAccount = (useCases: CompanyUseCases, id: string, { actor, body, form }: AuthenticatedRequest) =>
  pipe(
    parseInputTE(companyAccountForm, body),
    TE.chain(({ companyName, description, tags, password, confirmpassword }) => {
      const changesPassword = sentAny(form, PASSWORD_FIELDS);
      return pipe(
        useCases.updateCompanyAccount.execute(actor, id, {
          profile: sentAny(form, PROFILE_FIELDS) ? { companyName, description, tags } : null,
          password: changesPassword
            ? { password, confirmpassword: 'confirmpassword' in form.fields ? confirmpassword : undefined }
            : null,
          logo: logoOf(form),
        }),
        TE.map((company) => json(companyJson(company), changesPassword ? PASSWORD_CHANGED : ACCOUNT_CHANGED)),
      );
    }),
  );

const signInCompany = (useCases: CompanyUseCases) =>
  signInRoute({
    role: 'company',
    identifier: 'username',
    summary: "Sign in as a company, with its username, or as one of its recruiters, with the recruiter's e-mail",
    signIn: useCases.signInCompany,
    session: sessionSchema(CompanyLoginSchema, 'CompanySession'),
    sessionJson: (signedIn) => sessionJson(signedIn, companyLoginJson),
  });

const getCompany = (useCases: CompanyUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/company/single',
    summary: "A company's profile: the caller's own company, or any company by ?id=",
    access: ROLES,
    operationId: 'getCompany',
    tags: ['companies'],
    request: { query: singleQuery },
    response: z.union([CompanySchema, CompanyPublicSchema]),
    errors: [404],
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(singleQuery, query),
        TE.chain(({ id }) => useCases.getCompany.execute(actor, id ?? null)),
        TE.map((viewed) => json(viewedJson(viewed))),
      ),
  });

const listCompanies = (useCases: CompanyUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/company',
    summary: 'Every company, with contacts and counts',
    access: ['admin'],
    operationId: 'listCompanies',
    tags: ['companies'],
    response: z.array(CompanySchema),
    handle: () => answer(useCases.listCompanies.execute(), (companies) => companies.map(companyJson)),
  });

const listCompanyProfiles = (useCases: CompanyUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/company/all-short',
    summary: "Every company's public profile: name, username, tags, description, panels, areas, logo",
    access: ROLES,
    operationId: 'listCompanyProfiles',
    tags: ['companies'],
    response: z.array(CompanyPublicSchema),
    handle: () => answer(useCases.listCompanies.execute(), (companies) => companies.map(companyPublicJson)),
  });

const createCompany = (useCases: CompanyUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/company/create',
    summary: 'Add a company (form data; logo in field image; lists as tags[], areas[], panels[])',
    access: ['admin'],
    operationId: 'createCompany',
    tags: ['companies'],
    request: { form: newCompanyForm },
    response: CompanySchema,
    created: true,
    errors: [409, 415],
    multipart: withLogo,
    handle: ({ actor, body, form }) =>
      pipe(
        parseInputTE(newCompanyForm, body),
        TE.chain((fields) => useCases.createCompany.execute(actor, { form: fields, logo: logoOf(form) })),
        TE.map((company) => created(companyJson(company), 'Company created')),
      ),
  });

const updateCompany = (useCases: CompanyUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/company/update/:id',
    summary: 'Edit a company: an admin any field; a company its own name, description, tags, logo and password',
    access: ['admin', 'company'],
    operationId: 'updateCompany',
    tags: ['companies'],
    request: { params: idInput, form: z.union([companyEditForm, companyAccountForm]) },
    response: CompanySchema,
    errors: [409, 415],
    multipart: withLogo,
    handle: (request) =>
      pipe(
        parseInputTE(idInput, request.params),
        TE.chain(({ id }) =>
          request.actor.role === 'admin'
            ? editAnyCompany(useCases, id, request)
            : editOwnAccount(useCases, id, request),
        ),
      ),
  });

const deleteCompany = (useCases: CompanyUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/company/delete/:id',
    summary: 'Delete a company with its coordinators, panels, interviews, logo and place in selections',
    access: ['admin'],
    operationId: 'deleteCompany',
    tags: ['companies'],
    request: { params: idInput },
    response: z.null(),
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.deleteCompany.execute(actor, id)),
        'Company deleted',
      ),
  });

export const companyAccountRoutes = routeArea(COMPANY_USE_CASES, [
  signInCompany,
  getCompany,
  listCompanies,
  listCompanyProfiles,
  createCompany,
  updateCompany,
  deleteCompany,
  getCompanyLogo,
]);
