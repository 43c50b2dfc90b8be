import {
  CHECKOUT_COUNTRIES,
  checkoutFormSchema,
  DEFAULT_COUNTRY,
  MESSAGES,
  onlineOptionsOn,
  validateProofFile,
  type CheckoutForm as CheckoutFormOutput,
  type CheckoutFormValues,
  type PaymentMethod,
  type User,
} from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useStoreSettings } from '@/session';
import { PaymentSection } from './payment-section';

type Field = FieldPath<CheckoutFormValues>;

/** The form prefilled from the signed-in user's profile. */
export function prefill(user: User | null): CheckoutFormValues {
  const country = (CHECKOUT_COUNTRIES as readonly string[]).includes(user?.country ?? '') ? (user?.country as string) : DEFAULT_COUNTRY;
  return {
    firstName: user?.name ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    address: user?.address || user?.shippingAddress || '',
    city: user?.city ?? '',
    postCode: user?.postCode ?? '',
    country: country as CheckoutFormValues['country'],
    mobileNumber: user?.mobileNumber ?? '',
    paymentMethod: 'cod',
    onlinePaymentOption: '',
    saveInfo: true,
  };
}

const TEXT_FIELDS: { name: Field; label: string; autoComplete: string; type?: string; wide?: boolean; inputMode?: 'tel' | 'email' }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true, inputMode: 'email' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postCode', label: 'Postcode', autoComplete: 'postal-code' },
];

interface CheckoutFormProps {
  user: User | null;
  /** A guest's checkout: nothing to save to a profile. */
  guest?: boolean;
  /** Formatted total for the payment instructions. */
  amountText: string;
  submitting: boolean;
  onSubmit: (values: CheckoutFormOutput, proof: File | null) => void;
  /** The order summary, placed beside the form on wide screens. */
  summary: ReactNode;
}

/**
 * Delivery details and payment. A field's error comes from checkoutFormSchema on submit and goes away as
 * soon as that field is edited; a failed submit also toasts 'Please fill in all required fields correctly'.
 */
export function CheckoutForm({ user, guest = false, amountText, submitting, onSubmit, summary }: CheckoutFormProps) {
  const toast = useToast();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const { register, handleSubmit, control, setValue, clearErrors, formState } = useForm<CheckoutFormValues, unknown, CheckoutFormOutput>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: prefill(user),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  // chosen through the payment section's radios rather than bound inputs
  useEffect(() => {
    register('paymentMethod');
    register('onlinePaymentOption');
  }, [register]);
  const method = (useWatch({ control, name: 'paymentMethod' }) ?? 'cod') as PaymentMethod;
  const option = useWatch({ control, name: 'onlinePaymentOption' });
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });
  const proofMissing = (paymentMethod: unknown) => paymentMethod === 'online' && !proof;
  const { payments } = useStoreSettings();
  const codOff = !payments.cashOnDelivery.enabled;
  const optionOff = !!option && onlineOptionsOn(payments, [option]).length === 0;

  // the shop's settings arrive after the form: a method or option it has switched off cannot stay chosen
  useEffect(() => {
    if (codOff && method === 'cod') setValue('paymentMethod', 'online');
    if (optionOff) setValue('onlinePaymentOption', '');
  }, [codOff, method, optionOff, setValue]);

  const changeMethod = (next: PaymentMethod) => {
    setValue('paymentMethod', next);
    clearErrors(['paymentMethod', 'onlinePaymentOption']);
    if (next === 'cod') {
      setValue('onlinePaymentOption', '');
      setProof(null);
      setProofError(undefined);
    }
  };

  const pickProof = (file: File | null) => {
    const problem = file ? validateProofFile(file) : null;
    if (problem) toast.error(problem);
    setProof(problem ? null : file);
    setProofError(problem ?? undefined);
  };

  const submit = handleSubmit(
    (values) => {
      if (proofMissing(values.paymentMethod)) {
        setProofError(MESSAGES.checkout.proofRequired);
        toast.error(MESSAGES.checkout.fillAllFields);
        return;
      }
      onSubmit(values, values.paymentMethod === 'online' ? proof : null);
    },
    () => {
      if (proofMissing(method)) setProofError(MESSAGES.checkout.proofRequired);
      toast.error(MESSAGES.checkout.fillAllFields);
    },
  );

  return (
    <form className="checkout-layout" onSubmit={submit} noValidate aria-label="Checkout">
      <div className="checkout-layout__main">
        <section className="checkout-card" aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="checkout-card__title">
            Delivery Information
          </h2>
          <div className="checkout-fields">
            {TEXT_FIELDS.map(({ name, label, autoComplete, type = 'text', wide, inputMode }) => (
              <TextField
                key={name}
                id={`checkout-${name}`}
                label={label}
                error={errors[name]?.message}
                className={wide ? 'checkout-fields__wide' : undefined}
                type={type}
                inputMode={inputMode}
                autoComplete={autoComplete}
                {...field(name)}
              />
            ))}
            <SelectField
              id="checkout-country"
              label="Country"
              error={errors.country?.message}
              options={CHECKOUT_COUNTRIES}
              autoComplete="country-name"
              {...field('country')}
            />
            <TextField
              id="checkout-mobileNumber"
              label="Mobile Number"
              error={errors.mobileNumber?.message}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="03001234567"
              {...field('mobileNumber')}
            />
            {!guest && <CheckboxField label="Save this information for next time" className="checkout-fields__wide" {...field('saveInfo')} />}
          </div>
        </section>

        <PaymentSection
          method={method}
          option={option}
          optionError={errors.onlinePaymentOption?.message}
          proof={proof}
          proofError={proofError}
          amountText={amountText}
          onMethodChange={changeMethod}
          onOptionChange={(next) => {
            setValue('onlinePaymentOption', next);
            clearErrors('onlinePaymentOption');
          }}
          onProofPick={pickProof}
          payments={payments}
        />
      </div>

      <div className="checkout-layout__aside">
        {summary}
        <button type="submit" className="btn btn--primary checkout-submit" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Placing Order…' : 'Place Order'}
        </button>
      </div>
    </form>
  );
}
