import { currentTime } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { deleteUserSessions, requestKakaoUnlink } from '../auth/auth.service.ts';
import { recordMarketingConsent } from '../consents/consents.service.ts';
import { deletePrivateFilesOf } from '../uploads/uploads.service.ts';
import { anonymiseUser, findUserById, findUserByKakaoId, unlinkKakao } from '../users/users.service.ts';

// 탈퇴 touches what several modules keep (the person's row, sessions, consents, papers): it lives above them,
// so none of them needs another.

/**
 * Erases what identifies the person and ends every session. The row stays, anonymised, so vendors keep
 * their booking records (docs/product.md § Domain); the email becomes free for a new sign-up. Their papers
 * go with it, stored bytes too; a profile photo nothing uses any more follows with the unreferenced files.
 * A Kakao link is queued to be ended at Kakao too (`unlinkKakao`: the app has an admin key; kakao-unlinks.ts).
 */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  userId: string,
  options: { unlinkKakao: boolean },
): Promise<void> {
  const removeStoredPapers = await db.transaction(async (tx) => {
    const kakaoId = (await findUserById(tx, userId))?.kakaoId;
    if (kakaoId && options.unlinkKakao) await requestKakaoUnlink(tx, kakaoId);
    await anonymiseUser(tx, userId, currentTime());
    // Marketing is withdrawn on record; what the account agreed to stays with the anonymised row.
    await recordMarketingConsent(tx, userId, false);
    await deleteUserSessions(tx, userId);
    return deletePrivateFilesOf(tx, storage, userId);
  });
  await removeStoredPapers();
}

/**
 * Kakao's 연결 끊기 알림: the person ended the link from Kakao's side (or left Kakao). An account Kakao was the
 * only way into is deleted as 탈퇴 would (nothing could open it again, and its data should not outlive the
 * person's wish); one with a password loses the link and every session (docs/decisions/052).
 */
export async function endKakaoLink(
  db: Db,
  storage: Storage,
  kakaoId: string,
): Promise<'deleted' | 'unlinked' | 'unknown'> {
  const user = await findUserByKakaoId(db, kakaoId);
  if (!user || user.deletedAt) return 'unknown';
  if (!user.passwordHash) {
    await deleteAccount(db, storage, user.id, { unlinkKakao: false });
    return 'deleted';
  }
  await db.transaction(async (tx) => {
    await unlinkKakao(tx, user.id);
    await deleteUserSessions(tx, user.id);
  });
  return 'unlinked';
}
