// `npm run restore -- <dump file> <empty database URL>`: a PostgreSQL dump (pg_dump --format=custom) into a
// fresh database, then the migrations this build has that the dump's does not (docs/operations/backup-restore.md).
// It refuses a database that already has tables: a restore never mixes into live data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from './db/client.ts';

/** One query on its own connection to `url`, its first row. */
async function firstRow(url: string, query: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows[0];
  } finally {
    await client.end();
  }
}

const tablesIn = async (url: string) =>
  (
    await firstRow(
      url,
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    )
  ).n ?? 0;

const counts = (url: string) =>
  firstRow(
    url,
    'select (select count(*)::int from users) as users, (select count(*)::int from food_trucks) as trucks, (select count(*)::int from bookings) as bookings, (select count(*)::int from payments) as payments',
  );

const [dump, target] = process.argv.slice(2);
if (!dump || !target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error('usage: npm run restore -- <dump file> <postgres://… of an empty database>');
  process.exit(2);
}
if (!fs.existsSync(dump)) {
  console.error(`no dump at ${dump}`);
  process.exit(2);
}
if ((await tablesIn(target)) > 0) {
  console.error('the target database has tables already: restore into a new, empty database');
  process.exit(1);
}
// One transaction: a dump that fails half-way leaves the database empty, not half restored.
const restored = spawnSync(
  'pg_restore',
  ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', target, dump],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (restored.error || restored.status !== 0) {
  console.error(`pg_restore failed${restored.error ? `: ${restored.error.message}` : ''}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: target });
await database.close();
console.log('restored, migrations brought up to this build:', await counts(target));
