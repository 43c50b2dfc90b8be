import { ONLINE_PAYMENT_OPTIONS } from '../checkout/payments';
import { defaultPublicStoreSettings, onlineOptionsOn, storeLinksOf } from './public-store-settings';
import { STORE_INFO, STORE_LINKS } from './store-info';
import { defaultStoreSettings, publicStoreSettingsSchema } from './store-settings';

describe('the storefront side of the settings', () => {
  it('when nothing was saved, then the storefront defaults are valid settings and the public part of the API defaults', () => {
    const defaults = defaultPublicStoreSettings();

    expect(publicStoreSettingsSchema.parse(defaults)).toEqual(defaults);
    const { notifications: _notifications, ...apiPublic } = defaultStoreSettings({ notificationEmail: 'orders@localhost' });
    expect(defaults).toEqual(apiPublic);
  });

  it('when a default is changed by a page, then the next defaults are untouched (each call is a fresh copy)', () => {
    defaultPublicStoreSettings().identity.address.city = 'Karachi';

    expect(defaultPublicStoreSettings().identity.address.city).toBe(STORE_INFO.address.city);
  });

  it('when built from the compiled details, then the links are the compiled links', () => {
    expect(storeLinksOf(defaultPublicStoreSettings().identity)).toEqual(STORE_LINKS);
  });

  it('when the phone is typed with spaces, dashes and brackets, then the tel: link keeps only + and digits', () => {
    const identity = { ...defaultPublicStoreSettings().identity, phone: '+92 (321) 765-4321' };

    expect(storeLinksOf(identity).phone).toBe('tel:+923217654321');
  });

  it('when some online options are off, then only those switched on are offered, in order', () => {
    const { payments } = defaultPublicStoreSettings();
    payments.easyPaisa.enabled = false;

    expect(onlineOptionsOn(payments, ONLINE_PAYMENT_OPTIONS)).toEqual(['JazzCash', 'BankTransfer']);
    payments.jazzCash.enabled = false;
    payments.bankTransfer.enabled = false;
    expect(onlineOptionsOn(payments, ONLINE_PAYMENT_OPTIONS)).toEqual([]);
  });
});
