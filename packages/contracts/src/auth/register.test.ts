import { MESSAGES } from '../common/messages';
import { firstIssueMessage } from '../common/validation';
import { registerBodySchema } from './auth.schemas';
import { registerFormSchema } from './auth.forms';

const valid = {
  name: 'Ayesha',
  lastName: 'Khan',
  email: 'Ayesha@Example.com ',
  password: 'secret123',
  confirmPassword: 'secret123',
};
const serverMessage = (patch: Record<string, unknown>) => firstIssueMessage(registerBodySchema, { ...valid, ...patch });

describe('register body (server)', () => {
  it('when the body is valid, then the e-mail is trimmed and lower-cased and names are trimmed', () => {
    expect(registerBodySchema.parse({ ...valid, name: ' Ayesha ' })).toMatchObject({
      name: 'Ayesha',
      lastName: 'Khan',
      email: 'ayesha@example.com',
    });
  });

  it('when the last name is left out, then it becomes empty', () => {
    expect(registerBodySchema.parse({ ...valid, lastName: undefined }).lastName).toBe('');
  });

  it.each(['name', 'email', 'password', 'confirmPassword'])('when %s is missing, then the required text is given', (field) => {
    expect(serverMessage({ [field]: undefined })).toBe('Name, email, password, and confirm password are required');
    expect(serverMessage({ [field]: '  ' })).toBe(MESSAGES.register.required);
  });

  it('when a field is missing and another is malformed, then the required text still wins', () => {
    expect(serverMessage({ email: 'not-an-email', confirmPassword: undefined })).toBe(MESSAGES.register.required);
    expect(serverMessage({ name: 'x'.repeat(30), password: '' })).toBe(MESSAGES.register.required);
  });

  it('when the e-mail is malformed, then "Invalid email format"', () => {
    expect(serverMessage({ email: 'ayesha@' })).toBe('Invalid email format');
  });

  it.each([
    ['shorter than 8', 'abc123'],
    ['without a digit', 'abcdefgh'],
    ['without a letter', '12345678'],
    ['with a character outside the allowed set', 'abc123456?'],
    ['with a space', 'abc 123456'],
  ])('when the password is %s, then "Invalid password format"', (_, password) => {
    expect(serverMessage({ password, confirmPassword: password })).toBe('Invalid password format');
  });

  it('when the password uses the allowed symbols and an uppercase letter only, then it is accepted', () => {
    expect(serverMessage({ password: 'ABC123!@#$%^&*', confirmPassword: 'ABC123!@#$%^&*' })).toBeNull();
  });

  it('when the passwords differ, then "Passwords do not match"', () => {
    expect(serverMessage({ confirmPassword: 'secret124' })).toBe('Passwords do not match');
  });

  it('when the name or last name is over 20 characters, then the length texts are given', () => {
    expect(serverMessage({ name: 'x'.repeat(21) })).toBe('Name must not exceed 20 characters');
    expect(serverMessage({ lastName: 'x'.repeat(21) })).toBe('Last name must not exceed 20 characters');
    expect(serverMessage({ name: 'x'.repeat(20), lastName: 'y'.repeat(20) })).toBeNull();
  });

  it('when several rules fail, then the order is e-mail, password, match, then lengths', () => {
    const allBad = { email: 'bad', password: 'short', confirmPassword: 'other', name: 'x'.repeat(21) };
    expect(serverMessage(allBad)).toBe(MESSAGES.register.invalidEmail);
    expect(serverMessage({ ...allBad, email: 'a@b.co' })).toBe(MESSAGES.register.invalidPassword);
    expect(serverMessage({ ...allBad, email: 'a@b.co', password: 'secret123' })).toBe(MESSAGES.register.passwordsDoNotMatch);
  });
});

describe('register form', () => {
  const form = { ...valid, terms: true };
  const formErrors = (patch: Record<string, unknown>) => {
    const result = registerFormSchema.safeParse({ ...form, ...patch });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
  };

  it('when the form is complete, then it passes', () => {
    expect(registerFormSchema.safeParse(form).success).toBe(true);
  });

  it('when the form is empty, then each field has its own text and none is the server\'s all-fields text', () => {
    const errors = formErrors({ name: '', email: '', password: '', confirmPassword: '', terms: false });
    expect(errors).toEqual({
      name: MESSAGES.checkout.firstNameRequired,
      email: MESSAGES.register.invalidEmail,
      password: MESSAGES.register.passwordRuleForm,
      confirmPassword: MESSAGES.register.confirmPasswordRequired,
      terms: MESSAGES.register.termsRequired,
    });
  });

  it('when the terms are not accepted, then the terms text is shown', () => {
    expect(formErrors({ terms: false })).toEqual({ terms: MESSAGES.register.termsRequired });
  });

  it('when the first name has symbols or is too long, then the form text is shown', () => {
    const text = 'First Name must be 20 characters or less and contain only letters, numbers, or spaces';
    expect(formErrors({ name: 'Ayesha!' }).name).toBe(text);
    expect(formErrors({ name: 'x'.repeat(21) }).name).toBe(text);
    expect(formErrors({ name: 'عائشہ' }).name).toBeUndefined();
  });

  it('when a last name is given with symbols, then its form text is shown; when empty, then it is fine', () => {
    expect(formErrors({ lastName: 'Kh@n' }).lastName).toBe(MESSAGES.register.lastNameForm);
    expect(formErrors({ lastName: '' })).toEqual({});
  });

  it('when the password has no lowercase letter, then the form rule text is shown', () => {
    const errors = formErrors({ password: 'ABCDEF12', confirmPassword: 'ABCDEF12' });
    expect(errors.password).toBe('Password must be at least 8 characters long and contain at least one letter and one number');
  });

  it('when several fields are wrong, then all are reported at once, the mismatch included', () => {
    expect(formErrors({ email: 'bad', confirmPassword: 'nope', terms: false })).toEqual({
      email: MESSAGES.register.invalidEmail,
      confirmPassword: MESSAGES.register.passwordsDoNotMatch,
      terms: MESSAGES.register.termsRequired,
    });
  });
});
