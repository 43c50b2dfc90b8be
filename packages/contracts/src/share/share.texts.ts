import { formatRupees } from '../common/money';

/**
 * The product page's share button and the installed app's offline notice. Kept out of MESSAGES (which the
 * first load carries) so that only the chunks showing them carry these texts.
 */
export const SHARE_TEXTS = {
  share: 'Share',
  shareOnWhatsApp: 'Share on WhatsApp',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link. Please copy it from the address bar.',
  /** What a shared book says in a chat (issue 16): '{name} – Rs. {price} {url}'. */
  bookMessage: (name: string, rupees: number, url: string) => `${name} – ${formatRupees(rupees)} ${url}`,
} as const;

export const OFFLINE_TEXTS = {
  notice: 'You are offline. Showing the pages you viewed last; prices and stock may have changed.',
} as const;

/** A wa.me link that opens WhatsApp with `text` typed in, for the shopper to pick the chat. */
export const whatsAppShareLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
