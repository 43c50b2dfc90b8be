import { DEFAULT_LOGIN_REDIRECT } from '@bookstore/contracts';

/**
 * The `redirect` query parameter, kept only when it is a path of this site (never another origin),
 * else DEFAULT_LOGIN_REDIRECT.
 */
export function safeRedirect(value: string | null): string {
  if (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return DEFAULT_LOGIN_REDIRECT;
}

/** `/login` with the redirect carried over when it is not the default. */
export function withRedirect(path: string, redirect: string): string {
  return redirect === DEFAULT_LOGIN_REDIRECT ? path : `${path}?redirect=${encodeURIComponent(redirect)}`;
}
