import { TIMINGS } from '@bookstore/contracts';
import { plain, renderMail, type MailSender, type RenderedMail } from './layout';

export interface OtpMailInput {
  /** The account holder's first name as they typed it (escaped by the layout). */
  name: string;
  code: string;
  /** Where the store is, for the footer. */
  storeUrl: string;
  /** The store's name and address from its settings. */
  sender: MailSender;
}

const minutes = Math.round(TIMINGS.otpValidityMs / 60_000);

const greeting = (name: string) => (plain(name) ? `Hello ${plain(name)},` : 'Hello,');

const footer = (storeUrl: string) => `${storeUrl} · You get this mail because this address was entered on our store.`;

/** The code that confirms a new account's e-mail address. */
export function verificationCodeMail({ name, code, storeUrl, sender }: OtpMailInput): RenderedMail {
  return renderMail(
    sender,
    `${sender.name}: your verification code is ${code}`,
    [
      { text: greeting(name) },
      { text: `Welcome to ${sender.name}. Enter this code to verify your email address:` },
      { code },
      { text: `The code is valid for ${minutes} minutes and can be used once. Never share it with anyone.` },
      { text: 'If you did not create an account, you can ignore this mail.' },
    ],
    footer(storeUrl),
  );
}

/** The code that lets the account holder choose a new password. */
export function passwordResetCodeMail({ name, code, storeUrl, sender }: OtpMailInput): RenderedMail {
  return renderMail(
    sender,
    `${sender.name}: your password reset code is ${code}`,
    [
      { text: greeting(name) },
      { text: 'Someone (hopefully you) asked to reset the password of your account. Enter this code to continue:' },
      { code },
      { text: `The code is valid for ${minutes} minutes and can be used once. Never share it with anyone.` },
      { text: 'If you did not ask for this, ignore this mail: your password stays as it is.' },
    ],
    footer(storeUrl),
  );
}
