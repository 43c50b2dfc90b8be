import { storeLinksOf } from '@bookstore/contracts';
import { useEffect, useRef, useState } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import { useStoreSettings } from '@/session';

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="radio"], [tabindex]:not([tabindex="-1"])';

/** True when a control of the page lies under the middle or a corner of `box`. */
function coversAControl(box: DOMRect, button: HTMLElement): boolean {
  const inset = 4;
  const points: [number, number][] = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((element) => !button.contains(element) && element.closest(INTERACTIVE) !== null),
  );
}

/** The longest a check waits for the browser to be idle after the page changed. */
const CHANGE_WAIT_MS = 300;

const whenIdle = (run: () => void): number =>
  window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: CHANGE_WAIT_MS }) : window.setTimeout(run, CHANGE_WAIT_MS / 3);
const cancelIdle = (handle: number) => (window.cancelIdleCallback ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));

/**
 * Always on screen, bottom right: opens a WhatsApp chat with the shop. It never sits on a control: while
 * one of the page's buttons, links or fields is under it (a card's 'Add to Cart' on a phone, a form's
 * field), it tucks itself away to a small tab at the edge, and comes back when the spot is clear.
 */
export function WhatsAppButton() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [tucked, setTucked] = useState(false);
  const { identity } = useStoreSettings();

  useEffect(() => {
    const button = ref.current;
    if (!button) return undefined;
    let frame = 0;
    let idle = 0;
    const check = () => {
      if (frame) window.cancelAnimationFrame(frame);
      if (idle) cancelIdle(idle);
      frame = idle = 0;
      // where it sits when shown (offset* ignore the transform that tucks it away)
      const home = new DOMRect(button.offsetLeft, button.offsetTop, button.offsetWidth, button.offsetHeight);
      setTucked(coversAControl(home, button));
    };
    // scrolling moves controls under it at once: checked in the next frame
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    // a page still rendering changes the DOM many times a second, and each check forces a layout and five
    // hit tests: one check once the changes pause (at most CHANGE_WAIT_MS late) instead of one per frame
    const onChange = () => {
      if (!idle && !frame) idle = whenIdle(check);
    };
    onScroll();
    const observer = new MutationObserver(onChange);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      if (idle) cancelIdle(idle);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  // in a landmark of its own, so no content of the page sits outside every landmark (axe 'region')
  return (
    <aside aria-label="WhatsApp">
      <a
        ref={ref}
        className={`whatsapp-button${tucked ? ' is-tucked' : ''}`}
        href={storeLinksOf(identity).whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
      >
        <WhatsAppIcon size={26} />
      </a>
    </aside>
  );
}
