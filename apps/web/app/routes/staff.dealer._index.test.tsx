// @vitest-environment jsdom
import { formatMoney, paise, type AuctionView } from '@carsetu/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STAFF_ME,
  apiError,
  fakeApi,
  staffMe,
  staffRole,
  type FakeAnswer,
} from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './staff.dealer._index';

afterEach(cleanup);

const DEALER = '/api/consumer/api/v1/dealer';

function auction(overrides: Partial<AuctionView> = {}): AuctionView {
  return {
    id: 'a1',
    appointmentId: '42',
    round: 1,
    status: 'live',
    car: '2019 Maruti Swift VXI',
    city: { id: 1, name: 'Pune' },
    startPricePaise: 40_000_000,
    minIncrementPaise: 500_000,
    minimumNextBidPaise: 45_500_000,
    bestBidPaise: 45_000_000,
    bidCount: 3,
    endsAt: '2099-01-01T00:00:00.000Z',
    closedAt: null,
    youLead: false,
    yourBestPaise: null,
    outcome: null,
    ...overrides,
  };
}

const negotiation = {
  id: 'n1',
  auctionId: 'a9',
  car: '2017 Honda City ZX',
  askedPaise: 60_000_000,
  yourBidPaise: 55_000_000,
};

function setup(
  data: {
    live?: AuctionView[];
    history?: AuctionView[];
    negotiations?: (typeof negotiation)[];
    leads?: { id: string; name: string; phone: string }[];
  } = {},
  extra: Record<string, FakeAnswer> = {},
) {
  const fake = fakeApi({
    [STAFF_ME]: staffMe(staffRole('dealer', 'Pune')),
    [`GET ${DEALER}/auctions`]: { body: { data: data.live ?? [] } },
    [`GET ${DEALER}/auctions/history`]: { body: { data: data.history ?? [] } },
    [`GET ${DEALER}/negotiations`]: { body: { data: data.negotiations ?? [] } },
    [`GET ${DEALER}/leads`]: { body: { data: data.leads ?? [] } },
    ...extra,
  });
  renderRoute(route, { path: '/staff/dealer', url: '/staff/dealer', context: fake.context });
  return fake;
}

describe('dealer console', () => {
  it("names the dealer's city and says when nothing is live or closed yet", async () => {
    setup();
    await findHeading('Live auctions in Pune');
    expect(
      screen.getByText(
        'No live auctions right now. New cars appear here as soon as they are inspected.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Auctions you bid in appear here once they close.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price requests from sellers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sellers who chose you' })).toBeNull();
  });

  it('does not load auctions for someone without the dealer role', async () => {
    const fake = fakeApi({ [STAFF_ME]: staffMe(staffRole('runner')) });
    renderRoute(route, { path: '/staff/dealer', url: '/staff/dealer', context: fake.context });
    await findHeading('Dealer auctions');
    expect(fake.calls('GET', `${DEALER}/auctions`)).toHaveLength(0);
  });

  it('lists live auctions with best price, minimum next bid, lead and a link to bid', async () => {
    setup({
      live: [
        auction({ youLead: true }),
        auction({ id: 'a2', car: '2020 Hyundai i20', bestBidPaise: null, bidCount: 0 }),
      ],
    });
    await findHeading('Live auctions in Pune');
    const [swift, i20] = screen.getAllByRole('listitem');
    expect(
      within(swift!).getByText(new RegExp(`Best ${formatMoney(paise(45_000_000))}`)),
    ).toBeTruthy();
    expect(within(swift!).getByText('You lead')).toBeTruthy();
    expect(
      within(swift!).getByText(`Minimum next bid ${formatMoney(paise(45_500_000))}`),
    ).toBeTruthy();
    expect(
      within(swift!)
        .getByRole('link', { name: 'Open and bid on 2019 Maruti Swift VXI' })
        .getAttribute('href'),
    ).toBe('/staff/dealer/auctions/a1');
    expect(within(i20!).getByText(/Best none yet · 0 bids/)).toBeTruthy();
    expect(within(i20!).queryByText('You lead')).toBeNull();
  });

  it('shows won and lost auctions with the best and own bids', async () => {
    setup({
      history: [
        auction({
          status: 'closed',
          outcome: 'won',
          yourBestPaise: 45_000_000,
        }),
        auction({ id: 'a3', car: '2016 Tata Nexon', status: 'closed', outcome: 'lost' }),
      ],
    });
    await findHeading('Live auctions in Pune');
    const history = screen.getByRole('region', { name: 'Won and lost' });
    expect(
      within(history).getByText(
        `Won · best ${formatMoney(paise(45_000_000))} · yours ${formatMoney(paise(45_000_000))}`,
      ),
    ).toBeTruthy();
    expect(within(history).getByText(`Lost · best ${formatMoney(paise(45_000_000))}`)).toBeTruthy();
  });

  it('lists sellers who chose the dealer with a phone link', async () => {
    setup({ leads: [{ id: 'l1', name: 'Meera', phone: '9876543210' }] });
    await findHeading('Live auctions in Pune');
    const leads = screen.getByRole('region', { name: 'Sellers who chose you' });
    expect(within(leads).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
  });

  it("agrees to the seller's asking price without a counter amount", async () => {
    const fake = setup(
      { negotiations: [negotiation] },
      { [`POST ${DEALER}/negotiations/n1`]: { body: { data: {} } } },
    );
    await findHeading('Live auctions in Pune');
    const requests = screen.getByRole('region', { name: 'Price requests from sellers' });
    expect(
      within(requests).getByText(
        `The seller asks ${formatMoney(paise(60_000_000))}; your bid is ${formatMoney(paise(55_000_000))}.`,
      ),
    ).toBeTruthy();
    await userEvent.click(
      within(requests).getByRole('button', { name: `Agree to ${formatMoney(paise(60_000_000))}` }),
    );
    await waitFor(() =>
      expect(fake.calls('POST', `${DEALER}/negotiations/n1`)[0]?.body).toEqual({
        decision: 'accept',
      }),
    );
  });

  it('sends a counter-offer typed with commas and the rupee sign as a number', async () => {
    const fake = setup(
      { negotiations: [negotiation] },
      { [`POST ${DEALER}/negotiations/n1`]: { body: { data: {} } } },
    );
    await findHeading('Live auctions in Pune');
    await userEvent.type(screen.getByLabelText('Counter-offer (₹)'), '₹ 5,75,000');
    await userEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() =>
      expect(fake.calls('POST', `${DEALER}/negotiations/n1`)[0]?.body).toEqual({
        decision: 'counter',
        counterRupees: 575000,
      }),
    );
  });

  it("shows the API's refusal of a decision as an alert", async () => {
    setup(
      { negotiations: [negotiation] },
      {
        [`POST ${DEALER}/negotiations/n1`]: apiError(
          400,
          'VALIDATION',
          'A counter-offer must be above your bid',
        ),
      },
    );
    await findHeading('Live auctions in Pune');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my bid' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A counter-offer must be above your bid',
    );
  });
});
