import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationIdOf } from './openapi-document';

// Issue 11, item 15: what `redocly lint` (CI: npm run check:openapi) needs of every operation.
describe('the published OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    servers?: unknown[];
    paths: Record<
      string,
      Record<
        string,
        {
          operationId?: string;
          summary?: string;
          security?: unknown[];
          responses: Record<string, unknown>;
          parameters?: { name: string; schema: unknown }[];
        }
      >
    >;
  };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('names a server, and every operation has a unique operationId, a summary, security and a 4xx', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        if (!operation.operationId || ids.has(operation.operationId)) problems.push(`${where}: id`);
        ids.add(operation.operationId ?? '');
        if (!operation.summary) problems.push(`${where}: summary`);
        if (!Array.isArray(operation.security)) problems.push(`${where}: security`);
        if (!Object.keys(operation.responses).some((status) => status.startsWith('4')))
          problems.push(`${where}: no 4xx`);
        for (const parameter of operation.parameters ?? []) {
          if (typeof parameter.schema !== 'object') problems.push(`${where}: ${parameter.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists the listing search’s real query items', () => {
    const names = doc.paths['/api/consumer/inventory/v1/listings']!.get!.parameters!.map(
      (parameter) => parameter.name,
    );
    expect(names).toEqual(expect.arrayContaining(['make', 'model', 'storeCityId', 'sort']));
    expect(names).not.toContain('additionalProperties');
  });

  it('derives readable operation ids', () => {
    expect(operationIdOf('get', '/api/consumer/api/v1/{reg}/challans')).toBe(
      'getApiConsumerApiV1ByRegChallans',
    );
  });
});
