import { addressFormSchema, COUNTRIES, DEFAULT_COUNTRY, MESSAGES, type User } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useToast } from '@/components/ui/toast';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';
import { useUpdateAddress } from '../api/update-profile';
import { DetailList } from './detail-list';
import { EditableSection } from './editable-section';

const addressValues = (user: User) => ({
  address: user.address,
  city: user.city,
  postCode: user.postCode,
  country: user.country || DEFAULT_COUNTRY,
  shippingAddress: user.shippingAddress,
});

/** Account > Address: view mode ('Not provided' for empty values) and edit mode. */
export function AddressSection({ user }: { user: User }) {
  return (
    <EditableSection
      headingId="address-heading"
      title="Address"
      editLabel="Edit Address"
      form={(onDone) => <AddressForm user={user} onDone={onDone} />}
      view={
        <DetailList
          items={[
            { label: 'Street Address', value: user.address },
            { label: 'City', value: user.city },
            { label: 'Postal Code', value: user.postCode },
            { label: 'Country', value: user.country },
            { label: 'Shipping Address', value: user.shippingAddress },
          ]}
        />
      }
    />
  );
}

function AddressForm({ user, onDone }: { user: User; onDone: () => void }) {
  const toast = useToast();
  const update = useUpdateAddress();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(addressFormSchema), defaultValues: addressValues(user) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(MESSAGES.account.addressUpdated);
      onDone();
    } catch (error) {
      toast.error(MESSAGES.account.errorUpdatingAddress + errorMessage(error, MESSAGES.account.profileUpdateFailed));
    }
  });

  const onCancel = () => {
    reset(addressValues(user));
    onDone();
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <div className="account-form__grid">
        <TextField label="Street Address" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField label="Postal Code" autoComplete="postal-code" error={errors.postCode?.message} {...register('postCode')} />
        <SelectField label="Country" autoComplete="country-name" options={COUNTRIES} error={errors.country?.message} {...register('country')} />
      </div>
      <TextAreaField
        label="Shipping Address"
        rows={3}
        placeholder="Where should we deliver? House, street, area, landmark"
        error={errors.shippingAddress?.message}
        {...register('shippingAddress')}
      />
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Address'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
