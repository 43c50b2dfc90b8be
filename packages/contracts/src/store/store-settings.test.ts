import { calcTotals } from '../common/money';
import { groupIban, isPakistaniIban } from './iban';
import { defaultStoreSettings, moneyRulesOf, paymentRefusal, storeSettingsSchema, type StoreSettings } from './store-settings';
import { STORE_SETTINGS_MESSAGES as M } from './store-settings.messages';

const defaults = () => defaultStoreSettings({ notificationEmail: 'orders@shop.example' });
type Patch = (s: StoreSettings) => void;
const withChange = (patch: Patch) => {
  const settings = defaults();
  patch(settings);
  return settings;
};
const firstMessage = (patch: Patch) => {
  const result = storeSettingsSchema.safeParse(withChange(patch));
  return result.success ? null : result.error.issues[0]?.message;
};

describe('Pakistani IBAN', () => {
  it('when the check digits match, then it is valid in any case and spacing', () => {
    expect(isPakistaniIban('PK93MEZN0000001234567890')).toBe(true);
    expect(isPakistaniIban('pk93 mezn 0000 0012 3456 7890')).toBe(true);
    expect(groupIban('pk93mezn0000001234567890')).toBe('PK93 MEZN 0000 0012 3456 7890');
  });

  it('when one digit is mistyped or the shape is wrong, then it is refused', () => {
    expect(isPakistaniIban('PK93MEZN0000001234567891')).toBe(false);
    expect(isPakistaniIban('PK36MEZN0000001234567890')).toBe(false);
    expect(isPakistaniIban('GB82WEST12345698765432')).toBe(false);
    expect(isPakistaniIban('PK93MEZN000000123456789')).toBe(false);
  });
});

describe('storeSettingsSchema', () => {
  it('when the defaults are checked, then they pass (the demo starts valid)', () => {
    expect(storeSettingsSchema.parse(defaults())).toEqual(defaults());
  });

  it.each<[string, Patch, string]>([
    ['a bad IBAN checksum', (s) => void (s.payments.bankTransfer.iban = 'PK36 MEZN 0000 0012 3456 7890'), M.ibanChecksum],
    ['an IBAN of another country', (s) => void (s.payments.bankTransfer.iban = 'GB82 WEST 1234 5698 7654 32'), M.ibanFormat],
    ['every method off', (s) => {
      for (const key of ['cashOnDelivery', 'jazzCash', 'easyPaisa', 'bankTransfer'] as const) s.payments[key].enabled = false;
    }, M.atLeastOneMethod],
    ['JazzCash on without a number', (s) => void (s.payments.jazzCash.accountNumber = ''), M.jazzCashNumber],
    ['a tax rate over 100', (s) => void (s.money.taxRatePercent = 101), M.taxRate],
    ['a negative tax rate', (s) => void (s.money.taxRatePercent = -1), M.taxRate],
    ['a tax rate with 3 decimals', (s) => void (s.money.taxRatePercent = 2.125), M.taxRate],
    ['a negative shipping fee', (s) => void (s.money.shippingFee = -1), M.shippingFee],
    ['a zero free-shipping threshold', (s) => void (s.money.freeShippingThreshold = 0), M.freeShippingThreshold],
    ['a javascript: map link', (s) => void (s.identity.mapUrl = 'javascript:alert(1)'), M.mapUrl],
    ['a blank store name', (s) => void (s.identity.name = '   '), M.name],
    ['a bad notification address', (s) => void (s.notifications.orderEmail = 'not-an-email'), M.notificationEmail],
  ])('when %s is sent, then its message answers', (_, patch, message) => {
    expect(firstMessage(patch)).toBe(message);
  });

  it('when the notification address is the operator\'s orders@localhost (the default STORE_EMAIL), then the defaults still pass', () => {
    const local = defaultStoreSettings({ notificationEmail: 'orders@localhost' });
    expect(storeSettingsSchema.safeParse(local).success).toBe(true);
    expect(storeSettingsSchema.safeParse({ ...local, notifications: { orderEmail: 'a@b@c' } }).success).toBe(false);
  });

  it('when a method is off, then its empty account details are accepted', () => {
    expect(
      firstMessage((s) => {
        s.payments.bankTransfer = { enabled: false, bankName: '', accountTitle: '', iban: '' };
      }),
    ).toBeNull();
  });

  it('when the WhatsApp number is typed with + and spaces, then digits only are kept', () => {
    const parsed = storeSettingsSchema.parse(withChange((s) => void (s.identity.whatsappNumber = '+92 300 765-4321')));
    expect(parsed.identity.whatsappNumber).toBe('923007654321');
  });
});

describe('money rules', () => {
  const lines = [{ unitPricePaisa: 1000_00, quantity: 2 }];

  it('when the defaults apply, then 2 % tax and Rs. 99 shipping', () => {
    expect(calcTotals(lines)).toEqual({ subtotal: 2000_00, taxes: 40_00, shippingFee: 99_00, total: 2139_00 });
  });

  it('when the rate, fee and threshold change, then totals follow; at the threshold shipping is free', () => {
    const rules = moneyRulesOf({ taxRatePercent: 2.5, shippingFee: 150, freeShippingThreshold: 2000 });
    expect(calcTotals(lines, rules)).toEqual({ subtotal: 2000_00, taxes: 50_00, shippingFee: 0, total: 2050_00 });
    expect(calcTotals([{ unitPricePaisa: 1999_99, quantity: 1 }], rules).shippingFee).toBe(150_00);
  });
});

describe('paymentRefusal', () => {
  it('when a method or option is off, then checkout gets its message; when on, nothing', () => {
    const payments = withChange((s) => {
      s.payments.cashOnDelivery.enabled = false;
      s.payments.easyPaisa.enabled = false;
    }).payments;
    expect(paymentRefusal(payments, 'cod', null)).toBe(M.codUnavailable);
    expect(paymentRefusal(payments, 'online', 'EasyPaisa')).toBe(M.easyPaisaUnavailable);
    expect(paymentRefusal(payments, 'online', 'JazzCash')).toBeNull();
  });
});
