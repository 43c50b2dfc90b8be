import type { ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure?' before a change that cannot easily be undone. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger = false, pending = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={pending}>
            Keep as is
          </button>
          <button type="button" className={`btn ${danger ? 'admin-btn--danger' : 'btn--primary'}`} onClick={onConfirm} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
