import { TIMINGS } from '@bookstore/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard, ResetEmailStep, ResetOtpStep, ResetPasswordStep, useCountdown } from '@/features/auth';

type Step = { name: 'email' } | { name: 'otp' } | { name: 'password'; otp: string };

const STEP_NUMBER = { email: 1, otp: 2, password: 3 } as const;

/** Reset password in three steps (spec 'Password reset'): e-mail, code, new password; then /login. */
export function ResetPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState('');
  const countdown = useCountdown(TIMINGS.otpResendSeconds);
  const navigate = useNavigate();

  return (
    <AuthCard title="Reset Password">
      <p className="auth-steps" aria-live="polite">
        Step {STEP_NUMBER[step.name]} of 3
      </p>
      {step.name === 'email' && (
        <ResetEmailStep
          defaultEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            countdown.start();
            setStep({ name: 'otp' });
          }}
        />
      )}
      {step.name === 'otp' && (
        <ResetOtpStep
          email={email}
          countdown={countdown}
          onVerified={(otp) => setStep({ name: 'password', otp })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      )}
      {step.name === 'password' && (
        <ResetPasswordStep email={email} otp={step.otp} onDone={() => navigate('/login', { replace: true })} />
      )}
    </AuthCard>
  );
}
