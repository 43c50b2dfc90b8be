// Numbers are written by hand, not with Intl: the first Intl formatter a page builds sets up ICU, tens of
// milliseconds of a phone's main thread during the first load (issue 12). The output is en-US's, exactly.

/** "1234567" -> "1,234,567": a run of digits with en-US thousands separators. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole number as `toLocaleString('en-US')` writes it ("1,234"); anything else is left to it. */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  const sign = count < 0 || Object.is(count, -0) ? '-' : '';
  return `${sign}${groupDigits(String(Math.abs(count)))}`;
}
