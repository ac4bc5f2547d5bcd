// @vitest-environment jsdom
import { REWARDS_HEADERS, type Coupon, type SpinState, type UserReward } from '@carsetu/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WHO_AM_I,
  anonymous,
  apiError,
  fakeApi,
  loggedIn,
  type FakeAnswer,
} from '../../testing/fake-api';
import { findHeading, renderRoute } from '../../testing/render-route';
import * as route from './route';
import { loadRewardsPage } from './rewards.server';

afterEach(cleanup);

const R = '/api/rewards/v1';

function coupon(id: string, title: string): Coupon {
  return {
    id,
    code: id.toUpperCase(),
    type: 'COUPON',
    client: 'challan',
    title,
    description: `${title} description`,
    howToUse: 'Apply at checkout',
    discountText: '₹50 off',
    minOrderPaise: 0,
    validFrom: '2026-11-01T00:00:00.000Z',
    validUntil: '2026-12-31T00:00:00.000Z',
    perUserLimit: 1,
    remaining: null,
  };
}
function reward(status: UserReward['status'], held: Coupon, id = `r-${held.id}`): UserReward {
  return {
    id,
    coupon: held,
    source: 'spin',
    status,
    validUntil: '2026-12-31T00:00:00.000Z',
    issuedAt: '2026-11-20T00:00:00.000Z',
    optedInAt: null,
    redeemedAt: status === 'redeemed' ? '2026-11-24T10:00:00.000Z' : null,
  };
}
const spinState: SpinState = {
  limitPerDay: 3,
  spinsUsedToday: 0,
  spinsLeftToday: 3,
  resetsAt: '2026-11-26T18:30:00.000Z',
  prizes: [{ id: 'p0', label: '₹50 off challans' }],
  lastSpin: null,
};

const fifty = coupon('c50', '₹50 off challans');
const booking = coupon('cbook', '₹500 off car booking');
const tenPercent = coupon('c10', '10% off challans');
const used = coupon('cused', 'Used coupon');

function api(
  {
    rewards = [] as UserReward[],
    offers = [] as Coupon[],
    challan = [] as Coupon[],
    spins = [] as unknown[],
  } = {},
  extra: Record<string, FakeAnswer> = {},
) {
  return fakeApi({
    [WHO_AM_I]: loggedIn('u1'),
    [`GET ${R}/user-rewards`]: { body: { data: { userId: 'u1', rewards, spins } } },
    [`GET ${R}/user/spin/state`]: { body: { data: spinState } },
    [`GET ${R}/offers`]: { body: { data: offers } },
    [`GET ${R}/client-rewards/challan`]: { body: { data: challan } },
    [`GET ${R}/coupon/c50/faq`]: {
      body: {
        data: { faqs: [{ question: 'Where can I use it?', answer: 'On challan payments.' }] },
      },
    },
    [`GET ${R}/coupon/cbook/faq`]: { body: { data: { faqs: [] } } },
    [`GET ${R}/coupon/c10/faq`]: { body: { data: { faqs: [] } } },
    [`GET ${R}/coupon/cused/faq`]: { body: { data: { faqs: [] } } },
    ...extra,
  });
}

