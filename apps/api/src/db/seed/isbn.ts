/**
 * ISBN-13 helpers for the demo data. An ISBN-13 is 13 digits whose weights alternate 1 and 3;
 * the last digit makes the weighted sum a multiple of 10.
 */

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The check digit for the first 12 digits of an ISBN-13 (hyphens and spaces allowed). */
export function isbn13CheckDigit(first12: string): number {
  const digits = digitsOnly(first12);
  if (!/^\d{12}$/.test(digits)) throw new Error(`An ISBN-13 stem needs 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Completes a 12-digit stem (e.g. '978-969-35-0421') into a full 13-digit ISBN without hyphens. */
export function makeIsbn13(first12: string): string {
  return `${digitsOnly(first12)}${isbn13CheckDigit(first12)}`;
}

/** True for a 13-digit ISBN (hyphens and spaces allowed) starting 978 or 979 whose check digit is right. */
export function isValidIsbn13(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^97[89]\d{10}$/.test(digits)) return false;
  return isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}
