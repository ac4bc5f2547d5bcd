// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { focusableIn, trapTabKey } from './focusable';

// Without layout every offsetParent is null in jsdom; count attached, not display:none, elements
// as visible so the "skips hidden ones" rule can be checked.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.isConnected && this.style.display !== 'none' ? this.parentElement : null;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});
afterEach(cleanup);

function renderPanel() {
  render(
    <div data-testid="panel">
      <a href="/help">Help</a>
      <button type="button">Enabled</button>
      <button type="button" disabled>
        Disabled
      </button>
      <input aria-label="Visible field" />
      <input aria-label="Hidden field" style={{ display: 'none' }} />
      <details>
        <summary>More</summary>
      </details>
      <div tabIndex={0}>Scroll box</div>
      <div tabIndex={-1}>Programmatic only</div>
    </div>,
  );
  return screen.getByTestId('panel');
}

function tab(shiftKey = false) {
  return new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
}

describe('focusableIn', () => {
  it('lists what Tab reaches, in document order, skipping disabled, hidden and tabindex=-1', () => {
    const names = focusableIn(renderPanel()).map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    );
    expect(names).toEqual(['Help', 'Enabled', 'Visible field', 'More', 'Scroll box']);
  });

  it('keeps the focused element even when it measures as hidden', () => {
    const panel = renderPanel();
    const hidden = screen.getByLabelText('Hidden field');
    expect(focusableIn(panel)).not.toContain(hidden);
    // jsdom focuses it anyway (no layout), which stands in for an element mid-transition.
    hidden.focus();
    expect(document.activeElement).toBe(hidden);
    expect(focusableIn(panel)).toContain(hidden);
  });
});

describe('trapTabKey', () => {
  it('wraps Tab from the last element to the first', () => {
    const panel = renderPanel();
    screen.getByText('Scroll box').focus();
    const event = tab();
    trapTabKey(event, panel);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('Help'));
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    const panel = renderPanel();
    screen.getByText('Help').focus();
    const event = tab(true);
    trapTabKey(event, panel);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('Scroll box'));
  });

  it('leaves Tab alone in the middle of the list', () => {
    const panel = renderPanel();
    screen.getByRole('button', { name: 'Enabled' }).focus();
    const event = tab();
    trapTabKey(event, panel);
    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enabled' }));
  });

  it('ignores other keys', () => {
    const panel = renderPanel();
    screen.getByText('Scroll box').focus();
    const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    trapTabKey(event, panel);
    expect(event.defaultPrevented).toBe(false);
  });

  it('swallows Tab in a panel with nothing focusable, so focus cannot leave it', () => {
    render(<div data-testid="empty">Only text</div>);
    const event = tab();
    trapTabKey(event, screen.getByTestId('empty'));
    expect(event.defaultPrevented).toBe(true);
  });
});
