import { loginFormSchema, MESSAGES } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { AuthCard, safeRedirect, withRedirect } from '@/features/auth';
import { CheckboxField, EmailField, PasswordField } from '@/components/ui/form';
import { useAuth } from '@/session';

/** Login (spec 'Login'): a verified user goes to `redirect` (default /account), an unverified one to /verify-otp. */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login(values);
      if (!result.verified) {
        toast.info(MESSAGES.login.verifyToContinue);
        navigate('/verify-otp', { state: { email: result.user.email, userId: result.user.id } });
        return;
      }
      toast.success(MESSAGES.login.success);
      navigate(redirect, { replace: true });
    } catch (error) {
      // the network failed: try again; otherwise the server's reason ('Invalid email or password')
      const offline = isApiError(error) && error.code === null;
      toast.error(offline ? MESSAGES.login.failedRetry : errorMessage(error, MESSAGES.login.failed));
    }
  });

  return (
    <AuthCard title="Login">
      <p>Welcome back. Sign in to see your orders and keep your cart and wishlist on every device.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <EmailField placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="auth-form__row">
          <CheckboxField label="Remember me" name="rememberMe" />
          <Link to="/reset-password">Forgot your password?</Link>
        </div>
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to={withRedirect('/register', redirect)}>New here? Create an account</Link>
      </div>
    </AuthCard>
  );
}
