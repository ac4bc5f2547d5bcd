// @vitest-environment jsdom
import type { ModerationItem } from '@carsetu/contracts';
import { cleanup, screen, within } from '@testing-library/react';
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
import * as route from './staff.reviews';

afterEach(cleanup);

const LIST = '/api/vehicle/customer-reviews/moderation';

function item(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    id: 7,
    author: 'Meera J.',
    city: 'Pune',
    rating: 4,
    body: 'Quick and honest inspection.',
    kind: 'car_sale',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'pending',
    transactionRef: 'APT-42',
    ...overrides,
  } as ModerationItem;
}

function setup(
  items: ModerationItem[],
  extra: Record<string, FakeAnswer> = {},
  me: FakeAnswer = staffMe(staffRole('lead_agent')),
) {
  const fake = fakeApi({ [STAFF_ME]: me, [`GET ${LIST}`]: { body: { data: items } }, ...extra });
  renderRoute(route, { path: '/staff/reviews', url: '/staff/reviews', context: fake.context });
  return fake;
}

describe('review moderation', () => {
  it('is for admins and lead agents only', async () => {
    const fake = setup([item()], {}, staffMe(staffRole('inspector')));
    await findHeading('Review moderation');
    expect(screen.getByRole('alert').textContent).toContain('This page is for CarSetu staff.');
    expect(fake.calls('GET', LIST)).toHaveLength(0);
  });

  it('says when there is nothing to moderate', async () => {
    setup([], {}, staffMe(staffRole('admin', null)));
    await findHeading('Review moderation');
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
  });

  it('shows each review with its stars, transaction and state; decisions only while waiting', async () => {
    setup([item(), item({ id: 8, author: 'Ravi K.', status: 'approved' })]);
    await findHeading('Review moderation');
    const [waiting, published] = screen.getAllByRole('listitem');
    expect(waiting!.textContent).toContain('Meera J. · 4 of 5 stars · APT-42 · Waiting');
    expect(
      within(waiting!).getByRole('button', { name: 'Approve the review by Meera J.' }),
    ).toBeTruthy();
    expect(published!.textContent).toContain('Published');
    expect(within(published!).queryByRole('button')).toBeNull();
  });

  it('publishes a review and says so', async () => {
    const fake = setup([item()], {
      'POST /api/vehicle/customer-reviews/7/moderate': { body: { data: {} } },
    });
    await findHeading('Review moderation');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the review by Meera J.' }));
    expect((await screen.findByRole('status')).textContent).toBe('Review published.');
    expect(fake.calls('POST', '/api/vehicle/customer-reviews/7/moderate')[0]!.body).toEqual({
      decision: 'approve',
    });
  });

  it('rejects with the trimmed reason', async () => {
    const fake = setup([item()], {
      'POST /api/vehicle/customer-reviews/7/moderate': { body: { data: {} } },
    });
    await findHeading('Review moderation');
    await userEvent.type(screen.getByLabelText('Reason to reject'), '  abusive language ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the review by Meera J.' }));
    expect((await screen.findByRole('status')).textContent).toBe('Review rejected.');
    expect(fake.calls('POST', '/api/vehicle/customer-reviews/7/moderate')[0]!.body).toEqual({
      decision: 'reject',
      reason: 'abusive language',
    });
  });

  it("shows the API's message when a rejection has no reason", async () => {
    setup([item()], {
      'POST /api/vehicle/customer-reviews/7/moderate': apiError(
        400,
        'VALIDATION',
        'Say why the review is rejected',
      ),
    });
    await findHeading('Review moderation');
    await userEvent.click(screen.getByRole('button', { name: 'Reject the review by Meera J.' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say why the review is rejected');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
