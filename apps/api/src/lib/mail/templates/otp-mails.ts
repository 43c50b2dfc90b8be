import { STORE_NAME, TIMINGS } from '@bookstore/contracts';
import { plain, renderMail, type RenderedMail } from './layout';

export interface OtpMailInput {
  /** The account holder's first name as they typed it (escaped by the layout). */
  name: string;
  code: string;
  /** Where the store is, for the footer. */
  storeUrl: string;
}

const minutes = Math.round(TIMINGS.otpValidityMs / 60_000);

const greeting = (name: string) => (plain(name) ? `Hello ${plain(name)},` : 'Hello,');

const footer = (storeUrl: string) => `${STORE_NAME} · ${storeUrl} · You get this mail because this address was entered on our store.`;

/** The code that confirms a new account's e-mail address. */
export function verificationCodeMail({ name, code, storeUrl }: OtpMailInput): RenderedMail {
  return renderMail(
    `${STORE_NAME}: your verification code is ${code}`,
    [
      { text: greeting(name) },
      { text: `Welcome to ${STORE_NAME}. Enter this code to verify your email address:` },
      { code },
      { text: `The code is valid for ${minutes} minutes and can be used once. Never share it with anyone.` },
      { text: 'If you did not create an account, you can ignore this mail.' },
    ],
    footer(storeUrl),
  );
}

/** The code that lets the account holder choose a new password. */
export function passwordResetCodeMail({ name, code, storeUrl }: OtpMailInput): RenderedMail {
  return renderMail(
    `${STORE_NAME}: your password reset code is ${code}`,
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
