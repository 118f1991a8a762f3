import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './contracts/index.js';
import { buildOpenApiDocument } from './openapi.js';

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(ENDPOINTS, {
    title: 'T',
    version: '1',
    serverUrl: 'https://example.test/api/v1',
  });

  it('is an OpenAPI 3.1 document with one operation per contract', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((p) => Object.keys(p));
    expect(operations).toHaveLength(ENDPOINTS.length);
  });

  it('describes the spec paths exactly, with query parameters and JSON bodies', () => {
    const plans = doc.paths['/plan/getplans']?.get as {
      parameters: { name: string; schema: { enum: string[] } }[];
    };
    expect(plans.parameters).toEqual([
      {
        name: 'plan_occurance',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['monthly', 'yearly'] },
      },
    ]);
    const affiliate = doc.paths['/affiliator/create-affiliators']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
    };
    expect(affiliate.requestBody.content['application/json']!.schema.required).toEqual(['name', 'email']);
    const unsubscribe = doc.paths['/customers/unsubscribe-newsletter'];
    expect(Object.keys(unsubscribe!)).toEqual(['patch']);
  });

  it('marks admin endpoints with a 403 and public ones without a 401', () => {
    const admin = doc.paths['/affiliator/get-affiliators']?.get as { responses: Record<string, unknown> };
    expect(admin.responses['403']).toBeDefined();
    const open = doc.paths['/plan/getplans']?.get as { responses: Record<string, unknown> };
    expect(open.responses['401']).toBeUndefined();
  });
});
