import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** The CarSetu wordmark; the header logo leads home (spec §2). */
export function Logo({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link
      to={paths.home()}
      className={`inline-flex items-center gap-2 ${className}`}
      aria-label={t('CarSetu home')}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#c2410c" />
        <path
          d="M7 19.5h18M9 19.5l2.2-5.4A2 2 0 0 1 13 13h6a2 2 0 0 1 1.8 1.1L23 19.5M10.5 22.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
          stroke="#fff"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-ink sm:text-xl">
        Car<span className="text-brand-700">Setu</span>
      </span>
    </Link>
  );
}
