import { MESSAGES } from '../common/messages';
import { firstIssueMessage } from '../common/validation';
import {
  changePasswordFormSchema,
  deleteAccountFormSchema,
  loginFormSchema,
  otpFormSchema,
  profileFormSchema,
  resetEmailFormSchema,
  resetPasswordFormSchema,
} from './auth.forms';
import { parseOtpPaste } from './rules';

describe('login form', () => {
  it('when fields are empty, then "Email and password are required"', () => {
    expect(firstIssueMessage(loginFormSchema, { email: '', password: '' })).toBe(MESSAGES.login.required);
    expect(firstIssueMessage(loginFormSchema, { email: 'a@b.co', password: '' })).toBe(MESSAGES.login.required);
  });

  it('when the e-mail is malformed or the password short, then the spec texts are shown', () => {
    expect(firstIssueMessage(loginFormSchema, { email: 'a@', password: 'secret123' })).toBe(MESSAGES.register.invalidEmail);
    expect(firstIssueMessage(loginFormSchema, { email: 'a@b.co', password: 'secret' })).toBe(MESSAGES.login.passwordMin);
  });
});

describe('OTP entry', () => {
  it('when the boxes hold 6 digits, then the code passes; otherwise the form OTP text is shown', () => {
    expect(firstIssueMessage(otpFormSchema, { otp: '123456' })).toBeNull();
    expect(firstIssueMessage(otpFormSchema, { otp: '12345' })).toBe('Please enter a valid 6-digit OTP');
  });

  it('when a paste is exactly 6 digits, then it is taken; otherwise it is refused', () => {
    expect(parseOtpPaste(' 654321\n')).toBe('654321');
    expect(parseOtpPaste('65432')).toBeNull();
    expect(parseOtpPaste('abc123')).toBeNull();
  });
});

describe('reset password forms', () => {
  it('when the e-mail step has a malformed address, then "Valid email is required"', () => {
    expect(firstIssueMessage(resetEmailFormSchema, { email: 'me@' })).toBe(MESSAGES.otp.validEmailRequired);
  });

  it('when the new password breaks a rule, then the reset texts are shown', () => {
    const message = (newPassword: string, confirmPassword = newPassword) =>
      firstIssueMessage(resetPasswordFormSchema, { newPassword, confirmPassword });
    expect(message('')).toBe('All fields are required');
    expect(message('abcdefgh')).toBe('Password must be at least 8 characters with one letter and one number');
    expect(message(`a1${'x'.repeat(49)}`)).toBe('Password cannot exceed 50 characters');
    expect(message('abcdefg1', 'abcdefg2')).toBe('Passwords do not match');
    expect(message('abcdefg1')).toBeNull();
  });
});

describe('account forms', () => {
  it('when the new password is short or not confirmed, then the security texts are shown', () => {
    const base = { oldPassword: 'oldpass12', newPassword: 'newpass12', confirmPassword: 'newpass12' };
    expect(firstIssueMessage(changePasswordFormSchema, base)).toBeNull();
    expect(firstIssueMessage(changePasswordFormSchema, { ...base, newPassword: 'a1', confirmPassword: 'a1' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(firstIssueMessage(changePasswordFormSchema, { ...base, confirmPassword: 'other' })).toBe("Passwords don't match!");
  });

  it('when deleting without the password or without typing DELETE, then the delete texts are shown', () => {
    expect(firstIssueMessage(deleteAccountFormSchema, { password: '', confirmation: 'DELETE' })).toBe('Please enter your password');
    expect(firstIssueMessage(deleteAccountFormSchema, { password: 'x', confirmation: 'delete' })).toBe(
      'Please type "DELETE" to confirm account deletion',
    );
    expect(firstIssueMessage(deleteAccountFormSchema, { password: 'x', confirmation: 'DELETE' })).toBeNull();
  });

  it('when the profile names break the form rule, then the form texts are shown', () => {
    expect(firstIssueMessage(profileFormSchema, { name: 'Ali', lastName: '', mobileNumber: '' })).toBeNull();
    expect(firstIssueMessage(profileFormSchema, { name: 'A<b>', lastName: '' })).toBe(MESSAGES.register.firstNameForm);
    expect(firstIssueMessage(profileFormSchema, { name: '', lastName: '' })).toBe(MESSAGES.checkout.firstNameRequired);
  });
});
