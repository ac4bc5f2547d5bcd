// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpModal } from './help-modal';
import { CALL_ME, HELP_TEXT } from './help-text';
import { whatsappSupportHref } from './whatsapp-support';

vi.mock('../auth/login-context', () => ({
  useLogin: () => ({ user: null, requireLogin: () => {} }),
}));

afterEach(() => {
  cleanup();
  delete window.CarSetuChat;
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <HelpModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openModal() {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('HelpModal', () => {
  it(`opens on the three options under "${HELP_TEXT}"`, async () => {
    await openModal();
    expect(screen.getByRole('dialog', { name: HELP_TEXT })).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: /Ask on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(whatsappSupportHref());
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(whatsapp.textContent).toContain('(opens WhatsApp)');
    expect(screen.getByRole('button', { name: 'Request a call back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeTruthy();
  });

  it('shows the call-back form under its own title', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(screen.getByRole('dialog', { name: 'Request a call back' })).toBeTruthy();
    // The form is loaded on demand (code-split popup).
    expect(await screen.findByRole('button', { name: CALL_ME })).toBeTruthy();
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
  });

  it('hands chat to the vendor chat when the page has one, and closes', async () => {
    const open = vi.fn();
    window.CarSetuChat = { open };
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the fallback chat when there is no vendor chat', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toBeTruthy();
    expect(await screen.findByLabelText('Ask a question')).toBeTruthy();
  });

  it('goes from the fallback chat to the call-back form', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Talk to a person: request a call back' }),
    );
    expect(screen.getByRole('dialog', { name: 'Request a call back' })).toBeTruthy();
  });

  it('starts again at the options each time it opens', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: HELP_TEXT })).toBeTruthy();
  });
});
