import type { Policy, PolicySummary } from '@ft/shared';
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
