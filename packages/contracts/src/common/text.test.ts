import { adminOrderStatusBodySchema, adminProductInputSchema } from '../admin';
import { loginBodySchema, registerBodySchema, updateProfileBodySchema } from '../auth/auth.schemas';
import { productsQuerySchema } from '../catalog/catalog.schemas';
import { addReviewBodySchema } from '../reviews/reviews.schemas';
import { checkoutFormSchema } from '../checkout/checkout.schemas';
import { MESSAGES } from './messages';
import { isMultiLineText, isSingleLineText } from './text';
import { firstIssueMessage } from './validation';

const REFUSED = MESSAGES.general.textNotAllowed;

describe('isSingleLineText and isMultiLineText', () => {
  it.each(['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\ufffe', '\uffff', '\ud800', '\udfff', 'x\udc00', '\ud83dx'])(
    'when the text holds %j, then neither kind takes it',
    (odd) => {
      expect(isSingleLineText(`a${odd}b`)).toBe(false);
      expect(isMultiLineText(`a${odd}b`)).toBe(false);
    },
  );

  it('when the text holds a tab or a line break, then only multi-line text takes it', () => {
    for (const space of ['\t', '\n', '\r\n']) {
      expect(isSingleLineText(`a${space}b`)).toBe(false);
      expect(isMultiLineText(`a${space}b`)).toBe(true);
    }
  });

  it('when the text is Urdu, accented or has an emoji (a surrogate pair), then both take it', () => {
    for (const text of ['آگ کا دریا', 'Café Müller', 'Books \u{1F4DA}', '']) {
      expect(isSingleLineText(text)).toBe(true);
      expect(isMultiLineText(text)).toBe(true);
    }
  });
});

describe('the schemas refuse control characters with one message, before their own rules', () => {
  const register = { name: 'Ali', email: 'ali@example.com', password: 'secret123', confirmPassword: 'secret123' };
  const address = { address: '12 Mall Road', city: 'Lahore', postCode: '54000', country: 'Pakistan', shippingAddress: 'Near the GPO' };
  const form = {
    firstName: 'Bilal',
    lastName: 'Ahmed',
    email: 'bilal@example.com',
    address: 'House 4',
    city: 'Karachi',
    postCode: '75500',
    country: 'Pakistan',
    mobileNumber: '+923001234567',
  };
  const book = { name: 'Aag Ka Darya', price: 1200, category: 'Urdu Novels', language: 'Urdu', stockQuantity: 3, condition: 'new' };

  it.each([
    ['register name', registerBodySchema, { ...register, name: 'Ali\u0000' }],
    ['register e-mail (its format rule comes later)', registerBodySchema, { ...register, email: 'ali\u0000@example.com' }],
    ['login password', loginBodySchema, { email: 'ali@example.com', password: 'secret123\u0000' }],
    ['address in the profile (one of three shapes)', updateProfileBodySchema, { ...address, city: 'Lahore\u0007' }],
    ['name in the profile (one of three shapes)', updateProfileBodySchema, { name: 'Ali\u0000' }],
    ['checkout city, too long as well', checkoutFormSchema, { ...form, city: `Karachi\u0000${'x'.repeat(200)}` }],
    ['search query', productsQuerySchema, { search: 'aag\u0000' }],
    ['review comment', addReviewBodySchema, { productId: 'p1', rating: 5, comment: 'Nice\u0000' }],
    ['book title with a line break', adminProductInputSchema, { ...book, name: 'Aag\nKa Darya' }],
    ['book description with a NUL', adminProductInputSchema, { ...book, description: 'Line\u0000' }],
    ['order note with an escape', adminOrderStatusBodySchema, { status: 'confirmed', note: 'Packed \u001b[31m' }],
  ])('%s', (_field, schema, input) => {
    expect(firstIssueMessage(schema, input)).toBe(REFUSED);
  });

  it('when multi-line fields hold line breaks and tabs, then they pass', () => {
    expect(firstIssueMessage(adminProductInputSchema, { ...book, description: 'One\r\nTwo\n\tThree', details: 'Pages: 400\nBinding: cloth' })).toBeNull();
    expect(firstIssueMessage(updateProfileBodySchema, { ...address, address: 'House 4\nStreet 9', shippingAddress: 'Gate 2\r\nBlock B' })).toBeNull();
    expect(firstIssueMessage(checkoutFormSchema, { ...form, address: 'House 4\nStreet 9' })).toBeNull();
  });
});
