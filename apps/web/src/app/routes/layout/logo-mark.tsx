import type { StoreLogo } from '@bookstore/contracts';
import { BookIcon } from '@/components/ui/icons';

/**
 * What stands before the store name in the header and footer: the shop's logo when it has one, else the
 * book icon. The name is written beside it, so the image is decorative (alt=""); its stored size reserves
 * the room before it loads, the CSS caps its height.
 */
export function LogoMark({ logo }: { logo: StoreLogo | null }) {
  if (!logo) return <BookIcon size={26} className="site-logo__icon" />;
  return <img className="site-logo__mark" src={logo.url} width={logo.width} height={logo.height} alt="" decoding="async" />;
}
