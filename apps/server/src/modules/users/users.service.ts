import type { ProfileUpdateBody, User } from '@ft/shared';
import { currentTime } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteUserSessions } from '../auth/session.ts';
import { recordMarketingConsent } from '../consents/consents.service.ts';
import { deletePrivateFilesOf } from '../uploads/uploads.service.ts';
import * as repo from './users.repo.ts';

/** The one shape a user leaves the server in: never the password hash, Kakao id or timestamps. */
export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    role: row.role,
    isVendor: row.role === 'vendor',
    phone: row.phone,
    profileImageUrl: row.profileImageUrl,
    marketingConsent: row.marketingConsent,
  };
}

export async function updateProfile(db: Db, userId: string, body: ProfileUpdateBody): Promise<User> {
  return toUser(await repo.updateUser(db, userId, body));
}

/**
 * Erases what identifies the person and ends every session. The row stays, anonymised, so vendors keep
 * their booking records (docs/product.md § Domain); the email becomes free for a new sign-up. Their papers
 * go with it, stored bytes too; a profile photo nothing uses any more follows with the unreferenced files.
 */
export async function deleteAccount(db: Db, storage: Storage, userId: string): Promise<void> {
  const removeStoredPapers = await db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, {
      email: null,
      passwordHash: null,
      kakaoId: null,
      nickname: '탈퇴한 회원',
      phone: null,
      profileImageUrl: null,
      deletedAt: currentTime(),
    });
    // Marketing is withdrawn on record; what the account agreed to stays with the anonymised row.
    await recordMarketingConsent(tx, userId, false);
    await deleteUserSessions(tx, userId);
    return deletePrivateFilesOf(tx, storage, userId);
  });
  await removeStoredPapers();
}
