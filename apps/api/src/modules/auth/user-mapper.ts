import type { User } from '@bookstore/contracts';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** A user row as the API shows it (spec section 3): never the password hash or storage keys. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    isAccountVerified: row.isAccountVerified,
    address: row.address,
    city: row.city,
    postCode: row.postCode,
    country: row.country,
    shippingAddress: row.shippingAddress,
    mobileNumber: row.mobileNumber,
    profilePicture: row.profilePicture,
    role: row.role,
    authProvider: 'local',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from clients are checked before they reach a uuid column (a malformed one would be a database error). */
export const isUuid = (value: string | undefined): value is string => value !== undefined && UUID.test(value);
