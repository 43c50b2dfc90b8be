import { STORE_LINKS } from '@bookstore/contracts';
import { WhatsAppIcon } from '@/components/ui/icons';

/** Always on screen, bottom right: opens a WhatsApp chat with the shop. */
export function WhatsAppButton() {
  return (
    <a className="whatsapp-button" href={STORE_LINKS.whatsapp} target="_blank" rel="noopener noreferrer" aria-label="Chat with us on WhatsApp">
      <WhatsAppIcon size={30} />
    </a>
  );
}
