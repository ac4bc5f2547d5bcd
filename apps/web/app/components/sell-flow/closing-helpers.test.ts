import { describe, expect, it } from 'vitest';
import {
  bankFormProblems,
  documentTypesInOrder,
  formatFileSize,
  isClosingIntent,
  rupeesFromInput,
} from './closing-helpers';
import { precheckDocumentFile, uploadErrorMessage } from '@carsetu/contracts';

describe('complete-your-sale helpers', () => {
  it('checks the account number typed twice', () => {
    expect(
      bankFormProblems({ accountNumber: '5010 0123', confirmAccountNumber: '50100123' }),
    ).toEqual({});
    expect(
      bankFormProblems({ accountNumber: '50100123', confirmAccountNumber: '50100124' }),
    ).toEqual({
      confirmAccountNumber: 'The two account numbers do not match',
    });
  });

  it('reads rupees as typed and sizes files', () => {
    expect(rupeesFromInput('₹ 3,50,000')).toBe(350000);
    expect(rupeesFromInput('3.5 lakh')).toBeNaN();
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(200 * 1024)).toBe('200 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });

  it('lists required documents first and knows its intents', () => {
    expect(documentTypesInOrder().map((entry) => entry.type)).toEqual([
      'RC',
      'PAN',
      'ID_PROOF',
      'CANCELLED_CHEQUE',
      'INSURANCE',
    ]);
    expect(isClosingIntent('loan-details')).toBe(true);
    expect(isClosingIntent('accept-offer')).toBe(false);
  });

  it('explains upload refusals in words', () => {
    expect(uploadErrorMessage(413)).toBe('Each file must be 8 MB or smaller.');
    expect(uploadErrorMessage(415)).toBe('Upload a JPEG, PNG or PDF file.');
    expect(uploadErrorMessage(409, 'Accept an offer first')).toBe('Accept an offer first');
    expect(precheckDocumentFile({ size: 9 * 1024 * 1024, type: 'application/pdf' })).toBe(
      'Each file must be 8 MB or smaller.',
    );
    expect(precheckDocumentFile({ size: 100, type: 'image/gif' })).toBe(
      'Upload a JPEG, PNG or PDF file.',
    );
    expect(precheckDocumentFile({ size: 100, type: '' })).toBeNull();
  });
});
