import { CATALOG_TEXTS, type Product } from '@bookstore/contracts';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatLongDate } from '@/lib/date-text';

type TabId = 'description' | 'specifications' | 'reviews';
const TABS: TabId[] = ['description', 'specifications', 'reviews'];

function Specifications({ product }: { product: Product }) {
  return (
    <dl className="specs">
      <dt>Author</dt>
      <dd dir="auto">{product.author || '—'}</dd>
      {product.isbn && (
        <>
          <dt>ISBN</dt>
          <dd>{product.isbn}</dd>
        </>
      )}
      <dt>Language</dt>
      <dd>{product.language}</dd>
      <dt>Publication Date</dt>
      <dd>{product.date === null ? '—' : formatLongDate(new Date(product.date))}</dd>
      <dt>Formats</dt>
      <dd>{product.sizes.length ? product.sizes.join(', ') : '—'}</dd>
    </dl>
  );
}

function Description({ product }: { product: Product }) {
  const lines = product.details.split('\n').map((line) => line.trim()).filter(Boolean);
  // the description itself is shown beside the price; the tab lists the detail lines
  if (lines.length === 0) return <p dir="auto">{product.description || CATALOG_TEXTS.noDetails}</p>;
  return (
    <div className="description">
      {lines.length > 0 && (
        <ul className="checklist">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`} dir="auto">
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ProductTabsProps {
  product: Product;
  /** The Reviews tab's count: the review list's own once loaded (it follows a new review). */
  reviewCount: number;
  /** The Reviews tab's content, drawn only while the tab is open. */
  reviews: ReactNode;
}

/** Description / Specifications / Reviews (its count in the label), as ARIA tabs with arrow keys. */
export function ProductTabs({ product, reviewCount, reviews }: ProductTabsProps) {
  const [active, setActive] = useState<TabId>('description');
  const id = useId();
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const labels: Record<TabId, string> = {
    description: 'Description',
    specifications: 'Specifications',
    reviews: `Reviews (${reviewCount})`,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length] as TabId;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="product-tabs" aria-label="About this book">
      <div className="product-tabs__list" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => setActive(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} hidden={active !== tab} className="product-tabs__panel">
          {tab === 'description' && <Description product={product} />}
          {tab === 'specifications' && <Specifications product={product} />}
          {tab === 'reviews' && active === 'reviews' && reviews}
        </div>
      ))}
    </section>
  );
}
