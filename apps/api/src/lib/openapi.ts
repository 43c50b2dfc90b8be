import { adminApiRoutes, apiRoutes, errorResponseSchema, STORE_NAME, type Endpoint } from '@bookstore/contracts';
import { z } from 'zod';

/** The API's own version; it changes when a call changes in a way an existing client would notice. */
export const API_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * Failures every call may answer besides its own: the envelope's `success: false` with its `code` (the
 * contracts' ERROR_CODES, one per status) and a catalogue message.
 */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'VALIDATION: a field is missing or wrong (the message says which)',
  '401': 'UNAUTHENTICATED: no valid session',
  '403': 'FORBIDDEN: not allowed (another role, or a write from another origin)',
  '404': 'NOT_FOUND: not found',
  '409': 'CONFLICT: the request clashes with the current state (taken e-mail, stock, a closed order)',
  '413': 'PAYLOAD_TOO_LARGE: the body or file is too large',
  '415': 'UNSUPPORTED_MEDIA_TYPE: the body is neither JSON nor multipart',
  '429': 'RATE_LIMITED: too many requests (Retry-After says when to try again)',
  '500': 'INTERNAL: an unexpected error (nothing about it is told)',
  '503': 'UNAVAILABLE: the store is temporarily unavailable (Retry-After)',
};

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return json;
};

/** `/api/products/:productId` -> `/api/products/{productId}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

function parameters(endpoint: Endpoint) {
  const list: object[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

function requestBody(endpoint: Endpoint) {
  if (!endpoint.body || endpoint.method === 'GET') return undefined;
  const schema = toSchema(endpoint.body, 'input');
  if (endpoint.multipart) {
    // the text fields of the form, plus its one file (any field name the endpoint takes: described as binary)
    return { content: { 'multipart/form-data': { schema: { ...schema, additionalProperties: { type: 'string', format: 'binary' } } } } };
  }
  return { required: true, content: { 'application/json': { schema } } };
}

function operation(area: string, name: string, endpoint: Endpoint) {
  const ok = endpoint.binary
    ? { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }
    : { description: 'Success', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } };
  const errors = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  const body = requestBody(endpoint);
  return {
    operationId: `${area}.${name}`,
    tags: [area],
    parameters: parameters(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses: { '200': ok, ...errors },
  };
}

/**
 * The API described as OpenAPI 3.1, generated from the contracts' endpoints (zod 4 emits the JSON
 * Schemas), so it can never drift from what the router validates. Sessions are the httpOnly `token`
 * cookie; a call that needs none simply ignores it.
 */
export function buildOpenApiDocument(version = API_VERSION) {
  const paths: Record<string, Record<string, object>> = {};
  for (const [area, endpoints] of Object.entries({ ...apiRoutes, ...adminApiRoutes })) {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const path = openApiPath(endpoint.path);
      paths[path] ??= {};
      paths[path][endpoint.method.toLowerCase()] = operation(area, name, endpoint);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${STORE_NAME} API`,
      version,
      description: 'The bookstore API: catalogue, accounts, cart, wishlist, checkout, orders and the back office (under /api/admin, admins only).',
    },
    security: [{}, { session: [] }],
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'token', description: 'Set by login and verify-account.' } },
      schemas: {
        // a failure may add fields of its own (a stock conflict names the product and the copies left)
        Error: { ...toSchema(errorResponseSchema, 'output'), additionalProperties: true },
      },
    },
  };
}
