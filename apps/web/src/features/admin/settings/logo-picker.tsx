import { STORE_LOGO_BOX, STORE_SETTINGS_MESSAGES as M, validateLogoFile, type StoreLogo } from '@bookstore/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { ImagePicker } from '../shared/image-picker';
import { useRemoveLogo, useUploadLogo } from './settings-api';

const HINT = `JPG, PNG or WebP, up to 2 MB. Shown beside the store name, at most ${STORE_LOGO_BOX.width} x ${STORE_LOGO_BOX.height} pixels.`;

/**
 * The shop's logo: the current one, a file input that uploads what is picked at once (checked here for
 * type and size, by the server for its content), and Remove after a confirmation. Saved on its own, not
 * with the form's Save.
 */
export function LogoPicker({ logo }: { logo: StoreLogo | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const upload = useUploadLogo(() => setFile(null));
  const remove = useRemoveLogo(() => setConfirming(false));

  return (
    <div className="admin-form__wide admin-logo" role="group" aria-labelledby="settings-logo">
      <p id="settings-logo" className="admin-logo__title">
        Logo
      </p>
      <div className="admin-logo__current">
        {logo ? <img src={logo.url} width={logo.width} height={logo.height} alt="Current logo" /> : <span className="admin-muted">No logo: the header shows the book icon.</span>}
        {logo && (
          <button type="button" className="btn btn--outline" onClick={() => setConfirming(true)} disabled={upload.isPending || remove.isPending}>
            Remove logo
          </button>
        )}
      </div>
      <ImagePicker
        label={logo ? 'Replace logo' : 'Upload logo'}
        file={file}
        hint={HINT}
        validate={validateLogoFile}
        uploading={upload.isPending}
        wide
        onPick={(picked) => {
          setFile(picked);
          if (picked) upload.mutate(picked, { onError: () => setFile(null) });
        }}
      />
      <ConfirmDialog
        open={confirming}
        title="Remove the logo?"
        confirmLabel="Remove logo"
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <p>{M.logoRemoveConfirm}</p>
      </ConfirmDialog>
    </div>
  );
}
