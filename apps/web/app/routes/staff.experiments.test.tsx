// @vitest-environment jsdom
import type { Experiment } from '@carsetu/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STAFF_ME,
  apiError,
  fakeApi,
  staffMe,
  staffRole,
  type FakeAnswer,
} from '../testing/fake-api';
import { findHeading, renderRoute } from '../testing/render-route';
import * as route from './staff.experiments';

afterEach(cleanup);

const LIST = '/api/consumer/api/v1/staff/experiments';
const experiment = (name: string, enabled = true): Experiment => ({
  name,
  description: `${name} description`,
  variants: [
    { name: 'control', weight: 50 },
    { name: 'treatment', weight: 50 },
  ],
  enabled,
  assignments: 1200,
});

function setup(extra: Record<string, FakeAnswer> = {}, me = staffMe(staffRole('admin', null))) {
  const fake = fakeApi({
    [STAFF_ME]: me,
    [`GET ${LIST}`]: { body: { data: [experiment('home-hero'), experiment('sell-cta', false)] } },
    ...extra,
  });
  renderRoute(route, {
    path: '/staff/experiments',
    url: '/staff/experiments',
    context: fake.context,
  });
  return fake;
}
const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('experiments page', () => {
  it('is for admins only: a lead agent is turned away', async () => {
    const fake = setup({}, staffMe(staffRole('lead_agent')));
    await findHeading('Experiments');
    expect(screen.getByRole('alert').textContent).toContain('This page is for CarSetu staff.');
    expect(fake.calls('GET', LIST)).toHaveLength(0);
  });

  it('shows each experiment with its assignments, state and one weight field per variant', async () => {
    setup();
    await findHeading('Experiments');
    const hero = card('home-hero');
    expect(hero.textContent).toContain('1200 assigned · Running');
    expect(card('sell-cta').textContent).toContain('1200 assigned · Off');
    expect((within(hero).getByLabelText('control (%)') as HTMLInputElement).value).toBe('50');
    expect((within(hero).getByLabelText('Running') as HTMLInputElement).checked).toBe(true);
    expect((within(card('sell-cta')).getByLabelText('Running') as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('saves the weights in variant order as numbers, and the running switch', async () => {
    const fake = setup({ [`PUT ${LIST}/home-hero`]: { body: { data: experiment('home-hero') } } });
    await findHeading('Experiments');
    const hero = card('home-hero');
    await userEvent.clear(within(hero).getByLabelText('control (%)'));
    await userEvent.type(within(hero).getByLabelText('control (%)'), '80');
    await userEvent.clear(within(hero).getByLabelText('treatment (%)'));
    await userEvent.type(within(hero).getByLabelText('treatment (%)'), '20');
    await userEvent.click(within(hero).getByLabelText('Running'));
    await userEvent.click(within(hero).getByRole('button', { name: 'Save home-hero' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved home-hero.');
    expect(fake.calls('PUT', `${LIST}/home-hero`)[0]!.body).toEqual({
      variants: [
        { name: 'control', weight: 80 },
        { name: 'treatment', weight: 20 },
      ],
      enabled: false,
    });
  });

  it("shows the API's refusal under the experiment it belongs to only", async () => {
    setup({
      [`PUT ${LIST}/sell-cta`]: apiError(400, 'VALIDATION', 'Weights must add up to 100'),
    });
    await findHeading('Experiments');
    await userEvent.click(within(card('sell-cta')).getByRole('button', { name: 'Save sell-cta' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Weights must add up to 100');
    expect(card('sell-cta').contains(alert)).toBe(true);
    expect(within(card('home-hero')).queryByRole('alert')).toBeNull();
  });
});
