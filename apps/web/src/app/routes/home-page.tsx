import { MESSAGES, PAGE_SIZES } from '@bookstore/contracts';
import { lazy, Suspense, useDeferredValue, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { Panel } from '@/components/ui/panel';
import { HeroCarousel, PoliciesStrip, useHeroImages, useNearView } from '@/features/catalog';
import { ProductGrid, ProductGridSkeleton, useProducts } from '@/components/product';
import '@/features/catalog/catalog.css';
import '@/features/catalog/home.css';

// below the fold, and the only part of the page that needs react-hook-form: its own chunk
const NewsletterForm = lazy(() => import('@/features/catalog/components/newsletter-form').then((m) => ({ default: m.NewsletterForm })));

/**
 * The form's chunk pulls in zod and react-hook-form (~130 kB of script to parse and run): it is asked for
 * only when the shopper scrolls near it, not while the first screen loads (issue 12, blocking time).
 */
function NewsletterWhenNear() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearView(placeholder, '600px');
  const empty = <div ref={placeholder} className="newsletter newsletter--placeholder" aria-hidden="true" />;
  return near ? (
    <Suspense fallback={empty}>
      <NewsletterForm />
    </Suspense>
  ) : (
    empty
  );
}

const LATEST_QUERY = { limit: PAGE_SIZES.homeLatest } as const;
const BESTSELLERS_QUERY = { bestseller: 'true', limit: PAGE_SIZES.homeBestsellers } as const;

function ProductSection({
  id,
  title,
  subtitle,
  query,
  skeletonCount,
  empty,
  below = false,
}: {
  id: string;
  title: string;
  subtitle: string;
  query: typeof LATEST_QUERY | typeof BESTSELLERS_QUERY;
  skeletonCount: number;
  empty: ReactNode;
  /** Starts below the fold on phones: its layout and paint wait until it nears the screen. */
  below?: boolean;
}) {
  const { data, isError } = useProducts(query);
  /*
   * The cards render in a transition, which React splits into short slices, instead of in the one long
   * synchronous render a resolved query triggers (the skeleton stays until they are ready).
   */
  const shown = useDeferredValue(data);
  const isPending = shown === undefined && !isError;
  // a failed list shows the empty state, as the spec does for lists
  const products = isError ? [] : (shown?.products.slice(0, query.limit) ?? []);

  return (
    <section className={below ? 'section section--below' : 'section'} aria-labelledby={id}>
      <div className="section-heading">
        <h2 id={id}>{title}</h2>
      </div>
      <p className="section-subtitle">{subtitle}</p>
      {isPending ? <ProductGridSkeleton count={skeletonCount} /> : products.length > 0 ? <ProductGrid products={products} eagerCount={2} firstRender={below ? 'none' : 'first-screen'} /> : empty}
    </section>
  );
}

/** The banners' query lives here, so its answer re-renders the carousel only, not the page's book lists. */
function HomeHero() {
  const hero = useHeroImages();
  return <HeroCarousel images={hero.data} />;
}

export function HomePage() {
  return (
    <>
      <DocumentTitle />
      <div className="container">
        <HomeHero />

        <ProductSection
          id="latest-title"
          title="Latest Collection"
          subtitle="Fresh arrivals on our shelves: new releases and well-kept used copies."
          query={LATEST_QUERY}
          skeletonCount={PAGE_SIZES.homeLatest / 2}
          empty={
            <Panel
              title={MESSAGES.empty.noProducts}
              level={3}
              actions={
                <Link to="/collections" className="btn btn--primary">
                  Explore Collections
                </Link>
              }
            >
              Please check back soon, or browse all our collections.
            </Panel>
          }
        />

        <ProductSection
          id="bestsellers-title"
          title="Best Sellers"
          subtitle="The books our readers order again and again."
          query={BESTSELLERS_QUERY}
          skeletonCount={PAGE_SIZES.homeBestsellers}
          below
          empty={<Panel title={MESSAGES.empty.noBestsellers} level={3} />}
        />

        <PoliciesStrip />

        <NewsletterWhenNear />
      </div>
    </>
  );
}
