import { MESSAGES, TIMINGS } from '@bookstore/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSendVerifyOtp } from '../api/send-verify-otp';
import { useVerifyAccount } from '../api/verify-account';
import { useCountdown } from '../hooks/use-countdown';
import { useAuth } from '@/session';
import { OtpStep } from './otp-step';

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

  useEffect(() => start(), [start]);

  const onVerify = async (otp: string) => {
    try {
      const answer = await verify.mutateAsync({ otp, userId, email });
      signIn(answer.user, answer.token, answer);
      toast.success(MESSAGES.register.verified);
      navigate('/', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.register.emailVerificationFailed));
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync(userId);
      toast.success(MESSAGES.register.newOtpSent);
      start();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.register.resendFailed));
      return false;
    }
  };

  return (
    <OtpStep
      lead={
        <>
          Enter the 6-digit code we sent to <strong dir="auto">{email}</strong>.
        </>
      }
      submitLabel="Verify Email"
      verifying={verify.isPending}
      onVerify={onVerify}
      onResend={onResend}
      resend={{ pending: resend.isPending, running: isRunning, remaining }}
    />
  );
}
