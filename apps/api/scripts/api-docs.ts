// Writes docs/api.md from the contracts: every endpoint with its method, path, inputs and answer fields.
// Run: pnpm docs:api (the contracts are the source of truth; this file is only their readable index).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminApiRoutes, apiRoutes, type Endpoint } from '@bookstore/contracts';
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(describeType))].join(' \\| ');
  if (schema.type === 'array') return `${describeType(schema.items)}[]`;
  if (schema.type === 'object' && schema.properties) return `{ ${Object.keys(schema.properties).join(', ')} }`;
  return Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
}

function fields(schema: z.ZodType | undefined, io: 'input' | 'output'): string {
  if (!schema) return '';
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  if (json.properties && Object.keys(json.properties).length === 0) return '';
  const objects = json.properties ? [json] : (json.anyOf ?? json.oneOf ?? []).filter((s) => s.properties);
  if (objects.length === 0) return describeType(json);
  return objects
    .map((object) =>
      Object.entries(object.properties ?? {})
        .map(([name, value]) => `\`${name}${object.required?.includes(name) ? '' : '?'}\`: ${describeType(value)}`)
        .join(', '),
    )
    .join('<br>or ');
}

const lines = [
  '# API',
  '',
  'Generated from `packages/contracts` by `pnpm docs:api`; do not edit by hand. Every answer carries',
  '`success`; failures answer `{ success: false, code, message, requestId }`: `code` is one of the contracts\' `ERROR_CODES`',
  '(VALIDATION 400, UNAUTHENTICATED 401, FORBIDDEN 403, NOT_FOUND 404, CONFLICT 409, PAYLOAD_TOO_LARGE 413,',
  'UNSUPPORTED_MEDIA_TYPE 415, RATE_LIMITED 429, INTERNAL 500, UNAVAILABLE 503) for clients to branch on, and',
  '`message` a text of the message catalogue, `requestId` the id of the request in the server\'s log (also in the',
  '`X-Request-Id` header of every answer; a client may send its own, 8 to 64 of `A-Z a-z 0-9 . _ -`).',
  'Money is in rupees on the wire (integer paisa inside). Sessions are an httpOnly cookie named `token`.',
  '',
];
for (const [area, routes] of Object.entries({ ...apiRoutes, ...adminApiRoutes })) {
  lines.push(`## ${area}`, '', '| Call | Method and path | Input | Answer |', '|---|---|---|---|');
  for (const [name, endpoint] of Object.entries(routes as Record<string, Endpoint>)) {
    const input = [
      fields(endpoint.params, 'input') && `params: ${fields(endpoint.params, 'input')}`,
      fields(endpoint.query, 'input') && `query: ${fields(endpoint.query, 'input')}`,
      fields(endpoint.body, 'input') && `${endpoint.multipart ? 'multipart' : 'body'}: ${fields(endpoint.body, 'input')}`,
    ]
      .filter(Boolean)
      .join('<br>');
    const answer = endpoint.binary ? 'the image itself (not JSON), private: `Cache-Control: private, no-store`' : fields(endpoint.response, 'output');
    lines.push(`| ${name} | \`${endpoint.method} ${endpoint.path}\` | ${input || '-'} | ${answer} |`);
  }
  lines.push('');
}
const out = path.resolve(__dirname, '../../../docs/api.md');
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`wrote ${out}`);
