import { seoTexts, toPublicStoreSettings, type StoreLogo, type StoreSettings } from '@bookstore/contracts';
import { escapeHtml, type PageHead, type PageHeads } from '../../lib/page-head';
import { scriptSafeJson } from '../../lib/script-json';

export { scriptSafeJson };

/** The id the web app reads its first settings from (apps/web/src/session/store-name.ts). */
export const INLINE_SETTINGS_ID = 'store-settings';

/** The shell's logo, as the web app's LogoMark draws it (decorative: the name follows it). */
export const shellLogo = (logo: StoreLogo) =>
  `<img class="site-logo__mark" src="${escapeHtml(logo.url)}" width="${logo.width}" height="${logo.height}" alt="" decoding="async">`;

/**
 * Every served page carries the public settings as GET /api/store/settings answers them, so the
 * storefront paints the shop's name, contact details and money rules without a call; and the shop's name
 * (and logo, when it has one) in the shell, and in the title and description of a page that sets none of its own. Goes last in
 * combineHeads: a page's own title wins.
 */
export function storeSettingsPageHead(settings: () => Promise<StoreSettings>): PageHeads {
  return {
    keyOf: () => 'store',
    async render(): Promise<PageHead> {
      const current = await settings();
      const name = current.identity.name;
      const body = scriptSafeJson({ success: true, settings: toPublicStoreSettings(current) });
      const texts = seoTexts(name);
      return {
        head: `    <script type="application/json" id="${INLINE_SETTINGS_ID}">${body}</script>`,
        title: texts.homeTitle,
        description: texts.homeDescription,
        brand: name,
        brandMark: current.identity.logo ? shellLogo(current.identity.logo) : undefined,
      };
    },
  };
}
