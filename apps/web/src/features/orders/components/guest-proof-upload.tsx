import { FILE_LIMITS, guestUploadProofBodySchema, MESSAGES, shopperPaymentState, validateProofFile, type TrackedOrder } from '@bookstore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FileField, TextField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { uploadGuestProof } from '../api/upload-proof';

const ACCEPT = FILE_LIMITS.imageMimeTypes.join(',');

/**
 * A new payment screenshot from the status page without an account: the page never shows the order's
 * e-mail, so the guest proves the order by typing it, as the upload requires.
 */
export function GuestProofUpload({ order }: { order: TrackedOrder }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ email?: string; file?: string }>({});
  const [busy, setBusy] = useState(false);
  const state = shopperPaymentState(order);
  if (!state?.canUploadProof) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = guestUploadProofBodySchema.shape.guestEmail.safeParse(email).error?.issues[0]?.message;
    const fileProblem = file ? (validateProofFile(file) ?? undefined) : MESSAGES.checkout.proofRequired;
    setErrors({ email: emailProblem, file: fileProblem });
    if (emailProblem || fileProblem || !file) return;
    setBusy(true);
    try {
      await uploadGuestProof(order.id, email.trim(), file);
      toast.success(MESSAGES.checkout.proofUploaded);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: ['tracked-order'] });
    } catch (failure) {
      toast.error(errorMessage(failure, MESSAGES.checkout.uploadProofFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="track-form payment-state__guest-upload" onSubmit={(event) => void submit(event)} noValidate aria-label="Send a new payment proof">
      <TextField
        label="E-mail you ordered with"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FileField
        file={file}
        label={state.status === 'rejected' ? 'New payment proof (screenshot)' : 'Payment proof (screenshot)'}
        accept={ACCEPT}
        error={errors.file}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Uploading…' : 'Upload payment proof'}
      </button>
    </form>
  );
}
