import { describe, expect, it } from 'vitest';
import { helpModalStaysOpen, needHelpAction } from './need-help-action';

describe('need-help click (spec §4)', () => {
  const eligible = { isLoggedIn: true, isInspected: false, requestCallbackExperiment: true };

  it('opens the help modal for a logged-in, not inspected user with the experiment on', () => {
    expect(needHelpAction(eligible)).toBe('help-modal');
  });

  it.each([
    ['a visitor', { isLoggedIn: false }],
    ['an inspected user', { isInspected: true }],
    ['the experiment off', { requestCallbackExperiment: false }],
    ['an inspected visitor', { isLoggedIn: false, isInspected: true }],
  ])('opens WhatsApp for %s', (_, override) => {
    expect(needHelpAction({ ...eligible, ...override })).toBe('whatsapp');
  });

  it("keeps the help modal open only on '/'", () => {
    expect(helpModalStaysOpen('/')).toBe(true);
    expect(helpModalStaysOpen('/sell-used-cars/')).toBe(false);
  });
});
