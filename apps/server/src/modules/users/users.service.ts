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
// What other modules use of this one besides the functions above (scripts/check-imports.mjs: a module is
// used through its services).
export {
  findActiveUserByEmail,
  findUserById,
  findUserByKakaoId,
  insertUser,
  updateUser,
} from './users.repo.ts';
