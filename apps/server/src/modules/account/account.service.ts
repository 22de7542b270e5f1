import { currentTime } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteUserSessions } from '../auth/auth.service.ts';
import { recordMarketingConsent } from '../consents/consents.service.ts';
import { deletePrivateFilesOf } from '../uploads/uploads.service.ts';
import { updateUser } from '../users/users.service.ts';

// 탈퇴 touches what several modules keep (the person's row, sessions, consents, papers): it lives above them,
// so none of them needs another.

/**
 * Erases what identifies the person and ends every session. The row stays, anonymised, so vendors keep
 * their booking records (docs/product.md § Domain); the email becomes free for a new sign-up. Their papers
 * go with it, stored bytes too; a profile photo nothing uses any more follows with the unreferenced files.
 */
export async function deleteAccount(db: Db, storage: Storage, userId: string): Promise<void> {
  const removeStoredPapers = await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
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
