import type { StoreSettingsInput } from '@bookstore/contracts';
import type { FieldPath, FormState, UseFormGetFieldState, UseFormRegister } from 'react-hook-form';
import { CheckboxField, TextField } from '@/components/ui/form';

type SettingPath = FieldPath<StoreSettingsInput>;

interface PaymentField {
  name: SettingPath;
  label: string;
  type?: 'tel';
  hint?: string;
  wide?: boolean;
  autoComplete?: 'off';
}

interface PaymentOption {
  legend: string;
  /** The option's on/off switch and its label. */
  enabled: SettingPath;
  enabledLabel: string;
  fields: PaymentField[];
}

const wallet = (key: 'jazzCash' | 'easyPaisa', name: string, example: string): PaymentOption => ({
  legend: name,
  enabled: `payments.${key}.enabled`,
  enabledLabel: `Take ${name} payments`,
  fields: [
    { name: `payments.${key}.accountTitle`, label: `${name} account title` },
    {
      name: `payments.${key}.accountNumber`,
      label: `${name} account number`,
      type: 'tel',
      hint: `The mobile number of the ${name} account, e.g. ${example}.`,
    },
  ],
});

/** The online payment options the shop may take, each with the account a shopper pays into. */
export const PAYMENT_OPTIONS: PaymentOption[] = [
  wallet('jazzCash', 'JazzCash', '0300 1234567'),
  wallet('easyPaisa', 'EasyPaisa', '0345 1234567'),
  {
    legend: 'Bank transfer',
    enabled: 'payments.bankTransfer.enabled',
    enabledLabel: 'Take bank transfers',
    fields: [
      { name: 'payments.bankTransfer.bankName', label: 'Bank name' },
      { name: 'payments.bankTransfer.accountTitle', label: 'Bank account title' },
      {
        name: 'payments.bankTransfer.iban',
        label: 'IBAN',
        wide: true,
        autoComplete: 'off',
        hint: 'A Pakistani IBAN, 24 characters starting with PK, e.g. PK93 MEZN 0000 0012 3456 7890.',
      },
    ],
  },
];

interface PaymentOptionFieldsetProps {
  option: PaymentOption;
  register: UseFormRegister<StoreSettingsInput>;
  getFieldState: UseFormGetFieldState<StoreSettingsInput>;
  formState: FormState<StoreSettingsInput>;
}

/** One payment option: its switch and its account's fields, each error under its field. */
export function PaymentOptionFieldset({ option, register, getFieldState, formState }: PaymentOptionFieldsetProps) {
  return (
    <fieldset className="admin-settings-method">
      <legend>{option.legend}</legend>
      <CheckboxField label={option.enabledLabel} {...register(option.enabled)} />
      <div className="admin-form__grid">
        {option.fields.map(({ name, label, type, hint, wide, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            type={type}
            hint={hint}
            className={wide ? 'admin-form__wide' : undefined}
            autoComplete={autoComplete}
            error={getFieldState(name, formState).error?.message}
            {...register(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
