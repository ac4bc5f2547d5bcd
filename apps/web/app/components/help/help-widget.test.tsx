// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameUser } from '../auth/frame-user';
import { HELP_TEXT } from './help-text';
import { HelpWidget } from './help-widget';
import { whatsappSupportHref } from './whatsapp-support';

const login = vi.hoisted(() => ({ user: null as Partial<FrameUser> | null }));
vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: login.user, requireLogin: () => {} }),
}));

beforeEach(() => {
  login.user = { isLoggedIn: true, secureToken: 't' };
});
afterEach(cleanup);

function renderAt(path: string, props: Parameters<typeof HelpWidget>[0] = {}) {
  // As in the app, the widget lives in the frame and stays mounted while pages change.
  const Frame = () => (
    <>
      <Link to="/why-us/">Why us</Link>
      <Outlet />
      <HelpWidget {...props} />
    </>
  );
  const Page = () => <main>page</main>;
  const Stub = createRoutesStub([
    {
      Component: Frame,
      children: ['/', '/why-us/', '/buy-used-cars/', '/used-car-loan/', '/about-us/'].map(
        (pagePath) => ({ path: pagePath, Component: Page }),
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('HelpWidget', () => {
  it(`opens the help modal from the "${HELP_TEXT}" button for a logged-in, uninspected user`, async () => {
    renderAt('/');
    const button = screen.getByRole('button', { name: HELP_TEXT });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    expect(screen.getByRole('dialog', { name: HELP_TEXT })).toBeTruthy();
  });

  it('is the WhatsApp link for a visitor', () => {
    login.user = null;
    renderAt('/');
    const link = screen.getByRole('link', { name: /Need Help\?/ });
    expect(link.getAttribute('href')).toBe(whatsappSupportHref());
    expect(link.textContent).toContain('(opens WhatsApp)');
  });

  it('is the WhatsApp link for an inspected user', () => {
    renderAt('/', { isInspected: true });
    expect(screen.getByRole('link', { name: /Need Help\?/ })).toBeTruthy();
  });

  it('is the WhatsApp link when the call-back experiment is off', () => {
    renderAt('/', { requestCallbackExperiment: false });
    expect(screen.getByRole('link', { name: /Need Help\?/ })).toBeTruthy();
  });

  it('shows the older bubble on buy pages, still named for screen readers', () => {
    renderAt('/buy-used-cars/');
    const bubble = screen.getByRole('button', { name: HELP_TEXT });
    expect(bubble.getAttribute('title')).toBe(HELP_TEXT);
    expect(screen.getByText(HELP_TEXT).className).toContain('sr-only');
  });

  it('shows nothing on the loan page or routes the spec does not name', () => {
    renderAt('/used-car-loan/');
    expect(screen.queryByRole('button', { name: HELP_TEXT })).toBeNull();
    cleanup();
    renderAt('/about-us/');
    expect(screen.queryByRole('button', { name: HELP_TEXT })).toBeNull();
  });

  it('closes the modal when the user moves away from the home page', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: HELP_TEXT }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // A link behind the modal, as when the route changes by itself (e.g. a redirect).
    act(() => screen.getByRole('link', { name: 'Why us', hidden: true }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: HELP_TEXT })).toBeTruthy();
  });
});
