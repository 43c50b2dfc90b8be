import { adminShippingBodySchema, COURIER_IDS, COURIERS, SHIPPING_EDITABLE_STATUSES, storeDate, type AdminOrderDetail } from '@bookstore/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SelectField, TextField } from '@/components/ui/form';
import { formatDay } from '../../shared/format';
import { useSaveShipping } from '../orders-api';

type ShippingValues = { shippingMethod: string; trackingId: string; estimatedDelivery: string };
type ShippingErrors = Partial<Record<keyof ShippingValues, string>>;

const COURIER_OPTIONS = COURIER_IDS.map((id) => ({ value: id, label: COURIERS[id].name }));

function TrackingLink({ order }: { order: AdminOrderDetail }) {
  if (!order.trackingId) return <p className="admin-muted">No tracking ID yet.</p>;
  const courier = order.shippingMethod ? COURIERS[order.shippingMethod] : null;
  return (
    <p className="admin-tracking">
      {courier?.name ?? 'Courier'}: <code>{order.trackingId}</code>
      {order.trackingUrl && (
        <>
          {' · '}
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            Open the tracking page<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      )}
    </p>
  );
}

/** Courier, tracking id and estimated delivery; the customer sees them on their orders page. */
export function ShippingForm({ order }: { order: AdminOrderDetail }) {
  const save = useSaveShipping(order.id);
  const [values, setValues] = useState<ShippingValues>({
    shippingMethod: order.shippingMethod ?? '',
    trackingId: order.trackingId ?? '',
    estimatedDelivery: order.estimatedDelivery ?? '',
  });
  const [errors, setErrors] = useState<ShippingErrors>({});
  const editable = SHIPPING_EDITABLE_STATUSES.includes(order.status);

  if (!editable) {
    return (
      <div>
        <TrackingLink order={order} />
        {order.estimatedDelivery && <p>Estimated delivery: {formatDay(order.estimatedDelivery)}</p>}
        <p className="admin-muted">
          {order.status === 'pending' ? 'Confirm the order before adding shipping details.' : 'Shipping details cannot change on a closed order.'}
        </p>
      </div>
    );
  }

  const bind = (key: keyof ShippingValues) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminShippingBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: ShippingErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ShippingValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <form className="admin-form admin-shipping" onSubmit={submit} noValidate>
      <TrackingLink order={order} />
      <div className="admin-form__grid">
        <SelectField label="Courier" error={errors.shippingMethod} placeholder="Choose a courier" options={COURIER_OPTIONS} {...bind('shippingMethod')} />
        <TextField label="Tracking ID" error={errors.trackingId} autoComplete="off" {...bind('trackingId')} />
        <TextField label="Estimated delivery" error={errors.estimatedDelivery} type="date" min={storeDate()} {...bind('estimatedDelivery')} />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save shipping'}
        </button>
      </div>
    </form>
  );
}
