// @vitest-environment jsdom
import { SERVICE_HISTORY_LOGIN_REASON } from '@carsetu/contracts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnlockReportForm } from './unlock-report-form';

const login = vi.hoisted(() => ({
  user: null as { isLoggedIn: boolean } | null,
  requireLogin: vi.fn(),
}));
vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: login.user, requireLogin: login.requireLogin }),
}));

beforeEach(() => {
  login.user = { isLoggedIn: true };
  login.requireLogin.mockReset();
});
afterEach(cleanup);

function renderForm(formError: string | null = null, { holdAction = false } = {}) {
  const posted: FormData[] = [];
  let release: (() => void) | undefined;
  const Stub = createRoutesStub([
    {
      path: '/car-service-history/',
      Component: () => <UnlockReportForm registrationNumber="MH12AB1234" formError={formError} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        if (holdAction) await new Promise<void>((resolve) => (release = resolve));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/car-service-history/']} />);
  return { posted, release: () => release?.() };
}

describe('UnlockReportForm', () => {
  it('offers the free report and posts the registration number for a logged-in user', async () => {
    const { posted } = renderForm();
    expect(await screen.findByText('Free. The report is saved in your account.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Get full report' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('registrationNumber')).toBe('MH12AB1234');
    expect(login.requireLogin).not.toHaveBeenCalled();
  });

  it('says it is preparing the report and blocks a second click', async () => {
    const { posted, release } = renderForm(null, { holdAction: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Get full report' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Preparing your report…',
    });
    expect(busy.disabled).toBe(true);
    release();
    await screen.findByRole('button', { name: 'Get full report' });
    expect(posted).toHaveLength(1);
  });

  it('asks a visitor to log in with the report reason, then sends the form', async () => {
    login.user = null;
    const { posted } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Get full report' }));
    expect(posted).toHaveLength(0);
    expect(login.requireLogin).toHaveBeenCalledWith(
      SERVICE_HISTORY_LOGIN_REASON,
      expect.any(Function),
      { intent: 'service-report' },
    );
    const afterLogin = login.requireLogin.mock.calls[0]![1] as () => void;
    act(() => afterLogin());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('registrationNumber')).toBe('MH12AB1234');
  });

  it('shows the action message as an alert in place of the note', async () => {
    renderForm('Please log in to get the report.');
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in to get the report.');
    expect(screen.queryByText('Free. The report is saved in your account.')).toBeNull();
  });
});
