import { randomBytes } from 'node:crypto';
import { currentTimeMs, PASSWORD_RESET_TTL_MS } from '@ft/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { deleteUserSessions } from '../auth/auth.service.ts';
import type { EmailChannel, EmailMessage } from '../notifications/notifications.service.ts';
import { findActiveUserByEmail, setPasswordHash } from '../users/users.service.ts';
import * as repo from './password-reset.repo.ts';
import { renderKakaoOnlyEmail, renderResetEmail } from './password-reset-email.ts';

/**
 * 비밀번호 찾기: the mail for this address, if it belongs to an account. An account made with Kakao (no password)
 * is told to log in with Kakao instead (docs/decisions/040).
 */
export async function prepareResetMail(
  db: Db,
  config: AppConfig,
  email: string,
): Promise<EmailMessage | undefined> {
  const user = await findActiveUserByEmail(db, email);
  if (!user?.email) return undefined;
  const common = { nickname: user.nickname, publicUrl: config.publicUrl, business: config.business };
  if (!user.passwordHash) return { to: user.email, ...renderKakaoOnlyEmail(common) };
  // 256 random bits; only the SHA-256 is kept, as for sessions: a copy of the table opens nothing.
  const token = randomBytes(32).toString('base64url');
  await repo.replaceTokens(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(currentTimeMs() + PASSWORD_RESET_TTL_MS),
  });
  return { to: user.email, ...renderResetEmail({ ...common, token }) };
}

/**
 * The whole of a request's work, which the answer does not wait for: neither the answer nor its timing then
 * tells whether the address has an account. A failure is logged in safe words (never the address or the link).
 */
export function resetInBackground(
  db: Db,
  config: AppConfig,
  mail: EmailChannel,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  return prepareResetMail(db, config, email)
    .then((message) => (message ? mail.send(message) : undefined))
    .catch((error: unknown) => {
      log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'password reset mail not sent',
      );
    });
}

/**
 * The new password from the link: the token is spent first (one statement, so a link opens once), then the
 * password set and every session of the account ended, all in one transaction.
 */
export async function confirmReset(db: Db, token: string, password: string): Promise<void> {
  // Hashed before the transaction: argon2 takes tens of milliseconds and holds no row meanwhile.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await repo.spendToken(tx, hashToken(token));
    if (!userId) throw new AppError('PASSWORD_RESET_LINK_INVALID');
    await setPasswordHash(tx, userId, passwordHash);
    await repo.deleteUnusedTokens(tx, userId);
    await deleteUserSessions(tx, userId);
  });
}
