import type { User } from '@bookstore/contracts';
import { createContext, useContext } from 'react';

/** The signed-in admin, provided by the guard to every back-office page. */
export const AdminSessionContext = createContext<User | null>(null);

export function useAdminUser(): User {
  const user = useContext(AdminSessionContext);
  if (!user) throw new Error('useAdminUser must be used inside <AdminGuard>');
  return user;
}

/**
 * The root of every back-office query key. It holds the admin's id, so a logout (which drops the
 * queries whose key holds the user's id, see ADR 0003) drops the shop's data from the cache too.
 */
export function useAdminQueryRoot(): readonly ['admin', string] {
  return ['admin', useAdminUser().id] as const;
}
