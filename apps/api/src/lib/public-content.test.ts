import { describe, expect, it, vi } from 'vitest';
import { PublicContentSignal } from './public-content';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('public content signal', () => {
  it('tells every listener of this process once, and stops after unsubscribe', () => {
    const signal = new PublicContentSignal();
    const first = vi.fn();
    const second = vi.fn();
    const stop = signal.onChange(first);
    signal.onChange(second);
    signal.changed();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stop();
    signal.changed();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  // Under `npm run test:pg` two signals stand for two server workers on one PostgreSQL: a change
  // in one drops the other's page cache, and the sender is not told twice. On PGlite (one
  // process by design) there is nothing to share with, and this checks the local signal only.
  it('reaches the other workers through PostgreSQL, not the sender twice', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const first = new PublicContentSignal();
    const second = new PublicContentSignal();
    if (url) await Promise.all([first.share(url), second.share(url)]);
    const heardByFirst = vi.fn();
    const heardBySecond = vi.fn();
    first.onChange(heardByFirst);
    second.onChange(heardBySecond);
    try {
      first.changed();
      if (url) {
        await waitFor(() => heardBySecond.mock.calls.length > 0);
        expect(heardBySecond).toHaveBeenCalledTimes(1);
      } else {
        expect(heardBySecond).not.toHaveBeenCalled();
      }
      // Give a stray echo of our own notification time to arrive: it must be ignored.
      await new Promise((r) => setTimeout(r, 100));
      expect(heardByFirst).toHaveBeenCalledTimes(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
