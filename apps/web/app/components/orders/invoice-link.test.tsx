// @vitest-environment jsdom
import { formatDateTime } from '@carsetu/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceLink } from './invoice-link';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LINK = { url: 'https://www.carsetu.in/invoice/abc?sig=1', expiresAt: '2026-12-01T09:00:00Z' };

function renderLink(link: typeof LINK | null, { holdAction = false } = {}) {
  const posted: FormData[] = [];
  let release: (() => void) | undefined;
  const Stub = createRoutesStub([
    {
      path: '/my-orders/ORD1',
      Component: () => <InvoiceLink link={link} />,
      action: async ({ request }) => {
        posted.push(await request.formData());
        if (holdAction) await new Promise<void>((resolve) => (release = resolve));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/my-orders/ORD1']} />);
  return { posted, release: () => release?.() };
}

describe('InvoiceLink', () => {
  it('asks the order page to create a link, saying so while it works', async () => {
    const { posted, release } = renderLink(null, { holdAction: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Share invoice link' }));
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Creating link…' });
    expect(busy.disabled).toBe(true);
    release();
    await screen.findByRole('button', { name: 'Share invoice link' });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get('intent')).toBe('invoice-link');
  });

  it('shows the link read-only, labelled with when it stops working', async () => {
    renderLink(LINK);
    const field = await screen.findByLabelText<HTMLInputElement>(
      `Invoice link, works without logging in until ${formatDateTime(LINK.expiresAt)}`,
    );
    expect(field.value).toBe(LINK.url);
    expect(field.readOnly).toBe(true);
  });

  it('selects the whole link on focus, ready to copy by hand', async () => {
    renderLink(LINK);
    const field = await screen.findByRole<HTMLInputElement>('textbox');
    await userEvent.click(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(LINK.url.length);
  });

  it('copies the link to the clipboard and announces it', async () => {
    renderLink(LINK);
    // user-event installs its own clipboard stub on setup; read what was written from it.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Invoice link copied');
    expect(await navigator.clipboard.readText()).toBe(LINK.url);
  });

  it('stays quiet when the browser has no clipboard', async () => {
    renderLink(LINK);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
