/**
 * Whether what a guest typed names the order's contact: its e-mail (any case, spaces around ignored) or
 * its mobile number. Mobile numbers are compared as national numbers: spaces, dashes, dots and brackets
 * are dropped, then a leading '+92', '0092' or '0' (Pakistan's trunk prefix) is dropped, so
 * '+92 300 1234567', '0092-300-1234567', '0300 1234567' and '3001234567' are one number.
 */
export function contactMatches(order: { email: string; mobileNumber: string }, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return typed.toLowerCase() === order.email.trim().toLowerCase();
  const national = nationalNumber(typed);
  return national.length >= 7 && national === nationalNumber(order.mobileNumber);
}

/** A mobile number reduced to its national digits ('' when it is not digits). */
export function nationalNumber(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return '';
  if (digits.startsWith('0092')) return digits.slice(4);
  if (compact.startsWith('+92') || (digits.startsWith('92') && digits.length === 12)) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}
