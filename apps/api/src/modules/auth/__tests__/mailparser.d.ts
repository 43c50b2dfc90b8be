/** The little of mailparser 3.7 the SMTP test uses (the package ships no types; @types/mailparser is not installed). */
declare module 'mailparser' {
  import type { Readable } from 'node:stream';

  interface AddressObject {
    value: { address?: string; name: string }[];
    text: string;
  }

  export interface ParsedMail {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    text?: string;
    html: string | false;
  }

  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>;
}
