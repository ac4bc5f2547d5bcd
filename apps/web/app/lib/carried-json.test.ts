import { describe, expect, it } from 'vitest';
import { carry, readCarried } from './carried-json';
import { deepFreeze } from './deep-freeze';

describe('loader data carried as one JSON text (decision 0195)', () => {
  const search = () => ({ total: 2, items: [{ id: 1, title: 'Swift "VXi"' }, { id: 2 }] });

  it('travels as its JSON text alone: the value itself is not enumerable', () => {
    const carried = carry(search());
    expect(Object.keys(carried)).toEqual(['json']);
    expect(JSON.parse(carried.json)).toEqual(search());
    expect(JSON.parse(JSON.stringify(carried))).toEqual({ json: carried.json });
  });

  it('makes the text once for a frozen value, and renders the server its own value', () => {
    const kept = deepFreeze(search());
    const carried = carry(kept);
    expect(carry(kept)).toBe(carried);
    expect(readCarried(carried)).toBe(kept);
    // A value that is not frozen may change: its text is made each time.
    const own = search();
    expect(carry(own)).not.toBe(carry(own));
  });

  it('parses the text once in the browser, where only the text arrived', () => {
    const arrived = JSON.parse(JSON.stringify(carry(search()))) as ReturnType<typeof carry>;
    const value = readCarried(arrived);
    expect(value).toEqual(search());
    expect(readCarried(arrived)).toBe(value);
  });
});
