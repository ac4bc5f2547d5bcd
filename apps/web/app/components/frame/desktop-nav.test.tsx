// @vitest-environment jsdom
import { PINCODE_STORAGE_KEY, type PageLink } from '@carsetu/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_LOCATION_PICKER_EVENT } from '../location/location-events';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import type { NavMenu } from './nav-menus';
import { PageLink as PageLinkView } from './page-link';

const link = (title: string, url: string, extra: Partial<PageLink> = {}): PageLink => ({
  title,
  url,
  rel: null,
  suffixIcon: null,
  ...extra,
});

const MENUS: NavMenu[] = [
  {
    id: 'buy',
    label: 'Buy used car',
    href: '/buy-used-cars/',
    allLabel: 'All used cars',
    tab: 'Buy',
    lead: { text: 'Used cars in Pune', action: link('Change city', '/buy-used-cars/?source=x') },
    groups: [
      { title: 'Popular brands', items: [link('Used Tata cars', '/buy-used-car?make=tata')] },
    ],
  },
  { id: 'finance', label: 'Car finance', href: '/used-car-loan/', tab: 'Loan', groups: [] },
  {
    id: 'products',
    label: 'Our products',
    groups: [
      {
        items: [
          link('Personal loan', 'https://loans.example.in/personal', {
            rel: 'noopener noreferrer',
            suffixIcon: 'external',
          }),
        ],
      },
    ],
  },
];

function renderNav(kind: 'desktop' | 'mobile', activeTab: 'Buy' | 'Loan' | null = 'Buy') {
  const Nav = () =>
    kind === 'desktop' ? (
      <>
        <p>Outside</p>
        <DesktopNav menus={MENUS} activeTab={activeTab} />
      </>
    ) : (
      <MobileNav menus={MENUS} activeTab={activeTab} />
    );
  const Stub = createRoutesStub([
    { path: '/', Component: Nav },
    { path: '/buy-used-cars/', Component: () => <p>Buy page</p> },
    { path: '/used-car-loan/', Component: () => <p>Loan page</p> },
    { path: '/buy-used-car', Component: () => <p>Listing page</p> },
  ]);
  render(<Stub initialEntries={['/']} />);
}

