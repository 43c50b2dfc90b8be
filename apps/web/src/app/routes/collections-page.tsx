import { CATALOG_TEXTS, formatBookCount, MESSAGES, PAGE_SIZES, type ProductsPagination } from '@bookstore/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DocumentTitle } from '@/session/document-title';
import { Dialog } from '@/components/ui/dialog';
import { SearchIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { errorMessage } from '@/lib/api-client';
import { useMediaQuery } from '@/lib/use-media-query';
import { ActiveFilters, CategoryBar, clearedFilters, countActiveFilters, FilterPanel, Pagination, SortSelect, toProductsQuery, useCollectionFilters, useProductFacets } from '@/features/catalog';
import { ProductGrid, ProductGridSkeleton, useProducts } from '@/components/product';
import '@/features/catalog/catalog.css';
import '@/features/catalog/collections/collections.css';

// only on 'No Books Found', and the only part of the page that needs react-hook-form
const MissingBookForm = lazy(() => import('@/features/catalog/collections/missing-book-form').then((m) => ({ default: m.MissingBookForm })));

/** "20 books", or "1,000+ books" when the API stopped counting at its cap. */
const booksText = (pagination: ProductsPagination) => formatBookCount(pagination.total, pagination.totalIsLowerBound);

/*
 * The screens that show the filters sidebar (collections.css hides it below 960px). A phone never shows it,
 * and its 400-odd elements were a third of the page's first render there (issue 12): only the drawer's copy.
 */
const SIDEBAR_SCREENS = '(min-width: 960px)';

export function CollectionsPage() {
  const { filters, change, replace, goToPage } = useCollectionFilters();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const facets = useProductFacets(filters.search);
  const { data, isPending, isError, error, refetch, isFetching } = useProducts(toProductsQuery(filters));
  const pagination = data?.pagination;
  const activeCount = countActiveFilters(filters);
  const withSidebar = useMediaQuery(SIDEBAR_SCREENS);

  // a shared link past the last page lands on the last page
  useEffect(() => {
    if (pagination && pagination.pages > 0 && filters.page > pagination.pages) goToPage(pagination.pages);
  }, [pagination, filters.page, goToPage]);

  const title = filters.category ?? 'All Collections';
  return (
    <div className="container page collections">
      <DocumentTitle title={filters.search ? `Search: ${filters.search}` : title} />
      <h1 className="page-title" dir="auto">
        {title}
      </h1>
      {filters.search && (
        <p className="collections__search">
          Results for <strong dir="auto">“{filters.search}”</strong>{' '}
          <button type="button" className="link-button" onClick={() => change({ search: undefined })}>
            Clear search
          </button>
        </p>
      )}

      <CategoryBar facets={facets.data} filters={filters} onChange={change} />

      <div className="collections__layout">
        {withSidebar && (
          <aside className="collections__sidebar" aria-label="Filters">
            <FilterPanel facets={facets.data} filters={filters} onChange={change} variant="sidebar" />
          </aside>
        )}

        <section className="collections__results" aria-label="Books">
          <div className="collections__toolbar">
            <button type="button" className="btn btn--outline collections__filters-button" onClick={() => setDrawerOpen(true)}>
              Filters{activeCount > 0 && <span className="count-pill">{activeCount}</span>}
            </button>
            <p className="collections__count" aria-live="polite">
              {pagination ? booksText(pagination) : ' '}
            </p>
            <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} />
          </div>
          <ActiveFilters filters={filters} onReplace={replace} clearMessage={CATALOG_TEXTS.filtersCleared} />

          {isPending ? (
            <ProductGridSkeleton count={PAGE_SIZES.collections / 2} />
          ) : isError ? (
            <Panel
              title={MESSAGES.product.fetchListFailed}
              tone="error"
              actions={
                <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
                  Try again
                </button>
              }
            >
              {errorMessage(error)}
            </Panel>
          ) : data.products.length === 0 && (pagination?.total ?? 0) === 0 ? (
            <>
              <Panel title={MESSAGES.empty.noBooks} icon={<SearchIcon size={40} />}>
                {filters.search || activeCount > 0 ? 'Try another word, or fewer filters.' : 'Our shelves are being stocked. Please check back soon.'}
              </Panel>
              <Suspense fallback={null}>
                <MissingBookForm initialName={filters.search} />
              </Suspense>
            </>
          ) : (
            <>
              <div className={isFetching ? 'is-refreshing' : undefined}>
                <ProductGrid products={data.products} eagerCount={2} firstRender="first-screen" />
              </div>
              {pagination && <Pagination page={filters.page} pages={pagination.pages} onPage={goToPage} />}
              {pagination?.totalIsLowerBound && filters.page >= pagination.pages && (
                <p className="collections__refine" role="note">
                  {CATALOG_TEXTS.refineSearch}
                </p>
              )}
            </>
          )}
        </section>
      </div>

      {/* the buttons sit in the body (sticky), so the drawer opens at its top with the close button focused */}
      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Filters" size="large">
        <FilterPanel facets={facets.data} filters={filters} onChange={change} variant="drawer" />
        <div className="filter-drawer__actions">
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => replace(clearedFilters(filters), CATALOG_TEXTS.filtersCleared)}
            disabled={activeCount === 0}
          >
            Clear all
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setDrawerOpen(false)}>
            {pagination ? `Show ${booksText(pagination)}` : 'Show books'}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
