import { useContext } from 'react';
import { AuthContext, type AuthApi } from './auth-context';

/** `const { user, isSignedIn, isLoading, login, logout, refresh } = useAuth()` */
export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used inside <AuthProvider>');
  return api;
}
