/**
 * The auth feature's public face: the parts of the sign-in, sign-up and password-reset pages. The session
 * itself (who is signed in) is the session layer's; form fields are in components/ui/form.
 */
export { useRegister } from './api/register';
export { AuthCard } from './components/auth-card';
export { OtpInput } from './components/otp-input';
export { ResetEmailStep, ResetOtpStep, ResetPasswordStep } from './components/reset-steps';
export { VerifyEmailForm } from './components/verify-email-form';
export { useCountdown } from './hooks/use-countdown';
export { safeRedirect, withRedirect } from './redirect';
