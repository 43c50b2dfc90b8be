import { MESSAGES, registerFormSchema } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { AuthCard, safeRedirect, useRegister, VerifyEmailForm, withRedirect } from '@/features/auth';
import { CheckboxField, EmailField, NewPasswordFields, TextField } from '@/components/ui/form';

type Step = { name: 'form' } | { name: 'verify'; email: string; userId: string };

const FORM_FIELDS = ['name', 'lastName', 'email', 'password', 'confirmPassword'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The field a failed registration names in its answer (`field`), if it names one of the form's. */
function fieldOf(error: unknown): FormField | null {
  const field = isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as { field?: unknown }).field : undefined;
  return FORM_FIELDS.find((name) => name === field) ?? null;
}

/** Sign-up in two steps: the form, then the 6-digit code mailed to the address. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [step, setStep] = useState<Step>({ name: 'form' });
  const toast = useToast();
  const registration = useRegister();
  // the server's message when it names no field: shown above the button, not under a field
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await registration.mutateAsync(values);
      // an e-mail that already had an unverified account goes on with it (spec 'Registration')
      if (answer.resumed) toast.info(MESSAGES.register.existsUnverified);
      else toast.success(MESSAGES.register.success);
      setStep({ name: 'verify', email: values.email, userId: answer.user.id });
    } catch (error) {
      const message = errorMessage(error, MESSAGES.register.failed);
      const field = fieldOf(error);
      if (field) setError(field, { message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  if (step.name === 'verify') {
    return (
      <AuthCard title="Verify Your Email">
        <VerifyEmailForm email={step.email} userId={step.userId} />
        <div className="auth-card__links">
          <button type="button" className="link-button" onClick={() => setStep({ name: 'form' })}>
            Wrong e-mail? Go back
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Account">
      <p>Keep your cart and wishlist on every device, check out and follow your orders.</p>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-form__pair">
          <TextField label="First Name" autoComplete="given-name" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Last Name (optional)"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <EmailField placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          label="Password"
          // the rule in the spec's words; hidden while the same words show as the error
          hint={errors.password ? '' : MESSAGES.register.passwordRuleForm}
          password={{ error: errors.password?.message, ...register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <Link to="/privacy-policy" target="_blank" rel="noopener">
                terms and conditions
              </Link>
            </>
          }
          error={errors.terms?.message}
          {...register('terms')}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={registration.isPending}>
          {registration.isPending ? 'Creating account…' : 'Create Account'}
        </button>
      </form>
      <div className="auth-card__links">
        <Link to={withRedirect('/login', redirect)}>Already have an account? Login</Link>
      </div>
    </AuthCard>
  );
}
