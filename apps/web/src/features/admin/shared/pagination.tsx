import type { Pagination as PaginationInfo } from '@bookstore/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';

/** The same list one page on or back: the other query parameters (filters) are kept. */
function usePageHref(): (page: number) => string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (page) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete('page');
    else next.set('page', String(page));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** 'Showing 21–40 of 95' with Previous / Next links; the page lives in `?page=`. */
export function Pagination({ pagination, label }: { pagination: PaginationInfo; label: string }) {
  const hrefFor = usePageHref();
  const { page, limit, total, pages } = pagination;
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const hasPrevious = page > 1;
  const hasNext = page < pages;

  return (
    <nav className="admin-pagination" aria-label={`${label} pages`}>
      <p className="admin-pagination__summary">
        Showing {first}–{last} of {total}
      </p>
      {pages > 1 && (
        <div className="admin-pagination__links">
          {hasPrevious ? (
            <Link className="btn btn--outline admin-btn--small" to={hrefFor(page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span className="btn btn--outline admin-btn--small" aria-disabled="true">
              Previous
            </span>
          )}
          <span className="admin-pagination__page">
            Page {page} of {pages}
          </span>
          {hasNext ? (
            <Link className="btn btn--outline admin-btn--small" to={hrefFor(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span className="btn btn--outline admin-btn--small" aria-disabled="true">
              Next
            </span>
          )}
        </div>
      )}
    </nav>
  );
}
