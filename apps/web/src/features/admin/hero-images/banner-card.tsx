import { adminHeroImageUpdateBodySchema, type AdminHeroImage } from '@bookstore/contracts';
import { useState, type FormEvent } from 'react';
import { CheckboxField, TextField } from '@/components/ui/form';
import { ArrowDownIcon, ArrowUpIcon } from '../shared/admin-icons';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useDeleteHeroImage, useUpdateHeroImage } from './hero-images-api';

/** A banner's place in the carousel: a whole number from 0 to 999. */
export const POSITION = { type: 'number', min: 0, max: 999, step: 1, inputMode: 'numeric' } as const;

interface BannerCardProps {
  banner: AdminHeroImage;
  position: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}

/** One banner: its picture, its alt text and position, shown or not, moved up or down, deleted. */
export function BannerCard({ banner, position, count, busy, onMove }: BannerCardProps) {
  const update = useUpdateHeroImage();
  const remove = useDeleteHeroImage();
  const [altText, setAltText] = useState(banner.altText);
  const [sortOrder, setSortOrder] = useState(String(banner.sortOrder));
  const [errors, setErrors] = useState<{ altText?: string; sortOrder?: string }>({});
  const [asking, setAsking] = useState(false);
  // the box follows the click at once; it goes back if the server refuses
  const [active, setActive] = useState(banner.isActive);
  const label = `Banner ${position + 1}`;
  const changed = altText.trim() !== banner.altText || sortOrder.trim() !== String(banner.sortOrder);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminHeroImageUpdateBodySchema.safeParse({ altText, sortOrder: sortOrder.trim() === '' ? undefined : sortOrder });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'sortOrder' ? 'sortOrder' : 'altText';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate({ heroImageId: banner.id, altText: parsed.data.altText, sortOrder: parsed.data.sortOrder });
  };

  return (
    <li className={`admin-banner${active ? '' : ' is-inactive'}`} aria-label={label}>
      <img className="admin-banner__image" src={banner.imageUrl} alt={banner.altText || `${label} (no description)`} loading="lazy" />
      <div className="admin-banner__controls">
        <form className="admin-form" onSubmit={save} noValidate>
          <TextField
            label="Alt text"
            error={errors.altText}
            hint="What the picture shows, for screen readers and slow connections."
            value={altText}
            onChange={(event) => setAltText(event.target.value)}
          />
          <div className="admin-banner__order">
            <TextField label="Position" error={errors.sortOrder} {...POSITION} value={sortOrder} onChange={(event) => setSortOrder(event.target.value)} />
            <button type="button" className="admin-icon-btn" onClick={() => onMove(-1)} disabled={busy || position === 0} aria-label={`Move ${label.toLowerCase()} up`}>
              <ArrowUpIcon size={18} />
            </button>
            <button type="button" className="admin-icon-btn" onClick={() => onMove(1)} disabled={busy || position === count - 1} aria-label={`Move ${label.toLowerCase()} down`}>
              <ArrowDownIcon size={18} />
            </button>
          </div>
          <CheckboxField
            label="Shown on the home page"
            checked={active}
            disabled={update.isPending}
            onChange={(event) => {
              const shown = event.target.checked;
              setActive(shown);
              update.mutate({ heroImageId: banner.id, isActive: shown }, { onError: () => setActive(!shown) });
            }}
          />
          <div className="btn-row">
            <button type="submit" className="btn btn--primary admin-btn--small" disabled={!changed || update.isPending}>
              {update.isPending ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="btn admin-btn--danger-outline admin-btn--small" onClick={() => setAsking(true)}>
              Delete
            </button>
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={asking}
        title="Delete this banner?"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => remove.mutate(banner.id, { onSuccess: () => setAsking(false) })}
      >
        <p>The picture is deleted and leaves the home page. This cannot be undone.</p>
      </ConfirmDialog>
    </li>
  );
}
