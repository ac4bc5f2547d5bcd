// @vitest-environment jsdom
import { INSPECTION_AREAS, INSPECTION_CHECKPOINTS, type InspectionView } from '@carsetu/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../testing/sent-request';
import { renderWithRouter } from '../../testing/render-route';
import { InspectionForm, answersFromForm } from './inspection-form';

const AUTOSAVE_MS = 800;
const exterior = INSPECTION_AREAS[0]!;
const bumper = exterior.checkpoints[0]!;
const rearBumper = exterior.checkpoints[1]!;
const total = INSPECTION_CHECKPOINTS.length;

function inspection(overrides: Partial<InspectionView> = {}): InspectionView {
  return {
    appointmentId: '42',
    status: 'draft',
    revision: 3,
    answers: {},
    odometerKm: null,
    vin: null,
    photos: [],
    submittedAt: null,
    ...overrides,
  } as InspectionView;
}

const saved = (revision: number) =>
  new Response(JSON.stringify({ data: inspection({ revision }) }), { status: 200 });

let fetchMock: ReturnType<typeof vi.fn>;
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock = vi.fn(async () => saved(4));
  vi.stubGlobal('fetch', fetchMock);
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const status = () => screen.getByRole('status');
const ratingOf = (label: string, rating: string) =>
  within(screen.getByRole('group', { name: label })).getByLabelText(rating);
// The browser API client loads on its first call (a dynamic import): the save goes out after it.
const autosave = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOSAVE_MS);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(0);
  });
const bodyOf = async (call = 0) =>
  JSON.parse((await sentRequest(fetchMock, call))[1].body!) as unknown;

describe('answersFromForm', () => {
  it('reads rating:<key> and note:<key> fields, trimming notes and dropping empty ones', () => {
    const form = new FormData();
    form.set(`rating:${bumper.key}`, 'poor');
    form.set(`note:${bumper.key}`, '  deep scratch  ');
    form.set(`rating:${rearBumper.key}`, 'average');
    form.set(`note:${rearBumper.key}`, '   ');
    expect(answersFromForm(form)).toEqual({
      [bumper.key]: { rating: 'poor', note: 'deep scratch' },
      [rearBumper.key]: { rating: 'average' },
    });
  });

  it('ignores checkpoints without a rating and fields of unknown checkpoints', () => {
    const form = new FormData();
    form.set(`note:${bumper.key}`, 'a note without a rating');
    form.set('rating:not.a.checkpoint', 'good');
    expect(answersFromForm(form)).toEqual({});
  });
});

