import { describe, expect, it } from 'vitest';
import {
  currentStep,
  previousStep,
  queryUpTo,
  readAnswers,
  valuationQuery,
  VALUATION_STEPS,
} from './valuation-steps';

const answersOf = (query: string) => readAnswers(new URLSearchParams(query));

describe('valuation steps in the URL', () => {
  it('has the five steps brand → model → year → variant → km', () => {
    expect(VALUATION_STEPS).toEqual(['brand', 'model', 'year', 'variant', 'km']);
  });

  it('maps each URL to its step: the first one not answered', () => {
    expect(currentStep(answersOf(''))).toBe('brand');
    expect(currentStep(answersOf('brand=3'))).toBe('model');
    expect(currentStep(answersOf('brand=3&model=7'))).toBe('year');
    expect(currentStep(answersOf('brand=3&model=7&year=2019'))).toBe('variant');
    expect(currentStep(answersOf('brand=3&model=7&year=2019&variant=9'))).toBe('km');
    expect(
      currentStep(answersOf('brand=3&model=7&year=2019&variant=9&km=45000&owners=2&city=15')),
    ).toBeNull();
  });

  it('reads answers in order and stops at the first missing or out-of-range one', () => {
    const answers = answersOf('registrationNumber=mh12ab1234&brand=3&model=7&year=1990&variant=9');
    expect(answers).toEqual({ registrationNumber: 'MH12AB1234', brand: 3, model: 7 });
    expect(currentStep(answers)).toBe('year');
    // A later answer without an earlier one means nothing.
    expect(answersOf('model=7&year=2019')).toEqual({});
  });

  it('answers the km step only with kilometres, owners and city together', () => {
    const base = 'brand=1&model=2&year=2019&variant=4';
    expect(currentStep(answersOf(`${base}&km=45000`))).toBe('km');
    expect(currentStep(answersOf(`${base}&km=45000&owners=2`))).toBe('km');
    expect(currentStep(answersOf(`${base}&km=45000&owners=9&city=15`))).toBe('km');
    const done = answersOf(`${base}&km=45,000&owners=2&city=15`);
    expect(done.km).toBe(45_000);
    expect(valuationQuery(done)).toEqual({
      variantId: 4,
      year: 2019,
      km: 45_000,
      owners: 2,
      cityId: 15,
    });
  });

  it('builds the URL of each step from the answers (step → URL)', () => {
    const answers = answersOf(
      'registrationNumber=MH12AB1234&brand=1&model=2&year=2019&variant=4&km=45000&owners=2&city=15',
    );
    expect(queryUpTo(answers, 'year').toString()).toBe(
      'registrationNumber=MH12AB1234&brand=1&model=2',
    );
    expect(queryUpTo(answers, 'brand').toString()).toBe('registrationNumber=MH12AB1234');
    expect(queryUpTo(answers, null).toString()).toBe(
      'registrationNumber=MH12AB1234&brand=1&model=2&year=2019&variant=4&km=45000&owners=2&city=15',
    );
    // A step's form carries only the earlier answers: answering it drops the later ones.
    expect(queryUpTo(answers, 'model').toString()).toBe('registrationNumber=MH12AB1234&brand=1');
    // Round trip: the URL of a step reads back as that step.
    for (const step of VALUATION_STEPS)
      expect(currentStep(readAnswers(queryUpTo(answers, step)))).toBe(step);
  });

  it('steps back one step at a time', () => {
    expect(previousStep('brand')).toBeNull();
    expect(previousStep('model')).toBe('brand');
    expect(previousStep('km')).toBe('variant');
    expect(previousStep(null)).toBe('km');
  });

  it('drops an invalid registration number instead of carrying it along', () => {
    expect(answersOf('registrationNumber=HELLO').registrationNumber).toBeUndefined();
  });

  it('refuses to price an unfinished valuation', () => {
    expect(() => valuationQuery(answersOf('brand=1&model=2'))).toThrow();
  });
});
