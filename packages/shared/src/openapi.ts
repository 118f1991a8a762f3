import { z } from 'zod';
import { errorEnvelopeSchema } from './contracts/common.js';
import type { Endpoint } from './contracts/endpoint.js';

type JsonSchema = Record<string, unknown>;

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid input: `errors` names each bad field and why.',
  '401': 'Missing or invalid session or API key.',
  '403': 'Signed in, but not allowed to do this.',
  '429': 'Too many requests: wait for the number of seconds in the Retry-After header.',
  '500': 'Unexpected error; no internals are shown.',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function queryParameters(query: z.ZodObject) {
  const schema = jsonSchema(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function securityFor(endpoint: Endpoint) {
  if (endpoint.auth === 'apiKey') return [{ apiKey: [] }];
  if (endpoint.auth === 'session' || endpoint.auth === 'admin') return [{ session: [] }];
  return [];
}

/** The OpenAPI 3.1 document of the given endpoints, generated from their zod contracts. */
export function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string; serverUrl: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const key = `/${endpoint.path}`;
    const responses: Record<string, unknown> = {
      [String(endpoint.successStatus ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
      },
    };
    for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
      if (status === '401' && endpoint.auth === 'public') continue;
      if (status === '403' && endpoint.auth !== 'admin') continue;
      responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[key] = {
      ...paths[key],
      [endpoint.method.toLowerCase()]: {
        operationId: endpoint.path.replace(/[^a-zA-Z0-9]+(.)/g, (_, c: string) => c.toUpperCase()),
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        tags: [endpoint.tag],
        security: securityFor(endpoint),
        ...(endpoint.query ? { parameters: queryParameters(endpoint.query) } : {}),
        ...(endpoint.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
              },
            }
          : {}),
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
      },
    },
  };
}
