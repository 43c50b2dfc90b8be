import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type UpdateAddress,
  type UpdateProfileBody,
  type UpdateProfileFields,
  type User,
} from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { Passwords } from '../../lib/auth/passwords';
import type { SessionUser, Sessions } from '../../lib/auth/session';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import type { UploadedPicture } from './profile-upload';
import { toUser } from './user-mapper';
import { usersRepository as users, type UserChanges } from './users.repository';

export interface ProfileServiceDeps {
  db: Db;
  storage: Storage;
  passwords: Passwords;
  sessions: Pick<Sessions, 'endAll'>;
  logger: Logger;
  clock: () => Date;
}

const isPasswordChange = (body: UpdateProfileBody): body is ChangePasswordBody => 'oldPassword' in body;
const isAddress = (body: UpdateProfileBody): body is UpdateAddress => 'shippingAddress' in body;

/**
 * The signed-in user's own account: profile, address, password, picture and deletion. Only the fields of
 * each shape can change (the contract strips anything else: e-mail, role and verification never change here).
 */
export function createProfileService({ db, storage, passwords, sessions, logger, clock }: ProfileServiceDeps) {
  /** Files are not transactional: a failed removal is logged and never fails the request. */
  const removeFile = (key: string | null | undefined) =>
    key ? storage.remove(key).catch((err: unknown) => logger.warn({ err, key }, 'could not remove an old picture')) : undefined;

  async function accountOf(userId: string) {
    const row = await users.findById(db, userId);
    if (!row) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
    return row;
  }

  async function changePassword(session: SessionUser, body: ChangePasswordBody) {
    const row = await accountOf(session.id);
    if (!(await passwords.verify(body.oldPassword, row.passwordHash))) {
      throw new AppError('VALIDATION', MESSAGES.account.currentPasswordIncorrect);
    }
    const passwordHash = await passwords.hash(body.newPassword);
    const updated = await db.transaction(async (tx) => {
      const saved = await users.update(tx, row.id, { passwordHash }, clock());
      // every other browser signed in to this account is signed out; this one stays
      await sessions.endAll(row.id, tx, session.sessionId);
      return saved;
    });
    return { user: toUser(updated), message: MESSAGES.account.passwordChanged };
  }

  /** Profile fields and, when sent, a new picture: stored first, the row updated, then the old file removed. */
  async function updateProfile(userId: string, fields: UpdateProfileFields, picture?: UploadedPicture) {
    const changes: UserChanges = { name: fields.name, lastName: fields.lastName, mobileNumber: fields.mobileNumber };
    const stored = picture
      ? await storage.put({
          folder: 'profiles',
          name: `${userId}-${randomBytes(6).toString('hex')}.${picture.type === 'jpeg' ? 'jpg' : picture.type}`,
          data: picture.data,
          contentType: picture.contentType,
        })
      : undefined;
    if (stored) Object.assign(changes, { profilePicture: stored.url, profilePictureKey: stored.key });
    try {
      const { before, after } = await db.transaction(async (tx) => {
        const locked = await users.findById(tx, userId, { forUpdate: true });
        if (!locked) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
        return { before: locked, after: await users.update(tx, userId, changes, clock()) };
      });
      if (stored) await removeFile(before.profilePictureKey);
      return { user: toUser(after), message: MESSAGES.account.profileUpdated };
    } catch (err) {
      if (stored) await removeFile(stored.key);
      throw err;
    }
  }

  return {
    async update(session: SessionUser, body: UpdateProfileBody, picture?: UploadedPicture): Promise<{ user: User; message: string }> {
      if (isPasswordChange(body)) return changePassword(session, body);
      if (isAddress(body)) {
        const { address, city, postCode, country, shippingAddress } = body;
        const updated = await users.update(db, session.id, { address, city, postCode, country, shippingAddress }, clock());
        return { user: toUser(updated), message: MESSAGES.account.addressUpdated };
      }
      return updateProfile(session.id, body, picture);
    },

    async removePicture(userId: string): Promise<{ user: User; message: string }> {
      const { before, after } = await db.transaction(async (tx) => {
        const locked = await users.findById(tx, userId, { forUpdate: true });
        if (!locked) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
        return { before: locked, after: await users.update(tx, userId, { profilePicture: null, profilePictureKey: null }, clock()) };
      });
      await removeFile(before.profilePictureKey);
      return { user: toUser(after), message: MESSAGES.account.pictureRemoved };
    },

    /**
     * E-mail and password must be the signed-in account's own. Deletes the account with its sessions,
     * codes, cart, wishlist and reviews in one transaction; its orders stay for the shop, detached; the
     * picture file goes last.
     */
    async deleteAccount(userId: string, body: DeleteAccountBody): Promise<string> {
      const row = await accountOf(userId);
      const passwordOk = await passwords.verify(body.password, row.passwordHash);
      if (!passwordOk || body.email !== row.email.toLowerCase()) {
        throw new AppError('VALIDATION', MESSAGES.login.invalidCredentials);
      }
      await db.transaction((tx) => users.deleteWithReviews(tx, userId));
      await removeFile(row.profilePictureKey);
      return MESSAGES.account.deleted;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
