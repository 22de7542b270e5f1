import type { ProfileUpdateBody, User } from '@ft/shared';
import type { Db } from '../../db/client.ts';
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

export type { UserRow } from './users.repo.ts';

// What other modules read of a person and the changes they ask of the row: the users module is the one that
// writes it.

/** The account signed in with this email (any case), leaving out deleted accounts. */
export function findActiveUserByEmail(db: Db, email: string): Promise<repo.UserRow | undefined> {
  return repo.findActiveUserByEmail(db, email);
}

/** The account linked to this Kakao id, deleted or not (the caller decides what a deleted one means). */
export function findUserByKakaoId(db: Db, kakaoId: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByKakaoId(db, kakaoId);
}

/** The person's row by id, deleted or not. */
export function findUserById(db: Db, id: string): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** A new account with an email and password (its consents are the caller's, in the same transaction). */
export function createPasswordAccount(
  tx: Db,
  account: { email: string; passwordHash: string; nickname: string },
): Promise<repo.UserRow> {
  return repo.insertUser(tx, account);
}

/** A new account opened through Kakao, with what Kakao told of the person (the email only when verified). */
export function createKakaoAccount(
  tx: Db,
  account: { kakaoId: string; email: string | null; nickname: string; profileImageUrl: string | null },
): Promise<repo.UserRow> {
  return repo.insertUser(tx, account);
}

/** An existing account takes a Kakao id: Kakao logs it in from now on. */
export function linkKakao(db: Db, userId: string, kakaoId: string): Promise<repo.UserRow> {
  return repo.updateUser(db, userId, { kakaoId });
}

/** The Kakao link ends (the person ended it at Kakao); the password still opens the account. */
export async function unlinkKakao(tx: Db, userId: string): Promise<void> {
  await repo.updateUser(tx, userId, { kakaoId: null });
}

/** A new password, as its hash (비밀번호 찾기); ending the sessions is the caller's. */
export async function setPasswordHash(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await repo.updateUser(tx, userId, { passwordHash });
}

/**
 * 탈퇴: what identifies the person is erased and the row marked deleted. The row itself stays, so vendors keep
 * their booking records (docs/product.md § Domain), and the email is free for a new sign-up.
 */
export async function anonymiseUser(tx: Db, userId: string, at: Date): Promise<void> {
  await repo.updateUser(tx, userId, {
    email: null,
    passwordHash: null,
    kakaoId: null,
    nickname: '탈퇴한 회원',
    phone: null,
    profileImageUrl: null,
    deletedAt: at,
  });
}

/** The person's row, locked until the transaction ends: two changes of one person's choices take turns. */
export function lockUser(tx: Db, userId: string): Promise<void> {
  return repo.lockUser(tx, userId);
}
