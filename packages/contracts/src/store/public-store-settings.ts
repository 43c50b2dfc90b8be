import type { OnlinePaymentOption } from '../checkout/payments';
import { DEFAULT_MONEY_RULES, toPaisa, toRupees, type MoneyRules } from '../common/money';
import { STORE_INFO } from './store-info';
import type { PublicStoreSettings } from './store-settings';

/**
 * The storefront's side of the settings, without zod (store-settings.ts holds the schemas): the
 * defaults it shows until GET /api/store/settings answers, and what it derives from them.
 */

/** The public settings of a shop that never saved any: STORE_INFO and the spec's money rules. */
export function defaultPublicStoreSettings(): PublicStoreSettings {
  const { payments } = STORE_INFO;
  return {
    identity: {
      name: STORE_INFO.name,
      phone: STORE_INFO.phone,
      whatsappNumber: STORE_INFO.whatsappNumber,
      supportEmail: STORE_INFO.email,
      address: { ...STORE_INFO.address },
      hours: STORE_INFO.hours,
      mapUrl: STORE_INFO.mapUrl,
      logo: null,
    },
    payments: {
      cashOnDelivery: { enabled: true },
      jazzCash: { enabled: true, ...payments.jazzCash },
      easyPaisa: { enabled: true, ...payments.easyPaisa },
      bankTransfer: { enabled: true, ...payments.bankTransfer },
    },
    money: {
      taxRatePercent: DEFAULT_MONEY_RULES.taxRatePercent,
      shippingFee: toRupees(DEFAULT_MONEY_RULES.shippingFeePaisa),
      freeShippingThreshold: null,
    },
  };
}

/** The money settings as checkout computes with them (paisa). */
export function moneyRulesOf(money: PublicStoreSettings['money']): MoneyRules {
  return {
    taxRatePercent: money.taxRatePercent,
    shippingFeePaisa: toPaisa(money.shippingFee),
    freeShippingFromPaisa: money.freeShippingThreshold === null ? null : toPaisa(money.freeShippingThreshold),
  };
}

type Identity = PublicStoreSettings['identity'];

/** The shop's address on one line: "Shop 12, Urdu Bazaar, Lahore, Pakistan". */
export const addressLineOf = ({ address }: Pick<Identity, 'address'>) => `${address.street}, ${address.city}, ${address.country}`;

/** The links pages build from the shop's details (as STORE_LINKS does from STORE_INFO). */
export function storeLinksOf(identity: Identity) {
  return {
    whatsapp: `https://wa.me/${identity.whatsappNumber}`,
    phone: `tel:${identity.phone.replace(/[^\d+]/g, '')}`,
    email: `mailto:${identity.supportEmail}`,
    directions: identity.mapUrl,
  };
}

const OPTION_KEYS = { JazzCash: 'jazzCash', EasyPaisa: 'easyPaisa', BankTransfer: 'bankTransfer' } as const;

/** The online options the shop takes now, in the order given. */
export const onlineOptionsOn = (payments: PublicStoreSettings['payments'], options: readonly OnlinePaymentOption[]) =>
  options.filter((option) => payments[OPTION_KEYS[option]].enabled);