describe('loadRewardsPage', () => {
  it('loads nothing but the login state for a visitor', async () => {
    const fake = fakeApi({ [WHO_AM_I]: anonymous });
    expect(await loadRewardsPage(fake.context)).toEqual({ loggedIn: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the rewards headers and the user id on every rewards call', async () => {
    const fake = api({ rewards: [reward('issued', fifty)] });
    await loadRewardsPage(fake.context);
    const rewardsCalls = fake.requests.filter((request) => request.path.startsWith('/api/rewards'));
    expect(rewardsCalls.length).toBeGreaterThan(4);
    for (const call of rewardsCalls) expect(call.headers).toMatchObject(REWARDS_HEADERS);
    expect(fake.calls('GET', `${R}/user-rewards`)[0]!.query.get('user-id')).toBe('u1');
    expect(fake.calls('GET', `${R}/client-rewards/challan`)[0]!.query.get('type')).toBe('COUPON');
  });

  it('offers only coupons the user does not hold; used and expired ones can be taken again', async () => {
    const fake = api({
      rewards: [reward('opted_in', fifty), reward('redeemed', used)],
      offers: [fifty, booking, used],
      challan: [tenPercent],
    });
    const page = await loadRewardsPage(fake.context);
    if (!page.loggedIn) throw new Error('expected a logged-in page');
    expect(page.available.map((item) => item.id)).toEqual(['cbook', 'cused', 'c10']);
    expect(page.faqs.c50).toEqual([
      { question: 'Where can I use it?', answer: 'On challan payments.' },
    ]);
  });

  it('asks for each coupon FAQ once even when the coupon appears in several lists', async () => {
    const fake = api({ rewards: [reward('issued', fifty)], offers: [fifty], challan: [fifty] });
    await loadRewardsPage(fake.context);
    expect(fake.calls('GET', `${R}/coupon/c50/faq`)).toHaveLength(1);
  });
});

function renderPage(fake: ReturnType<typeof fakeApi>) {
  renderRoute(route, { path: '/rewards', url: '/rewards', context: fake.context });
}

describe('rewards page', () => {
  it('asks a visitor to log in to spin and see coupons', async () => {
    renderPage(fakeApi({ [WHO_AM_I]: anonymous }));
    await findHeading('Rewards');
    expect(
      screen.getByText('Log in to spin the wheel and see your coupons and offers.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
  });

  it('explains the empty states', async () => {
    renderPage(api());
    await findHeading('Rewards');
    expect(
      screen.getByText('No rewards yet. Spin the wheel or opt in to an offer below.'),
    ).toBeTruthy();
    expect(screen.getByText('You have not spun the wheel yet.')).toBeTruthy();
    expect(screen.getByText('You have opted in to every offer we have right now.')).toBeTruthy();
  });

  it("shows each reward's state; only a won reward needs an opt-in", async () => {
    renderPage(
      api({
        rewards: [reward('issued', fifty), reward('redeemed', used), reward('opted_in', booking)],
      }),
    );
    await findHeading('Rewards');
    const mine = screen.getByRole('region', { name: 'Your rewards' });
    const card = (title: string) =>
      within(mine).getByRole('heading', { name: title }).closest('li')!;
    expect(card('₹50 off challans').textContent).toContain(
      'Won: opt in to use it · valid until 31 Dec 2026',
    );
    expect(
      within(card('₹50 off challans')).getByRole('button', { name: 'Opt in ₹50 off challans' }),
    ).toBeTruthy();
    expect(card('Used coupon').textContent).toContain('Used on 24 Nov 2026');
    expect(within(card('Used coupon')).queryByRole('button')).toBeNull();
    expect(card('₹500 off car booking').textContent).toContain('Ready to use');
    expect(within(card('₹50 off challans')).getByText('Where can I use it?')).toBeTruthy();
  });

  it('lists past spins with their dates', async () => {
    renderPage(
      api({
        spins: [
          {
            id: 's1',
            prizeId: 'p0',
            label: '₹50 off challans',
            won: true,
            rewardId: 'r1',
            couponCode: 'C50',
            spunAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      }),
    );
    await findHeading('Rewards');
    expect(screen.getByRole('region', { name: 'Your spins' }).textContent).toContain(
      '25 Nov 2026: ₹50 off challans',
    );
  });

  it('opts in to an offer and confirms it is ready at checkout', async () => {
    const fake = api(
      { offers: [booking] },
      { [`POST ${R}/coupon/opt-in`]: { body: { data: {} } } },
    );
    renderPage(fake);
    await findHeading('Rewards');
    await userEvent.click(screen.getByRole('button', { name: 'Opt in ₹500 off car booking' }));
    expect(
      (await screen.findByText('Done! The coupon is ready to use at checkout.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    const optIn = fake.calls('POST', `${R}/coupon/opt-in`)[0]!;
    expect(optIn.body).toEqual({ couponId: 'cbook' });
    expect(optIn.headers).toMatchObject(REWARDS_HEADERS);
  });

  it("shows the service's refusal of an opt-in as an alert", async () => {
    renderPage(
      api(
        { offers: [booking] },
        { [`POST ${R}/coupon/opt-in`]: apiError(409, 'LIMIT', 'This offer has run out.') },
      ),
    );
    await findHeading('Rewards');
    await userEvent.click(screen.getByRole('button', { name: 'Opt in ₹500 off car booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This offer has run out.');
  });
});
