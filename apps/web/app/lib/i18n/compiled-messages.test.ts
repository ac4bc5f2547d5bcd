import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import en from './compiled/en.json';
import hi from './compiled/hi.json';
import { formatMessage, type CompiledCatalog, type CompiledMessage } from './compiled-messages';

const CATALOGS = { en, hi } as unknown as Record<'en' | 'hi', CompiledCatalog>;

/** Every placeholder a message reads, and whether it picks a plural branch. */
function placeholders(message: CompiledMessage, found = new Map<string, boolean>()) {
  if (typeof message === 'string') return found;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    found.set(name, found.get(name) === true || type === 'plural');
    for (const branch of Object.values(cases ?? {})) {
      if (typeof branch !== 'number') placeholders(branch, found);
    }
  }
  return found;
}

describe('compiled messages without Lingui at run time (decision 0196)', () => {
  it('fill every catalog message as Lingui does, in both languages and for every plural branch', () => {
    let compared = 0;
    for (const [locale, catalog] of Object.entries(CATALOGS) as ['en' | 'hi', CompiledCatalog][]) {
      const lingui = setupI18n({ locale, messages: { [locale]: catalog as never } });
      for (const [id, message] of Object.entries(catalog)) {
        // Counts below 1,000: Lingui writes `#` with the locale's own grouping (1,234,567 in
        // English), the site with Indian grouping everywhere; the two agree below a thousand.
        for (const count of [0, 1, 2, 7, 999]) {
          const values: Record<string, string | number> = {};
          for (const [name, isCount] of placeholders(message)) {
            values[name] = isCount ? count : `‹${name}›`;
          }
          expect(formatMessage(message, locale, values), `${locale}: ${id}`).toBe(
            lingui._(id, values),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('takes the plural branch each language asks for', () => {
    const cars: CompiledMessage = [['n', 'plural', { one: ['#', ' car'], other: ['#', ' cars'] }]];
    expect(formatMessage(cars, 'en', { n: 1 })).toBe('1 car');
    expect(formatMessage(cars, 'en', { n: 0 })).toBe('0 cars');
    // Hindi's "one" covers 0 and 1.
    expect(formatMessage(cars, 'hi', { n: 0 })).toBe('0 car');
    expect(formatMessage(cars, 'hi', { n: 2 })).toBe('2 cars');
  });

  it('prefers an exact case and honours an offset', () => {
    const message: CompiledMessage = [
      [
        'n',
        'plural',
        { 0: ['none'], offset: 1 as never, one: ['#', ' more'], other: ['#', ' others'] },
      ],
    ];
    expect(formatMessage(message, 'en', { n: 0 })).toBe('none');
    expect(formatMessage(message, 'en', { n: 2 })).toBe('1 more');
    expect(formatMessage(message, 'en', { n: 3 })).toBe('2 others');
  });

  it('writes `#` with Indian digit grouping, like every number on the site', () => {
    const items: CompiledMessage = [
      ['n', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }],
    ];
    expect(formatMessage(items, 'en', { n: 1234567 })).toBe('12,34,567 items');
  });

  it('leaves out a value that is missing, as Lingui does', () => {
    expect(formatMessage(['Used cars in ', ['city']], 'en', {})).toBe('Used cars in ');
  });
});
