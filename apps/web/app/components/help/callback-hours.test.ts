import { describe, expect, it } from 'vitest';
import { callbackHours, callbackSourceOf } from './callback-hours';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

describe('call-back operational hours (spec §9)', () => {
  it('shows 9:30 AM - 6:30 PM on the desktop source', () => {
    expect(callbackHours(callbackSourceOf(DESKTOP_CHROME))).toBe('9:30 AM - 6:30 PM');
  });

  it.each([PIXEL, IPHONE])('shows 9 AM - 6 PM otherwise (%s)', (userAgent) => {
    expect(callbackHours(callbackSourceOf(userAgent))).toBe('9 AM - 6 PM');
  });
});
