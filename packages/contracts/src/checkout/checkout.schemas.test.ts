import { MESSAGES } from '../common/messages';
import { firstIssueMessage } from '../common/validation';
import { calculateCheckoutBodySchema, checkoutFormSchema, processCheckoutBodySchema } from './checkout.schemas';

const form = {
  firstName: 'Bilal',
  lastName: 'Ahmed',
  email: 'bilal@example.com',
  address: 'House 4, Street 9',
  city: 'Karachi',
  postCode: '75500',
  country: 'Pakistan',
  mobileNumber: '+923001234567',
};
const message = (patch: Record<string, unknown>) => firstIssueMessage(checkoutFormSchema, { ...form, ...patch });

describe('checkout form', () => {
  it('when the form is complete, then cash on delivery and saving the info are the defaults', () => {
    expect(checkoutFormSchema.parse(form)).toMatchObject({ paymentMethod: 'cod', saveInfo: true });
  });

  it.each([
    ['firstName', 'First Name is required'],
    ['lastName', 'Last Name is required'],
    ['email', 'Valid email is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['postCode', 'Postcode is required'],
    ['country', 'Country is required'],
    ['mobileNumber', 'Valid mobile number is required'],
  ])('when %s is missing or blank, then "%s"', (field, text) => {
    expect(message({ [field]: undefined })).toBe(text);
    expect(message({ [field]: ' ' })).toBe(text);
  });

  it('when the e-mail is malformed or the country is not Pakistan, then the field texts are given', () => {
    expect(message({ email: 'bilal@' })).toBe(MESSAGES.checkout.emailRequired);
    expect(message({ country: 'India' })).toBe(MESSAGES.checkout.countryRequired);
  });

  it('when the mobile number is Pakistani or international, then it is accepted; when too short or lettered, then refused', () => {
    for (const mobileNumber of ['03001234567', '+923001234567', '0300-1234567', '+44 7911 123456']) {
      expect(message({ mobileNumber })).toBeNull();
    }
    for (const mobileNumber of ['12345', '0300-CALL-ME', '+92 300 1234567 890 12']) {
      expect(message({ mobileNumber })).toBe(MESSAGES.checkout.mobileRequired);
    }
  });

  it('when paying online without an option, then "Please select a payment option"', () => {
    expect(message({ paymentMethod: 'online' })).toBe('Please select a payment option');
    expect(message({ paymentMethod: 'online', onlinePaymentOption: 'JazzCash' })).toBeNull();
    expect(message({ paymentMethod: 'online', onlinePaymentOption: '' })).toBe(MESSAGES.checkout.paymentOptionRequired);
    expect(message({ paymentMethod: 'online', onlinePaymentOption: 'Cheque' })).toBe(MESSAGES.checkout.paymentOptionRequired);
  });

  it('when cash on delivery has a cleared option, then it passes with no option', () => {
    expect(checkoutFormSchema.parse({ ...form, paymentMethod: 'cod', onlinePaymentOption: '' }).onlinePaymentOption).toBeNull();
  });

  it('when other fields are also wrong, then the missing payment option is still reported beside them', () => {
    const result = checkoutFormSchema.safeParse({ ...form, city: '', paymentMethod: 'online' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.checkout.cityRequired,
      MESSAGES.checkout.paymentOptionRequired,
    ]);
  });
});

describe('checkout bodies', () => {
  const items = [{ productId: 'p1', quantity: 2 }];

  it('when items are sent for a calculation, then taxes and shipping from the client are optional', () => {
    expect(calculateCheckoutBodySchema.parse({ items })).toEqual({ items: [{ productId: 'p1', quantity: 2, format: '' }] });
    expect(calculateCheckoutBodySchema.safeParse({ items, taxes: 10, shippingFee: 99 }).success).toBe(true);
  });

  it('when there are no items or a quantity is out of range, then the spec texts are given', () => {
    expect(firstIssueMessage(calculateCheckoutBodySchema, { items: [] })).toBe(MESSAGES.checkout.emptyCart);
    expect(firstIssueMessage(calculateCheckoutBodySchema, { items: [{ productId: 'p1', quantity: 11 }] })).toBe(
      MESSAGES.cart.quantityMax,
    );
  });

  it('when processing, then the form rules apply in field order before the items', () => {
    expect(processCheckoutBodySchema.safeParse({ ...form, items }).success).toBe(true);
    expect(firstIssueMessage(processCheckoutBodySchema, { ...form, firstName: '', items: [] })).toBe(
      MESSAGES.checkout.firstNameRequired,
    );
    expect(firstIssueMessage(processCheckoutBodySchema, { ...form, items, paymentMethod: 'online' })).toBe(
      MESSAGES.checkout.paymentOptionRequired,
    );
  });
});
