// @vitest-environment jsdom
import { MAX_CHALLANS_PER_ORDER, type Challan } from '@carsetu/contracts';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../lib/i18n';
import { ChallanSelection } from './challan-selection';

const login = vi.hoisted(() => ({
  user: null as { isLoggedIn: boolean } | null,
  requireLogin: vi.fn(),
}));
vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: login.user, requireLogin: login.requireLogin }),
}));

const challan = (number: number, overrides: Partial<Challan> = {}): Challan => ({
  challanNumber: `DL${number}`,
  registrationNumber: 'DL3CAB1234',
  offence: `Offence ${number}`,
  section: '194B(1)',
  place: 'Connaught Place',
  offenceDate: '2026-11-24T06:30:00Z',
  amountPaise: 50_000,
  status: 'pending',
  statusLabel: 'Pending',
  isPayable: true,
  notPayableReason: null,
  ...overrides,
});

const PAID_IN_COURT = challan(9, {
  offence: 'Court matter',
  amountPaise: 200_000,
  status: 'court',
  statusLabel: 'In court',
  isPayable: false,
  notPayableReason: 'Pay this challan at the virtual court',
});

/** The posted form fields, as the route action receives them. */
let posted: FormData[] = [];
let releaseAction: (() => void) | null = null;

function renderSelection(
  challans: Challan[],
  props: Partial<Parameters<typeof ChallanSelection>[0]> = {},
  { holdAction = false, locale = 'en' as 'en' | 'hi' } = {},
) {
  const Stub = createRoutesStub([
    {
      path: '/my-challans',
      Component: () => (
        <ChallanSelection challans={challans} checkoutKey="key-1" regNo="DL3CAB1234" {...props} />
      ),
      action: async ({ request }) => {
        posted.push(await request.formData());
        if (holdAction) await new Promise<void>((resolve) => (releaseAction = resolve));
        return null;
      },
    },
    { path: '/rewards', Component: () => <p>Rewards page</p> },
  ]);
  render(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={['/my-challans']} />
    </LocaleProvider>,
  );
}

const box = (offence: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: offence });
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^Pay / });

beforeEach(() => {
  posted = [];
  releaseAction = null;
  login.user = { isLoggedIn: true };
  login.requireLogin.mockReset();
});
afterEach(cleanup);

