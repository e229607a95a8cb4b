import { z } from 'zod';
import { ROLES } from '../../domain/role.js';
import { LIVE_PATH } from './live-stream.js';
import type { Route, RouteRequest, RouteResponse } from './route.js';

type JsonSchema = Record<string, unknown>;

export const OPENAPI_PATH = '/openapi.json';

const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The areas the documentation groups operations under, in reading order. */
const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  sessions: "Sign in: each role's answer carries the bearer token every other call sends",
  students: 'Sign-up, e-mail confirmation, password reset, profiles, pictures and CVs',
  companies: "Companies' accounts, profiles and logos",
  coordinators: 'Coordinators, each bound to one company',
  recruiters: "A company's recruiters: further logins invited by its own account, acting as the company",
  admins: 'Administrators',
  panels: "A company's interview panels",
  selections: "Students' choices of companies, in priority order",
  interviews: 'Interviews: creation, panels, times, status moves, the lists and boards',
  'walk-ins': 'Walk-in interviews: opening, closing and joining them',
  downloads: 'CVs, CV bundles and the allocation spreadsheet',
  messages: 'Messages to students: by e-mail through the outgoing queue, and on their screens',
  dashboard: "The organizer's live figures of the fair (docs/organizer.md)",
  audit: "The audit log of administrators' actions: read-only",
  live: 'The live stream of changes (Server-Sent Events)',
  portal: "The installation's health and public settings",
  contract: 'This document',
};

