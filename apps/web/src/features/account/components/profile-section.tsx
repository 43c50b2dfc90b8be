import { MESSAGES, profileFormSchema, type User } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { EmailField, TextField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { Avatar } from './avatar';
import { DetailList } from './detail-list';
import { EditableSection } from './editable-section';
import { ProfilePictureField, type PickedPicture } from './profile-picture-field';

const profileValues = (user: User) => ({ name: user.name, lastName: user.lastName, mobileNumber: user.mobileNumber });

/** Account > Profile: view mode, and an edit mode whose Cancel puts every field back. */
export function ProfileSection({ user }: { user: User }) {
  return (
    <EditableSection
      headingId="profile-heading"
      title="Profile"
      editLabel="Edit Profile"
      form={(onDone) => <ProfileForm user={user} onDone={onDone} />}
      view={
        <div className="profile-view">
          <Avatar user={user} src={user.profilePicture} />
          <DetailList
            items={[
              { label: 'First Name', value: user.name },
              { label: 'Last Name', value: user.lastName },
              { label: 'Email', value: user.email },
              { label: 'Phone', value: user.mobileNumber },
            ]}
          />
        </div>
      }
    />
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateProfile();
  const [picked, setPicked] = useState<PickedPicture | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: profileValues(user) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ values, picture: picked?.file });
      toast.success(MESSAGES.account.profileUpdated);
      onDone();
    } catch (error) {
      toast.error(MESSAGES.account.errorUpdatingProfile + errorMessage(error, MESSAGES.account.profileUpdateFailed));
    }
  });

  const onCancel = () => {
    reset(profileValues(user));
    setPicked(null);
    onDone();
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <ProfilePictureField user={user} picked={picked} onPick={setPicked} disabled={update.isPending} />
      <div className="account-form__grid">
        <TextField label="First Name" autoComplete="given-name" error={errors.name?.message} {...register('name')} />
        <TextField label="Last Name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        <EmailField value={user.email} readOnly hint="Your e-mail address cannot be changed." />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0300 1234567"
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
