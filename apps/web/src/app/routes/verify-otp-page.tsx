import { Link, useLocation } from 'react-router';
import { AuthCard, VerifyEmailForm } from '@/features/auth';

/** Reached after login when the account is not verified yet; the e-mail and user id come in the navigation state. */
interface VerifyOtpState {
  email?: string;
  userId?: string;
}

export function VerifyOtpPage() {
  const state = (useLocation().state ?? {}) as VerifyOtpState;

  return (
    <AuthCard title="Verify Your Email">
      {state.email && state.userId ? (
        <VerifyEmailForm email={state.email} userId={state.userId} />
      ) : (
        <p>Your e-mail address must be verified before you can sign in. Please sign in to receive a code.</p>
      )}
      <div className="auth-card__links">
        <Link to="/login">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