const ref = (section: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${section}/${name}` });

/** Each failure status with the component that describes it (the codes are adapters/http/envelope.ts's). */
const ERRORS = {
  400: { name: 'BadRequest', text: 'VALIDATION: the input was refused; `data.fields` names each field and why' },
  401: { name: 'Unauthorized', text: 'UNAUTHENTICATED (no valid session), or UNVERIFIED_EMAIL at a sign-in' },
  403: { name: 'Forbidden', text: 'FORBIDDEN: the signed-in role may not do this' },
  404: { name: 'NotFound', text: 'NOT_FOUND: no such record, or not one the caller may see' },
  409: { name: 'Conflict', text: 'CONFLICT: the record is in a state that does not allow this, or changed meanwhile' },
  413: { name: 'PayloadTooLarge', text: 'PAYLOAD_TOO_LARGE: a body, field or file over its limit' },
  415: { name: 'UnsupportedMediaType', text: 'UNSUPPORTED_MEDIA_TYPE: a file that is not of an accepted type' },
  428: {
    name: 'ChallengeRequired',
    text: 'CHALLENGE_REQUIRED or CHALLENGE_REJECTED: solve `data.challenge` (proof of work) and send the request again with the answer in the X-Challenge header',
  },
  429: { name: 'TooManyRequests', text: 'TOO_MANY_REQUESTS: try again after Retry-After seconds' },
  500: { name: 'InternalError', text: 'INTERNAL: something went wrong on the server; the message has a reference' },
  503: { name: 'Unavailable', text: 'UNAVAILABLE: the store does not answer' },
} as const;

type ErrorStatus = keyof typeof ERRORS;

const errorEnvelope: JsonSchema = {
  type: 'object',
  description: 'Every failure: success false, a machine code in `error` and a message for people',
  required: ['success', 'data', 'message', 'error'],
  properties: {
    success: { const: false },
    data: { type: 'null' },
    message: { type: 'string' },
    error: { type: 'string' },
  },
};

const validationEnvelope: JsonSchema = {
  ...errorEnvelope,
  description: "A refused input: each field's first message in `data.fields` (`body` for the whole body)",
  properties: {
    ...(errorEnvelope.properties as JsonSchema),
    data: {
      type: 'object',
      required: ['fields'],
      properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
    },
    error: { const: 'VALIDATION' },
  },
};

const challengeEnvelope: JsonSchema = {
  ...errorEnvelope,
  description:
    'A call past its free attempts: the browser solves `data.challenge` (ALTCHA proof of work) and sends the call again with base64 of `{"challenge", "solution"}` in X-Challenge',
  properties: {
    ...(errorEnvelope.properties as JsonSchema),
    data: {
      type: 'object',
      required: ['challenge'],
      properties: {
        challenge: {
          type: 'object',
          required: ['parameters', 'signature'],
          properties: { parameters: { type: 'object' }, signature: { type: 'string' } },
        },
      },
    },
    error: { enum: ['CHALLENGE_REQUIRED', 'CHALLENGE_REJECTED'] },
  },
};

const envelopeOf = (status: string): string =>
  status === '400' ? 'ValidationErrorEnvelope' : status === '428' ? 'ChallengeEnvelope' : 'ErrorEnvelope';

const errorResponses = () =>
  Object.fromEntries(
    Object.entries(ERRORS).map(([status, { name, text }]) => [
      name,
      {
        description: text,
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        content: {
          'application/json': {
            schema: ref('schemas', envelopeOf(status)),
          },
        },
      },
    ]),
  );

/** Turns zod schemas into JSON Schema, gathering the named ones (`.meta({ id })`) as shared components. */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    // A named schema read as input may differ from its output (defaults, transforms): it gets its own name.
    const name = (id: string) => (io === 'input' ? `${id}Input` : id);
    const {
      $schema: _dialect,
      $defs,
      ...converted
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    const relink = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(relink);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, ref('schemas', name(inner.slice('#/$defs/'.length))).$ref]
            : [key, relink(inner)],
        ),
      );
    };
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
      this.components[name(id)] = relink(definition) as JsonSchema;
    }
    return relink(converted) as JsonSchema;
  }
}

const hasInput = (request: RouteRequest | undefined): boolean =>
  Boolean(request && (request.params || request.query || request.body || request.form));

/** The failure statuses a route can answer: derived from what it declares, plus those it names. */
const errorStatusesOf = (route: Route): ErrorStatus[] => {
  const statuses = new Set<ErrorStatus>([500]);
  if (route.access !== 'public') [401, 403].forEach((status) => statuses.add(status as ErrorStatus));
  if (hasInput(route.request) || route.multipart) statuses.add(400);
  if (route.path.includes(':id')) statuses.add(404);
  if (route.request?.body || route.multipart) statuses.add(413);
  if (route.rateLimit) statuses.add(429);
  if (route.challengeAfter) statuses.add(428);
  for (const status of route.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
};

const parametersOf = (collector: SchemaCollector, request: RouteRequest | undefined) =>
  (['params', 'query'] as const).flatMap((part) => {
    const schema = request?.[part];
    if (!schema) return [];
    const object = collector.convert(schema, 'input');
    const required = new Set((object.required as string[] | undefined) ?? []);
    return Object.entries((object.properties ?? {}) as Record<string, JsonSchema>).map(
      ([name, { description, ...property }]) => ({
        name,
        in: part === 'params' ? 'path' : 'query',
        required: part === 'params' || required.has(name),
        ...(description ? { description } : {}),
        schema: property,
      }),
    );
  });

const MB = 1024 * 1024;

/** A multipart form's text fields (each branch of a union) with the route's file fields beside them. */
const withFiles = (fields: JsonSchema, files: JsonSchema): JsonSchema =>
  Array.isArray(fields.anyOf)
    ? { ...fields, anyOf: (fields.anyOf as JsonSchema[]).map((branch) => withFiles(branch, files)) }
    : { ...fields, type: 'object', properties: { ...(fields.properties as JsonSchema | undefined), ...files } };

const requestBodyOf = (collector: SchemaCollector, route: Route) => {
  if (route.multipart) {
    const files = Object.fromEntries(
      Object.entries(route.multipart.files).map(([name, { maxBytes }]) => [
        name,
        {
          type: 'string',
          format: 'binary',
          contentMediaType: 'application/octet-stream',
          description: `A file of at most ${maxBytes / MB} MB`,
        },
      ]),
    );
    const fields = route.request?.form
      ? collector.convert(route.request.form, 'input')
      : { type: 'object', additionalProperties: false };
    return { required: true, content: { 'multipart/form-data': { schema: withFiles(fields, files) } } };
  }
  if (!route.request?.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: collector.convert(route.request.body, 'input') } },
  };
};

const isDownload = (response: RouteResponse): response is { readonly download: readonly string[] } =>
  'download' in response && Array.isArray(response.download);

/** The envelope of a success, with `data` of the given JSON Schema. */
const successEnvelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success', 'data', 'message', 'error'],
  properties: { success: { const: true }, data, message: { type: 'string' }, error: { type: 'null' } },
  additionalProperties: false,
});

const successOf = (collector: SchemaCollector, route: Route) => {
  if (isDownload(route.response)) {
    return {
      '200': {
        description: 'The file, with a Content-Disposition naming it',
        content: Object.fromEntries(
          route.response.download.map((mediaType) => [
            mediaType,
            { schema: { type: 'string', format: 'binary', contentMediaType: mediaType } },
          ]),
        ),
      },
    };
  }
  return {
    [route.created ? '201' : '200']: {
      description: route.created ? 'Created; the envelope holds the new record' : 'The envelope with its data',
      content: { 'application/json': { schema: successEnvelope(collector.convert(route.response, 'output')) } },
    },
  };
};

const rolesText = (route: Route): string =>
  route.access === 'public' ? 'Anyone may call this.' : `Roles: ${route.access.join(', ')}.`;

const operationOf = (collector: SchemaCollector, route: Route) => {
  const parameters = parametersOf(collector, route.request);
  const requestBody = requestBodyOf(collector, route);
  return {
    operationId: route.operationId,
    tags: [...route.tags],
    summary: route.summary,
    description: rolesText(route),
    ...(route.access === 'public' ? { security: [] } : { 'x-roles': [...route.access] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successOf(collector, route),
      ...(route.access !== 'public' && route.etag
        ? { '304': { description: 'Not Modified: the If-None-Match tag is still current' } }
        : {}),
      ...Object.fromEntries(
        errorStatusesOf(route).map((status) => [String(status), ref('responses', ERRORS[status].name)]),
      ),
    },
  };
};

/** GET /live, served beside the routes (adapters/http/live-stream.ts; docs/api.md, "The live stream"). */
const liveStream = {
  operationId: 'openLiveStream',
  tags: ['live'],
  summary: 'The live stream: Server-Sent Events of the changes the caller may see',
  description:
    'An endless text/event-stream: `event: ready` once open, then `event: <kind>` with an `id` and the event ' +
    'as JSON in `data`, a `: heartbeat` comment at most every 25 s. With a `Last-Event-ID` header it first tells the ' +
    'events missed since that id, or `event: resync` when it cannot (read everything again). It ends when the ' +
    'token expires, the password changes or the account is deleted, and with `event: superseded` when the ' +
    'account opens a sixth stream (do not reconnect). A server holding all the streams it may (LIVE_STREAMS_MAX) ' +
    `answers 503 with Retry-After. Roles: ${ROLES.join(', ')}.`,
  'x-roles': [...ROLES],
  responses: {
    '200': { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
    '401': ref('responses', 'Unauthorized'),
    '500': ref('responses', 'InternalError'),
    '503': ref('responses', 'Unavailable'),
  },
};

const documentItself = {
  operationId: 'getOpenApiDocument',
  tags: ['contract'],
  summary: 'This OpenAPI 3.1 document',
  description: 'Anyone may call this. Its operations are read at /rest/api/v1/docs.',
  security: [],
  responses: {
    '200': {
      description: 'The OpenAPI document (not in the envelope)',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  },
};

/** The OpenAPI 3.1 description of every route the server implements, from the schemas they check with. */
export const openApiDocument = (routes: readonly Route[], base: string) => {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operationOf(collector, route);
  }
  paths[LIVE_PATH] = { get: liveStream };
  paths[OPENAPI_PATH] = { get: documentItself };
  const used = new Set(
    Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (op as { tags: string[] }).tags)),
  );
  const known = Object.keys(TAG_DESCRIPTIONS).filter((tag) => used.has(tag));
  const tags = [...known, ...[...used].filter((tag) => !Object.hasOwn(TAG_DESCRIPTIONS, tag))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Career fair portal API',
      version: '1.0.0',
      description:
        'Every JSON answer is an envelope {success, data, message, error}; `data` is described per operation. ' +
        'Sign in with POST /{role}/sign-in and send its token as `Authorization: Bearer <token>`.',
    },
    servers: [{ url: base }],
    security: [{ bearer: [] }],
    tags: tags.map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...Object.fromEntries(Object.entries(collector.components).sort(([a], [b]) => a.localeCompare(b))),
        ErrorEnvelope: errorEnvelope,
        ValidationErrorEnvelope: validationEnvelope,
        ChallengeEnvelope: challengeEnvelope,
      },
      responses: errorResponses(),
    },
  };
};

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
