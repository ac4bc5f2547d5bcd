import { Link } from 'react-router';
import { breadcrumbJsonLd, jsonForScript, type Crumb } from './new-cars-seo';

/** The visible trail and its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs, origin }: { crumbs: readonly Crumb[]; origin: string }) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(crumbs, origin)) }}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.path} aria-current="page" className="font-medium text-ink">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                <Link to={crumb.path} className="hover:underline">
                  {crumb.name}
                </Link>{' '}
                <span aria-hidden="true">/</span>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
