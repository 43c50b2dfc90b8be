import { CATALOG_TEXTS, contactDraft, contactSchema, draftMailto, TIMINGS, type ContactValues } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form';
import { openMailDraft } from '@/lib/mail-draft';

/** 'opening' carries the mailto link that opens when the 1.5 s are up. */
type Phase = { step: 'idle' } | { step: 'opening'; mailto: string } | { step: 'sent' };

const FIELDS = [
  { name: 'name', label: 'Your name', multiline: false },
  { name: 'subject', label: 'Subject', multiline: false },
  { name: 'message', label: 'Message', multiline: true },
] as const;

/**
 * Name, subject and message, all required. Sending shows 'Opening Email...' for 1.5 s, opens the mail
 * app with the draft ('Message from: {name}' and the message), clears the form and thanks the shopper
 * for 5 s. No server call.
 */
export function ContactForm({ email }: { email: string }) {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: { name: '', subject: '', message: '' } });

  // 'opening' for 1.5 s, then the draft opens and the form clears; 'sent' for 5 s, then back to idle
  useEffect(() => {
    if (phase.step === 'idle') return undefined;
    if (phase.step === 'sent') {
      const timer = window.setTimeout(() => setPhase({ step: 'idle' }), TIMINGS.contactConfirmationMs);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      openMailDraft(phase.mailto);
      reset();
      setPhase({ step: 'sent' });
    }, TIMINGS.contactOpeningEmailMs);
    return () => window.clearTimeout(timer);
  }, [phase, reset]);

  const onSubmit = handleSubmit((values) => {
    const draft = contactDraft({ name: values.name.trim(), subject: values.subject.trim(), message: values.message.trim() });
    setPhase({ step: 'opening', mailto: draftMailto(draft, email) });
  });

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      {FIELDS.map(({ name, label, multiline }) => {
        const props = { id: `contact-${name}`, label, dir: 'auto', error: errors[name]?.message, ...register(name) } as const;
        return multiline ? <TextAreaField key={name} rows={5} {...props} /> : <TextField key={name} {...props} />;
      })}
      <button type="submit" className="btn btn--primary" disabled={phase.step === 'opening'}>
        {phase.step === 'opening' ? 'Opening Email...' : 'Send Message'}
      </button>
      {phase.step === 'sent' && (
        <p className="contact-form__sent" role="status">
          {CATALOG_TEXTS.contactSent}
        </p>
      )}
    </form>
  );
}
