import { formatCount, TIMINGS, type ProductFacets } from '@bookstore/contracts';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CollectionFilters } from './filters';

interface CategoryBarProps {
  facets: ProductFacets | undefined;
  filters: CollectionFilters;
  onChange: (next: Partial<CollectionFilters>) => void;
}

const countText = (count: number | undefined) => (count === undefined ? '' : formatCount(count));

/** A menu under its category, moved to end at the category's right edge when it would leave the window. */
function Menu({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  const [alignEnd, setAlignEnd] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (box && box.right > document.documentElement.clientWidth - 8) setAlignEnd(true);
  }, []);
  return (
    <ul ref={ref} id={id} className={`category-menu${alignEnd ? ' category-menu--end' : ''}`} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * Desktop category bar: every category with its count. Hovering (or focusing) one opens its subcategory
 * menu, which stays for TIMINGS.categoryMenuCloseMs after the pointer leaves so a slow hand can reach it.
 */
export function CategoryBar({ facets, filters, onChange }: CategoryBarProps) {
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeLater = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), TIMINGS.categoryMenuCloseMs);
  };
  useEffect(() => cancelClose, []);

  const show = (name: string) => {
    cancelClose();
    setOpen(name);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(null);
  };

  const categories = facets?.categories ?? [];
  return (
    <nav className="category-bar" aria-label="Categories" onKeyDown={onKeyDown}>
      <ul className="category-bar__list">
        <li>
          <button
            type="button"
            className="category-bar__item"
            aria-pressed={!filters.category}
            onClick={() => onChange({ category: undefined, subCategories: [] })}
          >
            All <span className="category-bar__count">{countText(facets?.total)}</span>
          </button>
        </li>
        {categories
          // a search leaves many categories empty: only those with books (and the chosen one) stay
          .filter((category) => category.count > 0 || category.name === filters.category)
          .map((category) => {
            const menuId = `category-menu-${category.name.replace(/\W+/g, '-').toLowerCase()}`;
            const hasMenu = category.subCategories.length > 0;
            return (
              <li
                key={category.name}
                className="category-bar__entry"
                onPointerEnter={() => show(category.name)}
                onPointerLeave={closeLater}
                onFocus={() => show(category.name)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeLater();
                }}
              >
                <button
                  type="button"
                  className="category-bar__item"
                  aria-pressed={filters.category === category.name}
                  aria-expanded={hasMenu ? open === category.name : undefined}
                  aria-controls={hasMenu ? menuId : undefined}
                  onClick={() => onChange({ category: category.name, subCategories: [] })}
                >
                  {category.name} <span className="category-bar__count">{countText(category.count)}</span>
                </button>
                {hasMenu && open === category.name && (
                  <Menu id={menuId} label={`${category.name} subcategories`}>
                    {category.subCategories.map((sub) => (
                      <li key={sub.name}>
                        <button
                          type="button"
                          className="category-menu__item"
                          onClick={() => {
                            setOpen(null);
                            onChange({ category: category.name, subCategories: [sub.name] });
                          }}
                        >
                          <span dir="auto">{sub.name}</span>
                          <span className="category-bar__count">{countText(sub.count)}</span>
                        </button>
                      </li>
                    ))}
                  </Menu>
                )}
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
