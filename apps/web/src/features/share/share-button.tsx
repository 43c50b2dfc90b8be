import { formatRupees, SHARE_TEXTS, whatsAppShareLink } from '@bookstore/contracts';
import { useState } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import './share.css';

export interface ShareButtonProps {
  name: string;
  /** Rupees, as the catalogue answers them. */
  price: number;
  /** The page's absolute URL. */
  url: string;
}

const canUseWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The shopper closing the share sheet is not a failure. */
const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a book: the phone's own share sheet where the browser has one (Web Share API); otherwise, or when
 * the sheet fails, a WhatsApp link with the message typed in and a 'Copy link' button.
 */
export function ShareButton({ name, price, url }: ShareButtonProps) {
  const toast = useToast();
  const [webShare, setWebShare] = useState(canUseWebShare);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_TEXTS.linkCopied);
    } catch {
      toast.error(SHARE_TEXTS.copyFailed);
    }
  };

  if (webShare) {
    const share = async () => {
      try {
        await navigator.share({ title: name, text: `${name} – ${formatRupees(price)}`, url });
      } catch (error) {
        if (!isCancelled(error)) setWebShare(false);
      }
    };
    return (
      <div className="share">
        <button type="button" className="btn btn--outline share__button" onClick={() => void share()}>
          <ShareIcon />
          {SHARE_TEXTS.share}
        </button>
      </div>
    );
  }

  return (
    <div className="share" role="group" aria-label={SHARE_TEXTS.share}>
      <a
        className="btn btn--outline share__button"
        href={whatsAppShareLink(SHARE_TEXTS.bookMessage(name, price, url))}
        target="_blank"
        rel="noopener noreferrer"
      >
        <WhatsAppIcon size={20} />
        {SHARE_TEXTS.shareOnWhatsApp}
      </a>
      <button type="button" className="btn btn--outline share__button" onClick={() => void copyLink()}>
        <LinkIcon />
        {SHARE_TEXTS.copyLink}
      </button>
    </div>
  );
}

function ShareIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}
