// @vitest-environment jsdom
import { REVIEW_MESSAGES, type Reviewable } from '@carsetu/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymous, apiError, fakeApi, type FakeAnswer } from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './reviews.write';

afterEach(cleanup);

const REVIEWABLE = 'GET /api/vehicle/customer-reviews/reviewable';
const CREATE = '/api/vehicle/customer-reviews/create';
const items: Reviewable[] = [
  {
    kind: 'challan_order',
    ref: 'CH-1001',
    label: 'Challan order CH-1001',
    completedAt: '2026-11-20',
  },
  { kind: 'car_sale', ref: '42', label: 'Your 2019 Maruti Swift', completedAt: '2026-11-22' },
];

function setup(url = '/reviews/write', extra: Record<string, FakeAnswer> = {}, list = items) {
  const fake = fakeApi({ [REVIEWABLE]: { body: { data: list } }, ...extra });
  renderRoute(route, { path: '/reviews/write', url, context: fake.context });
  return fake;
}
const transaction = (label: string) =>
  within(screen.getByRole('group', { name: 'What are you reviewing?' })).getByLabelText(
    label,
  ) as HTMLInputElement;

describe('write a review', () => {
  it('asks a visitor to log in with the number they paid or sold with', async () => {
    const fake = fakeApi({ [REVIEWABLE]: anonymous });
    renderRoute(route, { path: '/reviews/write', url: '/reviews/write', context: fake.context });
    await findHeading('Write a review');
    expect(screen.getByText('Log in with the mobile number you paid or sold with.')).toBeTruthy();
  });

  it('says there is nothing to review yet and links home', async () => {
    setup('/reviews/write', {}, []);
    await findHeading('Write a review');
    expect(screen.getByText(/Nothing to review right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
  });

  it('picks the first transaction by default', async () => {
    setup();
    await findHeading('Write a review');
    expect(transaction('Challan order CH-1001').checked).toBe(true);
    expect(transaction('Your 2019 Maruti Swift').checked).toBe(false);
  });

  it('falls back to the first transaction when the link names one that is not reviewable', async () => {
    setup('/reviews/write?kind=car_sale&ref=999');
    await findHeading('Write a review');
    expect(transaction('Challan order CH-1001').checked).toBe(true);
  });

  it('picks the transaction named in the link (from an order or sale page)', async () => {
    setup('/reviews/write?kind=car_sale&ref=42');
    await findHeading('Write a review');
    expect(transaction('Your 2019 Maruti Swift').checked).toBe(true);
    expect(transaction('Challan order CH-1001').checked).toBe(false);
  });

  it('offers 5 to 1 stars and states the length limits from the rules', async () => {
    setup();
    await findHeading('Write a review');
    const stars = within(screen.getByRole('group', { name: 'Your rating' })).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['5', '4', '3', '2', '1']);
    expect(screen.getByLabelText('1 star')).toBeTruthy();
    expect(
      screen.getByText('20 to 1000 characters. We show your first name and initial.'),
    ).toBeTruthy();
    const body = screen.getByLabelText(/^Your review/);
    expect([body.getAttribute('minlength'), body.getAttribute('maxlength')]).toEqual([
      '20',
      '1000',
    ]);
  });

  it('sends the chosen transaction, rating and text, then thanks the user', async () => {
    const fake = setup('/reviews/write', {
      [`POST ${CREATE}`]: { status: 201, body: { data: {} } },
    });
    await findHeading('Write a review');
    await userEvent.click(transaction('Your 2019 Maruti Swift'));
    await userEvent.click(screen.getByLabelText('4 stars'));
    await userEvent.type(screen.getByLabelText(/^Your review/), 'Fair price and a quick pickup.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('status')).textContent).toBe(REVIEW_MESSAGES.submitted);
    expect(fake.calls('POST', CREATE)[0]!.body).toEqual({
      transactionKind: 'car_sale',
      transactionRef: '42',
      rating: 4,
      body: 'Fair price and a quick pickup.',
    });
  });

  it("shows the API's field message in place of the hint and keeps the text", async () => {
    setup('/reviews/write', {
      [`POST ${CREATE}`]: apiError(400, 'VALIDATION', 'Check your review', {
        body: REVIEW_MESSAGES.bodyShort,
      }),
    });
    await findHeading('Write a review');
    await userEvent.click(screen.getByLabelText('5 stars'));
    const body = screen.getByLabelText(/^Your review/);
    // The browser's own minlength check is bypassed to reach the server's answer.
    body.removeAttribute('minlength');
    await userEvent.type(body, 'Great');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check your review');
    expect(screen.getByText(REVIEW_MESSAGES.bodyShort)).toBeTruthy();
    expect(screen.getByLabelText(/^Your review/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Your review/) as HTMLTextAreaElement).value).toBe('Great');
  });

  it('tells the user when the transaction was already reviewed', async () => {
    setup('/reviews/write', {
      [`POST ${CREATE}`]: apiError(409, 'DUPLICATE', REVIEW_MESSAGES.duplicate),
    });
    await findHeading('Write a review');
    await userEvent.click(screen.getByLabelText('5 stars'));
    await userEvent.type(screen.getByLabelText(/^Your review/), 'Paid all my challans in one go.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_MESSAGES.duplicate);
  });
});
