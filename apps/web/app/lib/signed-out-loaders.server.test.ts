import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loadFrameUser } from '../components/auth/load-user.server';
import { loadWishlistCount } from '../components/frame/load-wishlist-count.server';
import { loadWishlistedIds } from '../routes/buy-used-car._index/listing.server';
import { fakeContext } from './internal-api.test-helpers';
import { typedApi } from './typed-api.server';

// Answers a signed-in visitor would get: a call made without a session would be a bug here.
const SIGNED_IN_ANSWERS = {
  'GET /api/login/api/v1/who-am-i': {
    body: { data: { user_id: 'u-1', phone_number: '9876543210', name: 'Asha', token: 't' } },
  },
  'GET /api/consumer/inventory/v1/wishlist/count': { body: { wishlistCount: 4 } },
  'GET /api/consumer/inventory/v1/wishlist': { body: { data: [{ listing: { id: 7 } }] } },
};

function contextWithSession(withoutSession: boolean | undefined) {
  const { context, requests } = fakeContext(SIGNED_IN_ANSWERS);
  const api = { ...context.api, withoutSession };
  return { context: { ...context, api } as AppLoadContext, requests };
}

describe('loaders of the visitor’s own data', () => {
  it('answer "signed out" without a call when the page request has no session', async () => {
    const { context, requests } = contextWithSession(true);
    expect(await loadFrameUser(context)).toBeNull();
    expect(await loadWishlistCount(context)).toBe(0);
    expect(await loadWishlistedIds(typedApi(context))).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('ask the API when the request has a session, or when the host cannot tell', async () => {
    for (const withoutSession of [false, undefined]) {
      const { context, requests } = contextWithSession(withoutSession);
      expect((await loadFrameUser(context))?.name).toBe('Asha');
      expect(await loadWishlistCount(context)).toBe(4);
      expect(await loadWishlistedIds(typedApi(context))).toEqual([7]);
      expect(requests.map((request) => request.url)).toEqual([
        '/api/login/api/v1/who-am-i',
        '/api/consumer/inventory/v1/wishlist/count',
        '/api/consumer/inventory/v1/wishlist',
      ]);
    }
  });
});
