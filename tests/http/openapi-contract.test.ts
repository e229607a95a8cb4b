import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { composedRoutes } from '../support/composed-routes.js';
import { assignedInterview, staffedCompany, type StaffedCompany } from '../support/fair-operations.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import type { ConfirmedStudent } from '../support/student-accounts.js';

interface Operation {
  readonly operationId?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
  readonly responses: Record<string, { readonly $ref?: string; readonly content?: Record<string, unknown> }>;
}
interface Document {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly responses: Record<string, { content: Record<string, unknown> }> };
}

/** Routes the server answers besides the route table: the live stream and the document itself. */
const FIXED_OPERATIONS = ['get /live', 'get /openapi.json'];
const ANY_ID = '0123456789abcdef01234567';

const toOpenApiPath = (routePath: string) => routePath.replace(/:([A-Za-z_]+)/g, '{$1}');
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method} ${route}`, method, route, operation })),
  );

describe('The OpenAPI contract at /rest/api/v1/openapi.json', function () {
  this.timeout(60_000);
  let portal: TestPortal;
  let document: Document;
  let ajv: Ajv2020;

  before(async () => {
    portal = await startTestPortal();
    const answer = await fetch(`${portal.api.base}/openapi.json`);
    expect(answer.status).to.equal(200);
    document = (await answer.json()) as Document;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document as object, 'contract');
  });

  after(() => portal.dispose());

  /** Checks a live answer against what the document says `method path` answers with that status. */
  const expectAnswerFits = (method: string, route: string, answer: { status: number; body: unknown }) => {
    const operation = document.paths[route]?.[method];
    expect(operation, `${method} ${route} is documented`).to.not.equal(undefined);
    const declared = operation!.responses[String(answer.status)];
    expect(declared, `${method} ${route} documents status ${answer.status}`).to.not.equal(undefined);
    const pointer = declared!.$ref
      ? `${declared!.$ref.replace('#', 'contract#')}/content/application~1json/schema`
      : `contract#/paths/${route.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${answer.status}/content/application~1json/schema`;
    const validate = ajv.getSchema(pointer);
    expect(validate, pointer).to.not.equal(undefined);
    const fits = validate!(answer.body);
    expect(fits, `${method} ${route} ${answer.status}: ${ajv.errorsText(validate!.errors)}`).to.equal(true);
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).to.deep.equal([]);
    expect(result.valid).to.equal(true);
    expect((document as unknown as { openapi: string }).openapi).to.equal('3.1.0');
  });

  it('lists exactly the routes the server has: the route table and the live stream and itself, none missing, none extra', async () => {
    const table = (await composedRoutes()).map((route) => `${route.method} ${toOpenApiPath(route.path)}`);
    const documented = operationsOf(document).map(({ key }) => key);
    expect([...documented].sort()).to.deep.equal([...table, ...FIXED_OPERATIONS].sort());
  });

  it('names only operations the running server answers (never its "No API route" 404)', async () => {
    for (const { method, route } of operationsOf(document)) {
      if (route === '/live') continue;
      const answer = await fetch(`${portal.api.base}${route.replace(/\{[^}]+\}/g, ANY_ID)}`, {
        method: method.toUpperCase(),
      });
      const text = await answer.text();
      expect(text, `${method} ${route}`).to.not.contain('No API route');
    }
  });

  it('gives every operation a unique operationId, tags, a success and its error envelopes', () => {
    const operations = operationsOf(document);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).to.equal(true);
    expect(new Set(ids).size).to.equal(ids.length);
    for (const { key, route, operation } of operations) {
      expect(operation.tags, key).to.have.length.greaterThan(0);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2/.test(status)),
        `${key} has a success`,
      ).to.equal(true);
      if (route === '/openapi.json') continue;
      expect(statuses, key).to.include('500');
      const isPublic = (operation as { security?: unknown[] }).security?.length === 0;
      if (!isPublic) expect(statuses, key).to.include.members(['401', ...(route === '/live' ? [] : ['403'])]);
      if (route.includes('{id}')) expect(statuses, key).to.include.members(['400', '404']);
      if (operation.parameters?.length) expect(statuses, key).to.include('400');
      for (const status of statuses.filter((status) => /^[45]/.test(status))) {
        const name = operation.responses[status]!.$ref!.split('/').pop()!;
        expect(document.components.responses[name]!.content, `${key} ${status}`).to.have.key('application/json');
      }
    }
  });

  it('describes downloads as binary of their media types and the live stream as text/event-stream', () => {
    const mediaTypes = (route: string) =>
      Object.keys(document.paths[route]!.get!.responses['200']!.content ?? {}).sort();
    expect(mediaTypes('/admin/allocation.xlsx')).to.deep.equal([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(mediaTypes('/interview/get-cv-company')).to.deep.equal(['application/zip']);
    expect(mediaTypes('/student/get-cv')).to.deep.equal(['application/pdf']);
    expect(mediaTypes('/company/logo/{id}')).to.deep.equal(['image/jpeg', 'image/png']);
    expect(mediaTypes('/live')).to.deep.equal(['text/event-stream']);
    const upload = document.paths['/student/upload-cv']!.post! as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> };
    };
    expect(upload.requestBody.content['multipart/form-data']!.schema.properties.cv!.format).to.equal('binary');
  });

  describe('live answers fit their documented schemas', () => {
    let adminToken: string;
    let staffed: StaffedCompany;
    let student: ConfirmedStudent;

    before(async () => {
      adminToken = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      staffed = await staffedCompany(portal, adminToken);
      ({ student } = await assignedInterview(portal, adminToken, staffed));
    });

    it('a sign-in, account lists and profiles', async () => {
      expectAnswerFits(
        'post',
        '/admin/sign-in',
        await portal.api.post('/admin/sign-in', { email: FIRST_ADMIN.email, password: FIRST_ADMIN.password }),
      );
      expectAnswerFits('get', '/company', await portal.api.get('/company', adminToken));
      expectAnswerFits('get', '/company/all-short', await portal.api.get('/company/all-short', student.token));
      expectAnswerFits('get', '/coordinator/all', await portal.api.get('/coordinator/all', adminToken));
      expectAnswerFits('get', '/student/single', await portal.api.get('/student/single', student.token));
      expectAnswerFits('get', '/student/all', await portal.api.get('/student/all', adminToken));
      expectAnswerFits(
        'get',
        '/student/all',
        await portal.api.get('/student/all', staffed.coordinatorToken, { text: '', page: 1 }),
      );
      expectAnswerFits('get', '/company/single', await portal.api.get('/company/single', staffed.companyToken));
    });

    it('interviews, boards, panels and selections as each role reads them', async () => {
      expectAnswerFits('get', '/admin/all-for-admin', await portal.api.get('/admin/all-for-admin', adminToken));
      expectAnswerFits('get', '/interview/all-st', await portal.api.get('/interview/all-st', student.token));
      expectAnswerFits('get', '/interview/all-com', await portal.api.get('/interview/all-com', staffed.companyToken));
      expectAnswerFits(
        'get',
        '/interview/all-company-cc',
        await portal.api.get('/interview/all-company-cc', staffed.coordinatorToken),
      );
      expectAnswerFits(
        'get',
        '/panel/all',
        await portal.api.get('/panel/all', staffed.coordinatorToken, { id: staffed.company.id }),
      );
      expectAnswerFits(
        'get',
        '/student/selected-companies',
        await portal.api.get('/student/selected-companies', student.token),
      );
      expectAnswerFits(
        'get',
        '/admin/all-selected-companies',
        await portal.api.get('/admin/all-selected-companies', adminToken),
      );
    });

    it('the declared inputs are the ones the server checks: a list where a declared text field of a body, form or query is expected is refused with 400 naming that field', async () => {
      const tokens: Record<string, string> = {
        admin: adminToken,
        student: student.token,
        coordinator: staffed.coordinatorToken,
        company: staffed.companyToken,
      };
      let checked = 0;
      for (const { key, method, route, operation } of operationsOf(document)) {
        const declared = operation as unknown as {
          'x-roles'?: string[];
          parameters?: { name: string; in: string; schema: { type?: string } }[];
          requestBody?: {
            content: Record<string, { schema: { properties?: Record<string, { type?: string; format?: string }> } }>;
          };
        };
        const [mediaType, body] = Object.entries(declared.requestBody?.content ?? {})[0] ?? [];
        const bodyField = Object.entries(body?.schema.properties ?? {}).find(
          ([, schema]) => schema.type === 'string' && schema.format !== 'binary',
        );
        const queryField = declared.parameters?.find(
          (parameter) => parameter.in === 'query' && parameter.schema.type === 'string',
        );
        if (!bodyField && !queryField) continue;
        const token = declared['x-roles'] ? tokens[declared['x-roles'][0]!] : undefined;
        const url = new URL(`${portal.api.base}${route.replace(/\{[^}]+\}/g, ANY_ID)}`);
        const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
        let sent: BodyInit | undefined;
        const field = bodyField?.[0] ?? queryField!.name;
        if (bodyField && mediaType === 'application/json') {
          sent = JSON.stringify({ [field]: ['a', 'b'] });
          headers['Content-Type'] = 'application/json';
        } else if (bodyField) {
          const form = new FormData();
          form.append(field, 'a');
          form.append(field, 'b');
          sent = form;
        } else {
          url.searchParams.append(field, 'a');
          url.searchParams.append(field, 'b');
        }
        const answer = await fetch(url, { method: method.toUpperCase(), headers, body: sent });
        const envelope = (await answer.json()) as { data: { fields?: Record<string, string> } | null };
        expect(answer.status, `${key} with a list in ${field}`).to.equal(400);
        expect(envelope.data?.fields, `${key} names ${field}`).to.have.property(field);
        checked += 1;
      }
      expect(checked).to.be.greaterThan(20);
    });

    it('failures: no token, a refused body, an unknown id', async () => {
      expectAnswerFits('get', '/admin/single', await portal.api.get('/admin/single'));
      expectAnswerFits('post', '/admin/add', await portal.api.post('/admin/add', { email: 42 }, adminToken));
      expectAnswerFits(
        'get',
        '/company/get-walking-status/{id}',
        await portal.api.get(`/company/get-walking-status/${ANY_ID}`, adminToken),
      );
      expectAnswerFits('get', '/admin', await portal.api.get('/admin', student.token));
    });
  });
});
