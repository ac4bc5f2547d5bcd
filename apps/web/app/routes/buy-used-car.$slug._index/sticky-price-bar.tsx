import { estimateEmiForPrice } from '@carsetu/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, paise, rupees, toPaise } from '@carsetu/contracts';
import { buttonClasses } from '../../components/ui';
import { useT } from '../../lib/i18n';

/**
 * Whether the element with this id has scrolled up out of view (false until we know: without
 * JavaScript, or before the first observation).
 */
export function useScrolledPast(id: string) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = document.getElementById(id);
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [id]);
  return past;
}

/**
 * Phones and tablets (< lg, where the price box is not a sticky column): once the page's main call
 * to action has scrolled up out of view, the price, the EMI from and that same action stay at the
 * bottom of the screen (never two copies of the action on screen at once). The bar is the last
 * child of <main> and `sticky`, not `fixed`: it keeps its own space at the end of the page (so it
 * never hides the last content) and stops above the footer instead of covering it. Until shown it
 * is `invisible` (space kept, so showing it does not shift the page; out of the tab order).
 */
export function StickyPriceBar({
  title,
  pricePaise,
  cta,
}: {
  title: string;
  pricePaise: number;
  cta: { id: string; href: string; label: string };
}) {
  const t = useT();
  const shown = useScrolledPast(cta.id);
  return (
    <aside
      aria-label={t('{title}: price and booking', { title })}
      data-shown={shown}
      className={`${shown ? '' : 'invisible'} sticky bottom-0 z-30 -mx-4 mt-8 flex items-center gap-3 border-t border-slate-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] lg:hidden`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold leading-tight text-ink">
          {formatMoney(paise(pricePaise), 'compact')}
        </p>
        <p className="text-sm text-slate-600">
          {t('EMI from {amount}/month', {
            amount: formatMoney(toPaise(rupees(estimateEmiForPrice(pricePaise))), 'rounded'),
          })}
        </p>
      </div>
      <Link to={cta.href} className={buttonClasses('primary', 'shrink-0')}>
        {cta.label}
      </Link>
    </aside>
  );
}
