import { ADMIN_PRODUCT_MESSAGES as M } from '@bookstore/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { Dialog } from '@/components/ui/dialog';

/** Navigation state of a move that drops the form on purpose (the book was just deleted): never asked about. */
export const CHANGES_DROPPED = { changesDropped: true } as const;
const dropsChanges = (state: unknown) => typeof state === 'object' && state !== null && 'changesDropped' in state;

/**
 * Guards unsaved changes: a link or the back button inside the app asks first (a dialog), closing or
 * reloading the tab gets the browser's own warning. While a save runs, and after it succeeded, leaving
 * is free (the page moves on by itself); a failed save guards the changes again.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  // read when a navigation starts, so a save's own redirect sees the latest state without a render
  const state = useRef({ unsaved, saving: false });
  useEffect(() => {
    state.current.unsaved = unsaved;
  }, [unsaved]);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        state.current.unsaved &&
        !state.current.saving &&
        !dropsChanges(nextLocation.state) &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

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

function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title={M.unsavedTitle}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={stay}>
            {M.unsavedStay}
          </button>
          <button type="button" className="btn admin-btn--danger-outline" onClick={() => blocker.proceed?.()}>
            {M.unsavedLeave}
          </button>
        </>
      }
    >
      <p>{M.unsavedBody}</p>
    </Dialog>
  );
}
