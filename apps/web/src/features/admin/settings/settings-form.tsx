import { storeSettingsSchema, type StoreSettings, type StoreSettingsInput } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { CheckboxField, EmailField, TextField } from '@/components/ui/form';
import { LogoPicker } from './logo-picker';
import { PAYMENT_OPTIONS, PaymentOptionFieldset } from './payment-options';
import { useSaveSettings } from './settings-api';

const MONEY = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
/** '' stays NaN so the field reports its own message instead of saving 0. */
const asNumber = { setValueAs: (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value)) };
/** Offered when free shipping is switched on: Rs. 5,000. */
const FREE_SHIPPING_SUGGESTION = 5000;

/**
 * Every setting of the shop in four sections, checked with the contracts' rules before it is sent;
 * errors sit under their fields. A save replaces all of them at once.
 */
export function SettingsForm({ settings }: { settings: StoreSettings }) {
  const { register, handleSubmit, reset, control, setValue, getFieldState, formState } = useForm<StoreSettingsInput, unknown, StoreSettings>({ resolver: zodResolver(storeSettingsSchema), defaultValues: settings });
  const save = useSaveSettings((saved) => reset(saved.settings));
  const freeShipping = useWatch({ control, name: 'money.freeShippingThreshold' }) !== null;
  const { errors, isDirty } = formState;
  const pay = errors.payments;

  return (
    <form className="admin-form" onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)} noValidate aria-label="Store settings">
      <section className="admin-card" aria-labelledby="settings-identity">
        <h2 id="settings-identity" className="admin-card__title">
          Identity
        </h2>
        <div className="admin-form__grid">
          <TextField label="Store name" className="admin-form__wide" error={errors.identity?.name?.message} {...register('identity.name')} />
          <LogoPicker logo={settings.identity.logo} />
          <TextField label="Phone" type="tel" autoComplete="off" error={errors.identity?.phone?.message} {...register('identity.phone')} />
          <TextField
            label="WhatsApp number"
            type="tel"
            autoComplete="off"
            hint="With the country code, e.g. 923001234567."
            error={errors.identity?.whatsappNumber?.message}
            {...register('identity.whatsappNumber')}
          />
          <EmailField label="Support e-mail" autoComplete="off" error={errors.identity?.supportEmail?.message} {...register('identity.supportEmail')} />
          <TextField label="Opening hours" error={errors.identity?.hours?.message} {...register('identity.hours')} />
          <TextField label="Address" className="admin-form__wide" error={errors.identity?.address?.street?.message} {...register('identity.address.street')} />
          <TextField label="City" error={errors.identity?.address?.city?.message} {...register('identity.address.city')} />
          <TextField label="Country" error={errors.identity?.address?.country?.message} {...register('identity.address.country')} />
          <TextField
            label="Map link"
            type="url"
            className="admin-form__wide"
            hint="Opens the shop's location in a map app."
            error={errors.identity?.mapUrl?.message}
            {...register('identity.mapUrl')}
          />
        </div>
      </section>

      <section className="admin-card" aria-labelledby="settings-payments">
        <h2 id="settings-payments" className="admin-card__title">
          Payments
        </h2>
        {pay?.cashOnDelivery?.enabled?.message && (
          <p className="field-error" role="alert">
            {pay.cashOnDelivery.enabled.message}
          </p>
        )}
        <div className="admin-form">
          <CheckboxField label="Cash on Delivery" {...register('payments.cashOnDelivery.enabled')} />
          {PAYMENT_OPTIONS.map((option) => (
            <PaymentOptionFieldset key={option.legend} option={option} register={register} getFieldState={getFieldState} formState={formState} />
          ))}
        </div>
      </section>

      <MoneySection register={register} errors={errors.money} freeShipping={freeShipping} onFreeShipping={(on) => setValue('money.freeShippingThreshold', on ? FREE_SHIPPING_SUGGESTION : null, { shouldDirty: true })} />

      <section className="admin-card" aria-labelledby="settings-notifications">
        <h2 id="settings-notifications" className="admin-card__title">
          Notifications
        </h2>
        <EmailField
          label="Notification e-mail"
          autoComplete="off"
          hint="New orders and payment screenshots for the shop are mailed here."
          error={errors.notifications?.orderEmail?.message}
          {...register('notifications.orderEmail')}
        />
      </section>

      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
        {isDirty && <p className="admin-muted">You have unsaved changes.</p>}
      </div>
    </form>
  );
}

interface MoneySectionProps {
  register: UseFormRegister<StoreSettingsInput>;
  errors?: Partial<Record<'taxRatePercent' | 'shippingFee' | 'freeShippingThreshold', { message?: string }>>;
  freeShipping: boolean;
  onFreeShipping: (on: boolean) => void;
}

/** Tax rate, shipping fee and the optional free-shipping threshold. */
function MoneySection({ register, errors, freeShipping, onFreeShipping }: MoneySectionProps) {
  return (
    <section className="admin-card" aria-labelledby="settings-money">
      <h2 id="settings-money" className="admin-card__title">
        Money rules
      </h2>
      <div className="admin-form__grid">
        <TextField label="Tax rate (%)" {...MONEY} max={100} error={errors?.taxRatePercent?.message} {...register('money.taxRatePercent', asNumber)} />
        <TextField label="Shipping fee (Rs.)" {...MONEY} error={errors?.shippingFee?.message} {...register('money.shippingFee', asNumber)} />
        <CheckboxField
          className="admin-form__wide"
          label="Free shipping for larger orders"
          checked={freeShipping}
          onChange={(event) => onFreeShipping(event.target.checked)}
        />
        {freeShipping && (
          <TextField
            label="Free shipping from (Rs.)"
            {...MONEY}
            hint="Orders whose books cost at least this much ship free."
            error={errors?.freeShippingThreshold?.message}
            {...register('money.freeShippingThreshold', asNumber)}
          />
        )}
      </div>
      <p className="admin-muted">Changes apply to new orders; placed orders keep the tax and fee they were placed with.</p>
    </section>
  );
}
