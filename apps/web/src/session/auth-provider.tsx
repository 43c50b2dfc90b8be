import { authPaths, MESSAGES, type IsAuthResponse, type LoginFormValues, type User } from '@bookstore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/toast';
import { writeGuestCart } from './guest-cart';
import { writeGuestWishlist } from './guest-wishlist';
import { errorMessage, isApiError, onUnauthorized } from '@/lib/api-client';
import { useLocalStorageRaw } from '@/lib/local-storage';
import { sessionQueryOptions } from './api/get-session';
import { loginWithLocalData } from './api/login';
import { logoutOnServer } from './api/logout';
import { AuthContext, type AuthApi, type GuestDataSynced, type LoginResult } from './auth-context';
import { clearStoredSession, parseStoredUser, readStoredUser, storeToken, USER_KEY, writeStoredUser } from './stored-session';

/** A 401 from these calls is an answer to the call itself, not an ended session. */
/** After a sign-in the server took over this device's guest cart and wishlist: the local copies go. */
function forgetTakenOverGuestData({ cartSynced, wishlistSynced, syncErrors }: GuestDataSynced): void {
  if (cartSynced) writeGuestCart([]);
  if (wishlistSynced) writeGuestWishlist([]);
  if (syncErrors.length > 0) console.warn('Guest cart and wishlist lines not taken over:', syncErrors);
}

const NOT_A_SESSION_END = new Set<unknown>([authPaths.login, authPaths.logout]);

/**
 * Holds who is signed in (spec section 4 'Guest and logged-in'). The user lives in local storage under
 * `user`, so every tab agrees; on start a stored user's session is checked; any 401 while a user is held
 * logs out locally with 'Session expired. Please login again.'.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const raw = useLocalStorageRaw(USER_KEY);
  const user = useMemo(() => parseStoredUser(raw), [raw]);
  const [checkOnStart] = useState(() => readStoredUser() !== null);
  const [checking, setChecking] = useState(checkOnStart);

  /** Local logout: storage cleared, and the cached server data of that user (keys holding its id) dropped. */
  const forgetUser = useCallback(() => {
    const held = readStoredUser();
    clearStoredSession();
    if (held) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(held.id) });
  }, [queryClient]);

  const expire = useCallback(() => {
    if (!readStoredUser()) return;
    forgetUser();
    toast.error(MESSAGES.session.expired);
  }, [forgetUser, toast]);

  const applySession = useCallback(
    (answer: IsAuthResponse): User | null => {
      if (answer.success) {
        writeStoredUser(answer.user);
        return answer.user;
      }
      expire();
      return null;
    },
    [expire],
  );

  // the session check on start; a network failure keeps the stored user (the shopper may be offline)
  useEffect(() => {
    if (!checkOnStart) return undefined;
    let active = true;
    queryClient
      .fetchQuery(sessionQueryOptions())
      .then((answer) => active && applySession(answer))
      .catch(() => undefined)
      .finally(() => active && setChecking(false));
    return () => {
      active = false;
    };
  }, [checkOnStart, queryClient, applySession]);

  useEffect(
    () =>
      onUnauthorized((_error, endpoint) => {
        if (!NOT_A_SESSION_END.has(endpoint)) expire();
      }),
    [expire],
  );

  const login = useCallback(
    async (values: LoginFormValues): Promise<LoginResult> => {
      const answer = await loginWithLocalData(values);
      if (!answer.user.isAccountVerified) return { user: answer.user, verified: false, message: answer.message };
      forgetTakenOverGuestData(answer);
      writeStoredUser(answer.user);
      void queryClient.invalidateQueries();
      return { user: answer.user, verified: true, message: answer.message };
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    forgetUser();
    toast.success(MESSAGES.session.loggedOut);
    try {
      await logoutOnServer();
    } catch (error) {
      // a 401 means the server had already ended the session: nothing is wrong
      if (!(isApiError(error) && error.code === 'UNAUTHENTICATED')) {
        toast.error(MESSAGES.account.errorLoggingOut + errorMessage(error, MESSAGES.account.logoutFailed));
      }
    }
  }, [forgetUser, toast]);

  const refresh = useCallback(
    async () => applySession(await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })),
    [queryClient, applySession],
  );

  const signIn = useCallback(
    (signedIn: User, token?: string, synced?: GuestDataSynced) => {
      if (synced) forgetTakenOverGuestData(synced);
      writeStoredUser(signedIn);
      if (token) storeToken(token);
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const api = useMemo<AuthApi>(
    () => ({
      user,
      isSignedIn: user !== null,
      isLoading: checking,
      login,
      logout,
      refresh,
      signIn,
      setUser: writeStoredUser,
      clearSession: forgetUser,
    }),
    [user, checking, login, logout, refresh, signIn, forgetUser],
  );

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
