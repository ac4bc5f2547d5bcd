// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { LoginProvider } from './login-context';

type Call = { url: string; method: string };
let calls: Call[] = [];
let wishlistFails = false;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  wishlistFails = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init: RequestInit = {}) => {
      // Raw fetch(url, init), or one Request from the typed browser client.
      const url = input instanceof Request ? new URL(input.url).pathname : String(input);
      const method = input instanceof Request ? input.method : (init.method ?? 'GET');
      calls.push({ url, method });
      if (url.endsWith('/otp/send')) return json({ data: { resend_after_seconds: 30 } });
      if (url.endsWith('/otp/verify')) {
        return json({
          data: { login_url: '/api/login/api/v1/login?access-token=t1', 'access-token': 't1' },
        });
      }
      if (url.endsWith('/api/v1/login')) return json({ data: { redirect_url: '/' } });
      if (url.includes('/wishlist/')) {
        return wishlistFails
          ? json({ error: { message: 'This car is no longer listed' } }, 404)
          : json({ isWishlisted: true, hasPriceAlert: false, wishlistCount: 1 });
      }
      return json({}, 404);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderCarPage() {
  const Page = () => (
    <ToastProvider>
      <LoginProvider user={null}>
        <WishlistHeart listingId={42} title="2019 Maruti Swift" initial={false} />
        <Where />
      </LoginProvider>
    </ToastProvider>
  );
  const Stub = createRoutesStub([
    { path: '/buy-used-car/swift-42/', Component: Page },
    { path: '/wishlist', Component: Where },
  ]);
  render(<Stub initialEntries={['/buy-used-car/swift-42/']} />);
}

async function logInThroughModal() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to see your Wishlist' });
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  await user.type(await screen.findByLabelText('OTP', { exact: true }), '1234');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return dialog;
}

describe('login resumes the heart', () => {
  it('saves the car after login, stays on the car page and confirms with a toast', async () => {
    renderCarPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Save 2019 Maruti Swift to wishlist' }),
    );
    await logInThroughModal();

    expect(await screen.findByText('Added to your wishlist')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/wishlist/'))).toEqual([
      { url: '/api/consumer/inventory/v1/wishlist/42', method: 'PUT' },
    ]);
    expect(
      screen.getByRole('button', { name: 'Remove 2019 Maruti Swift from wishlist' }),
    ).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/buy-used-car/swift-42/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the failure instead of a false confirmation', async () => {
    wishlistFails = true;
    renderCarPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Save 2019 Maruti Swift to wishlist' }),
    );
    await logInThroughModal();

    expect(await screen.findByText('This car is no longer listed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Added to your wishlist')).toBeNull();
  });
});
