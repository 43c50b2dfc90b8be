import { MESSAGES, resetEmailFormSchema, resetPasswordFormSchema, TIMINGS } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword, useSendResetOtp, useVerifyResetOtp } from '../api/password-reset';
import { EmailField, NewPasswordFields } from '@/components/ui/form';
import { OtpStep } from './otp-step';

/** Step 1: the e-mail, checked as it is typed; a sent code moves on. */
export function ResetEmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const toast = useToast();
  const send = useSendResetOtp();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, dirtyFields },
  } = useForm({ resolver: zodResolver(resetEmailFormSchema), defaultValues: { email: defaultEmail }, mode: 'onChange' });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await send.mutateAsync(email);
      toast.success(MESSAGES.otp.sent);
      onSent(email);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.otp.sendResetFailed));
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__lead">Enter your account&apos;s e-mail address and we will send you a 6-digit code.</p>
      <EmailField
        placeholder="you@example.com"
        error={errors.email?.message}
        hint={isValid && dirtyFields.email ? <span className="field__ok">✓ Looks like a valid e-mail address</span> : undefined}
        {...register('email')}
      />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send OTP'}
      </button>
      <div className="auth-card__links">
        <Link to="/login">Back to sign in</Link>
      </div>
    </form>
  );
}

interface ResetOtpStepProps {
  email: string;
  countdown: { remaining: number; isRunning: boolean; start: () => void };
  onVerified: (otp: string) => void;
  onChangeEmail: () => void;
}

/** Step 2: the code; a new code clears the boxes and restarts the countdown. */
export function ResetOtpStep({ email, countdown, onVerified, onChangeEmail }: ResetOtpStepProps) {
  const toast = useToast();
  const verify = useVerifyResetOtp();
  const resend = useSendResetOtp();
  const onVerify = async (otp: string) => {
    try {
      await verify.mutateAsync({ email, otp });
      toast.success(MESSAGES.otp.verified);
      onVerified(otp);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.otp.verifyFailed));
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      toast.success(MESSAGES.otp.sent);
      countdown.start();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.otp.sendResetFailed));
      return false;
    }
  };

  return (
    <OtpStep
      lead={
        <>
          If <strong dir="auto">{email}</strong> has an account, a 6-digit code is on its way. It is valid for {TIMINGS.otpValidityMs / 60_000}{' '}
          minutes.
        </>
      }
      submitLabel="Verify OTP"
      verifying={verify.isPending}
      onVerify={onVerify}
      onResend={onResend}
      resend={{ pending: resend.isPending, running: countdown.isRunning, remaining: countdown.remaining }}
    >
      <div className="auth-card__links">
        <button type="button" className="link-button" onClick={onChangeEmail}>
          Use a different e-mail
        </button>
      </div>
    </OtpStep>
  );
}

/** Step 3: the new password; on failure both fields are cleared. */
export function ResetPasswordStep({ email, otp, onDone }: { email: string; otp: string; onDone: () => void }) {
  const toast = useToast();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    try {
      await resetPassword.mutateAsync({ email, otp, newPassword, confirmPassword });
      toast.success(MESSAGES.reset.success);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.reset.failedRetry));
      reset({ newPassword: '', confirmPassword: '' });
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__lead">Choose a new password for {email}.</p>
      <NewPasswordFields
        hint="8 to 50 characters with a letter and a number."
        password={{ error: errors.newPassword?.message, ...register('newPassword') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? 'Saving…' : 'Reset Password'}
      </button>
    </form>
  );
}
