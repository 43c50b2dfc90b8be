import { addressLineOf, type StoreSettings } from '@bookstore/contracts';

/** Escapes text for HTML element content and attribute values. Every user-supplied value goes through it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Mail text: printable characters only (no header or control characters from user input). */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

export interface MailBlock {
  /** A paragraph of text (escaped here). */
  text?: string;
  /** A code or figure shown large (escaped here). */
  code?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The From display name: the store's name when the mail was written. */
  fromName: string;
}

/** Who a mail comes from, as the store settings say when it is written: name and one-line address. */
export interface MailSender {
  name: string;
  address: string;
}

export const mailSenderOf = ({ identity }: Pick<StoreSettings, 'identity'>): MailSender => ({
  name: plain(identity.name),
  address: plain(addressLineOf(identity)),
});

/**
 * One simple, mobile-friendly layout for every mail the store sends: the store's name as the header,
 * the blocks, and a footer of the store's name and address and then `footer`. The text part carries the
 * same content for mail programs without HTML.
 */
export function renderMail(sender: MailSender, subject: string, blocks: MailBlock[], footerText: string): RenderedMail {
  const footer = [sender.name, sender.address, footerText].join(' · ');
  const html = [
    '<!doctype html><html><body style="margin:0;padding:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:20px 24px;border-bottom:1px solid #e7e5e4;font-size:20px;font-weight:bold">${escapeHtml(sender.name)}</td></tr>`,
    '<tr><td style="padding:20px 24px;font-size:15px;line-height:1.5">',
    ...blocks.map((block) =>
      block.code !== undefined
        ? `<p style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(block.code)}</p>`
        : `<p style="margin:0 0 12px">${escapeHtml(block.text ?? '')}</p>`,
    ),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">${escapeHtml(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  const text = [sender.name, '', ...blocks.map((block) => block.code ?? block.text ?? ''), '', '--', footer].join('\n');
  return { subject, text, html, fromName: sender.name };
}
