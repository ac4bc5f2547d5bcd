// @vitest-environment jsdom
import { formatDateTime, type LeadQueueItem } from '@carsetu/contracts';
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
import * as route from './staff.leads';

afterEach(cleanup);

const LEADS = '/api/lead/api/v1/staff/leads';

function lead(overrides: Partial<LeadQueueItem> = {}): LeadQueueItem {
  return {
    id: 'l1',
    phone: '9876543210',
    reason: 'Want to sell my Swift',
    language: 'Hindi',
    status: 'NEW',
    channel: 'web',
    attempts: 0,
    nextCallAt: '2026-11-26T04:30:00.000Z',
    createdAt: '2026-11-25T14:00:00.000Z',
    due: true,
    notes: [],
    ...overrides,
  };
}

function setup(
  { leads = [lead()], url = '/staff/leads', me = staffMe(staffRole('lead_agent')) } = {},
  extra: Record<string, FakeAnswer> = {},
) {
  const fake = fakeApi({
    [STAFF_ME]: me,
    [`GET ${LEADS}`]: { body: { data: leads } },
    ...extra,
  });
  renderRoute(route, { path: '/staff/leads', url, context: fake.context });
  return fake;
}

describe('call-back lead queue', () => {
  it('is for admins and lead agents only', async () => {
    const fake = setup({ me: staffMe(staffRole('runner')) });
    await findHeading('Call-back leads');
    expect(screen.getByRole('alert').textContent).toContain('This page is for CarSetu staff.');
    expect(fake.calls('GET', LEADS)).toHaveLength(0);
  });

  it('shows the open leads by default and marks the filter as the current page', async () => {
    const fake = setup();
    await findHeading('Call-back leads');
    expect(fake.calls('GET', LEADS)[0]!.query.get('status')).toBe('open');
    const filters = screen.getByRole('navigation', { name: 'Lead status' });
    expect(
      within(filters).getByRole('link', { name: 'To call' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/staff/leads?status=open',
      '/staff/leads?status=NEW',
      '/staff/leads?status=CALLED',
      '/staff/leads?status=NOT_REACHABLE',
      '/staff/leads?status=CLOSED',
    ]);
  });

  it('asks the API for a known status filter and falls back to open for an unknown one', async () => {
    const fake = setup({ url: '/staff/leads?status=CLOSED', leads: [] });
    await findHeading('Call-back leads');
    expect(fake.calls('GET', LEADS)[0]!.query.get('status')).toBe('CLOSED');
    expect(screen.getByRole('link', { name: 'Closed' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('No leads here.')).toBeTruthy();
    cleanup();
    const other = setup({ url: '/staff/leads?status=DROP%20TABLE' });
    await findHeading('Call-back leads');
    expect(other.calls('GET', LEADS)[0]!.query.get('status')).toBe('open');
  });

  it('shows when to call a due lead, the language, attempts and earlier notes', async () => {
    setup({
      leads: [
        lead({
          status: 'NOT_REACHABLE',
          attempts: 2,
          notes: [
            {
              status: 'NOT_REACHABLE',
              note: 'Switched off',
              by: 'Asha',
              at: '2026-11-25T15:00:00.000Z',
            },
          ],
        }),
        lead({ id: 'l2', phone: '9123456780', due: false, attempts: 1 }),
      ],
    });
    await findHeading('Call-back leads');
    const [due, later] = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(within(due!).getByRole('link', { name: '+91 9876543210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(due!.textContent).toContain('· Hindi · Not reachable · 2 calls');
    expect(due!.textContent).toContain(`Call now: ${formatDateTime('2026-11-26T04:30:00.000Z')}`);
    expect(due!.textContent).toContain('“Want to sell my Swift”');
    expect(due!.textContent).toContain(
      `${formatDateTime('2026-11-25T15:00:00.000Z')} · Asha · Not reachable: Switched off`,
    );
    expect(later!.textContent).toContain('· 1 call');
    expect(later!.textContent).not.toContain('1 calls');
    expect(later!.textContent).toContain('Call from:');
  });

  it('offers no outcome form for a lead that is already called or closed', async () => {
    setup({ leads: [lead({ status: 'CLOSED' })], url: '/staff/leads?status=CLOSED' });
    await findHeading('Call-back leads');
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByText(/Call now/)).toBeNull();
  });

  it('saves the outcome of a call and says what happens next', async () => {
    const fake = setup(
      {},
      {
        [`POST ${LEADS}/l1/outcome`]: { body: { id: 'l1', status: 'NOT_REACHABLE' } },
      },
    );
    await findHeading('Call-back leads');
    const note = screen.getByLabelText('Note');
    expect(note.getAttribute('maxlength')).toBe('1000');
    await userEvent.selectOptions(screen.getByLabelText('Outcome'), 'Not reachable');
    await userEvent.type(note, 'No answer');
    await userEvent.click(screen.getByRole('button', { name: 'Save the call to +91 9876543210' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: not reachable. The lead comes back in a later call window.',
    );
    expect(fake.calls('POST', `${LEADS}/l1/outcome`)[0]!.body).toEqual({
      status: 'NOT_REACHABLE',
      note: 'No answer',
    });
  });

  it("shows the API's refusal of an outcome", async () => {
    setup(
      {},
      {
        [`POST ${LEADS}/l1/outcome`]: apiError(409, 'CONFLICT', 'Another agent closed this lead.'),
      },
    );
    await findHeading('Call-back leads');
    await userEvent.click(screen.getByRole('button', { name: 'Save the call to +91 9876543210' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another agent closed this lead.');
  });
});
