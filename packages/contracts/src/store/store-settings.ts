import { z } from 'zod';
import { emailRule } from '../auth/rules';
import type { OnlinePaymentOption, PaymentMethod } from '../checkout/payments';
import { FILE_LIMITS } from '../common/constants';
import { isMobileNumber, requiredText } from '../common/fields';
import { isAllowedImage, type FileDescription } from '../common/files';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';
import { groupIban, isPakistaniIban, isPakistaniIbanShape } from './iban';
import { defaultPublicStoreSettings } from './public-store-settings';
import { STORE_SETTINGS_MESSAGES as M } from './store-settings.messages';

/** Kept here too: the API imports it with the schemas. */
export { moneyRulesOf } from './public-store-settings';

/**
 * The shop's settings (docs/store-settings.md): what the owner changes at /admin/settings without
 * touching the code. Money is in rupees here, as the form shows it; checkout works from MoneyRules in paisa.
 */

const flag = z.boolean({ error: MESSAGES.general.invalidRequest });

/** '' (not given) or at most `max` characters of one line. */
const optionalText = (max: number, message: string) => singleLineString(message).trim().max(max, message);

const WEB_LINK = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;
const webLink = (message: string) => singleLineString(message).trim().max(2000, message).regex(WEB_LINK, message);

/** A wallet number (JazzCash, EasyPaisa) as typed: '' or a mobile number. */
const walletNumber = (message: string) =>
  singleLineString(message)
    .trim()
    .max(25, message)
    .refine((value) => value === '' || isMobileNumber(value), message);

/** Digits only, country code first (what wa.me links take); '+', spaces and dashes typed are dropped. */
const whatsappNumber = singleLineString(M.whatsapp)
  .max(30, M.whatsapp)
  .transform((value) => value.replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(/^\d{10,15}$/, M.whatsapp));

/** '' or a Pakistani IBAN with a good checksum, kept grouped by four as banks print it. */
const ibanRule = singleLineString(M.ibanFormat)
  .trim()
  .max(40, M.ibanFormat)
  .refine((value) => value === '' || isPakistaniIbanShape(value), M.ibanFormat)
  .refine((value) => value === '' || isPakistaniIban(value), M.ibanChecksum)
  .transform((value) => (value === '' ? '' : groupIban(value)));

/** An option switched on must say where to pay: each blank field of it reports its own message. */
function requiredWhenOn(fields: Record<string, string>) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (value.enabled !== true) return;
    for (const [field, message] of Object.entries(fields)) {
      if (value[field] === '') ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  };
}

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const amount = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, message).max(max, message).refine(twoDecimals, message);

/** The logo is re-encoded to WebP fitting inside this box, never enlarged (a header shows it 32-40 px high). */
export const STORE_LOGO_BOX = { width: 384, height: 96 } as const;
/** Multipart field of POST /api/admin/settings/logo. */
export const STORE_LOGO_FIELD = 'logo';
/** As large as a cover upload may be. */
export const STORE_LOGO_MAX_BYTES = FILE_LIMITS.coverMaxBytes;

/** A logo picked in the browser: the message to show, or null when it may go (the API checks the bytes). */
export function validateLogoFile(file: FileDescription): string | null {
  if (!isAllowedImage(file)) return M.logoType;
  if (file.size > STORE_LOGO_MAX_BYTES) return M.logoTooLarge;
  return null;
}

/**
 * The stored logo, as only POST /api/admin/settings/logo writes it: a file of the storage's `logo`
 * folder (this server's /uploads or Cloudinary over https) and its size in pixels.
 */
