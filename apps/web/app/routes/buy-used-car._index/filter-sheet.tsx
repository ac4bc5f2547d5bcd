import { formatIndianNumber, type ListingSearchResponse } from '@carsetu/contracts';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigation } from 'react-router';
import { buttonClasses } from '../../components/ui';
import { Dialog } from '../../components/ui';
import { useT, type Translate } from '../../lib/i18n';
import { FilterPanel } from './filter-panel';
import { resultCountHref, type linkBuilder } from './listing-links';
import type { ListingCity } from './listing.server';

/** Waits this long after the last filter change before asking for the count. */
export const COUNT_DEBOUNCE_MS = 300;

/** The apply button's text: "Show 1,234 cars", "Show 1 car". */
export const showCarsLabel = (t: Translate, total: number) =>
  t('{count, plural, one {Show {total} car} other {Show {total} cars}}', {
    count: total,
    total: formatIndianNumber(total),
  });

/**
 * The live count of a filter draft, from the result-count resource route: the form is read on
 * every change, and only the last change in a burst (debounced) is asked for.
 */
export function useDraftCount(initial: number) {
  const fetcher = useFetcher<{ total: number }>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const update = (form: HTMLFormElement) => {
    window.clearTimeout(timer.current);
    const query = new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    );
    timer.current = window.setTimeout(
      () => fetcher.load(resultCountHref(query)),
      COUNT_DEBOUNCE_MS,
    );
  };
  return { total: fetcher.data?.total ?? initial, busy: fetcher.state !== 'idle', update };
}

/**
 * Phones (< md): a "Filters" button that opens the filters in a bottom sheet. Changes there do
 * not reload the list; the apply button shows how many cars they find, and applying closes the
 * sheet, loads the list and puts focus (and the scroll) on the results heading, so the visitor is
 * not left 2,800 px down the page. Without JavaScript the page shows the panel inline instead.
 */
export function FilterSheet({
  result,
  city,
  links,
  activeCount,
  resultsHeadingId,
}: {
  // Not the cards: the panel reads the filters, facets and total.
  result: Omit<ListingSearchResponse, 'items'>;
  city: ListingCity | null;
  links: ReturnType<typeof linkBuilder>;
  activeCount: number;
  resultsHeadingId: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = useDraftCount(result.total);
  const navigation = useNavigation();
  const { search } = useLocation();
  // A budget link inside the sheet navigates straight away; the sheet then has done its job.
  useEffect(() => setOpen(false), [search]);
  // 'applied' until the list starts loading, then 'loading' until it has loaded.
  const phase = useRef<'applied' | 'loading' | null>(null);

  useEffect(() => {
    if (phase.current === 'applied' && navigation.state !== 'idle') phase.current = 'loading';
    else if (phase.current === 'loading' && navigation.state === 'idle') {
      phase.current = null;
      const heading = document.getElementById(resultsHeadingId);
      heading?.focus({ preventScroll: true });
      heading?.scrollIntoView({ block: 'start' });
    }
  }, [navigation.state, resultsHeadingId]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={buttonClasses('secondary', 'w-full md:hidden')}
      >
        {activeCount > 0 ? t('Filters ({count})', { count: activeCount }) : t('Filters')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('Filters')} placement="bottom">
        <FilterPanel
          result={result}
          city={city}
          links={links}
          draft={{
            onChange: count.update,
            onApply: () => {
              phase.current = 'applied';
              setOpen(false);
            },
            applyLabel: showCarsLabel(t, count.total),
            busy: count.busy,
          }}
        />
      </Dialog>
    </>
  );
}
