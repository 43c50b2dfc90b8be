/**
 * The auth feature: its pages' parts (sign-in, sign-up with the e-mail code, password reset). The session
 * itself (who is signed in) is the session layer's; form fields are in components/ui/form.
 * - OtpInput, useCountdown: the six code boxes and the resend countdown.
 */
export { OtpInput } from './components/otp-input';
export { useCountdown } from './hooks/use-countdown';
