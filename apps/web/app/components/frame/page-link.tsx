import type { PageLink as PageLinkItem } from '@carsetu/contracts';
import { Link } from 'react-router';
import { ExternalIcon } from '../ui';
import { isExternalLink } from './nav-links';

/**
 * A page-link item (spec §2: title, url, rel, suffixIcon). Partner links leave the site in a new
 * tab with their rel; internal ones are client-side links.
 */
export function PageLink({
  item,
  className,
  onNavigate,
}: {
  item: PageLinkItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const icon =
    item.suffixIcon === 'external' ? (
      <ExternalIcon className="ml-1 inline-block shrink-0 align-[-2px] text-slate-500" />
    ) : item.suffixIcon === 'new' ? (
      <span className="ml-1.5 rounded bg-emerald-100 px-1.5 py-0.5 text-[10px] font-bold uppercase text-emerald-800">
        New
      </span>
    ) : null;
  if (isExternalLink(item)) {
    return (
      <a
        href={item.url}
        rel={item.rel ?? 'noopener noreferrer'}
        target="_blank"
        className={className}
        onClick={onNavigate}
      >
        {item.title}
        {icon}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={item.url} rel={item.rel ?? undefined} className={className} onClick={onNavigate}>
      {item.title}
      {icon}
    </Link>
  );
}
