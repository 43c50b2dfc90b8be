/**
 * Pakistani IBANs: 'PK', 2 check digits, a 4-letter bank code and 16 letters or digits (24 characters),
 * with the ISO 13616 mod-97 checksum. Typed with or without spaces, in either case.
 */
const PK_IBAN = /^PK\d{2}[A-Z]{4}[A-Z0-9]{16}$/;

/** 'pk36 mezn-0000…' -> 'PK36MEZN0000…' (no spaces or dashes, upper case). */
export const compactIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** True when the letters move to the end, turned into numbers (A=10 … Z=35), leave 1 modulo 97. */
export function hasIbanChecksum(compact: string): boolean {
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The shape of a Pakistani IBAN (24 characters, PK first), before the checksum. */
export const isPakistaniIbanShape = (value: string) => PK_IBAN.test(compactIban(value));

/** A Pakistani IBAN whose shape and checksum both hold. */
export const isPakistaniIban = (value: string) => isPakistaniIbanShape(value) && hasIbanChecksum(compactIban(value));

/** 'PK93MEZN0000001234567890' -> 'PK93 MEZN 0000 0012 3456 7890', as banks print it. */
export const groupIban = (value: string) => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
