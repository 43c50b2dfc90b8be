import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';
import './dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface ModalPanelOptions {
  open: boolean;
  /** Called on Escape. */
  onClose: () => void;
  /** What gets the focus when the panel opens (the panel itself when none). */
  initialFocus: (panel: HTMLElement) => HTMLElement | null;
  /** Gets the focus back when the panel closes; by default whatever had it when the panel opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The behaviour of every modal panel (dialogs and the phone menu): while open, the focus moves in and
 * stays inside (Tab and Shift+Tab wrap), Escape closes, the page behind does not scroll, and the focus
 * returns to the opener on closing. Returns the panel's keydown handler.
 */
export function useModalPanel(panelRef: RefObject<HTMLElement | null>, { open, onClose, initialFocus, returnFocusTo }: ModalPanelOptions) {
  const latest = useRef({ onClose, initialFocus, returnFocusTo });
  useEffect(() => {
    latest.current = { onClose, initialFocus, returnFocusTo };
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (latest.current.initialFocus(panel) ?? panel).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      (latest.current.returnFocusTo?.current ?? opener)?.focus();
    };
  }, [open, panelRef]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      latest.current.onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

/** The first action button; else the first field of the body; else the first focusable element (the close button). */
function dialogInitialFocus(panel: HTMLElement): HTMLElement | null {
  return (
    panel.querySelector<HTMLElement>(`.dialog__actions :is(${FOCUSABLE})`) ??
    panel.querySelector<HTMLElement>(`.dialog__body :is(${FIELD})`) ??
    panel.querySelector<HTMLElement>(FOCUSABLE)
  );
}

interface DialogProps {
  /** Shown while true (the default, for dialogs mounted only while open). */
  open?: boolean;
  onClose: () => void;
  /** Names the dialog. */
  title: string;
  children?: ReactNode;
  /** Buttons at the bottom; the first one gets the focus when the dialog opens. */
  actions?: ReactNode;
  /** 'alertdialog' for notices that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the corner close button (the actions already say how to leave). */
  hideCloseButton?: boolean;
  size?: 'small' | 'large';
  /** While something is being saved, Escape, the backdrop and the close button do not close it. */
  busy?: boolean;
  /** The id of the text in the body that describes the dialog. */
  describedBy?: string;
  /** Classes added to the panel (a caller's own look). */
  className?: string;
}

/**
 * A modal dialog: drawn over the page, labelled by its title; focus moves into it (the first action, else
 * the first field) and stays inside, Escape or the backdrop closes it, and the focus returns to the opener.
 */
export function Dialog({ open = true, onClose, title, children, actions, role = 'dialog', hideCloseButton = false, size = 'small', busy = false, describedBy, className }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const onKeyDown = useModalPanel(panelRef, { open, onClose: close, initialFocus: dialogInitialFocus });

  if (!open) return null;

  return createPortal(
    <div className="dialog">
      <div className="dialog__backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panelRef}
        className={`dialog__panel dialog__panel--${size}${className ? ` ${className}` : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className="icon-button dialog__close" onClick={close} aria-label="Close dialog" disabled={busy}>
              <CloseIcon size={20} />
            </button>
          )}
        </div>
        {children && <div className="dialog__body">{children}</div>}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
