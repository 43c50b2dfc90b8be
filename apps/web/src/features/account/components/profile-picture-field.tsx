import { FILE_LIMITS, MESSAGES, validateProfilePicture, type User } from '@bookstore/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { Avatar } from './avatar';

/** A picture picked in the form, with its preview (a data URL: nothing to revoke). */
export interface PickedPicture {
  file: File;
  preview: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

interface ProfilePictureFieldProps {
  user: User;
  picked: PickedPicture | null;
  onPick: (picked: PickedPicture | null) => void;
  disabled?: boolean;
}

/**
 * Picture upload with a preview before saving (checked with validateProfilePicture: 250 KB; JPG, PNG,
 * WebP) and removal: a picked picture is simply dropped; the saved one is removed on the server at once.
 */
export function ProfilePictureField({ user, picked, onPick, disabled }: ProfilePictureFieldProps) {
  const toast = useToast();
  const inputId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useRemoveProfilePicture();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = validateProfilePicture(file);
    setProblem(refusal);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    try {
      onPick({ file, preview: await readAsDataUrl(file) });
    } catch {
      toast.error(MESSAGES.account.pictureType);
    }
  };

  const onRemove = () => {
    if (picked) {
      onPick(null);
      return;
    }
    remove.mutate(undefined, {
      onSuccess: () => toast.success(MESSAGES.account.pictureRemoved),
      onError: (error) =>
        toast.error(MESSAGES.account.errorRemovingPicture + errorMessage(error, MESSAGES.account.removePictureFailed)),
    });
  };

  const shown = picked?.preview ?? user.profilePicture;
  const busy = disabled || remove.isPending;

  return (
    <div className="picture-field">
      <Avatar user={user} src={shown} />
      <div className="picture-field__controls">
        <p className="field__label">Profile picture</p>
        <div className="btn-row">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            disabled={busy}
            aria-describedby={problem ? errorId : undefined}
            onChange={onChange}
          />
          <label htmlFor={inputId} className={`btn btn--outline btn--small file-button${busy ? ' is-disabled' : ''}`}>
            {shown ? 'Change picture' : 'Upload picture'}
          </label>
          {shown && (
            <button type="button" className="btn btn--outline btn--small" onClick={onRemove} disabled={busy}>
              {remove.isPending ? 'Removing…' : 'Remove picture'}
            </button>
          )}
        </div>
        <p className="field__hint">JPG, PNG or WebP, at most {FILE_LIMITS.imageMaxBytes / 1024} KB.{picked ? ' Save to keep the new picture.' : ''}</p>
        {problem && (
          <p id={errorId} className="field-error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
