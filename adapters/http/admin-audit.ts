import type { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import type {
  AdminRepository,
  CompanyRepository,
  CoordinatorRepository,
  StudentRepository,
} from '../../application/ports/persistence.js';
import type { AdminAction } from '../../domain/audit.js';
import type { AuthenticatedRequest, ProtectedRoute, Reply, Route } from './route.js';

/**
 * The audit log is written here, around the routes: every write an administrator may make is run
 * through RecordAdminAction, which records it once it succeeds. Only the route knows who is acting,
 * and wrapping the route table means a new admin write is audited without anyone remembering to.
 * Operations named in the descriptions below get their own action and summary; any other is
 * recorded under its operationId and the route's summary.
 */

/** What the records an action touches are called, read before it (a deleted record is gone after). */
export interface AuditNames {
  admin(id: string): Promise<string | null>;
  coordinator(id: string): Promise<string | null>;
  company(id: string): Promise<string | null>;
  student(id: string): Promise<string | null>;
}

/** The records' names as the audit log writes them: an e-mail, a company's name, a student's name, index and e-mail. */
export const recordNames = (records: {
  readonly admins: Pick<AdminRepository, 'findById'>;
  readonly coordinators: Pick<CoordinatorRepository, 'findById'>;
  readonly companies: Pick<CompanyRepository, 'findById'>;
  readonly students: Pick<StudentRepository, 'findById'>;
}): AuditNames => ({
  admin: async (id) => (await records.admins.findById(id))?.email ?? null,
  coordinator: async (id) => (await records.coordinators.findById(id))?.email ?? null,
  company: async (id) => (await records.companies.findById(id))?.companyName ?? null,
  student: async (id) => {
    const student = await records.students.findById(id);
    return student === null ? null : `${student.fullName} (${student.indexNumber}, ${student.email})`;
  },
});

export interface AuditDescription {
  /** A name read before the action runs, handed to `describe`. */
  readonly before?: (request: AuthenticatedRequest, names: AuditNames) => Promise<string | null>;
  /** The action as the log keeps it, or null when the call changed nothing (a dry run). */
  describe(request: AuthenticatedRequest, reply: Reply, before: string | null): AdminAction | null;
}

type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
const textOf = (fields: Fields, key: string): string => {
  const value = fields[key];
  return typeof value === 'string' ? value : '';
};
const dataOf = (reply: Reply): Fields => (reply.kind === 'json' ? fieldsOf(reply.data) : {});
const idParam = (request: AuthenticatedRequest): string => request.params.id ?? '';
/** The body's or the multipart form's text fields, whichever the route took. */
const inputOf = (request: AuthenticatedRequest): Fields =>
  Object.keys(request.form.fields).length > 0 ? request.form.fields : fieldsOf(request.body);
const named = (name: string | null, id: string): string => name ?? `id ${id}`;

const deletion = (action: string, noun: string, lookup: keyof AuditNames): AuditDescription => ({
  before: (request, names) => names[lookup](idParam(request)),
  describe: (request, _reply, name) => ({
    action,
    targets: [idParam(request)],
    summary: `Deleted ${noun} ${named(name, idParam(request))}`,
  }),
});

/** The administrators' writes by operationId, each with its action and summary (never a password). */
export const ADMIN_AUDIT_DESCRIPTIONS: Readonly<Record<string, AuditDescription>> = {
  addAdmin: {
    describe: (_request, reply) => ({
      action: 'admin.added',
      targets: [textOf(dataOf(reply), '_id')],
      summary: `Added administrator ${textOf(dataOf(reply), 'email')}`,
    }),
  },
  deleteAdmin: deletion('admin.deleted', 'administrator', 'admin'),
  addCoordinator: {
    describe: (_request, reply) => ({
      action: 'coordinator.added',
      targets: [textOf(dataOf(reply), '_id'), textOf(dataOf(reply), 'company')],
      summary: `Added coordinator ${textOf(dataOf(reply), 'email')}`,
    }),
  },
  deleteCoordinator: deletion('coordinator.deleted', 'coordinator', 'coordinator'),
  createCompany: {
    describe: (_request, reply) => ({
      action: 'company.created',
      targets: [textOf(dataOf(reply), '_id')],
      summary: `Created company ${textOf(dataOf(reply), 'companyName')} (${textOf(dataOf(reply), 'username')})`,
    }),
  },
  updateCompany: {
    describe: (request, reply) => {
      const password = Object.entries(inputOf(request)).some(
        ([field, value]) => /password/i.test(field) && typeof value === 'string' && value !== '',
      );
      return {
        action: 'company.edited',
        targets: [idParam(request)],
        summary: `Edited company ${textOf(dataOf(reply), 'companyName')}${password ? ', password changed' : ''}`,
      };
    },
  },
  deleteCompany: deletion('company.deleted', 'company', 'company'),
  deleteStudent: deletion('student.deleted', 'student', 'student'),
  createInterview: {
    describe: (_request, reply) => {
      const student = fieldsOf(dataOf(reply).student);
      const company = fieldsOf(dataOf(reply).company);
      return {
        action: 'interview.created',
        targets: [textOf(dataOf(reply), '_id'), textOf(student, '_id'), textOf(company, '_id')],
        summary: `Created an interview of ${textOf(student, 'fullName')} (${textOf(student, 'indexNumber')}) with ${textOf(company, 'companyName')}`,
      };
    },
  },
  recountCompanySlots: {
    before: (request, names) => names.company(idParam(request)),
    describe: (request, _reply, name) => ({
      action: 'company.slots-recounted',
      targets: [idParam(request)],
      summary: `Recounted the students choosing ${named(name, idParam(request))}`,
    }),
  },
};

const fallback = (route: ProtectedRoute): AuditDescription => ({
  describe: (request) => ({
    action: route.operationId,
    targets: Object.values(request.params),
    summary: route.summary,
  }),
});

/**
 * The operations whose use case records its own audit entry where it is bound (application/audit/audited.ts),
 * so that every entry point, the CLI too, is audited: not recorded here a second time.
 */
export const AUDITED_BY_USE_CASE: ReadonlySet<string> = new Set([
  'allocateInterviews',
  'saveFairSettings',
  'changeWalkingStatus',
  ...Object.keys(ADMIN_AUDIT_DESCRIPTIONS),
]);

/** Writes are every method but GET; the routes an administrator may call are the audited ones. */
export const isAdminWrite = (route: Route): route is ProtectedRoute =>
  route.access !== 'public' && route.access.includes('admin') && route.method !== 'get';

/** The route table with every administrator's write recorded in the audit log once it succeeds. */
export const auditAdminWrites = (
  routes: readonly Route[],
  record: RecordAdminAction,
  names: AuditNames,
  descriptions: Readonly<Record<string, AuditDescription>> = ADMIN_AUDIT_DESCRIPTIONS,
): Route[] =>
  routes.map((route) => {
    if (!isAdminWrite(route) || AUDITED_BY_USE_CASE.has(route.operationId)) return route;
    const description = descriptions[route.operationId] ?? fallback(route);
    return {
      ...route,
      handle: (request: AuthenticatedRequest) => async () => {
        if (request.actor.role !== 'admin') return route.handle(request)();
        const before =
          description.before === undefined ? null : await description.before(request, names).catch(() => null);
        return record.execute(request.actor, route.handle(request), (reply) =>
          description.describe(request, reply, before),
        )();
      },
    };
  });
