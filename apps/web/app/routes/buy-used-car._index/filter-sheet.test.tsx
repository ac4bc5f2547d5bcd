// @vitest-environment jsdom
import { FACET_NAMES, parseListingQuery, type ListingSearchResponse } from '@carsetu/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_DEBOUNCE_MS, FilterSheet, showCarsLabel } from './filter-sheet';
import { translator } from '../../lib/i18n';
import { linkBuilder } from './listing-links';

afterEach(cleanup);

const facets = Object.fromEntries(
  FACET_NAMES.map((name) => [name, []]),
) as unknown as ListingSearchResponse['facets'];
facets.fuelType = [
  { value: 'petrol', label: 'Petrol', count: 7 },
  { value: 'diesel', label: 'Diesel', count: 5 },
];

function resultFor(search: string, total: number): ListingSearchResponse {
  return {
    items: [],
    total,
    page: 1,
    pageSize: 24,
    pageCount: 1,
    facets,
    filters: parseListingQuery(search).filters,
    searchMatches: [],
  };
}

/** The listing page reduced to the sheet and the results heading, with a stub count route. */
function renderSheet(countFor: (query: URLSearchParams) => number) {
  const countRequests: string[] = [];
  function Page() {
    const result = useLoaderData() as ListingSearchResponse;
    return (
      <main>
        <FilterSheet
          result={result}
          city={null}
          links={linkBuilder(result.filters, null, {})}
          activeCount={0}
          resultsHeadingId="results-heading"
        />
        <h2 id="results-heading" tabIndex={-1}>
          {result.total} cars
        </h2>
      </main>
    );
  }
  const Stub = createRoutesStub([
    {
      path: '/buy-used-car',
      Component: Page,
      loader: ({ request }) => resultFor(new URL(request.url).search, 1234),
      HydrateFallback: () => null,
    },
    {
      path: '/buy-used-car/result-count',
      loader: ({ request }) => {
        const query = new URL(request.url).searchParams;
        countRequests.push(query.toString());
        return { total: countFor(query) };
      },
    },
  ]);
  render(<Stub initialEntries={['/buy-used-car']} />);
  return { countRequests };
}

const openSheet = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Filters' }));
  return screen.getByRole('dialog', { name: 'Filters' });
};

describe('FilterSheet (phone filters)', () => {
  it('formats the apply label with Indian digit grouping and singular', () => {
    const en = translator('en');
    expect(showCarsLabel(en, 1234)).toBe('Show 1,234 cars');
    expect(showCarsLabel(en, 123456)).toBe('Show 1,23,456 cars');
    expect(showCarsLabel(en, 1)).toBe('Show 1 car');
    expect(showCarsLabel(translator('hi'), 123456)).toBe('1,23,456 कारें दिखाएं');
  });

  it('opens as a modal dialog with focus inside, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderSheet(() => 0);
    const dialog = await openSheet(user);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Show 1,234 cars' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('keeps Tab inside the sheet', async () => {
    const user = userEvent.setup();
    renderSheet(() => 0);
    const dialog = await openSheet(user);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with the close button and with a downward swipe on its header', async () => {
    const user = userEvent.setup();
    renderSheet(() => 0);
    await openSheet(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openSheet(user);
    const header = dialog.querySelector('h2')!.parentElement!;
    fireEvent.touchStart(header, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(header, { changedTouches: [{ clientY: 120 }] });
    expect(screen.queryByRole('dialog')).not.toBeNull(); // a small drag is not a swipe
    fireEvent.touchStart(header, { touches: [{ clientY: 100 }] });
    fireEvent.touchEnd(header, { changedTouches: [{ clientY: 220 }] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the live count of the draft on the apply button, asking once per burst of changes', async () => {
    const user = userEvent.setup();
    const { countRequests } = renderSheet((query) => query.getAll('fuelType').length * 10 + 1);
    await openSheet(user);
    await user.click(screen.getByRole('checkbox', { name: /Petrol/ }));
    await user.click(screen.getByRole('checkbox', { name: /Diesel/ }));
    // The list behind the sheet is not reloaded by a change.
    expect(screen.getByRole('heading', { name: '1234 cars' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Show 21 cars' }, { timeout: 2000 }),
    ).toBeTruthy();
    expect(countRequests).toHaveLength(1);
    expect(countRequests[0]).toContain('fuelType=petrol');
    expect(countRequests[0]).toContain('fuelType=diesel');
  });

  it('on apply closes the sheet, loads the list and focuses the results heading', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderSheet(() => 3);
    await openSheet(user);
    await user.click(screen.getByRole('checkbox', { name: /Diesel/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, COUNT_DEBOUNCE_MS + 50)));
    await user.click(await screen.findByRole('button', { name: 'Show 3 cars' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /cars$/ })),
    );
    expect(scrolled).toHaveBeenCalled();
  });
});
