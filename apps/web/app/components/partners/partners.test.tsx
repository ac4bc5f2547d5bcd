// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../testing/sent-request';
import { renderWithRouter } from '../../testing/render-route';
import { ReferAFriend } from './refer-a-friend';
import { ReferralTracker } from './referral-tracker';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReferAFriend', () => {
  const referral = { code: 'MEERA7', sharePath: '/?ref=MEERA7', visits: 3 };

  it('shows the code and a read-only link on the site origin', () => {
    render(<ReferAFriend referral={referral} origin="https://www.carsetu.in" />);
    expect(screen.getByRole('heading', { name: 'Refer a friend' })).toBeTruthy();
    expect(screen.getByText('MEERA7')).toBeTruthy();
    const link = screen.getByLabelText('Your link') as HTMLInputElement;
    expect(link.value).toBe('https://www.carsetu.in/?ref=MEERA7');
    expect(link.readOnly).toBe(true);
  });

  it('shares on WhatsApp with the message and link, in a new tab without an opener', () => {
    render(<ReferAFriend referral={referral} origin="https://www.carsetu.in" />);
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const text = new URL(share.getAttribute('href')!).searchParams.get('text');
    expect(share.getAttribute('href')!.startsWith('https://wa.me/?text=')).toBe(true);
    expect(text).toBe(
      'I use CarSetu for inspected used cars, loans and challans. Have a look: https://www.carsetu.in/?ref=MEERA7',
    );
    expect(share.getAttribute('target')).toBe('_blank');
    expect(share.getAttribute('rel')).toContain('noopener');
  });

  it('counts visits in words that fit one or many', () => {
    const { rerender } = render(<ReferAFriend referral={referral} origin="" />);
    expect(screen.getByText('3 visits from your link so far')).toBeTruthy();
    rerender(<ReferAFriend referral={{ ...referral, visits: 1 }} origin="" />);
    expect(screen.getByText('1 visit from your link so far')).toBeTruthy();
    rerender(<ReferAFriend referral={{ ...referral, visits: 0 }} origin="" />);
    expect(screen.getByText('0 visits from your link so far')).toBeTruthy();
  });
});

describe('ReferralTracker', () => {
  it('counts a visit that arrived with ?ref=, naming the landing page and this browser', async () => {
    renderWithRouter(<ReferralTracker />, '/buy-used-cars/?ref=MEERA7');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = await sentRequest(fetchMock, 0);
    expect(url).toBe('/api/consumer/api/v1/referral/track');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    const body = JSON.parse(init.body as string) as Record<string, string>;
    expect(body.code).toBe('MEERA7');
    expect(body.landingPath).toBe('/buy-used-cars/');
    expect(body.deviceId).toBe(localStorage.getItem('carsetu_device'));
    expect(body.deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps one device id across visits so a friend counts once a day', async () => {
    localStorage.setItem('carsetu_device', 'device-1');
    renderWithRouter(<ReferralTracker />, '/?ref=MEERA7');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((await sentRequest(fetchMock, 0))[1].body!).deviceId).toBe('device-1');
  });

  it('sends nothing without a referral code', async () => {
    renderWithRouter(<ReferralTracker />, '/buy-used-cars/?city=pune');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a failed count: it is only a count', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithRouter(<ReferralTracker />, '/?ref=MEERA7');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('renders nothing', () => {
    const { container } = renderWithRouter(<ReferralTracker />, '/');
    expect(container.textContent).toBe('');
  });
});
