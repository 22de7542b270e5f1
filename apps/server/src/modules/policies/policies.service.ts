import type { Policy, PolicySlug, PolicySummary } from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './policies.repo.ts';

type PolicyRow = Awaited<ReturnType<typeof repo.listPolicies>>[number];

const toSummary = (row: PolicyRow): PolicySummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  version: row.version,
  effectiveDate: row.effectiveDate,
});

export async function listPolicies(db: Db): Promise<PolicySummary[]> {
  return (await repo.listPolicies(db)).map(toSummary);
}

export async function getPolicy(db: Db, idOrSlug: string): Promise<Policy> {
  const row = await repo.findPolicy(db, idOrSlug);
  if (!row) throw new AppError('NOT_FOUND', { message: '약관을 찾을 수 없어요.' });
  return { ...toSummary(row), body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The current version of each of these policies: what a consent given now is a consent to. The policies table
 * is the one source (operators edit it in the console); a policy missing or withdrawn cannot be agreed to, so
 * that is the server's fault, not the person's.
 */
export async function currentPolicyVersions<S extends PolicySlug>(
  db: Db,
  slugs: readonly S[],
): Promise<Record<S, string>> {
  const rows = await repo.activeVersions(db, slugs);
  const versions = Object.fromEntries(rows.map((row) => [row.slug, row.version]));
  const missing = slugs.filter((slug) => !versions[slug]);
  if (missing.length > 0) throw new Error(`no active policy to agree to: ${missing.join(', ')}`);
  return versions as Record<S, string>;
}
