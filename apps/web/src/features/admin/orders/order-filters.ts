import {
  ADMIN_ORDER_MESSAGES,
  isIsoDate,
  ORDER_STATUSES,
  orderStatusWords,
  PAYMENT_METHODS,
  type AdminOrdersQueryInput,
  type OrderStatus,
  type PaymentMethod,
} from '@bookstore/contracts';
import { pageParam } from '../shared/use-url-filters';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const day = (value: string | null) => (value && isIsoDate(value) ? value : undefined);

export interface OrderFilters {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  proof?: 'waiting';
  from?: string;
  to?: string;
  search?: string;
  page: number;
}

/** The orders list's filters as the address holds them; anything unreadable is ignored. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('paymentMethod')),
    proof: params.get('proof') === 'waiting' ? 'waiting' : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    search: params.get('search')?.trim() || undefined,
    page: pageParam(params),
  };
}

export function toOrdersQuery(filters: OrderFilters): AdminOrdersQueryInput {
  return { ...filters };
}

/** The message for a range whose start is after its end, else null. */
export function dateRangeError(filters: Pick<OrderFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.from > filters.to ? ADMIN_ORDER_MESSAGES.dateRangeReversed : null;
}

/** 'ready_for_shipment' -> 'Ready for shipment' (tabs, buttons). */
export function statusTitle(status: string): string {
  const words = orderStatusWords(status);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