describe('ChallanSelection', () => {
  it('lists every challan on the number and preselects the payable ones', () => {
    renderSelection([challan(1), challan(2), PAID_IN_COURT]);
    expect(screen.getByRole('group', { name: 'Challans on DL3CAB1234 (3)' })).toBeTruthy();
    expect(box('Offence 1').checked).toBe(true);
    expect(box('Offence 2').checked).toBe(true);
    expect(screen.getByText('2 of 2 payable challans selected')).toBeTruthy();
  });

  it('gives a challan that cannot be paid here no checkbox, and says why', () => {
    renderSelection([challan(1), PAID_IN_COURT]);
    expect(screen.queryByRole('checkbox', { name: 'Court matter' })).toBeNull();
    expect(screen.getByText('Pay this challan at the virtual court.')).toBeTruthy();
    expect(screen.getByText('In court')).toBeTruthy();
  });

  it('shows each challan with section, place, Indian date and amount', () => {
    renderSelection([challan(1, { amountPaise: 1_00_000_00 })]);
    expect(screen.getByText('Section 194B(1) · Connaught Place · 24 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Challan no. DL1')).toBeTruthy();
    expect(screen.getAllByText('₹ 1,00,000').length).toBeGreaterThan(0);
  });

  it('prices the selection: fines, ₹25 fee per challan, 18% GST on the fee, total on the button', async () => {
    renderSelection([challan(1), challan(2, { amountPaise: 100_000 })]);
    const breakup = screen.getByRole('complementary', { name: 'Price breakup' });
    expect(within(breakup).getByText('₹ 1,500')).toBeTruthy();
    expect(within(breakup).getByText('₹ 50')).toBeTruthy();
    expect(within(breakup).getByText('₹ 9')).toBeTruthy();
    expect(payButton().textContent).toBe('Pay ₹ 1,559');
    await userEvent.click(box('Offence 2'));
    expect(payButton().textContent).toBe('Pay ₹ 529.50');
    expect(screen.getByText('1 of 2 payable challans selected')).toBeTruthy();
  });

  it('cannot pay with nothing selected', async () => {
    renderSelection([challan(1)]);
    await userEvent.click(box('Offence 1'));
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Pay ₹ 0');
  });

  it(`selects at most ${MAX_CHALLANS_PER_ORDER} challans and explains the limit`, async () => {
    const many = Array.from({ length: MAX_CHALLANS_PER_ORDER + 1 }, (_, i) => challan(i + 1));
    renderSelection(many);
    const last = box(`Offence ${MAX_CHALLANS_PER_ORDER + 1}`);
    expect(last.checked).toBe(false);
    expect(last.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      `You can pay up to ${MAX_CHALLANS_PER_ORDER} challans in one order. Pay these first, then the rest.`,
    );
    await userEvent.click(box('Offence 1'));
    expect(last.disabled).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(last);
    expect(box('Offence 1').disabled).toBe(true);
  });

  it('does not warn about the limit when there are exactly as many challans as allowed', () => {
    renderSelection(Array.from({ length: MAX_CHALLANS_PER_ORDER }, (_, i) => challan(i + 1)));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('posts the checkout key, number, chosen challans, WhatsApp consent and coupon', async () => {
    renderSelection([challan(1), challan(2), challan(3)]);
    await userEvent.click(box('Offence 2'));
    await userEvent.type(screen.getByLabelText(/Coupon code/), 'SAVE50');
    await userEvent.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect(form.get('checkoutKey')).toBe('key-1');
    expect(form.get('regNo')).toBe('DL3CAB1234');
    expect(form.getAll('challan')).toEqual(['DL1', 'DL3']);
    expect(form.get('whatsappConsent')).toBe('on');
    expect(form.get('couponCode')).toBe('SAVE50');
  });

  it('sends WhatsApp consent by default and leaves it out when unticked', async () => {
    renderSelection([challan(1)]);
    const consent = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Send me payment updates on WhatsApp',
    });
    expect(consent.checked).toBe(true);
    await userEvent.click(consent);
    await userEvent.click(payButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('whatsappConsent')).toBeNull();
  });

  it('shows "Opening payment…" and blocks a second click while the order is created', async () => {
    renderSelection([challan(1)], {}, { holdAction: true });
    await userEvent.click(payButton());
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Opening payment…' });
    expect(busy.disabled).toBe(true);
    releaseAction?.();
    expect(await screen.findByRole('button', { name: 'Pay ₹ 529.50' })).toBeTruthy();
    expect(posted).toHaveLength(1);
  });

  it('asks a visitor to log in before paying, instead of posting', async () => {
    login.user = null;
    renderSelection([challan(1)]);
    await userEvent.click(payButton());
    expect(login.requireLogin).toHaveBeenCalledWith('continue', expect.any(Function));
    expect(posted).toHaveLength(0);
  });

  it('posts the selection once the login resumes, without asking to log in again', async () => {
    login.user = null;
    renderSelection([challan(1), challan(2)]);
    await userEvent.click(box('Offence 2'));
    await userEvent.click(payButton());
    const resume = login.requireLogin.mock.calls[0]![1] as () => void;
    // The page has not re-rendered with the user yet: the resume must not go through onSubmit.
    resume();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.getAll('challan')).toEqual(['DL1']);
    expect(login.requireLogin).toHaveBeenCalledTimes(1);
  });

  it('shows the server error as an alert, with a Log in button when the session ended', async () => {
    renderSelection([challan(1)], { formError: 'Please log in again.', needsLogin: true });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Please log in again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(login.requireLogin).toHaveBeenCalledWith('continue');
  });

  it('links to the rewards page for coupons', async () => {
    renderSelection([challan(1)]);
    await userEvent.click(screen.getByRole('link', { name: 'Rewards' }));
    expect(await screen.findByText('Rewards page')).toBeTruthy();
  });
});

describe('ChallanSelection in Hindi', () => {
  it('shows the cart in Hindi, known API texts translated and data as sent', () => {
    renderSelection(
      [
        challan(1),
        challan(2, {
          status: 'paid',
          statusLabel: 'Paid',
          isPayable: false,
          notPayableReason: 'Already paid',
        }),
      ],
      { formError: 'Please log in to pay your challans.', needsLogin: true },
      { locale: 'hi' },
    );
    expect(screen.getByRole('group', { name: 'DL3CAB1234 पर चालान (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'कीमत का ब्योरा' })).toBeTruthy();
    expect(screen.getByText('बकाया')).toBeTruthy();
    expect(screen.getByText('भुगतान हो गया')).toBeTruthy();
    expect(screen.getByText('पहले ही भरा जा चुका है.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'चालान भरने के लिए कृपया लॉग इन करें।लॉग इन करें',
    );
    // Offence, place and money are data: shown as the API sent them.
    expect(screen.getByRole('checkbox', { name: 'Offence 1' })).toBeTruthy();
    expect(screen.getAllByText(/धारा 194B\(1\) · Connaught Place/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: '₹ 529.50 भरें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रिवॉर्ड' })).toBeTruthy();
  });

  it('shows a refusal it does not know as it came', () => {
    renderSelection([challan(1)], { formError: 'Challan DL1 is already paid.' }, { locale: 'hi' });
    expect(screen.getByRole('alert').textContent).toBe('Challan DL1 is already paid.');
  });
});
