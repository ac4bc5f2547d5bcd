import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type LoggedInUser } from '../test/login';
import { createTestApp, type TestApp } from '../test/test-app';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: { enum?: unknown[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Values a route may see from a careless client or an attacker. */
const CONTROL = ['\u0000', 'a\u0000b', '\u0001', '\u001f', '\u007f', '\r\nSet-Cookie: x=1', '\t'];
const PLAUSIBLE = [
  'MH12AB1234',
  'DL3CAF0001',
  '9876543210',
  '00000000-0000-0000-0000-000000000000',
  'maharashtra',
  'mumbai',
  'maruti-suzuki',
  'swift',
  'CS-20250101-ABCDEF',
  '1',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '%',
  '\\',
];

const text = fc.oneof(
  fc.constantFrom(...PLAUSIBLE),
  fc.constantFrom(...CONTROL),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('9'.repeat(5_000)),
  fc.constant('x'.repeat(70_000)),
);
const jsonValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: what a broken client sends instead
  }
}

function operations(spec: OpenApi) {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** Inputs for one operation: each parameter and body property wrong, odd or huge. */
function requestFor(path: string, operation: Operation) {
  const params = operation.parameters ?? [];
  const paramArb = (param: Parameter) =>
    param.schema?.enum ? fc.oneof(fc.constantFrom(...param.schema.enum.map(String)), text) : text;
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const bodyProps = Object.keys(bodySchema?.properties ?? {});

  const bodyArb = bodySchema
    ? fc.oneof(
        fc.record(Object.fromEntries(bodyProps.map((name) => [name, jsonValue])), {
          requiredKeys: [],
        }),
        jsonValue,
        fc.constant('{"unterminated": '),
      )
    : fc.constant(undefined);

  return fc
    .record({
      pathValues: fc.tuple(...pathParams.map(paramArb)),
      query: fc.tuple(...queryParams.map((param) => fc.option(paramArb(param)))),
      extraQuery: fc.option(fc.tuple(text, text)),
      body: bodyArb,
      contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', ''),
    })
    .map(({ pathValues, query, extraQuery, body, contentType }) => {
      let url = path;
      pathParams.forEach((param, index) => {
        url = url.replace(`{${param.name}}`, encode(pathValues[index] as string));
      });
      const search = new URLSearchParams();
      queryParams.forEach((param, index) => {
        const value = query[index];
        if (value !== null && value !== undefined) search.append(param.name, value as string);
      });
      if (extraQuery) search.append(extraQuery[0], extraQuery[1]);
      const qs = search.toString();
      return {
        url: qs ? `${url}?${qs}` : url,
        payload:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        contentType,
      };
    });
}

// Every operation in the published OpenAPI document, fed generated wrong, oversized and
// control-character inputs: the answer is always a 4xx (or a 2xx), never a 5xx.
describe('every API operation answers bad input without a 5xx', () => {
  let t: TestApp;
  let user: LoggedInUser;
  let spec: OpenApi;
  beforeAll(async () => {
    t = await createTestApp();
    user = await loginAs(t.app);
    spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('the document lists the operations', () => {
    expect(operations(spec).length).toBeGreaterThan(50);
  });

  it('fuzzes each operation (logged in and anonymous)', async () => {
    const failures: string[] = [];
    for (const { method, path, operation } of operations(spec)) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(path, operation), fc.boolean(), async (input, loggedIn) => {
            const response = await t.app.inject({
              method: method as 'GET',
              url: input.url,
              payload: input.payload,
              headers: {
                ...(input.payload !== undefined && input.contentType
                  ? { 'content-type': input.contentType }
                  : {}),
                ...(loggedIn ? user.headers : {}),
              },
            });
            if (response.statusCode >= 500) {
              failures.push(`${method} ${input.url.slice(0, 200)} → ${response.statusCode}`);
            }
            expect(response.statusCode).toBeLessThan(500);
            expect(response.headers['content-type']).toMatch(/json|^text\/html/);
          }),
          { numRuns: 12, seed: 20261125, endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(String(error).slice(0, 600)));
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['a NUL in a page path', 'GET', '/traffic-challan/%00/'],
    ['a NUL in an API path', 'GET', '/api/consumer/api/v1/MH12%00AB1234/challans'],
    ['a NUL in a query value', 'GET', '/api/vehicle/v1/cities?q=%00'],
    ['a newline in redirect_url', 'GET', '/api/login/api/v1/login?access-token=x&redirect_url=%0A'],
  ])('%s → 400 JSON', async (_label, method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CONTROL_CHARACTERS');
  });

  it('a NUL inside a JSON string → 400 JSON, nothing stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/api/v1/otp/send',
      payload: { phone_number: '98765\u000043210' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CONTROL_CHARACTERS');
  });
});
