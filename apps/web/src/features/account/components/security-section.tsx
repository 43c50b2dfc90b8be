import { changePasswordFormSchema, MESSAGES, type User } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { NewPasswordFields, PasswordField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/update-profile';
import { DeleteAccountDialog } from './delete-account-dialog';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Account > Security: change the password, and the 'Delete My Account' modal. */
export function SecuritySection({ user }: { user: User }) {
  const toast = useToast();
  const change = useChangePassword();
  const [deleting, setDeleting] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      toast.success(MESSAGES.account.passwordChanged);
      reset(EMPTY);
    } catch (error) {
      toast.error(MESSAGES.account.errorChangingPassword + errorMessage(error));
    }
  });

  return (
    <section className="account-section" aria-labelledby="security-heading">
      <div className="account-section__head">
        <h2 id="security-heading">Security</h2>
      </div>
      <h3>Change Password</h3>
      <form className="account-form account-form--narrow" onSubmit={onSubmit} noValidate>
        <PasswordField label="Current Password" autoComplete="current-password" error={errors.oldPassword?.message} {...register('oldPassword')} />
        <NewPasswordFields
          hint="At least 8 characters with a letter and a number."
          password={{ error: errors.newPassword?.message, ...register('newPassword') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <div className="btn-row">
          <button type="submit" className="btn btn--primary" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change Password'}
          </button>
        </div>
      </form>

      <div className="danger-zone">
        <h3>Delete Account</h3>
        <p>Deleting your account removes your profile, cart, wishlist and reviews. It cannot be undone.</p>
        <button type="button" className="btn btn--danger" onClick={() => setDeleting(true)}>
          Delete My Account
        </button>
      </div>
      {deleting && <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} />}
    </section>
  );
}
