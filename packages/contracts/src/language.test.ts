import { describe, expect, it } from 'vitest';
import { localeUrl, resolveLocale, switchLanguageHref } from './language';

describe('resolveLocale', () => {
  it('takes the query first, then the cookie, then English', () => {
    expect(resolveLocale('hi', 'en')).toBe('hi');
    expect(resolveLocale(null, 'hi')).toBe('hi');
    expect(resolveLocale(undefined, undefined)).toBe('en');
  });
  it('ignores a language the site does not have and forged cookies', () => {
    expect(resolveLocale('fr', undefined)).toBe('en');
    expect(resolveLocale('<script>', 'hi')).toBe('hi');
    expect(resolveLocale(null, 'hi; path=/')).toBe('en');
  });
});

describe('language URLs', () => {
  it('names Hindi pages with ?lang=hi and English ones without it', () => {
    expect(localeUrl('/buy-used-cars?page=2', 'hi')).toBe('/buy-used-cars?page=2&lang=hi');
    expect(localeUrl('/buy-used-cars?lang=hi&page=2', 'en')).toBe('/buy-used-cars?page=2');
  });
  it('switches with an explicit language so a Hindi cookie can be undone', () => {
    expect(switchLanguageHref('/traffic-challan?lang=hi', 'en')).toBe('/traffic-challan?lang=en');
    expect(switchLanguageHref('/', 'hi')).toBe('/?lang=hi');
  });
});
