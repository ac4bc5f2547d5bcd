// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLoaderData, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ValuationProgress } from './valuation-progress';
import { useFocusOnStepChange, ValuationStepForm } from './valuation-step-form';
import {
  currentStep,
  previousStep,
  queryUpTo,
  readAnswers,
  VALUATION_STEPS,
  type ValuationStep,
} from './valuation-steps';
import type { ValuationPageData } from './valuation.server';
import { LocaleProvider } from '../../lib/i18n';

afterEach(cleanup);

const OPTIONS: Record<Exclude<ValuationStep, 'km'>, { value: number; label: string }[]> = {
  brand: [
    { value: 1, label: 'Maruti Suzuki' },
    { value: 2, label: 'Hyundai' },
  ],
  model: [{ value: 11, label: 'Swift' }],
  year: [
    { value: 2021, label: '2021' },
    { value: 2019, label: '2019' },
  ],
  variant: [{ value: 31, label: 'VXi (Petrol, Manual)' }],
};
const NAMES: Record<string, string> = { 1: 'Maruti Suzuki', 11: 'Swift', 31: 'VXi (Petrol)' };

/** The loader reduced to the step logic: the real URL reading, fixed choices. */
function pageFor(url: string): ValuationPageData {
  const answers = readAnswers(new URL(url).searchParams);
  const step = currentStep(answers);
  const back = previousStep(step);
  return {
    answers,
    step,
    options: step && step !== 'km' ? OPTIONS[step] : [],
    suggested: undefined,
    hiddenQuery: [...queryUpTo(answers, step).entries()],
    cities: [{ value: 15, label: 'Pune' }],
    progress: VALUATION_STEPS.map((key) => ({
      step: key,
      value:
        answers[key] === undefined
          ? null
          : key === 'year'
            ? String(answers.year)
            : (NAMES[String(answers[key])] ?? String(answers[key])),
      changeQuery: queryUpTo(answers, key).toString(),
    })),
    backQuery: back ? queryUpTo(answers, back).toString() : null,
    vehicle: null,
    valuation: null,
    valuationError: null,
    bookQuery: null,
  };
}

function Page() {
  const page = useLoaderData() as ValuationPageData;
  const location = useLocation();
  useFocusOnStepChange(page.step ?? 'result');
  return (
    <main>
      <p data-testid="search">{location.search}</p>
      <ValuationProgress page={page} />
      {page.step ? <ValuationStepForm key={page.step} page={page} /> : <p>Done</p>}
    </main>
  );
}

function renderAt(entry: string, locale: 'en' | 'hi' = 'en') {
  const Stub = createRoutesStub([
    {
      path: '/used-car-valuation',
      Component: Page,
      loader: ({ request }) => pageFor(request.url),
      HydrateFallback: () => null,
    },
  ]);
  render(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={[entry]} />
    </LocaleProvider>,
  );
}

const search = () => screen.getByTestId('search').textContent;

describe('valuation steps on one page (URL ⇄ step)', () => {
  it('shows the step the URL is at, with the earlier answers in the progress list', async () => {
    renderAt('/used-car-valuation?brand=1&model=11');
    expect(
      await screen.findByRole('heading', { name: 'Which year was it registered?' }),
    ).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change brand: Maruti Suzuki' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change model: Swift' })).toBeTruthy();
    expect(screen.getByText('3. Year').getAttribute('aria-current')).toBe('step');
  });

  it('one tap on a choice puts the answer in the URL and moves focus to the next question', async () => {
    const user = userEvent.setup();
    renderAt('/used-car-valuation');
    const brands = await screen.findByRole('list', { name: 'Which brand is your car?' });
    expect(brands.querySelectorAll('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Maruti Suzuki' }));
    const model = await screen.findByRole('heading', { name: 'Which model?' });
    expect(search()).toBe('?brand=1');
    await waitFor(() => expect(document.activeElement).toBe(model));

    await user.click(screen.getByRole('button', { name: 'Swift' }));
    await screen.findByRole('heading', { name: 'Which year was it registered?' });
    await user.click(screen.getByRole('button', { name: '2019' }));
    await screen.findByRole('heading', { name: 'Which variant?' });
    expect(search()).toBe('?brand=1&model=11&year=2019');
  });

  it('the last step asks kilometres, owners and city, and finishes the valuation', async () => {
    const user = userEvent.setup();
    renderAt('/used-car-valuation?brand=1&model=11&year=2019&variant=31');
    await screen.findByRole('heading', { name: 'How many kilometres has it run?' });
    await user.type(screen.getByLabelText('How many kilometres has it run?'), '45000');
    await user.click(screen.getByRole('radio', { name: '2nd owner' }));
    await user.selectOptions(screen.getByLabelText('Where is the car?'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'See my car’s price' }));
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(search()).toBe('?brand=1&model=11&year=2019&variant=31&km=45000&owners=2&city=15');
  });

  it('a change link goes back to that step, dropping the later answers', async () => {
    const user = userEvent.setup();
    renderAt('/used-car-valuation?brand=1&model=11&year=2019');
    await user.click(await screen.findByRole('link', { name: 'Change model: Swift' }));
    expect(await screen.findByRole('heading', { name: 'Which model?' })).toBeTruthy();
    expect(search()).toBe('?brand=1');
  });

  it('a URL with a later answer but not an earlier one starts at the missing step', async () => {
    renderAt('/used-car-valuation?model=11&year=2019');
    expect(await screen.findByRole('heading', { name: 'Which brand is your car?' })).toBeTruthy();
  });

  it('asks every step in Hindi on a Hindi page; the answers (names, numbers) stay as they are', async () => {
    const user = userEvent.setup();
    renderAt('/used-car-valuation?brand=1&model=11&year=2019&variant=31', 'hi');
    await screen.findByRole('heading', { name: 'कार कितने किलोमीटर चली है?' });
    expect(screen.getByText('चरण 5 / 5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ब्रांड बदलें: Maruti Suzuki' })).toBeTruthy();
    await user.type(screen.getByLabelText('कार कितने किलोमीटर चली है?'), '45000');
    await user.click(screen.getByRole('radio', { name: 'दूसरा मालिक' }));
    await user.selectOptions(screen.getByLabelText('कार कहाँ है?'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'मेरी कार की कीमत देखें' }));
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(search()).toBe('?brand=1&model=11&year=2019&variant=31&km=45000&owners=2&city=15');
  });
});
