const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

let longDate: Intl.DateTimeFormat | undefined;

/**
 * "5 March 2024" in the browser's time zone, as `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long',
 * year: 'numeric' })` writes it, by hand: a page's first Intl formatter sets up ICU, tens of milliseconds of a
 * phone's main thread during the first load (issue 12). Dates outside years 1000-9999 are left to Intl.
 */
export function formatLongDate(date: Date): string {
  const year = date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return (longDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })).format(date);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${year}`;
}
