import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiClient } from './api-client.server';
import { fakeContext } from './internal-api.test-helpers';

describe('apiClient', () => {
  it('returns the parsed answer of a GET and forwards extra headers', async () => {
    const { context, requests } = fakeContext({
      'GET /api/things': { body: { data: [1, 2] } },
    });
    const data = await apiClient(context).get<{ data: number[] }>('/api/things', { 'x-a': '1' });
    expect(data).toEqual({ data: [1, 2] });
    expect(requests[0]).toEqual({
      method: 'GET',
      url: '/api/things',
      body: undefined,
      headers: { 'x-a': '1' },
    });
  });

  it('sends bodies with POST, PUT and DELETE', async () => {
    const { context, requests } = fakeContext({
      'POST /api/things': { status: 201, body: { id: 7 } },
      'PUT /api/things/7': { body: { id: 7, name: 'b' } },
      'DELETE /api/things/7': { status: 204 },
    });
    const client = apiClient(context);
    expect(await client.post('/api/things', { name: 'a' })).toEqual({ id: 7 });
    expect(await client.put('/api/things/7', { name: 'b' })).toEqual({ id: 7, name: 'b' });
    expect(await client.delete('/api/things/7')).toBeUndefined();
    expect(requests.map((request) => [request.method, request.body])).toEqual([
      ['POST', { name: 'a' }],
      ['PUT', { name: 'b' }],
      ['DELETE', undefined],
    ]);
  });

  it("turns an error answer into ApiRequestError with the API's status, code, message and fields", async () => {
    const { context } = fakeContext({
      'POST /api/leads': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Invalid mobile number',
            fields: { mobile: 'Invalid mobile number' },
          },
        },
      },
    });
    const failure = await apiClient(context)
      .post('/api/leads', {})
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid mobile number',
      fields: { mobile: 'Invalid mobile number' },
      name: 'ApiRequestError',
    });
  });

  it('still fails clearly when the error answer has no body', async () => {
    const { context } = fakeContext({ 'GET /api/down': { status: 503 } });
    await expect(apiClient(context).get('/api/down')).rejects.toMatchObject({
      status: 503,
      code: 'UNKNOWN',
      message: 'Request failed',
    });
  });

  it("hands the API's Set-Cookie headers to the page response, one or many", async () => {
    const { context } = fakeContext({
      'POST /api/login': { body: { ok: true }, headers: { 'set-cookie': 'a=1' } },
      'POST /api/login-many': { body: { ok: true }, headers: { 'set-cookie': ['a=1', 'b=2'] } },
      'POST /api/no-cookie': { body: { ok: true } },
    });
    const client = apiClient(context);
    expect(await client.postWithCookies('/api/login')).toEqual({
      data: { ok: true },
      setCookie: ['a=1'],
    });
    expect((await client.postWithCookies('/api/login-many')).setCookie).toEqual(['a=1', 'b=2']);
    expect((await client.postWithCookies('/api/no-cookie')).setCookie).toEqual([]);
  });
});