export const storeLogoSchema = z.object({
  url: z.string().max(2000).regex(/^(\/uploads\/logo\/|https:\/\/)[^\s"'<>\\]+$/),
  key: z.string().regex(/^logo\/[a-z0-9][a-z0-9._-]{0,120}$/i),
  width: z.number().int().min(1).max(STORE_LOGO_BOX.width),
  height: z.number().int().min(1).max(STORE_LOGO_BOX.height),
});
export type StoreLogo = z.output<typeof storeLogoSchema>;

export const storeIdentitySchema = z.object({
  name: requiredText(M.name, 60),
  phone: singleLineString(M.phone).trim().max(25, M.phone).refine(isMobileNumber, M.phone),
  whatsappNumber,
  supportEmail: emailRule(M.supportEmail),
  address: z.object({
    street: requiredText(M.street, 200),
    city: requiredText(M.city, 100),
    country: requiredText(M.country, 100),
  }),
  hours: requiredText(M.hours, 100),
  mapUrl: webLink(M.mapUrl),
  /**
   * Null: no logo. A PUT of the settings never changes it (the stored one is kept whatever the body
   * says): only the logo endpoints do, so no client can point it at a file of its choosing.
   */
  logo: storeLogoSchema.nullable().default(null),
});

export const storePaymentsSchema = z
  .object({
    cashOnDelivery: z.object({ enabled: flag }),
    jazzCash: z
      .object({ enabled: flag, accountTitle: optionalText(100, M.jazzCashTitle), accountNumber: walletNumber(M.jazzCashNumber) })
      .superRefine(requiredWhenOn({ accountTitle: M.jazzCashTitle, accountNumber: M.jazzCashNumber })),
    easyPaisa: z
      .object({ enabled: flag, accountTitle: optionalText(100, M.easyPaisaTitle), accountNumber: walletNumber(M.easyPaisaNumber) })
      .superRefine(requiredWhenOn({ accountTitle: M.easyPaisaTitle, accountNumber: M.easyPaisaNumber })),
    bankTransfer: z
      .object({ enabled: flag, bankName: optionalText(100, M.bankName), accountTitle: optionalText(100, M.bankTitle), iban: ibanRule })
      .superRefine(requiredWhenOn({ bankName: M.bankName, accountTitle: M.bankTitle, iban: M.ibanFormat })),
  })
  .refine(
    (p) => p.cashOnDelivery.enabled || p.jazzCash.enabled || p.easyPaisa.enabled || p.bankTransfer.enabled,
    { message: M.atLeastOneMethod, path: ['cashOnDelivery', 'enabled'] },
  );

export const storeMoneySchema = z.object({
  taxRatePercent: amount(M.taxRate, 0, 100),
  /** Rupees. */
  shippingFee: amount(M.shippingFee, 0, 100_000),
  /** Rupees; orders whose subtotal reaches it ship free. Null: no free shipping. */
  freeShippingThreshold: amount(M.freeShippingThreshold, 0.01, 10_000_000).nullable(),
});

/**
 * A mailbox the operator's own server delivers to: 'orders@localhost' (the default STORE_EMAIL) as well as
 * 'orders@kitabghar.pk'. Shoppers never type it, so the strict shopper e-mail rule does not apply.
 */
const MAILBOX = /^[^\s@"<>(),;:\\]+@[a-z0-9-]+(\.[a-z0-9-]+)*$/i;
const mailboxRule = (message: string) => singleLineString(message).trim().min(1, message).max(254, message).regex(MAILBOX, message);

export const storeNotificationsSchema = z.object({
  /** Where new-order and payment-proof mails for the shop go. */
  orderEmail: mailboxRule(M.notificationEmail),
});

/** Everything the owner edits: the body of PUT /api/admin/settings and the form's values. */
export const storeSettingsSchema = z.object({
  identity: storeIdentitySchema,
  payments: storePaymentsSchema,
  money: storeMoneySchema,
  notifications: storeNotificationsSchema,
});
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettings = z.output<typeof storeSettingsSchema>;

/** What every visitor may read (the storefront's header, footer, checkout): all but the notification address. */
export const publicStoreSettingsSchema = storeSettingsSchema.omit({ notifications: true });
export type PublicStoreSettings = z.output<typeof publicStoreSettingsSchema>;

export const toPublicStoreSettings = ({ identity, payments, money }: StoreSettings): PublicStoreSettings => ({ identity, payments, money });

/**
 * The settings of a shop that never saved any: the spec's money rules and the contact details of
 * STORE_INFO; the notification address is the operator's (STORE_EMAIL).
 */
export function defaultStoreSettings({ notificationEmail }: { notificationEmail: string }): StoreSettings {
  return { ...defaultPublicStoreSettings(), notifications: { orderEmail: notificationEmail } };
}

const OPTION_KEYS = { JazzCash: 'jazzCash', EasyPaisa: 'easyPaisa', BankTransfer: 'bankTransfer' } as const;
const OPTION_REFUSALS = { JazzCash: M.jazzCashUnavailable, EasyPaisa: M.easyPaisaUnavailable, BankTransfer: M.bankTransferUnavailable } as const;

/** True when the shop takes this manual online option now. */
export const isOnlineOptionOn = (payments: StoreSettings['payments'], option: OnlinePaymentOption) => payments[OPTION_KEYS[option]].enabled;

/** The message refusing a payment the shop has switched off, or null when it is taken. */
export function paymentRefusal(
  payments: StoreSettings['payments'],
  method: PaymentMethod,
  option: OnlinePaymentOption | null | undefined,
): string | null {
  if (method === 'cod') return payments.cashOnDelivery.enabled ? null : M.codUnavailable;
  if (option && !isOnlineOptionOn(payments, option)) return OPTION_REFUSALS[option];
  return null;
}

/** The name of each setting in the change history ('payments.jazzCash.accountNumber' -> 'JazzCash account number'). */
export const STORE_SETTING_LABELS: Record<string, string> = {
  'identity.name': 'Store name',
  'identity.phone': 'Phone',
  'identity.whatsappNumber': 'WhatsApp number',
  'identity.supportEmail': 'Support e-mail',
  'identity.address.street': 'Address',
  'identity.address.city': 'City',
  'identity.address.country': 'Country',
  'identity.hours': 'Opening hours',
  'identity.mapUrl': 'Map link',
  'identity.logo': 'Logo',
  'payments.cashOnDelivery.enabled': 'Cash on Delivery',
  'payments.jazzCash.enabled': 'JazzCash',
  'payments.jazzCash.accountTitle': 'JazzCash account title',
  'payments.jazzCash.accountNumber': 'JazzCash account number',
  'payments.easyPaisa.enabled': 'EasyPaisa',
  'payments.easyPaisa.accountTitle': 'EasyPaisa account title',
  'payments.easyPaisa.accountNumber': 'EasyPaisa account number',
  'payments.bankTransfer.enabled': 'Bank transfer',
  'payments.bankTransfer.bankName': 'Bank name',
  'payments.bankTransfer.accountTitle': 'Bank account title',
  'payments.bankTransfer.iban': 'IBAN',
  'money.taxRatePercent': 'Tax rate (%)',
  'money.shippingFee': 'Shipping fee (Rs.)',
  'money.freeShippingThreshold': 'Free shipping from (Rs.)',
  'notifications.orderEmail': 'Notification e-mail',
};

/** A setting's label for the history, or its path when it has none. */
export const storeSettingLabel = (field: string) => STORE_SETTING_LABELS[field] ?? field;
