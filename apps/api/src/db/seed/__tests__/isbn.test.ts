import { isbn13CheckDigit, isValidIsbn13, makeIsbn13 } from '../isbn';

describe('isbn13', () => {
  it('when given real ISBN-13s, then they are valid', () => {
    expect(isValidIsbn13('9780141439518')).toBe(true); // Pride and Prejudice, Penguin Classics
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('979-10-90636-07-1')).toBe(true);
  });

  it('when a digit or the check digit is wrong, then the ISBN is invalid', () => {
    expect(isValidIsbn13('9780141439519')).toBe(false);
    expect(isValidIsbn13('9780141439528')).toBe(false);
  });

  it('when the value is not 13 digits starting 978 or 979, then it is invalid', () => {
    expect(isValidIsbn13('')).toBe(false);
    expect(isValidIsbn13('978014143951')).toBe(false);
    expect(isValidIsbn13('97801414395180')).toBe(false);
    expect(isValidIsbn13('977014143951X')).toBe(false);
    expect(isValidIsbn13('1234567890123')).toBe(false);
    expect(isValidIsbn13('0-306-40615-2')).toBe(false); // an ISBN-10
  });

  it('when completing a 12-digit stem, then the check digit makes it valid', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(makeIsbn13('978-0-306-40615')).toBe('9780306406157');
    expect(makeIsbn13('978969350001')).toMatch(/^978969350001\d$/);
    for (let serial = 0; serial < 200; serial += 1) {
      expect(isValidIsbn13(makeIsbn13(`9798${String(serial).padStart(8, '0')}`))).toBe(true);
    }
  });

  it('when the stem is not 12 digits, then completing it throws', () => {
    expect(() => makeIsbn13('97896935000')).toThrow(/12 digits/);
    expect(() => makeIsbn13('97896935000AB')).toThrow(/12 digits/);
  });
});
