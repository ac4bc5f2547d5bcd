// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

// jsdom has no layout, so every element's offsetParent is null and would count as hidden. Treat
// attached elements as visible, as a browser does, so focus order and the Tab trap are real.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.isConnected ? this.parentElement : null;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});
afterEach(cleanup);

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open help
      </button>
      <Dialog
        open={open}
        title="Need help?"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
        <button type="button">Submit</button>
      </Dialog>
    </>
  );
}

async function openDialog(onClose?: () => void) {
  render(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open help' }));
  return screen.getByRole('dialog', { name: 'Need help?' });
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} title="Hidden" onClose={vi.fn()}>
        body
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title', async () => {
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeTruthy();
  });

  it('keeps a hidden title as the accessible name', () => {
    render(
      <Dialog open title="Menu" hideTitle onClose={vi.fn()}>
        links
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Menu' }).className).toContain('sr-only');
  });

  it('moves focus to the first focusable control on open', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    await openDialog(onClose);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open help' }));
  });

  it('closes with the Close button', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onClose = vi.fn();
    const dialog = await openDialog(onClose);
    await userEvent.click(screen.getByLabelText('Name'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog in both directions', async () => {
    await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(document.activeElement).toBe(close);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(document.activeElement).toBe(submit);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });

  it('stops the page behind from scrolling while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('lays drawers against the chosen edge', () => {
    render(
      <Dialog open title="Menu" placement="left" onClose={vi.fn()}>
        links
      </Dialog>,
    );
    expect(screen.getByRole('dialog').className).toContain('mr-auto');
  });
});
