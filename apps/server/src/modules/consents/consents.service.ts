import {
  CONSENT_KINDS,
  CONSENTS,
  type ConsentKind,
  type ConsentRecord,
  type Consents,
  currentTime,
  MARKETING_CONSENT_NOTICE,
  type PolicySlug,
  type SignupConsents,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { currentPolicyVersions } from '../policies/policies.service.ts';
import { findUserById, lockUser, type UserRow } from '../users/users.service.ts';
import * as repo from './consents.repo.ts';

const POLICY_DOCUMENTS = [
  ...new Set(
    CONSENT_KINDS.map((kind) => CONSENTS[kind].document).filter(
      (document): document is PolicySlug => document !== 'marketing',
    ),
  ),
];

/** The version a consent given now is given for: its document's current one (CONSENTS[kind].document). */
async function currentVersions(db: Db): Promise<Record<ConsentKind, string>> {
  const policies = await currentPolicyVersions(db, POLICY_DOCUMENTS);
  const versionOf = (kind: ConsentKind) => {
    const document = CONSENTS[kind].document;
    return document === 'marketing' ? MARKETING_CONSENT_NOTICE.version : policies[document];
  };
  return Object.fromEntries(CONSENT_KINDS.map((kind) => [kind, versionOf(kind)])) as Record<
    ConsentKind,
    string
  >;
}

/**
 * Sign-up's consents, one record each with the current version and one time, in the caller's transaction (the
 * one that makes the account): no account without its required consents. Marketing is recorded either way, so
 * a "no" at sign-up is on record too. Answers the person's row as it now stands.
 */
export async function recordSignupConsents(
  db: Db,
  userId: string,
  consents: SignupConsents,
): Promise<UserRow> {
  const versions = await currentVersions(db);
  const recordedAt = currentTime();
  await repo.insertConsents(
    db,
    CONSENT_KINDS.map((kind) => ({
      userId,
      kind,
      version: versions[kind],
      agreed: consents[kind],
      recordedAt,
    })),
  );
  // Read again: the trigger has set marketing_consent from the record.
  return (await findUserById(db, userId))!;
}

const toRecord = (row: repo.ConsentRow): ConsentRecord => ({
  kind: row.kind,
  agreed: row.agreed,
  version: row.version,
  recordedAt: row.recordedAt.toISOString(),
});

/** What the person has agreed to now (each kind's last record) and every record behind it. */
export async function readConsents(db: Db, userId: string): Promise<Consents> {
  const history = (await repo.consentHistory(db, userId)).map(toRecord);
  const current = CONSENT_KINDS.map((kind) => {
    const standing = history.find((record) => record.kind === kind);
    return {
      kind,
      required: CONSENTS[kind].required,
      agreed: standing?.agreed ?? false,
      version: standing?.version ?? null,
      recordedAt: standing?.recordedAt ?? null,
    };
  });
  return { current, history };
}

/**
 * Marketing on or off, inside a transaction that holds the person's row: a new record with the time and the
 * notice's current version when the answer changes; the same answer again records nothing.
 * `users.marketing_consent` follows by trigger.
 */
export async function recordMarketingConsent(tx: Db, userId: string, agreed: boolean): Promise<void> {
  const standing = await repo.standingConsent(tx, userId, 'marketing');
  if (standing ? standing.agreed === agreed : !agreed) return;
  await repo.insertConsents(tx, [
    {
      userId,
      kind: 'marketing',
      version: MARKETING_CONSENT_NOTICE.version,
      agreed,
      recordedAt: currentTime(),
    },
  ]);
}

/** PUT /users/consents/marketing: two taps racing wait for each other on the person's row. */
export async function setMarketingConsent(db: Db, userId: string, agreed: boolean): Promise<Consents> {
  await db.transaction(async (tx) => {
    // Two taps racing record one change, not two.
    await lockUser(tx, userId);
    await recordMarketingConsent(tx, userId, agreed);
  });
  return readConsents(db, userId);
}

/** The standing record of one kind of consent: the person's last answer, or undefined if never asked. */
export function standingConsent(db: Db, userId: string, kind: ConsentKind) {
  return repo.standingConsent(db, userId, kind);
}
