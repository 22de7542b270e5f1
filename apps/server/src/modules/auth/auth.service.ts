import type { SignupBody, User } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import * as users from '../users/users.repo.ts';
import { toUser } from '../users/users.service.ts';
import type { KakaoProfile } from './kakao.ts';

/** A real argon2 hash to verify against when the email is unknown, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;

export async function signup(db: Db, body: SignupBody): Promise<User> {
  if (await users.findActiveUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.password);
  try {
    return toUser(await users.insertUser(db, { email: body.email, passwordHash, nickname: body.nickname }));
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isConstraintError(error, PG_UNIQUE_VIOLATION, 'users_email_key')) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

export async function verifyCredentials(db: Db, email: string, password: string): Promise<User | null> {
  const user = await users.findActiveUserByEmail(db, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('timing-equaliser-not-a-password');
    await verifyPassword(await dummyHash, password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? toUser(user) : null;
}

/** Finds the person by Kakao id, else links an existing account by a verified email, else creates one. */
export async function upsertKakaoUser(db: Db, profile: KakaoProfile): Promise<User> {
  const linked = await users.findUserByKakaoId(db, profile.id);
  if (linked && !linked.deletedAt) return toUser(linked);
  if (profile.email && profile.emailVerified) {
    const byEmail = await users.findActiveUserByEmail(db, profile.email);
    if (byEmail) return toUser(await users.updateUser(db, byEmail.id, { kakaoId: profile.id }));
  }
  return toUser(
    await users.insertUser(db, {
      kakaoId: profile.id,
      email: profile.emailVerified ? profile.email : null,
      nickname:
        Array.from(profile.nickname ?? '')
          .slice(0, 20)
          .join('')
          .trim() || '카카오 사용자',
      profileImageUrl: profile.profileImageUrl?.startsWith('https://') ? profile.profileImageUrl : null,
    }),
  );
}
