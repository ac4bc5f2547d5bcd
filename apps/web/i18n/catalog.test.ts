import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogs, placeholders } from './catalog';
import { APP_DIR, COMPILED_DIR, compileAll, serialise } from './compile-messages';
import { HINDI_AREAS } from './hindi';

describe('the message catalogs (decision 0180)', () => {
  const { en, hi, problems } = compileAll();

  it('are compiled from the current source: run `npm run i18n` after changing a text', () => {
    expect(readFileSync(join(COMPILED_DIR, 'en.json'), 'utf8')).toBe(serialise(en));
    expect(readFileSync(join(COMPILED_DIR, 'hi.json'), 'utf8')).toBe(serialise(hi));
  });

  it('have a Hindi text for every message the app shows, with the same placeholders', () => {
    expect(problems.untranslated).toEqual([]);
    expect(problems.placeholderMismatch).toEqual([]);
  });

  it('keep no Hindi text for a message the app no longer shows', () => {
    expect(problems.unused).toEqual([]);
  });

  it('give each message to one area only', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, texts] of Object.entries(HINDI_AREAS))
      for (const id of Object.keys(texts)) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${area})`);
        seen.set(id, area);
      }
    expect(twice).toEqual([]);
  });

  it('reads ids from t() and msg() calls, both quote styles and escapes', () => {
    expect(APP_DIR).toMatch(/apps\/web\/app$/);
    const built = buildCatalogs(['Cars in {city}', "Don't"], {
      'Cars in {city}': '{city} में कारें',
    });
    expect(built.en['Cars in {city}']).toEqual(['Cars in ', ['city']]);
    expect(built.en["Don't"]).toBeUndefined();
    expect(built.hi['Cars in {city}']).toEqual([['city'], ' में कारें']);
    expect(built.problems.untranslated).toEqual(["Don't"]);
    expect(placeholders('{count, plural, one {# car} other {# cars}} in {city}')).toEqual([
      'city',
      'count',
    ]);
  });
});
