import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOOKUP_LIMIT_MESSAGE, REGISTRY_LOOKUPS_PER_IP_PER_HOUR } from './lookup-limit';

describe('registry lookup limit per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lookup = (remoteAddress: string, url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress });

  it(`refuses lookup number ${REGISTRY_LOOKUPS_PER_IP_PER_HOUR + 1} from one IP within the hour, not other IPs`, async () => {
    for (let i = 0; i < REGISTRY_LOOKUPS_PER_IP_PER_HOUR; i++) {
      const url =
        i % 2 === 0
          ? '/api/vehicle/vehicle-number/MH12AB1234'
          : '/api/consumer/api/v1/MH12AB1234/challans';
      const res = await lookup('203.0.113.7', url);
      expect(res.statusCode).toBe(200);
    }
    const refused = await lookup('203.0.113.7', '/api/consumer/api/v1/MH12AB1234/challans');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(LOOKUP_LIMIT_MESSAGE);

    const otherNetwork = await lookup('198.51.100.9', '/api/consumer/api/v1/MH12AB1234/challans');
    expect(otherNetwork.statusCode).toBe(200);
  });
});
