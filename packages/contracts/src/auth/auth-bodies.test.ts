import { MESSAGES } from '../common/messages';
import { firstIssueMessage } from '../common/validation';
import {
  deleteAccountBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  sendResetOtpBodySchema,
  sendVerifyOtpBodySchema,
  updateProfileBodySchema,
  verifyAccountBodySchema,
  verifyResetOtpBodySchema,
} from './auth.schemas';

describe('login body', () => {
  const login = { email: 'user@example.com', password: 'secret123' };

  it('when only e-mail and password are sent, then the local cart and wishlist default to empty', () => {
    expect(loginBodySchema.parse(login)).toEqual({ ...login, localCart: [], localWishlist: [] });
  });

  it('when the guest cart and wishlist are sent, then they are kept', () => {
    const body = { ...login, localCart: [{ productId: 'p1', quantity: 2, format: 'Paperback' }], localWishlist: ['p2'] };
    expect(loginBodySchema.parse(body)).toMatchObject({ localCart: body.localCart, localWishlist: ['p2'] });
  });

  it('when e-mail or password is missing, then "Email and password are required" even if the other is malformed', () => {
    expect(firstIssueMessage(loginBodySchema, { email: 'bad' })).toBe('Email and password are required');
    expect(firstIssueMessage(loginBodySchema, { password: 'x' })).toBe(MESSAGES.login.required);
    expect(firstIssueMessage(loginBodySchema, { email: '', password: '' })).toBe(MESSAGES.login.required);
  });

  it('when the e-mail is malformed or the password short, then the spec texts are given', () => {
    expect(firstIssueMessage(loginBodySchema, { ...login, email: 'user.example.com' })).toBe('Invalid email format');
    expect(firstIssueMessage(loginBodySchema, { ...login, password: 'short' })).toBe('Password must be at least 8 characters');
  });
});

describe('OTP bodies', () => {
  it('when the verify-account OTP is not exactly 6 digits, then "Invalid OTP format"', () => {
    for (const otp of [undefined, '', '12345', '1234567', '12a456']) {
      expect(firstIssueMessage(verifyAccountBodySchema, { otp })).toBe('Invalid OTP format');
    }
    expect(verifyAccountBodySchema.parse({ otp: ' 123456 ', userId: 'u1' })).toEqual({ otp: '123456', userId: 'u1', localCart: [], localWishlist: [] });
  });

  it('when send-verify-otp has no user id, then "User ID is required"', () => {
    expect(firstIssueMessage(sendVerifyOtpBodySchema, {})).toBe('User ID is required');
    expect(firstIssueMessage(sendVerifyOtpBodySchema, { userId: ' ' })).toBe(MESSAGES.otp.userIdRequired);
  });

  it('when send-reset-otp has no valid e-mail, then "Valid email is required"', () => {
    expect(firstIssueMessage(sendResetOtpBodySchema, {})).toBe('Valid email is required');
    expect(firstIssueMessage(sendResetOtpBodySchema, { email: 'nope' })).toBe('Valid email is required');
    expect(firstIssueMessage(sendResetOtpBodySchema, { email: 'a@b.co' })).toBeNull();
  });

  it('when verify-reset-otp lacks the e-mail or OTP, then "Valid email and OTP are required"', () => {
    const text = 'Valid email and OTP are required';
    expect(firstIssueMessage(verifyResetOtpBodySchema, { otp: '123456' })).toBe(text);
    expect(firstIssueMessage(verifyResetOtpBodySchema, { email: 'a@b.co' })).toBe(text);
    expect(firstIssueMessage(verifyResetOtpBodySchema, { email: 'nope', otp: '123456' })).toBe(text);
    expect(firstIssueMessage(verifyResetOtpBodySchema, { email: 'a@b.co', otp: '12' })).toBe(MESSAGES.otp.invalidFormat);
  });
});

describe('reset-password body', () => {
  const reset = { email: 'a@b.co', otp: '123456', newPassword: 'newpass12', confirmPassword: 'newpass12' };
  const message = (patch: Record<string, unknown>) => firstIssueMessage(resetPasswordBodySchema, { ...reset, ...patch });

  it('when any of the four fields is missing, then "All fields are required"', () => {
    for (const field of Object.keys(reset)) expect(message({ [field]: undefined })).toBe('All fields are required');
    expect(message({ otp: undefined, email: 'bad' })).toBe(MESSAGES.reset.allFieldsRequired);
  });

  it('when the new password is over 50 characters, then "Password cannot exceed 50 characters"', () => {
    const long = `a1${'b'.repeat(49)}`;
    expect(message({ newPassword: long, confirmPassword: long })).toBe('Password cannot exceed 50 characters');
  });

  it('when the new password is weak or differs from the confirmation, then the reset texts are given', () => {
    expect(message({ newPassword: 'weakpass', confirmPassword: 'weakpass' })).toBe(MESSAGES.reset.passwordRuleForm);
    expect(message({ confirmPassword: 'newpass13' })).toBe('Passwords do not match');
    expect(message({})).toBeNull();
  });
});

describe('delete-account body', () => {
  it('when e-mail or password is missing, then the required text; when the e-mail is malformed, then the format text', () => {
    expect(firstIssueMessage(deleteAccountBodySchema, { email: 'bad' })).toBe(MESSAGES.login.required);
    expect(firstIssueMessage(deleteAccountBodySchema, { email: 'bad', password: 'x' })).toBe(MESSAGES.register.invalidEmail);
    expect(firstIssueMessage(deleteAccountBodySchema, { email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('update-profile body', () => {
  it('when profile fields are sent, then they are read as a profile update', () => {
    expect(updateProfileBodySchema.parse({ name: ' Ali ', mobileNumber: '0300 1234567' })).toEqual({
      name: 'Ali',
      lastName: '',
      mobileNumber: '0300 1234567',
    });
  });

  it('when profile fields break a rule, then the profile texts are given', () => {
    expect(firstIssueMessage(updateProfileBodySchema, { name: 'x'.repeat(21) })).toBe(MESSAGES.register.nameTooLong);
    expect(firstIssueMessage(updateProfileBodySchema, { name: 'Ali', lastName: 'y'.repeat(21) })).toBe(
      MESSAGES.register.lastNameTooLong,
    );
    expect(firstIssueMessage(updateProfileBodySchema, { name: 'Ali', mobileNumber: '123' })).toBe(MESSAGES.checkout.mobileRequired);
  });

  it('when the address fields are sent, then they are read as an address update', () => {
    const address = { address: '12 Mall Road', city: 'Lahore', postCode: '54000', country: 'Pakistan', shippingAddress: '' };
    expect(updateProfileBodySchema.parse(address)).toEqual(address);
    expect(firstIssueMessage(updateProfileBodySchema, { ...address, country: 'Mars' })).toBe(MESSAGES.checkout.countryRequired);
  });

  it('when a password change is sent, then the new password must be at least 8 characters', () => {
    expect(updateProfileBodySchema.parse({ oldPassword: 'oldpass12', newPassword: 'newpass12' })).toEqual({
      oldPassword: 'oldpass12',
      newPassword: 'newpass12',
    });
    expect(firstIssueMessage(updateProfileBodySchema, { oldPassword: 'oldpass12', newPassword: 'short' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('when the body matches none of the three shapes, then "Invalid request"', () => {
    expect(firstIssueMessage(updateProfileBodySchema, {})).toBe(MESSAGES.general.invalidRequest);
  });
});
