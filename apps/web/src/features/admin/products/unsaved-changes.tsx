import { ADMIN_PRODUCT_MESSAGES as M } from '@bookstore/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';

/** Where a blocked move was going: a path inside the app, or one step back in the history. */
type Destination = { to: string } | 'back';

/**
 * Guards unsaved changes: a link or the back button inside the app asks first (a dialog), closing or
 * reloading the tab gets the browser's own warning. While a save runs, and after it succeeded, leaving
 * is free (the page moves on by itself); a failed save guards the changes again.
 *
 * The app uses a declarative router (no data router, to keep the shopper's first load small), so there is
 * no `useBlocker`: links are caught before the router sees the click, and the back button meets a copy of
 * this page pushed onto the history while there are changes.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  // read when a navigation starts, so a save's own redirect sees the latest state without a render
  const state = useRef({ unsaved, saving: false });
  useEffect(() => {
    state.current.unsaved = unsaved;
  }, [unsaved]);
  const [blocked, setBlocked] = useState<Destination | null>(null);
  const navigate = useNavigate();
  const guarding = () => state.current.unsaved && !state.current.saving;

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!guarding() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setBlocked({ to: url.pathname + url.search + url.hash });
    };
    // capture on the document: before React's own listener on the root, so the router never moves
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!unsaved) return;
    // a copy of this page: 'back' lands on it (same address) and asks instead of leaving
    window.history.pushState(window.history.state, '', window.location.href);
    const onPop = () => {
      if (!guarding()) return;
      window.history.pushState(window.history.state, '', window.location.href);
      setBlocked('back');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [unsaved]);

  const blocker: LeaveBlocker = {
    blocked: blocked !== null,
    reset: () => setBlocked(null),
    proceed: () => {
      const destination = blocked;
      setBlocked(null);
      state.current.unsaved = false;
      if (destination === 'back') window.history.go(-2);
      else if (destination) navigate(destination.to);
    },
  };

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!state.current.unsaved || state.current.saving) return;
      event.preventDefault();
      // older browsers show the warning only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const whileSaving = useCallback(async <T,>(save: () => Promise<T>): Promise<T> => {
    state.current.saving = true;
    try {
      return await save();
    } catch (error) {
      state.current.saving = false;
      throw error;
    }
  }, []);

  return { whileSaving, dialog: <LeaveDialog blocker={blocker} /> };
}

interface LeaveBlocker {
  blocked: boolean;
  reset: () => void;
  proceed: () => void;
}

function LeaveDialog({ blocker }: { blocker: LeaveBlocker }) {
  const stay = () => blocker.reset();
  return (
    <Dialog
      open={blocker.blocked}
      onClose={stay}
      title={M.unsavedTitle}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={stay}>
            {M.unsavedStay}
          </button>
          <button type="button" className="btn admin-btn--danger-outline" onClick={blocker.proceed}>
            {M.unsavedLeave}
          </button>
        </>
      }
    >
      <p>{M.unsavedBody}</p>
    </Dialog>
  );
}
