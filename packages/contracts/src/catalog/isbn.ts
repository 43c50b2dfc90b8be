/** ISBN-10 and ISBN-13: digits (and a final X for ISBN-10) with their check digit. */

/** Digits and X only, upper-cased: "978-0-14-143951-8" -> "9780141439518". */
export function normalizeIsbn(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

function isbn13CheckOk(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

function isbn10CheckOk(chars: string): boolean {
  if (!/^\d{9}[\dX]$/.test(chars)) return false;
  const sum = [...chars].reduce((total, char, index) => total + (char === 'X' ? 10 : Number(char)) * (10 - index), 0);
  return sum % 11 === 0;
}

/** True for a well-formed ISBN-10 or ISBN-13 whose check digit is right (spaces and hyphens allowed). */
export function isValidIsbn(raw: string): boolean {
  const isbn = normalizeIsbn(raw);
  return isbn.length === 13 ? isbn13CheckOk(isbn) : isbn.length === 10 ? isbn10CheckOk(isbn) : false;
}
