/**
 * The auth feature's public face. Other features import from here only.
 * - AuthProvider: mounted once in app/providers.tsx (inside the query client and toasts).
 * - useAuth(): { user, isSignedIn, isLoading, login, logout, refresh, signIn, setUser, clearSession }
 * - OtpInput, useCountdown: the six code boxes and the resend countdown.
 * - TextField, PasswordField: labelled inputs with their error, for the account forms.
 */
export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthApi, LoginResult } from './auth-context';
export { OtpInput } from './components/otp-input';
export { useCountdown } from './hooks/use-countdown';
export { PasswordField, TextField, type TextFieldProps } from './components/form-fields';
