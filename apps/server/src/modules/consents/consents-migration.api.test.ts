import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';

/**
 * Migration 0017 on a database as it stood before it: accounts made without consents of their own are
 * backfilled from what is known, and users.marketing_consent follows the records from then on.
 */
const folder = migrationsFolder();
const migrations = fs
  .readdirSync(folder)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const CONSENTS = migrations.find((name) => name.startsWith('0017_'))!;

async function apply(db: PGlite, name: string) {
  const text = fs.readFileSync(path.join(folder, name), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  for (const name of migrations.slice(0, migrations.indexOf(CONSENTS))) await apply(db, name);
  await db.exec(`
    insert into policies (slug, title, summary, version, effective_date, body)
      values ('terms', '이용약관', '요약', '1.0', '2026-11-01', '본문'),
             ('privacy', '개인정보처리방침', '요약', '1.0', '2026-11-01', '본문');
    insert into users (email, nickname, marketing_consent, created_at, updated_at) values
      ('plain@example.com', '그냥회원', false, '2026-11-02T01:00:00Z', '2026-11-03T01:00:00Z'),
      ('news@example.com', '소식회원', true, '2026-11-04T01:00:00Z', '2026-11-05T01:00:00Z');
    insert into users (email, nickname, deleted_at) values (null, '탈퇴한 회원', now());
  `);
  await apply(db, CONSENTS);
}, 120_000);
afterAll(() => db.close());

const rowsOf = async (nickname: string) =>
  (
    await db.query<{ kind: string; version: string; agreed: boolean; recorded_at: Date }>(
      `select c.kind, c.version, c.agreed, c.recorded_at from user_consents c join users u on u.id = c.user_id
       where u.nickname = $1 order by c.kind`,
      [nickname],
    )
  ).rows.map((r) => [r.kind, r.version, r.agreed, r.recorded_at.toISOString()]);

describe('migration 0017 (consents)', () => {
  it('records the required consents of every account in use at its created_at, with the policies’ versions', async () => {
    expect(await rowsOf('그냥회원')).toEqual([
      ['age14', '1.0', true, '2026-11-02T01:00:00.000Z'],
      ['privacy', '1.0', true, '2026-11-02T01:00:00.000Z'],
      ['terms', '1.0', true, '2026-11-02T01:00:00.000Z'],
    ]);
  });

  it('records marketing from users.marketing_consent, at updated_at; a deleted account gets nothing', async () => {
    expect(await rowsOf('소식회원')).toEqual([
      ['age14', '1.0', true, '2026-11-04T01:00:00.000Z'],
      ['marketing', '1.0', true, '2026-11-05T01:00:00.000Z'],
      ['privacy', '1.0', true, '2026-11-04T01:00:00.000Z'],
      ['terms', '1.0', true, '2026-11-04T01:00:00.000Z'],
    ]);
    expect(await rowsOf('탈퇴한 회원')).toEqual([]);
  });

  it('keeps users.marketing_consent from the last marketing record afterwards', async () => {
    await db.exec(`insert into user_consents (user_id, kind, version, agreed)
      select id, 'marketing', '1.0', false from users where nickname = '소식회원'`);
    const { rows } = await db.query<{ marketing_consent: boolean }>(
      `select marketing_consent from users where nickname = '소식회원'`,
    );
    expect(rows[0]?.marketing_consent).toBe(false);
  });
});
