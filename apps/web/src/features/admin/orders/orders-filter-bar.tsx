import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@bookstore/contracts';
import { useId, useState } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import { SearchField } from '../shared/search-field';
import { useSearchInput, type FilterPatch } from '../shared/use-url-filters';
import type { OrderFilters } from './order-filters';

const PAYMENT_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] ?? method }));

interface OrdersFilterBarProps {
  filters: OrderFilters;
  params: URLSearchParams;
  dateError: string | null;
  update: (patch: FilterPatch) => void;
  clear: () => void;
}

/** Search, payment method, proof waiting and the date range of the orders list. */
export function OrdersFilterBar({ filters, params, dateError, update, clear }: OrdersFilterBarProps) {
  const search = useSearchInput('search', update, params);
  const filtered = Boolean(filters.paymentMethod || filters.proof || filters.from || filters.to || filters.search || filters.status);
  const active = [filters.paymentMethod, filters.proof, filters.from, filters.to].filter(Boolean).length;
  // phones: the filters fold away under a button unless one is in use; wide screens always show them
  const [open, setOpen] = useState(active > 0);
  const rowId = useId();

  return (
    <div className="admin-filters">
      <SearchField
        label="Search orders"
        placeholder="Order number (KG-10234), name, phone or e-mail"
        value={search.text}
        onChange={search.onChange}
        onSubmit={search.flush}
      />
      <div className="admin-filters__actions">
        <button
          type="button"
          className="btn btn--outline admin-btn--small admin-filters__toggle"
          aria-expanded={open}
          aria-controls={rowId}
          onClick={() => setOpen((value) => !value)}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </button>
        {filtered && (
          <button type="button" className="btn btn--outline admin-btn--small" onClick={clear}>
            Clear filters
          </button>
        )}
      </div>
      <div id={rowId} className={`admin-filters__row${open ? '' : ' is-collapsed'}`}>
        <SelectField
          label="Payment"
          placeholder="All payments"
          options={PAYMENT_OPTIONS}
          value={filters.paymentMethod ?? ''}
          onChange={(event) => update({ paymentMethod: event.target.value })}
        />
        <TextField label="From" type="date" value={filters.from ?? ''} onChange={(event) => update({ from: event.target.value })} />
        <TextField label="To" error={dateError ?? undefined} type="date" value={filters.to ?? ''} onChange={(event) => update({ to: event.target.value })} />
        <CheckboxField
          label="Proof waiting for review"
          checked={filters.proof === 'waiting'}
          onChange={(event) => update({ proof: event.target.checked ? 'waiting' : null })}
        />
      </div>
    </div>
  );
}
