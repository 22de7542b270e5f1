import { CONSENT_KINDS } from '@ft/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every grant and withdrawal of a consent, never updated or deleted while the account lives: what a person
 * agreed to, to which version and when is the record itself (docs/decisions/035). The standing consent is the
 * last record of its kind; `users.marketing_consent` follows the marketing ones (a trigger, migration 0017).
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The version of the document agreed to (a policy's, or the marketing notice's). */
    version: text('version').notNull(),
    agreed: boolean('agreed').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_consents_standing_idx').on(t.userId, t.kind, t.recordedAt.desc(), t.id.desc()),
    check('user_consents_kind', sql.raw(`kind in (${CONSENT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    // The required consents are given at sign-up and end with the account: only marketing is withdrawn.
    check('user_consents_only_marketing_withdrawn', sql`${t.kind} = 'marketing' or ${t.agreed}`),
  ],
);