describe('InspectionForm', () => {
  it('starts saved, counts rated checkpoints and opens only the first area', () => {
    renderWithRouter(
      <InspectionForm inspection={inspection({ answers: { [bumper.key]: { rating: 'good' } } })} />,
    );
    expect(screen.getByText(`Rated 1 of ${total} checkpoints`)).toBeTruthy();
    expect(status().textContent).toBe('All changes saved');
    expect(screen.getByText(`${exterior.title} (1/${exterior.checkpoints.length})`)).toBeTruthy();
    const areas = document.querySelectorAll('details');
    expect(areas).toHaveLength(INSPECTION_AREAS.length);
    expect(areas[0]!.open).toBe(true);
    expect(areas[1]!.open).toBe(false);
    expect((ratingOf(bumper.label, 'Good') as HTMLInputElement).checked).toBe(true);
  });

  it('autosaves a rating after a short pause with the current revision', async () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    await user.click(ratingOf(bumper.label, 'Good'));
    expect(screen.getByText(`Rated 1 of ${total} checkpoints`)).toBeTruthy();
    expect(status().textContent).toBe('Unsaved changes');
    expect(fetchMock).not.toHaveBeenCalled();
    await autosave();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = await sentRequest(fetchMock, 0);
    expect(url).toBe('/api/consumer/api/v1/inspector/appointments/42/inspection');
    expect(init.method).toBe('PUT');
    expect(await bodyOf()).toEqual({ revision: 3, answers: { [bumper.key]: { rating: 'good' } } });
    expect(status().textContent).toBe('All changes saved');
    // The next save (and the plain form post) carries the revision the API answered with.
    expect((document.querySelector('input[name="revision"]') as HTMLInputElement).value).toBe('4');
  });

  it('sends changes made in quick succession as one save', async () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    await user.click(ratingOf(bumper.label, 'Good'));
    await user.click(ratingOf(rearBumper.label, 'Not applicable'));
    await autosave();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await bodyOf()).toEqual({
      revision: 3,
      answers: { [bumper.key]: { rating: 'good' }, [rearBumper.key]: { rating: 'na' } },
    });
  });

  it('asks for a note and a defect photo only when a checkpoint is not good', async () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    const group = () => screen.getByRole('group', { name: bumper.label });
    await user.click(ratingOf(bumper.label, 'Good'));
    expect(within(group()).queryByLabelText('Note')).toBeNull();
    await user.click(ratingOf(bumper.label, 'Poor'));
    expect(within(group()).getByLabelText('Note').getAttribute('maxlength')).toBe('300');
    expect(within(group()).getByLabelText('Photo of front bumper')).toBeTruthy();
    await user.click(ratingOf(bumper.label, 'Not applicable'));
    expect(within(group()).queryByLabelText('Note')).toBeNull();
  });

  it('saves the note typed for a defect with its rating', async () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    await user.click(ratingOf(bumper.label, 'Needs attention'));
    await autosave();
    await user.type(
      within(screen.getByRole('group', { name: bumper.label })).getByLabelText('Note'),
      'Dent',
    );
    await autosave();
    expect(await bodyOf(fetchMock.mock.calls.length - 1)).toEqual({
      revision: 4,
      answers: { [bumper.key]: { rating: 'average', note: 'Dent' } },
    });
  });

  it('keeps unsaved answers when the connection drops and saves them when it returns', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    await user.click(ratingOf(bumper.label, 'Poor'));
    await autosave();
    expect(status().textContent).toBe(
      'No connection: your answers are kept on this page and saved when the signal returns',
    );
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await bodyOf(1)).toEqual(await bodyOf(0));
    expect(status().textContent).toBe('All changes saved');
  });

  it('treats a server error like a lost signal: nothing is thrown away', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 502 }));
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    await user.click(ratingOf(bumper.label, 'Good'));
    await autosave();
    expect(status().textContent).toMatch(/^No connection/);
    await user.click(ratingOf(rearBumper.label, 'Good'));
    await autosave();
    expect(await bodyOf(1)).toEqual({
      revision: 3,
      answers: { [bumper.key]: { rating: 'good' }, [rearBumper.key]: { rating: 'good' } },
    });
  });

  it('stops and asks for a reload when another device changed the inspection', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 409 }));
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    await user.click(ratingOf(bumper.label, 'Good'));
    await autosave();
    expect(status().textContent).toBe(
      'This inspection was changed on another device. Reload to continue.',
    );
  });

  it('autosaves the odometer only once it is a whole number of up to 7 digits', async () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    const odometer = screen.getByLabelText('Odometer reading (km)');
    fireEvent.change(odometer, { target: { value: '42a' } });
    await autosave();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(odometer, { target: { value: '42150' } });
    await autosave();
    expect(await bodyOf()).toEqual({ revision: 3, answers: {}, odometerKm: 42150 });
  });

  it('autosaves the VIN in capitals once all 17 characters are in', async () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    const vin = screen.getByLabelText('VIN (17 characters)');
    fireEvent.change(vin, { target: { value: 'ma3fjeb1s0012345' } });
    await autosave();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(vin, { target: { value: 'ma3fjeb1s00123456' } });
    await autosave();
    expect(await bodyOf()).toEqual({ revision: 3, answers: {}, vin: 'MA3FJEB1S00123456' });
  });

  it('offers Save draft and Submit inspection as form intents', () => {
    renderWithRouter(<InspectionForm inspection={inspection()} />);
    const save = screen.getByRole('button', { name: 'Save draft' });
    const submit = screen.getByRole('button', { name: 'Submit inspection' });
    expect([save.getAttribute('name'), save.getAttribute('value')]).toEqual(['intent', 'save']);
    expect([submit.getAttribute('name'), submit.getAttribute('value')]).toEqual([
      'intent',
      'submit',
    ]);
  });

  it('shows the action error as an alert', () => {
    renderWithRouter(
      <InspectionForm inspection={inspection()} error="Rate every checkpoint before submitting" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Rate every checkpoint before submitting');
  });

  it('is read-only once submitted: no save state, no buttons, no autosave', async () => {
    renderWithRouter(
      <InspectionForm
        inspection={inspection({
          status: 'submitted',
          answers: { [bumper.key]: { rating: 'poor', note: 'Dent' } },
          odometerKm: 42150,
          vin: 'MA3FJEB1S00123456',
        })}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit inspection' })).toBeNull();
    // Disabled through its fieldset, as the browser sees it.
    expect(ratingOf(bumper.label, 'Good').matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Odometer reading (km)').matches(':disabled')).toBe(true);
    expect((screen.getByLabelText('Odometer reading (km)') as HTMLInputElement).value).toBe(
      '42150',
    );
    expect(
      (
        within(screen.getByRole('group', { name: bumper.label })).getByLabelText(
          'Note',
        ) as HTMLInputElement
      ).value,
    ).toBe('Dent');
    fireEvent.change(screen.getByLabelText('Odometer reading (km)'), {
      target: { value: '50000' },
    });
    await autosave();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
