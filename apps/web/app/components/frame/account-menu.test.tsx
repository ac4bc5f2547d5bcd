// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameUser } from '../auth/frame-user';
import { AccountMenu } from './account-menu';
import { afterLogoutUrl } from './logout-target';

const mocks = vi.hoisted(() => ({ requireLogin: vi.fn(), logout: vi.fn() }));
vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: null, requireLogin: mocks.requireLogin }),
}));
vi.mock('../auth/login-api', () => ({ logout: mocks.logout }));

const ASHA: FrameUser = {
  name: 'Asha',
  isLoggedIn: true,
  isFetched: true,
  mobile: '9876543210',
  email: 'asha@example.com',
  userId: 'u-1',
  secureToken: 's',
};

beforeEach(() => {
  mocks.requireLogin.mockReset();
  mocks.logout.mockReset();
});
afterEach(cleanup);

function renderMenu(user: FrameUser | null) {
  const Page = ({ name }: { name: string }) => (
    <>
      <p>{name} page</p>
      <Link to="/faq/">Go to FAQ</Link>
      <AccountMenu user={user} />
    </>
  );
  const Stub = createRoutesStub([
    { path: '/', Component: () => <Page name="Home" /> },
    { path: '/faq/', Component: () => <Page name="FAQ" /> },
    { path: '/my-orders', Component: () => <p>Orders page</p> },
    { path: '/profile', Component: () => <p>Profile page</p> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const toggle = (name: RegExp | string) => screen.getByRole('button', { name });

describe('AccountMenu for a visitor', () => {
  it('says "Hello, Sign in" and opens a collapsed panel on click', async () => {
    renderMenu(null);
    const button = await screen.findByRole('button', { name: 'Hello, Sign in' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBeTruthy();
  });

  it('opens the login modal from LOG IN/SIGN UP and closes the panel', async () => {
    renderMenu(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'LOG IN/SIGN UP' }));
    expect(mocks.requireLogin).toHaveBeenCalledWith('continue');
    expect(screen.queryByRole('button', { name: 'LOG IN/SIGN UP' })).toBeNull();
  });

  it('turns each account entry into a login prompt with its own reason, then goes there', async () => {
    renderMenu(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Sign in' }));
    expect(screen.queryByRole('link', { name: 'My Orders' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'My Orders' }));
    expect(mocks.requireLogin).toHaveBeenCalledWith('orders', expect.any(Function));
    const afterLogin = mocks.requireLogin.mock.calls[0]![1] as () => void;
    afterLogin();
    expect(await screen.findByText('Orders page')).toBeTruthy();
  });

  it.each([
    ['My Appointments', 'appointments'],
    ['My Bookings', 'view-bookings'],
    ['My Vehicles', 'continue'],
    ['Wishlist', 'see-wishlist'],
    ['Rewards', 'continue'],
  ])('prompts login for %s with the %s heading', async (label, reason) => {
    renderMenu(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(mocks.requireLogin).toHaveBeenCalledWith(reason, expect.any(Function));
  });

  it('has no Logout entry', async () => {
    renderMenu(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Sign in' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('AccountMenu for a logged-in user', () => {
  it('greets the user and shows their phone and email, with a link to edit the profile', async () => {
    renderMenu(ASHA);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Asha' }));
    expect(screen.getByText('+91 9876543210')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Edit profile' }));
    expect(await screen.findByText('Profile page')).toBeTruthy();
  });

  it('asks a user without a name to add one', async () => {
    renderMenu({ ...ASHA, name: '', email: '' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, there' }));
    expect(screen.getByText('Add your name')).toBeTruthy();
  });

  it('lists the account pages as plain links', async () => {
    renderMenu(ASHA);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Asha' }));
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/') && link.textContent);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toContainEqual([
      'My Orders',
      '/my-orders',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'My Orders' }));
    expect(mocks.requireLogin).not.toHaveBeenCalled();
    expect(await screen.findByText('Orders page')).toBeTruthy();
  });

  it('shows why logout failed, inside the menu', async () => {
    mocks.logout.mockRejectedValue(new Error('Could not log out. Please try again.'));
    renderMenu(ASHA);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Asha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not log out. Please try again.',
    );
  });
});

describe('AccountMenu closing', () => {
  it('closes on Escape', async () => {
    renderMenu(ASHA);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Asha' }));
    await userEvent.keyboard('{Escape}');
    expect(toggle('Hello, Asha').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside but not inside', async () => {
    renderMenu(ASHA);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Asha' }));
    fireEvent.mouseDown(screen.getByText('+91 9876543210'));
    expect(toggle('Hello, Asha').getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByText('Home page'));
    expect(toggle('Hello, Asha').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the page changes', async () => {
    renderMenu(ASHA);
    await userEvent.click(await screen.findByRole('button', { name: 'Hello, Asha' }));
    fireEvent.click(screen.getByRole('link', { name: 'Go to FAQ' }));
    await screen.findByText('FAQ page');
    expect(toggle('Hello, Asha').getAttribute('aria-expanded')).toBe('false');
    expect(within(document.body).queryByText('+91 9876543210')).toBeNull();
  });
});

describe('afterLogoutUrl (spec §2)', () => {
  it('sends the user home from my-bookings and the wishlist', () => {
    expect(afterLogoutUrl('/my-bookings', 'https://carsetu.in/my-bookings')).toBe('/');
    expect(afterLogoutUrl('/wishlist', 'https://carsetu.in/wishlist')).toBe('/');
  });

  it('reloads any other page where it is', () => {
    expect(afterLogoutUrl('/my-orders', 'https://carsetu.in/my-orders?x=1')).toBe(
      'https://carsetu.in/my-orders?x=1',
    );
    expect(afterLogoutUrl('/', 'https://carsetu.in/')).toBe('https://carsetu.in/');
  });
});
