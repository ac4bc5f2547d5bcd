import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/buy-used-cars/')).toBe('/buy-used-cars/');
    expect(safeRedirectPath('/buy-used-car/maruti-swift-123/?tab=emi#emi')).toBe(
      '/buy-used-car/maruti-swift-123/?tab=emi#emi',
    );
  });

  it.each([
    ['absolute URL', 'https://evil.example/phish'],
    ['protocol-relative', '//evil.example/'],
    ['backslash host', '/\\evil.example'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline', '/used-car-loan/\nSet-Cookie: x'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['relative path', 'wishlist'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(600)}`],
  ])('rejects %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectPath('/a/../../wishlist')).toBe('/wishlist');
  });
});