// jsdom has no PointerEvent, so pointer events arrive without pointerType and the nav cannot
// tell a mouse from a finger. A minimal one, as browsers have it.
if (typeof globalThis.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  globalThis.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

beforeEach(() => {
  localStorage.setItem(PINCODE_STORAGE_KEY, '411001');
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const menuButton = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

describe('DesktopNav (disclosure navigation)', () => {
  it('marks the active section as the current page', async () => {
    renderNav('desktop', 'Loan');
    expect(
      (await screen.findByRole('link', { name: 'Car finance' })).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByRole('link', { name: 'Buy used car' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('gives a link with a menu a separate, named menu button; a menu without a link is the button', async () => {
    renderNav('desktop');
    expect(await screen.findByRole('button', { name: 'Buy used car menu' })).toBeTruthy();
    expect(menuButton('Our products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Car finance/ })).toBeNull();
  });

  it('opens and closes a dropdown with its button (touch or keyboard activation)', async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Buy used car menu' });
    expect(panelOf(button).hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(button).hidden).toBe(false);
    expect(within(panelOf(button)).getByText('Used cars in Pune')).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it("renders a dropdown's links only while it is open (not in every page's HTML)", async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Buy used car menu' });
    expect(panelOf(button).querySelectorAll('a')).toHaveLength(0);
    fireEvent.click(button);
    expect(within(panelOf(button)).getByRole('link', { name: 'Used Tata cars' })).toBeTruthy();
    fireEvent.click(button);
    expect(panelOf(button).querySelectorAll('a')).toHaveLength(0);
  });

  it('keeps one dropdown open at a time', async () => {
    renderNav('desktop');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy used car menu' }));
    await userEvent.click(menuButton('Our products'));
    expect(menuButton('Buy used car menu').getAttribute('aria-expanded')).toBe('false');
    expect(menuButton('Our products').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens with Enter and closes with Escape, returning focus to its button', async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Our products' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    within(panelOf(button))
      .getByRole('link', { name: /Personal loan/ })
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus leaves the entry', async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Our products' });
    await userEvent.click(button);
    await userEvent.tab(); // into the panel
    await userEvent.tab(); // out of the entry
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on mouse hover, stays open on the following click, and closes when the mouse leaves', async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Buy used car menu' });
    const entry = button.closest('li')!;
    // React derives pointerenter/leave from pointerover/out.
    fireEvent.pointerOver(entry, { pointerType: 'mouse' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerOut(entry, {
      pointerType: 'mouse',
      relatedTarget: screen.getByText('Outside'),
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('ignores touch hovers', async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Buy used car menu' });
    await userEvent.pointer({ keys: '[TouchA>]', target: button.closest('li')! });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside the navigation', async () => {
    renderNav('desktop');
    const button = await screen.findByRole('button', { name: 'Our products' });
    await userEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes after following a link in the dropdown', async () => {
    renderNav('desktop');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy used car menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Used Tata cars' }));
    expect(await screen.findByText('Listing page')).toBeTruthy();
  });

  it('sends a Buy used car click without a pincode to the location picker instead', async () => {
    localStorage.removeItem(PINCODE_STORAGE_KEY);
    const opened = vi.fn();
    window.addEventListener(OPEN_LOCATION_PICKER_EVENT, opened);
    renderNav('desktop');
    await userEvent.click(await screen.findByRole('link', { name: 'Buy used car' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Buy page')).toBeNull();
    window.removeEventListener(OPEN_LOCATION_PICKER_EVENT, opened);
  });

  it('follows Buy used car when a pincode is known', async () => {
    renderNav('desktop');
    await userEvent.click(await screen.findByRole('link', { name: 'Buy used car' }));
    expect(await screen.findByText('Buy page')).toBeTruthy();
  });
});

describe('MobileNav (drawer)', () => {
  it('opens a Menu drawer from the menu button', async () => {
    renderNav('mobile');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(
      within(drawer)
        .getByRole('link', { name: /1800 120 3344/ })
        .getAttribute('href'),
    ).toBe('tel:18001203344');
  });

  it('shows a dropdown as a disclosure with its top link under the "all" label', async () => {
    renderNav('mobile');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const all = within(drawer).getByRole('link', { name: 'All used cars' });
    expect(all.getAttribute('href')).toBe('/buy-used-cars/');
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(within(drawer).getByText('Used cars in Pune')).toBeTruthy();
  });

  it('closes the drawer when a link is followed', async () => {
    renderNav('mobile');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Car finance' }));
    expect(await screen.findByText('Loan page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the drawer Buy link without a pincode to the location picker', async () => {
    localStorage.removeItem(PINCODE_STORAGE_KEY);
    const opened = vi.fn();
    window.addEventListener(OPEN_LOCATION_PICKER_EVENT, opened);
    renderNav('mobile');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'All used cars' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Buy page')).toBeNull();
    window.removeEventListener(OPEN_LOCATION_PICKER_EVENT, opened);
  });
});

describe('PageLink', () => {
  function renderLink(item: PageLink) {
    const Stub = createRoutesStub([{ path: '/', Component: () => <PageLinkView item={item} /> }]);
    render(<Stub initialEntries={['/']} />);
  }

  it('opens an external link in a new tab and says so', async () => {
    renderLink(link('Credit cards', 'https://loans.example.in/cards', { suffixIcon: 'external' }));
    const anchor = await screen.findByRole('link', { name: /Credit cards/ });
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    expect(anchor.textContent).toContain('(opens in a new tab)');
  });

  it('keeps an internal link in the app with its rel', async () => {
    renderLink(link('FAQ', '/faq/', { rel: 'nofollow', suffixIcon: 'new' }));
    const anchor = await screen.findByRole('link', { name: /FAQ/ });
    expect(anchor.getAttribute('href')).toBe('/faq/');
    expect(anchor.getAttribute('rel')).toBe('nofollow');
    expect(anchor.hasAttribute('target')).toBe(false);
    expect(within(anchor).getByText('New')).toBeTruthy();
  });
});
