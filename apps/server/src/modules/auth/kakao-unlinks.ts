import { currentTime, DAY_MS, MINUTE_MS } from '@ft/shared';
import { asc, eq, lte, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { kakaoUnlinks } from '../../db/schema/index.ts';
import { unlinkKakaoAccount } from './kakao.ts';

const BATCH = 20;
const FIRST_RETRY_MS = MINUTE_MS;
const LONGEST_RETRY_MS = DAY_MS;
/** About five days of tries (1 min doubling, then daily); after that the row is dropped with a warning. */
export const KAKAO_UNLINK_MAX_ATTEMPTS = 15;

/** In the 탈퇴 transaction: the Kakao link to end, once the account is gone. */
export async function requestKakaoUnlink(tx: Db, kakaoId: string): Promise<void> {
  await tx.insert(kakaoUnlinks).values({ kakaoId }).onConflictDoNothing();
}

const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** attempts, LONGEST_RETRY_MS);

/**
 * Calls Kakao for each unlink that is due. Rows are claimed first by moving their next attempt ahead (another
 * instance skips them meanwhile; a second call would only hear -101), then deleted once Kakao has answered.
 */
export async function unlinkDueKakaoAccounts(db: Db, config: AppConfig) {
  const counts = { unlinked: 0, failed: 0, abandoned: 0 };
  if (!config.kakao.adminKey) return counts;
  const now = currentTime();
  const due = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(kakaoUnlinks)
      .where(lte(kakaoUnlinks.nextAttemptAt, now))
      .orderBy(asc(kakaoUnlinks.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(kakaoUnlinks)
        .set({
          attempts: sql`${kakaoUnlinks.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + retryDelay(row.attempts)),
        })
        .where(eq(kakaoUnlinks.kakaoId, row.kakaoId));
    }
    return rows;
  });
  for (const row of due) {
    const done = await unlinkKakaoAccount(config, row.kakaoId).then(
      () => true,
      () => false,
    );
    const giveUp = !done && row.attempts + 1 >= KAKAO_UNLINK_MAX_ATTEMPTS;
    if (done || giveUp) await db.delete(kakaoUnlinks).where(eq(kakaoUnlinks.kakaoId, row.kakaoId));
    if (done) counts.unlinked++;
    else if (giveUp) counts.abandoned++;
    else counts.failed++;
  }
  return counts;
}
