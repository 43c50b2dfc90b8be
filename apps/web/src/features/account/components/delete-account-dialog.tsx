import { DELETE_CONFIRMATION_WORD, deleteAccountFormSchema, MESSAGES, type User } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/session';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField, TextField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** 'Delete My Account': the password and the typed word DELETE; then signed out and back to /. */
export function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { clearSession } = useAuth();
  const deletion = useDeleteAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deleteAccountFormSchema), defaultValues: { password: '', confirmation: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await deletion.mutateAsync({ email: user.email, password });
      toast.success(MESSAGES.account.deleted);
      clearSession();
      navigate('/', { replace: true });
    } catch (error) {
      toast.error(MESSAGES.account.errorDeletingAccount + errorMessage(error, MESSAGES.account.deletionFailed));
    }
  });

  return (
    <Dialog title="Delete My Account" onClose={onClose} busy={deletion.isPending}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <p className="delete-account__warning">
          This deletes your account, cart, wishlist and reviews for good. Your past orders stay with the shop for its
          records. This cannot be undone.
        </p>
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...register('confirmation')}
        />
        <div className="btn-row">
          <button type="submit" className="btn btn--danger" disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting…' : 'Delete My Account'}
          </button>
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={deletion.isPending}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
