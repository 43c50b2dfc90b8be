import { formatOrderNumber, orderWhatsAppUrl, parseOrderNumber } from './order-number';

describe('order numbers', () => {
  it('when a sequence is shown, then it is the KG- prefix and the number, at most 10 characters', () => {
    expect(formatOrderNumber(10234)).toBe('KG-10234');
    expect(formatOrderNumber(9_999_999)).toHaveLength(10);
  });

  it('when a person types the number with or without the prefix, a hash, spaces or lower case, then the same sequence is read', () => {
    for (const typed of ['KG-10234', 'kg-10234', ' #KG-10234 ', 'KG10234', 'kg 10234', '10234', '#10234']) {
      expect(parseOrderNumber(typed)).toBe(10234);
    }
  });

  it('when the text is junk, another prefix, zero, too long or huge, then no number is read', () => {
    for (const junk of ["KG-'; drop table orders;--", 'AB-10234', 'KG-', '0', 'KG-12345678', '1'.repeat(5000), '10234abc', 'KG--10234', '']) {
      expect(parseOrderNumber(junk)).toBeNull();
    }
  });
});

describe('orderWhatsAppUrl', () => {
  it('when a shopper asks about an order on WhatsApp, then the message quotes its number', () => {
    const [address, query = ''] = orderWhatsAppUrl('KG-10234').split('?text=');
    expect(address).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(decodeURIComponent(query)).toBe('Hello Kitab Ghar, I have a question about my order KG-10234.');
  });
});
