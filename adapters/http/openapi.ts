import { LIVE_PATH } from './live-stream.js';
import type { Route } from './route.js';

const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}');

const envelope = {
  type: 'object',
  required: ['success', 'data', 'message', 'error'],
  properties: {
    success: { type: 'boolean' },
    data: {},
    message: { type: 'string' },
    error: { type: ['string', 'null'] },
  },
};

/** GET /live, served beside the routes (adapters/http/live-stream.ts; docs/api.md, "The live stream"). */
const liveStream = {
  summary: 'The live stream: Server-Sent Events of the changes the caller may see',
  'x-roles': ['admin', 'student', 'coordinator', 'company'],
  responses: {
    '200': {
      description:
        'An endless text/event-stream: `event: ready` once open, then `event: <kind>` with the event as JSON ' +
        'in `data`, a `: heartbeat` comment at most every 25 s; it ends when the token expires or the account is deleted',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    default: {
      description: 'Envelope (401 without a valid bearer token)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
  },
};

/** The OpenAPI 3.1 description of every route the server implements. */
export const openApiDocument = (routes: readonly Route[], base: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    const parameters = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] ??= {};
    paths[path][route.method] = {
      summary: route.summary,
      ...(route.access === 'public' ? { security: [] } : { 'x-roles': route.access }),
      ...(parameters.length ? { parameters } : {}),
      ...(route.method === 'post'
        ? {
            requestBody: {
              content: route.multipart
                ? {
                    'multipart/form-data': {
                      schema: { type: 'object' },
                      'x-file-fields': Object.keys(route.multipart.files),
                    },
                  }
                : { 'application/json': { schema: { type: 'object' } } },
            },
          }
        : {}),
      responses: {
        default: {
          description: 'Envelope',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
        },
      },
    };
  }
  paths[LIVE_PATH] = { get: liveStream };
  return {
    openapi: '3.1.0',
    info: { title: 'Career fair portal API', version: '1.0.0' },
    servers: [{ url: base }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Envelope: envelope },
    },
    paths,
  };
};
