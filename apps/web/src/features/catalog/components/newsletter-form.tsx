import { MESSAGES, newsletterSchema, type NewsletterValues } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';

/** Newsletter sign-up: checked here, no server call (spec: "No server call is made"). */
export function NewsletterForm() {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(() => {
    toast.success(MESSAGES.newsletter.subscribed);
    reset();
  });

  return (
    <section className="section newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">Join our newsletter</h2>
      <p className="newsletter__text">New arrivals, used-book bargains and reading lists, once in a while. No spam.</p>
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <EmailField
          id="newsletter-email"
          label="Email address"
          hideLabel
          className="newsletter__field"
          placeholder="Enter your email"
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className="btn btn--primary">
          Subscribe
        </button>
      </form>
    </section>
  );
}
