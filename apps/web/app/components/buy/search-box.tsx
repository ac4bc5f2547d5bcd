import type { Suggestion } from '@carsetu/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { browserApi, settle } from '../../lib/browser-api';
import { msg, useT } from '../../lib/i18n';
import { useDomId } from '../../lib/dom-id';

/** Waits this long after the last key before asking for suggestions. */
const SUGGEST_DEBOUNCE_MS = 200;

/** What each suggestion is, shown beside it. */
const KIND_TEXT: Record<Suggestion['kind'], string> = {
  make: msg('Make'),
  model: msg('Model'),
  variant: msg('Variant'),
};

/**
 * The search box (a GET form, so it works without JavaScript) with suggestions for makes,
 * models and variants that tolerate small typos. ARIA combobox: arrows move, Enter picks.
 */
export function SearchBox({
  initial = '',
  cityId,
  listingHref,
}: {
  initial?: string;
  cityId: number | null;
  listingHref: (query: string) => string;
}) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useDomId();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    window.clearTimeout(timer.current);
    const typed = text.trim();
    if (typed.length < 2 || typed === initial) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    timer.current = window.setTimeout(() => {
      void settle(
        browserApi.GET('/api/consumer/inventory/v1/suggestions', {
          params: { query: { q: typed } },
          signal: controller.signal,
        }),
      ).then((answer) => {
        // An aborted lookup (the person typed on) settles as a failure: keep what is shown.
        if (controller.signal.aborted) return;
        setSuggestions(answer.ok ? answer.data.data : []);
        setActive(-1);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => controller.abort();
  }, [text, initial]);

  const pick = (suggestion: Suggestion) => {
    setSuggestions([]);
    setText(suggestion.label);
    navigate(listingHref(suggestion.query));
  };

  return (
    <Form method="get" action="/buy-used-car" role="search" className="relative w-full">
      {cityId !== null && <input type="hidden" name="storeCityId" value={cityId} />}
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('Search by make, model or variant')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${listId}-input`}
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (suggestions.length === 0) return;
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((index) => Math.min(suggestions.length - 1, index + 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((index) => Math.max(-1, index - 1));
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault();
              pick(suggestions[active]!);
            } else if (event.key === 'Escape') setSuggestions([]);
          }}
          role="combobox"
          aria-expanded={suggestions.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={t('Search by make, model or variant')}
          className="w-full rounded-lg border border-slate-300 px-4 py-2.5 text-base"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {t('Search')}
        </button>
      </div>
      {suggestions.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('Suggestions')}
          className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}-${suggestion.label}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
              className={`flex cursor-pointer justify-between px-4 py-2 text-sm ${index === active ? 'bg-brand-50' : ''}`}
            >
              <span className="text-ink">{suggestion.label}</span>
              <span className="text-xs uppercase text-slate-500">
                {t(KIND_TEXT[suggestion.kind])}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
