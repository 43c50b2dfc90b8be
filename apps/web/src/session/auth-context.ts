import type { LoginFormValues, User } from '@bookstore/contracts';
import { createContext } from 'react';

export interface LoginResult {
  user: User;
  /** False for an unverified account: no session was started, the page sends it to /verify-otp. */
  verified: boolean;
  /** The server's message ('Login successful', or the verify hint). */
  message: string;
}

/** What a sign-in answer says of this device's guest cart and wishlist (login and verify-account). */
export interface GuestDataSynced {
  cartSynced: boolean;
  wishlistSynced: boolean;
  syncErrors: string[];
}

export interface AuthApi {
  /** The signed-in user as stored on this device, or null. */
  user: User | null;
  isSignedIn: boolean;
  /** True while a stored session is being checked on start. */
  isLoading: boolean;
  /**
   * Signs in with the guest cart and wishlist of this device, clears each local copy the server took
   * over and refreshes every query. Throws ApiError when the server refuses; toasts nothing.
   */
  login: (values: LoginFormValues) => Promise<LoginResult>;
  /** Clears local state at once, toasts 'Logged out', then ends the session on the server. */
  logout: () => Promise<void>;
  /** Asks the server who is signed in and stores the answer; resolves null (signed out locally) without a session. */
  refresh: () => Promise<User | null>;
  /** After verification: stores the user and the returned token, and refreshes every query; `synced` says which guest copies the server took over (they are cleared). */
  signIn: (user: User, token?: string, synced?: GuestDataSynced) => void;
  /** After a profile change: replaces the stored user. */
  setUser: (user: User) => void;
  /** Local logout without a server call or toast (e.g. after the account was deleted). */
  clearSession: () => void;
}

export const AuthContext = createContext<AuthApi | null>(null);
