import {
  ONLINE_PAYMENT_OPTIONS,
  onlineOptionsOn,
  PAYMENT_METHOD_LABELS,
  POLICIES,
  type OnlinePaymentOption,
  type PaymentMethod,
  type PublicStoreSettings,
} from '@bookstore/contracts';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { PAYMENT_OPTION_LABELS, paymentDetails } from '../payment-details';
import { ProofPicker } from './proof-picker';

interface PaymentSectionProps {
  method: PaymentMethod;
  option: OnlinePaymentOption | '' | null | undefined;
  optionError?: string;
  proof: File | null;
  proofError?: string;
  /** Total to pay, already formatted ('Rs. 1,374.00'). */
  amountText: string;
  onMethodChange: (method: PaymentMethod) => void;
  onOptionChange: (option: OnlinePaymentOption) => void;
  onProofPick: (file: File | null) => void;
  /** The shop's payment settings: which methods and options it takes now, and its accounts. */
  payments: PublicStoreSettings['payments'];
}

/**
 * Cash on delivery (default) or Pay Online with a manual option and a screenshot as proof (spec 'Checkout').
 * Choosing Pay Online shows a notice: OK keeps it, Cancel goes back to cash on delivery. Methods and
 * options the shop has switched off are not offered; with only one method on, there is nothing to choose.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { method, option, optionError, proof, proofError, amountText, onMethodChange, onOptionChange, onProofPick, payments } = props;
  const [noticeOpen, setNoticeOpen] = useState(false);
  const options = onlineOptionsOn(payments, ONLINE_PAYMENT_OPTIONS);
  const codOn = payments.cashOnDelivery.enabled;
  const onlineOn = options.length > 0;
  const details = option && options.includes(option) ? paymentDetails(payments, option) : null;

  const chooseOnline = () => {
    onMethodChange('online');
    setNoticeOpen(true);
  };
  const cancelOnline = () => {
    setNoticeOpen(false);
    onMethodChange('cod');
  };

  return (
    <section className="checkout-card" aria-labelledby="payment-title">
      <h2 id="payment-title" className="checkout-card__title">
        Payment Method
      </h2>
      <fieldset className="choice-group">
        <legend className="visually-hidden">Payment method</legend>
        {codOn && (
          <label className={`choice${method === 'cod' ? ' is-selected' : ''}`}>
            <input type="radio" name="paymentMethod" value="cod" checked={method === 'cod'} onChange={() => onMethodChange('cod')} />
            <span>{PAYMENT_METHOD_LABELS.cod}</span>
          </label>
        )}
        {onlineOn && (
          <label className={`choice${method === 'online' ? ' is-selected' : ''}`}>
            <input type="radio" name="paymentMethod" value="online" checked={method === 'online'} onChange={codOn ? chooseOnline : () => onMethodChange('online')} />
            <span>Pay Online</span>
          </label>
        )}
      </fieldset>

      {method === 'online' && (
        <div className="online-payment">
          <fieldset className="choice-group" aria-describedby={optionError ? 'payment-option-error' : undefined}>
            <legend className="field__label">Choose how you pay</legend>
            {options.map((value) => (
              <label key={value} className={`choice${option === value ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="onlinePaymentOption"
                  value={value}
                  checked={option === value}
                  aria-invalid={optionError ? true : undefined}
                  onChange={() => onOptionChange(value)}
                />
                <span>{PAYMENT_OPTION_LABELS[value]}</span>
              </label>
            ))}
          </fieldset>
          {optionError && (
            <p id="payment-option-error" className="field-error">
              {optionError}
            </p>
          )}
          {details && (
            <div className="payment-details" aria-live="polite">
              <p>
                Send <strong>{amountText}</strong> by {details.label}:
              </p>
              <dl>
                {details.lines.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="field__hint">Then upload a screenshot of the payment below.</p>
            </div>
          )}
          <ProofPicker file={proof} error={proofError} onPick={onProofPick} />
        </div>
      )}

      <ul className="checkout-promises">
        <li>Online payments are verified within {POLICIES.paymentVerificationHours} hours.</li>
        <li>
          If a payment is wrong, the order is cancelled and the amount refunded within {POLICIES.wrongPaymentRefundBusinessDays} business
          days.
        </li>
      </ul>

      <Dialog
        open={noticeOpen}
        onClose={cancelOnline}
        title="Pay Online"
        role="alertdialog"
        hideCloseButton
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => setNoticeOpen(false)}>
              OK
            </button>
            <button type="button" className="btn btn--outline" onClick={cancelOnline}>
              Cancel
            </button>
          </>
        }
      >
        <p>A proper online payment system is coming soon.</p>
        <p>
          For now, please pay manually by JazzCash, EasyPaisa or bank transfer, then upload a screenshot of the payment as proof. We
          verify it within {POLICIES.paymentVerificationHours} hours.
        </p>
      </Dialog>
    </section>
  );
}
