import { STORE_INFO, type OnlinePaymentOption } from '@bookstore/contracts';

export interface PaymentDetails {
  label: string;
  /** [term, value] pairs shown to the shopper: account number, title, bank, IBAN. */
  lines: [string, string][];
}

const { jazzCash, easyPaisa, bankTransfer } = STORE_INFO.payments;

/** Where the shopper sends a manual online payment (spec section 9), from the shop's details in contracts. */
export const PAYMENT_DETAILS: Record<OnlinePaymentOption, PaymentDetails> = {
  JazzCash: {
    label: 'JazzCash',
    lines: [
      ['JazzCash number', jazzCash.accountNumber],
      ['Account title', jazzCash.accountTitle],
    ],
  },
  EasyPaisa: {
    label: 'EasyPaisa',
    lines: [
      ['EasyPaisa number', easyPaisa.accountNumber],
      ['Account title', easyPaisa.accountTitle],
    ],
  },
  BankTransfer: {
    label: 'Bank Transfer',
    lines: [
      ['Bank', bankTransfer.bankName],
      ['Account title', bankTransfer.accountTitle],
      ['IBAN', bankTransfer.iban],
    ],
  },
};
