import { MESSAGES, trackLookupBodySchema, type TrackedOrder, type TrackLookupInput } from '@bookstore/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useTrackLookup } from '../api/track-order';

/** /track-order: the order number and the e-mail or mobile number it was placed with. */
export function TrackOrderForm({ onFound }: { onFound: (order: TrackedOrder) => void }) {
  const toast = useToast();
  const lookup = useTrackLookup();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TrackLookupInput>({ resolver: zodResolver(trackLookupBodySchema), defaultValues: { orderNumber: '', contact: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onFound(await lookup.mutateAsync(values));
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.guest.notFound));
    }
  });

  return (
    <form className="track-form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Order number"
        hint="The number in your confirmation e-mail, e.g. KG-10234."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.orderNumber?.message}
        {...register('orderNumber')}
      />
      <TextField
        label="E-mail or mobile number"
        hint="The one you placed the order with."
        autoComplete="email"
        error={errors.contact?.message}
        {...register('contact')}
      />
      <button type="submit" className="btn btn--primary" disabled={lookup.isPending}>
        {lookup.isPending ? 'Finding your order…' : 'Track Order'}
      </button>
    </form>
  );
}
