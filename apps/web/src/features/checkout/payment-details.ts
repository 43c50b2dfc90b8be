import type { OnlinePaymentOption, PublicStoreSettings } from '@bookstore/contracts';

export interface PaymentDetails {
  label: string;
  /** [term, value] pairs shown to the shopper: account number, title, bank, IBAN. */
  lines: [string, string][];
}

export const PAYMENT_OPTION_LABELS: Record<OnlinePaymentOption, string> = {
  JazzCash: 'JazzCash',
  EasyPaisa: 'EasyPaisa',
  BankTransfer: 'Bank Transfer',
};

/** Where the shopper sends a manual online payment (spec section 9): the accounts in the shop's settings. */
export function paymentDetails(payments: PublicStoreSettings['payments'], option: OnlinePaymentOption): PaymentDetails {
  const { jazzCash, easyPaisa, bankTransfer } = payments;
  const lines: Record<OnlinePaymentOption, [string, string][]> = {
    JazzCash: [
      ['JazzCash number', jazzCash.accountNumber],
      ['Account title', jazzCash.accountTitle],
    ],
    EasyPaisa: [
      ['EasyPaisa number', easyPaisa.accountNumber],
      ['Account title', easyPaisa.accountTitle],
    ],
    BankTransfer: [
      ['Bank', bankTransfer.bankName],
      ['Account title', bankTransfer.accountTitle],
      ['IBAN', bankTransfer.iban],
    ],
  };
  return { label: PAYMENT_OPTION_LABELS[option], lines: lines[option] };
}
