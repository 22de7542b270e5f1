import { randomBytes } from 'node:crypto';
import { currentTime, currentTimeMs } from '@ft/shared';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { kakaoSignups } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/token-hash.ts';
import type { KakaoProfile } from './kakao.ts';

export const KAKAO_SIGNUP_COOKIE = 'ft_kakao_signup';
/** Long enough to read the consents and the policies behind them; the Kakao code is spent anyway. */
export const KAKAO_SIGNUP_TTL_MS = 10 * 60 * 1000;

/** No pending sign-up behind the cookie (never started, finished, or older than KAKAO_SIGNUP_TTL_MS). */
export const kakaoSignupExpired = () =>
  new AppError('AUTH_ERROR', { message: '카카오 가입 시간이 지났어요. 카카오로 다시 시작해주세요.' });

export type KakaoSignupRow = typeof kakaoSignups.$inferSelect;

/** What a new account takes from Kakao: a name of at most 20 letters, else 카카오 사용자; only an https picture. */
export function kakaoNickname(profile: Pick<KakaoProfile, 'nickname'>): string {
  return (
    Array.from(profile.nickname ?? '')
      .slice(0, 20)
      .join('')
      .trim() || '카카오 사용자'
  );
}

/**
 * Keeps a first Kakao log-in until the person agrees (docs/decisions/035): a random token for the browser's
 * cookie, its hash here with what Kakao said, for KAKAO_SIGNUP_TTL_MS.
 */
export async function startKakaoSignup(
  db: Db,
  profile: KakaoProfile,
): Promise<{ token: string; row: KakaoSignupRow }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(kakaoSignups)
    .values({
      tokenHash: hashToken(token),
      kakaoId: profile.id,
      verifiedEmail: profile.emailVerified ? profile.email : null,
      nickname: kakaoNickname(profile),
      profileImageUrl: profile.profileImageUrl?.startsWith('https://') ? profile.profileImageUrl : null,
      expiresAt: new Date(currentTimeMs() + KAKAO_SIGNUP_TTL_MS),
    })
    .returning();
  return { token, row: row! };
}

/** The pending sign-up this token holds, spent: once, and only before it expires. */
export async function takeKakaoSignup(db: Db, token: string): Promise<KakaoSignupRow | undefined> {
  const [row] = await db
    .delete(kakaoSignups)
    .where(and(eq(kakaoSignups.tokenHash, hashToken(token)), gt(kakaoSignups.expiresAt, currentTime())))
    .returning();
  return row;
}

/** Scheduled with the sessions' clean-up: a sign-up nobody finished leaves nothing behind. */
export async function deleteExpiredKakaoSignups(db: Db): Promise<void> {
  await db.delete(kakaoSignups).where(lt(kakaoSignups.expiresAt, currentTime()));
}
