import { PURCHASE_STATUS_LABELS } from '@carsetu/contracts';
import { describe, expect, it } from 'vitest';
import { PURCHASE_STATUS_TEXT } from './status-labels';

describe('the purchase status words marked for translation', () => {
  it('are the shared vocabulary, word for word', () => {
    expect(PURCHASE_STATUS_TEXT).toEqual(PURCHASE_STATUS_LABELS);
  });
});
