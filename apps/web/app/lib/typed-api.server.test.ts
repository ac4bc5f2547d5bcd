import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.server';
import { fakeContext } from './internal-api.test-helpers';
import { typedApi, unwrap } from './typed-api.server';

describe('typedApi', () => {
  it('sends a GET in process with path parameters filled in and no body', async () => {
    const { context, requests } = fakeContext({
      'GET /api/vehicle/v1/models/4': { body: { data: [{ id: 1, name: 'Nexon' }] } },
    });
    const data = await unwrap(
      typedApi(context).GET('/api/vehicle/v1/models/{makeId}', {
        params: { path: { makeId: 4 } },
      }),
    );
    expect(data).toEqual({ data: [{ id: 1, name: 'Nexon' }] });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('/api/vehicle/v1/models/4');
    expect(requests[0]!.body).toBeUndefined();
  });

  it('keeps the query string', async () => {
    const { context, requests } = fakeContext({
      'GET /api/vehicle/v1/cities?isBuyUsedCar=true': { body: { data: [] } },
    });
    await typedApi(context).GET('/api/vehicle/v1/cities', {
      params: { query: { isBuyUsedCar: 'true' } },
    });
    expect(requests[0]!.url).toBe('/api/vehicle/v1/cities?isBuyUsedCar=true');
  });

  it('sends a JSON body and its content type with a POST', async () => {
    const { context, requests } = fakeContext({
      'POST /api/consumer/api/v1/scrap-car/requests': (request) => ({
        status: 201,
        body: { echoed: request.body },
      }),
    });
    const client = typedApi(context) as unknown as {
      POST(path: string, init: { body: unknown }): Promise<{ data?: unknown; response: Response }>;
    };
    const answer = await unwrap(
      client.POST('/api/consumer/api/v1/scrap-car/requests', { body: { mobile: '9876543210' } }),
    );
    expect(answer).toEqual({ echoed: { mobile: '9876543210' } });
    expect(requests[0]!.headers?.['content-type']).toContain('application/json');
  });

  it('passes an empty 204 answer through as no data', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/cities': { status: 204 },
    });
    const { response, data } = await typedApi(context).GET('/api/vehicle/v1/cities');
    expect(response.status).toBe(204);
    expect(data).toBeUndefined();
  });

  it("copies the API's headers, including repeated Set-Cookie, onto the response", async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/cities': {
        body: { data: [] },
        headers: {
          'content-type': 'application/json',
          'set-cookie': ['a=1', 'b=2'],
          skip: undefined,
        },
      },
    });
    const { response } = await typedApi(context).GET('/api/vehicle/v1/cities');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(response.headers.has('skip')).toBe(false);
  });
});

describe('unwrap', () => {
  it('throws the API error as ApiRequestError, as apiClient does', async () => {
    const { context } = fakeContext({
      'GET /api/vehicle/v1/models/999': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'No such make' } },
      },
    });
    const failure = await unwrap(
      typedApi(context).GET('/api/vehicle/v1/models/{makeId}', {
        params: { path: { makeId: 999 } },
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such make' });
  });

  it('uses a generic message when the error has no body', async () => {
    const { context } = fakeContext({ 'GET /api/vehicle/v1/cities': { status: 502 } });
    await expect(unwrap(typedApi(context).GET('/api/vehicle/v1/cities'))).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
      message: 'Request failed',
    });
  });
});
