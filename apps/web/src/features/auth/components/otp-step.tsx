import { otpFormSchema } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { OtpInput } from './otp-input';

interface OtpStepProps {
  /** The line above the boxes (where the code went). */
  lead: ReactNode;
  /** 'Verify OTP', 'Verify Email'. */
  submitLabel: string;
  verifying: boolean;
  /** Checks the code (and says how it went). */
  onVerify: (otp: string) => Promise<void>;
  /** Asks for a new code; true when one was sent, which empties the boxes. */
  onResend: () => Promise<boolean>;
  /** The resend button waits for the countdown and for a request on its way. */
  resend: { pending: boolean; running: boolean; remaining: number };
  /** Links under the form. */
  children?: ReactNode;
}

/** The 6-digit code step of sign-up and of the password reset: the boxes, Verify, and Resend after a countdown. */
export function OtpStep({ lead, submitLabel, verifying, onVerify, onResend, resend, children }: OtpStepProps) {
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const onSubmit = handleSubmit(({ otp }) => onVerify(otp));
  const resendCode = async () => {
    if (await onResend()) reset({ otp: '' });
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__lead">{lead}</p>
      <Controller
        control={control}
        name="otp"
        render={({ field, fieldState }) => <OtpInput {...field} error={fieldState.error?.message} disabled={verifying} autoFocus />}
      />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={verifying}>
        {verifying ? 'Verifying…' : submitLabel}
      </button>
      <p className="auth-form__resend">
        Didn&apos;t get the code?{' '}
        <button type="button" className="link-button" onClick={() => void resendCode()} disabled={resend.running || resend.pending}>
          {resend.pending ? 'Sending…' : resend.running ? `Resend OTP in ${resend.remaining}s` : 'Resend OTP'}
        </button>
      </p>
      {children}
    </form>
  );
}
