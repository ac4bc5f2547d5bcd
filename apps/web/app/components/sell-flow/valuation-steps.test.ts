import { describe, expect, it } from 'vitest';
import { currentStep, queryUpTo, readAnswers } from './valuation-steps';

describe('valuation steps in the URL', () => {
  it('reads answers in order and stops at the first missing or out-of-range one', () => {
    const answers = readAnswers(
      new URLSearchParams('registrationNumber=mh12ab1234&makeId=3&modelId=7&year=1990&variantId=9'),
    );
    expect(answers).toEqual({ registrationNumber: 'MH12AB1234', makeId: 3, modelId: 7 });
    expect(currentStep(answers)).toBe('year');
  });

  it('accepts km written with commas and finishes when every step is answered', () => {
    const answers = readAnswers(
      new URLSearchParams('makeId=1&modelId=2&year=2019&variantId=4&km=45,000&owners=2&cityId=15'),
    );
    expect(answers.km).toBe(45_000);
    expect(currentStep(answers)).toBeNull();
    expect(queryUpTo(answers, 'year').toString()).toBe('makeId=1&modelId=2');
  });

  it('drops an invalid registration number instead of carrying it along', () => {
    expect(
      readAnswers(new URLSearchParams('registrationNumber=HELLO')).registrationNumber,
    ).toBeUndefined();
  });
});
