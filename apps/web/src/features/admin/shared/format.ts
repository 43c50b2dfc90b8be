import { PAYMENT_METHOD_LABELS, STORE_TIME_ZONE } from '@bookstore/contracts';

/** Back-office dates follow the shop's calendar (Pakistan time), like its filters and dashboard. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: STORE_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: STORE_TIME_ZONE });
const calendarDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-22T10:15:00Z' -> '22 Nov 2026, 15:15'. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTime.format(date) : iso;
}

/** '2026-11-22T10:15:00Z' -> '22 Nov 2026'. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? dateOnly.format(date) : iso;
}

/** A calendar day 'YYYY-MM-DD' -> '27 Nov 2026' (or '27 Nov' with `short`), the same everywhere. */
export function formatDay(day: string, { short = false }: { short?: boolean } = {}): string {
  const date = parse(`${day}T00:00:00Z`);
  if (!date) return day;
  return (short ? shortDay : calendarDay).format(date);
}

/** 'cod' -> 'Cash on Delivery'; 'online' + 'JazzCash' -> 'Online Payment (JazzCash)'. */
export function paymentLabel(method: string, option?: string | null): string {
  const label = PAYMENT_METHOD_LABELS[method] ?? method;
  return option ? `${label} (${option})` : label;
}

export { paymentStatusLabel } from '@bookstore/contracts';

/** '1 item', '3 items'. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
