import { MESSAGES, otpFormSchema, TIMINGS } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSendVerifyOtp } from '../api/send-verify-otp';
import { useVerifyAccount } from '../api/verify-account';
import { useCountdown } from '../hooks/use-countdown';
import { useAuth } from '@/session';
import { OtpInput } from './otp-input';

interface VerifyEmailFormProps {
  email: string;
  userId: string;
}

/**
 * The verify step of sign-up and the /verify-otp page: a code was just mailed, so the 60-second resend
 * countdown starts at once. Success signs the user in, keeps the token and goes to /.
 */
export function VerifyEmailForm({ email, userId }: VerifyEmailFormProps) {
  const { signIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const verify = useVerifyAccount();
  const resend = useSendVerifyOtp();
  const { remaining, start, isRunning } = useCountdown(TIMINGS.otpResendSeconds);
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  useEffect(() => start(), [start]);

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      const answer = await verify.mutateAsync({ otp, userId, email });
      signIn(answer.user, answer.token, answer);
      toast.success(MESSAGES.register.verified);
      navigate('/', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.register.emailVerificationFailed));
    }
  });

  const onResend = async () => {
    try {
      await resend.mutateAsync(userId);
      toast.success(MESSAGES.register.newOtpSent);
      reset({ otp: '' });
      start();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.register.resendFailed));
    }
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__lead">
        Enter the 6-digit code we sent to <strong dir="auto">{email}</strong>.
      </p>
      <Controller
        control={control}
        name="otp"
        render={({ field, fieldState }) => (
          <OtpInput {...field} error={fieldState.error?.message} disabled={verify.isPending} autoFocus />
        )}
      />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify Email'}
      </button>
      <p className="auth-form__resend">
        Didn&apos;t get the code?{' '}
        <button type="button" className="link-button" onClick={onResend} disabled={isRunning || resend.isPending}>
          {resend.isPending ? 'Sending…' : isRunning ? `Resend OTP in ${remaining}s` : 'Resend OTP'}
        </button>
      </p>
    </form>
  );
}
