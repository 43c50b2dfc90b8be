import { formatRupees, SORT_OPTIONS, type SortOption } from '@bookstore/contracts';
import { useId } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { activeChips, clearedFilters, pageWindow, SORT_LABELS, type CollectionFilters } from './filters';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One chip per active filter (× removes it) and 'Clear all'. */
export function ActiveFilters({
  filters,
  onReplace,
  clearMessage,
}: {
  filters: CollectionFilters;
  onReplace: (next: CollectionFilters, message?: string) => void;
  clearMessage: string;
}) {
  const chips = activeChips(filters, formatRupees);
  if (chips.length === 0) return null;
  return (
    <div className="active-filters" aria-label="Active filters" role="group">
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className="filter-chip" onClick={() => onReplace(chip.without)} aria-label={`Remove filter ${chip.label}`}>
              <span dir="auto">{chip.label}</span>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="active-filters__clear" onClick={() => onReplace(clearedFilters(filters), clearMessage)}>
        Clear all
      </button>
    </div>
  );
}

/** Prev, at most 5 page numbers around the current page, Next. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" className="pagination__button" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        Prev
      </button>
      <ul className="pagination__pages">
        {pageWindow(current, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__button pagination__number"
              aria-current={n === current ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => n !== current && onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="pagination__button" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        Next
      </button>
    </nav>
  );
}
