import { USER_ROLES } from '@ft/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    phone: text('phone'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    profileImageUrl: text('profile_image_url'),
    /** Derived: the last marketing record in user_consents (kept by a trigger, migration 0017); never written. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** Kakao's user id: the stable link to a Kakao account (an email can change or be absent). */
    kakaoId: text('kakao_id'),
    /** When the person started a vendor application (입점 신청): from then on they may upload papers. */
    applyingSince: timestamp('applying_since', { withTimezone: true }),
    /** Set when the person deletes their account: personal data is erased, the row stays for bookings. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_kakao_id_key').on(t.kakaoId),
  ],
);

/** Only the SHA-256 of a session token is stored: a copy of this table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * A first Kakao log-in that is not an account yet: what Kakao said about the person, kept until they agree to
 * the required consents (then the account is made from it) or for ten minutes. Only the SHA-256 of the
 * browser's token is stored, as for sessions (docs/decisions/035).
 */
export const kakaoSignups = pgTable(
  'kakao_signups',
  {
    tokenHash: text('token_hash').primaryKey(),
    kakaoId: text('kakao_id').notNull(),
    /** Only an email Kakao verified: the one an account may be linked by, or created with. */
    verifiedEmail: text('verified_email'),
    nickname: text('nickname').notNull(),
    profileImageUrl: text('profile_image_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kakao_signups_expires_idx').on(t.expiresAt)],
);

/**
 * 비밀번호 찾기: only the SHA-256 of the emailed token is stored; single use (`used_at`),
 * good for 30 minutes.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Kakao accounts to unlink from the app (연결 끊기), written in the 탈퇴 transaction and worked off by a job that
 * calls Kakao with the app's admin key, again later when Kakao is away; each row is deleted once done
 * (docs/decisions/052).
 */
export const kakaoUnlinks = pgTable('kakao_unlinks', {
  kakaoId: text('kakao_id').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
});
