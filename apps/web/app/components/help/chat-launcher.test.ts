import { describe, expect, it, vi } from 'vitest';
import { openGlobalChat } from './chat-launcher';

describe('opening chat', () => {
  it('hands over to the global chat object when the page has one', () => {
    const open = vi.fn();
    expect(openGlobalChat({ CarSetuChat: { open } })).toBe(true);
    expect(open).toHaveBeenCalledOnce();
  });

  it('falls back to the site chat without one, or with a broken one', () => {
    expect(openGlobalChat({})).toBe(false);
    expect(openGlobalChat(undefined)).toBe(false);
    expect(openGlobalChat({ CarSetuChat: {} as never })).toBe(false);
  });
});
