import { CHALLAN_STATUS_LABELS, INVALID_REGISTRATION_MESSAGE } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n';
import { KNOWN_API_TEXTS, translateKnown } from './api-texts';

describe('translateKnown', () => {
  it("knows the contracts' challan status labels and the registration-number message", () => {
    for (const text of [...Object.values(CHALLAN_STATUS_LABELS), INVALID_REGISTRATION_MESSAGE]) {
      expect(KNOWN_API_TEXTS).toContain(text);
    }
  });

  it('translates a known text and leaves any other as it came', () => {
    const hi = translator('hi');
    expect(translateKnown(hi, INVALID_REGISTRATION_MESSAGE)).toBe(
      'सही रजिस्ट्रेशन नंबर डालें, जैसे MH12AB1234 या 22BH1234AA',
    );
    expect(translateKnown(hi, 'Challan C1 is already paid.')).toBe('Challan C1 is already paid.');
    expect(translateKnown(translator('en'), 'Pending')).toBe('Pending');
  });
});
