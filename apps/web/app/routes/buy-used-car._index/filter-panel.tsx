import { formatMoney, rupees, toPaise } from '@carsetu/contracts';
import {
  estimateEmiForPrice,
  type FacetOption,
  type ListingSearchResponse,
} from '@carsetu/contracts';
import { useState, type ReactNode } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { translateFact } from '../../components/buy';
import { buttonClasses } from '../../components/ui';
import { useT } from '../../lib/i18n';
import { sliceKey, standInsFor, type SliceTemplate } from '../../lib/slice-cache';
import { linkBuilder } from './listing-links';
import type { ListingCity } from './listing.server';
import {
  FACET_OPTION_LIMIT,
  FACET_OPTION_LIMITS,
  modelOptions,
  visibleOptions,
} from './visible-facets';

/** Budget choices in rupees for the min/max selects. */
const PRICE_STEPS = [
  100_000, 200_000, 300_000, 500_000, 800_000, 1_200_000, 2_000_000, 3_000_000, 5_000_000,
];
const YEARS = Array.from({ length: 16 }, (_, index) => 2025 - index);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-slate-200 py-4">
      <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-700">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function Checkboxes({
  name,
  options,
  chosen,
  limit = FACET_OPTION_LIMIT,
}: {
  name: string;
  options: FacetOption[];
  chosen: (string | number)[];
  limit?: number;
}) {
  const t = useT();
  const picked = new Set(chosen.map(String));
  const visible = visibleOptions(options, chosen, limit);
  if (visible.length === 0)
    return <p className="text-sm text-slate-500">{t('No options for these filters')}</p>;
  return (
    <ul className="flex flex-col gap-1.5">
      {visible.map((option) => (
        <li key={option.value}>
          <label
            className={`flex items-center gap-2 text-sm ${option.count === 0 && !picked.has(option.value) ? 'text-slate-500' : 'text-ink'}`}
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={picked.has(option.value)}
              className="h-4 w-4 accent-brand-700"
            />
            <span className="flex-1">{translateFact(t, option.label)}</span>
            <span className="text-xs text-slate-600">{`(${option.count})`}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filters as one GET form: works without JavaScript (Apply), and with it every change
 * submits at once. The loader canonicalises the URL (empty fields dropped). In the phone sheet
 * (`draft`) changes only report the form, and the visitor applies them with the button.
 */
export function FilterPanel({
  result,
  city,
  links,
  draft,
}: {
  // Not the cards: the panel reads the filters, facets and total.
  result: Omit<ListingSearchResponse, 'items'>;
  city: ListingCity | null;
  links: ReturnType<typeof linkBuilder>;
  draft?: {
    onChange: (form: HTMLFormElement) => void;
    onApply: () => void;
    applyLabel: string;
    busy: boolean;
  };
}) {
  const { filters, facets } = result;
  const t = useT();
  const submit = useSubmit();
  const [tab, setTab] = useState(filters.priceTab);
  const models = modelOptions(facets, filters);
  const priceLabel = (amountRupees: number) => {
    const price = toPaise(rupees(amountRupees));
    return tab === 'emi'
      ? t('{amount}/month', {
          amount: formatMoney(toPaise(rupees(estimateEmiForPrice(price))), 'rounded'),
        })
      : formatMoney(price, 'compact');
  };

  return (
    <Form
      method="get"
      action="/buy-used-car"
      onChange={(event) =>
        draft ? draft.onChange(event.currentTarget) : submit(event.currentTarget)
      }
      onSubmit={draft?.onApply}
      aria-label={t('Filters')}
      className="filters-panel"
    >
      {city && <input type="hidden" name="storeCityId" value={city.id} />}
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      <input type="hidden" name="sort" value={filters.sort} />
      <Group legend={t('Budget')}>
        <div
          role="radiogroup"
          aria-label={t('Budget as')}
          className="mb-3 inline-flex rounded-lg border border-slate-300 p-0.5 text-sm"
        >
          {(['price', 'emi'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-md px-3 py-1 ${tab === value ? 'bg-brand-700 text-white' : 'text-ink'}`}
            >
              <input
                type="radio"
                name="priceTab"
                value={value}
                checked={tab === value}
                onChange={() => setTab(value)}
                className="sr-only"
              />
              {value === 'price' ? t('Total price') : t('Monthly EMI')}
            </label>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-2">
          <label className="flex flex-col gap-1 text-sm">
            {t('Min')}
            <select
              name="priceMin"
              defaultValue={filters.priceMin ?? ''}
              className="rounded-lg border border-slate-300 px-2 py-2"
            >
              <option value="">{t('No min')}</option>
              {PRICE_STEPS.map((step) => (
                <option key={step} value={step}>
                  {priceLabel(step)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('Max')}
            <select
              name="priceMax"
              defaultValue={filters.priceMax ?? ''}
              className="rounded-lg border border-slate-300 px-2 py-2"
            >
              <option value="">{t('No max')}</option>
              {PRICE_STEPS.map((step) => (
                <option key={step} value={step}>
                  {priceLabel(step)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('Popular budgets')}>
          {(facets.budget ?? []).map((option) => {
            const [min, max] = option.value.split('-');
            return (
              <li key={option.value}>
                <Link
                  to={links.with({
                    priceMin: Number(min) || undefined,
                    priceMax: max ? Number(max) : undefined,
                  })}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-xs text-ink hover:border-brand-500"
                >
                  {`${translateFact(t, option.label)} (${option.count})`}
                </Link>
              </li>
            );
          })}
        </ul>
      </Group>
      <Group legend={t('Make')}>
        <Checkboxes name="make" options={facets.make ?? []} chosen={filters.make} />
      </Group>
      {models.length > 0 && (
        <Group legend={t('Model')}>
          <Checkboxes
            name="model"
            options={models}
            chosen={filters.model}
            limit={FACET_OPTION_LIMITS.model}
          />
        </Group>
      )}
      <Group legend={t('Year')}>
        <div className="grid grid-cols-2 gap-2">
          {(['yearMin', 'yearMax'] as const).map((name) => (
            <label key={name} className="flex flex-col gap-1 text-sm">
              {name === 'yearMin' ? t('From') : t('To')}
              <select
                name={name}
                defaultValue={filters[name] ?? ''}
                className="rounded-lg border border-slate-300 px-2 py-2"
              >
                <option value="">{t('Any')}</option>
                {YEARS.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </Group>
      <Group legend={t('Kilometres driven')}>
        <Checkboxes name="km" options={facets.km ?? []} chosen={filters.km} />
      </Group>
      <Group legend={t('Fuel')}>
        <Checkboxes name="fuelType" options={facets.fuelType ?? []} chosen={filters.fuelType} />
      </Group>
      <Group legend={t('Transmission')}>
        <Checkboxes
          name="transmission"
          options={facets.transmission ?? []}
          chosen={filters.transmission}
        />
      </Group>
      <Group legend={t('Body type')}>
        <Checkboxes name="bodyType" options={facets.bodyType ?? []} chosen={filters.bodyType} />
      </Group>
      <Group legend={t('Owners')}>
        <Checkboxes name="owners" options={facets.owners ?? []} chosen={filters.owners} />
      </Group>
      <Group legend={t('Colour')}>
        <Checkboxes name="colour" options={facets.colour ?? []} chosen={filters.colour} />
      </Group>
      <Group legend={t('Seats')}>
        <Checkboxes name="seats" options={facets.seats ?? []} chosen={filters.seats} />
      </Group>
      <Group legend={t('Registration state')}>
        <Checkboxes
          name="state"
          options={facets.state ?? []}
          chosen={filters.state}
          limit={FACET_OPTION_LIMITS.state}
        />
      </Group>
      <Group legend={t('RTO')}>
        <Checkboxes
          name="rto"
          options={facets.rto ?? []}
          chosen={filters.rto}
          limit={FACET_OPTION_LIMITS.rto}
        />
      </Group>
      <div className="sticky bottom-0 flex gap-2 bg-white py-3">
        <button
          type="submit"
          className={buttonClasses('primary', 'flex-1')}
          aria-busy={draft?.busy || undefined}
        >
          {draft?.applyLabel ?? t('Apply filters')}
        </button>
        <Link to={links.cleared()} className={buttonClasses('secondary')}>
          {t('Clear all')}
        </Link>
      </div>
    </Form>
  );
}

type FilterPanelProps = Parameters<typeof FilterPanel>[0];

/** The panel as the listing places it: shown from tablet width (the sheet serves phones). */
export function FilterPanelBlock(props: FilterPanelProps) {
  return (
    <div className="filters-wrapper hidden md:block">
      <FilterPanel {...props} />
    </div>
  );
}

/**
 * The panel's key as a kept slice (decision 0192): the counts, the filters and the city, and the
 * extra options its links carry. Those are stood in for (decision 0194) when they can be, since
 * each ad click brings its own id: one kept panel then serves every page of the same search.
 */
export function filterPanelSlice(
  result: FilterPanelProps['result'],
  city: FilterPanelProps['city'],
  extraOptions: Record<string, string>,
): string | SliceTemplate {
  // Everything the panel reads but the cards; the facets and filters are frozen on the server
  // (one search's), so their JSON is made once (sliceKey).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the cards are not in the panel
  const { items, facets, filters, ...rest } = result as FilterPanelProps['result'] & {
    items?: unknown;
  };
  const keyOf = (options: Record<string, string>) =>
    sliceKey('FilterPanel', { facets, filters, rest, city, extraOptions: options });
  const stood = standInsFor(extraOptions);
  if (!stood) return keyOf(extraOptions);
  const links = linkBuilder(result.filters, city, stood.standIns);
  return {
    key: keyOf(stood.standIns),
    slice: <FilterPanelBlock result={result} city={city} links={links} />,
    values: stood.values,
  };
}
