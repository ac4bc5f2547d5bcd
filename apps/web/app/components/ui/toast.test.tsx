// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A caller that raises toasts the way pages do: through the hook. */
function Raiser({ message, tone }: { message: string; tone?: 'info' | 'success' | 'error' }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(message, tone)}>
      Raise {message}
    </button>
  );
}

function renderWithToasts(...raisers: { message: string; tone?: 'info' | 'success' | 'error' }[]) {
  return render(
    <ToastProvider>
      {raisers.map((raiser) => (
        <Raiser key={raiser.message} {...raiser} />
      ))}
    </ToastProvider>,
  );
}

function region() {
  return screen.getByRole('status');
}

describe('ToastProvider', () => {
  it('keeps an empty polite live region in the page so later messages are announced', () => {
    renderWithToasts({ message: 'Saved' });
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');
  });

  it('shows a raised message inside the status region', async () => {
    renderWithToasts({ message: 'Call-back requested', tone: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Raise Call-back requested' }));
    expect(within(region()).getByText('Call-back requested')).toBeTruthy();
  });

  it('stacks several messages in the order they were raised', async () => {
    renderWithToasts({ message: 'First' }, { message: 'Second', tone: 'error' });
    await userEvent.click(screen.getByRole('button', { name: 'Raise First' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise Second' }));
    const texts = within(region())
      .getAllByText(/First|Second/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['First', 'Second']);
  });

  it('lets the user dismiss one message and keeps the others', async () => {
    renderWithToasts({ message: 'First' }, { message: 'Second' });
    await userEvent.click(screen.getByRole('button', { name: 'Raise First' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise Second' }));
    const dismissButtons = within(region()).getAllByRole('button', { name: 'Dismiss' });
    expect(dismissButtons).toHaveLength(2);
    await userEvent.click(dismissButtons[0]!);
    expect(within(region()).queryByText('First')).toBeNull();
    expect(within(region()).getByText('Second')).toBeTruthy();
  });

  it(`goes by itself after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    renderWithToasts({ message: 'Link copied' });
    act(() => screen.getByRole('button', { name: 'Raise Link copied' }).click());
    expect(within(region()).getByText('Link copied')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(region()).getByText('Link copied')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText('Link copied')).toBeNull();
  });

  it('times each message from its own start', () => {
    vi.useFakeTimers();
    renderWithToasts({ message: 'Early' }, { message: 'Late' });
    act(() => screen.getByRole('button', { name: 'Raise Early' }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS / 2));
    act(() => screen.getByRole('button', { name: 'Raise Late' }).click());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS / 2));
    expect(within(region()).queryByText('Early')).toBeNull();
    expect(within(region()).getByText('Late')).toBeTruthy();
  });

  it('tells the message tone apart by colour (error is red, success green)', async () => {
    renderWithToasts({ message: 'Failed', tone: 'error' }, { message: 'Done', tone: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Raise Failed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise Done' }));
    expect(within(region()).getByText('Failed').parentElement?.className).toContain('bg-red-700');
    expect(within(region()).getByText('Done').parentElement?.className).toContain('bg-emerald-700');
  });
});

describe('useToast outside a provider', () => {
  it('is a harmless no-op, so components render in isolation', async () => {
    render(<Raiser message="Nobody listens" />);
    await userEvent.click(screen.getByRole('button', { name: 'Raise Nobody listens' }));
    expect(screen.queryByText('Nobody listens')).toBeNull();
  });
});
