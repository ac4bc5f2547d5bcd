import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { loader } from './route';

const api = () =>
  fakeApi({
    'GET /api/consumer/api/v1/challan/active-banner/top': { body: { banner: null } },
    'GET /api/consumer/api/v1/e-challan-sitemap': {
      body: { states: [{ name: 'Karnataka', slug: 'karnataka' }] },
    },
  });

async function load(url: string) {
  const result = (await loader({
    context: api().context,
    request: new Request(`https://www.carsetu.in${url}`),
    params: {},
  } as never)) as unknown as {
    data: { payment: string | null; states: unknown[]; regNo: string };
    init: { headers: Record<string, string> };
  };
  return result;
}

describe('traffic challan page loader', () => {
  it('is never cached: a lookup is private to the visitor', async () => {
    const { init } = await load('/traffic-challan/');
    expect(init.headers['cache-control']).toBe('private, no-store');
  });

  it('links every state page', async () => {
    const { data } = await load('/traffic-challan/');
    expect(data.states).toEqual([{ name: 'Karnataka', slug: 'karnataka' }]);
  });

  it('passes on a failed or cancelled payment so the page can explain it', async () => {
    expect((await load('/traffic-challan/?payment=failed')).data.payment).toBe('failed');
    expect((await load('/traffic-challan/?payment=cancelled')).data.payment).toBe('cancelled');
  });

  it('ignores any other payment value', async () => {
    expect((await load('/traffic-challan/?payment=<script>')).data.payment).toBeNull();
    expect((await load('/traffic-challan/')).data.payment).toBeNull();
  });
});
