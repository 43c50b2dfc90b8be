import { AVAILABILITY_OPTIONS, type FacetCount, type ProductFacets } from '@bookstore/contracts';
import { useId, type ReactNode } from 'react';
import { AVAILABILITY_LABELS, RATING_CHOICES, type CollectionFilters } from './filters';
import { PriceRange } from './price-range';

interface FilterPanelProps {
  facets: ProductFacets | undefined;
  filters: CollectionFilters;
  onChange: (next: Partial<CollectionFilters>) => void;
  /** 'drawer' (phones) lists a category's subcategories under it, opened by choosing the category. */
  variant: 'sidebar' | 'drawer';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="filter-section" aria-labelledby={id}>
      <legend id={id} className="filter-section__title">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

function SubcategoryList({ items, filters, onChange }: { items: FacetCount[]; filters: CollectionFilters; onChange: FilterPanelProps['onChange'] }) {
  if (items.length === 0) return <p className="filter-section__empty">No subcategories</p>;
  const toggle = (name: string) =>
    onChange({
      subCategories: filters.subCategories.includes(name) ? filters.subCategories.filter((s) => s !== name) : [...filters.subCategories, name],
    });
  return (
    <ul className="filter-list">
      {items.map((sub) => (
        <li key={sub.name}>
          <label className="filter-option">
            <input type="checkbox" checked={filters.subCategories.includes(sub.name)} onChange={() => toggle(sub.name)} />
            <span dir="auto">{sub.name}</span>
            <span className="filter-option__count">{sub.count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Categories, subcategories, price, rating and availability: the sidebar on desktops, the drawer on phones. */
export function FilterPanel({ facets, filters, onChange, variant }: FilterPanelProps) {
  const name = useId();
  const selected = facets?.categories.find((c) => c.name === filters.category);
  const subcategories = selected ? selected.subCategories : (facets?.subCategories ?? []);

  return (
    <div className={`filter-panel filter-panel--${variant}`}>
      <Section title="Categories">
        <ul className="filter-list">
          <li>
            <label className="filter-option">
              <input type="radio" name={`${name}-category`} checked={!filters.category} onChange={() => onChange({ category: undefined, subCategories: [] })} />
              <span>All categories</span>
              <span className="filter-option__count">{facets?.total ?? ''}</span>
            </label>
          </li>
          {(facets?.categories ?? []).map((category) => (
            <li key={category.name}>
              <label className={`filter-option${category.count === 0 ? ' is-empty' : ''}`}>
                <input
                  type="radio"
                  name={`${name}-category`}
                  checked={filters.category === category.name}
                  // choosing a category opens its subcategory list in the drawer; choosing another closes it
                  onChange={() => onChange({ category: category.name, subCategories: [] })}
                  aria-controls={variant === 'drawer' ? `${name}-subs` : undefined}
                />
                <span>{category.name}</span>
                <span className="filter-option__count">{category.count}</span>
              </label>
              {variant === 'drawer' && filters.category === category.name && (
                <div id={`${name}-subs`} className="filter-nested" aria-label={`${category.name} subcategories`} role="group">
                  <SubcategoryList items={category.subCategories} filters={filters} onChange={onChange} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </Section>

      {variant === 'sidebar' && (
        <Section title={selected ? `${selected.name}: subcategories` : 'Subcategories'}>
          <SubcategoryList items={subcategories} filters={filters} onChange={onChange} />
        </Section>
      )}

      {facets && facets.total > 0 && (
        <Section title="Price">
          <PriceRange
            bounds={facets.price}
            value={{ min: filters.minPrice, max: filters.maxPrice }}
            onCommit={(range) => onChange(range)}
          />
        </Section>
      )}

      <Section title="Customer rating">
        <ul className="filter-list">
          <li>
            <label className="filter-option">
              <input type="radio" name={`${name}-rating`} checked={filters.rating === undefined} onChange={() => onChange({ rating: undefined })} />
              <span>Any rating</span>
            </label>
          </li>
          {RATING_CHOICES.map((stars) => (
            <li key={stars}>
              <label className="filter-option">
                <input type="radio" name={`${name}-rating`} checked={filters.rating === stars} onChange={() => onChange({ rating: stars })} />
                <span className="filter-option__stars" aria-hidden="true">
                  {'★'.repeat(stars)}
                  {'☆'.repeat(5 - stars)}
                </span>
                {stars < 5 && <span aria-hidden="true">&amp; up</span>}
                <span className="visually-hidden">{stars === 5 ? '5 stars' : `${stars} stars and up`}</span>
              </label>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Availability">
        <ul className="filter-list">
          {AVAILABILITY_OPTIONS.map((option) => (
            <li key={option}>
              <label className="filter-option">
                <input type="radio" name={`${name}-availability`} checked={filters.availability === option} onChange={() => onChange({ availability: option })} />
                <span>{AVAILABILITY_LABELS[option]}</span>
              </label>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
