import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Repeatable migrations: the SQL of every trigger that announces an event, one file per subject in
 * `drizzle/repeatable/` (`CREATE OR REPLACE`, idempotent drops). After the numbered migrations each file whose
 * text changed since it was last applied runs again, in name order, in one transaction; `repeatable_sql` keeps
 * the checksum of what ran, so an unchanged file costs a read.
 */
export interface RawSql {
  /** Runs a text of one or more statements without parameters. */
  exec(text: string): Promise<void>;
  /** One statement with parameters. */
  query<Row>(text: string, params: unknown[]): Promise<Row[]>;
}

export const repeatableFiles = (migrationsFolder: string): { name: string; text: string }[] => {
  const folder = path.join(migrationsFolder, 'repeatable');
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(folder, name), 'utf8') }));
};

const checksum = (text: string) => createHash('sha256').update(text).digest('hex');

export async function applyRepeatable(raw: RawSql, migrationsFolder: string): Promise<string[]> {
  await raw.exec(`CREATE TABLE IF NOT EXISTS "repeatable_sql" (
    "name" text PRIMARY KEY, "checksum" text NOT NULL, "applied_at" timestamptz NOT NULL DEFAULT now())`);
  const applied = new Map(
    (
      await raw.query<{ name: string; checksum: string }>(
        'SELECT "name", "checksum" FROM "repeatable_sql"',
        [],
      )
    ).map((row) => [row.name, row.checksum]),
  );
  const changed = repeatableFiles(migrationsFolder).filter(
    (file) => applied.get(file.name) !== checksum(file.text),
  );
  if (changed.length === 0) return [];
  await raw.exec('BEGIN');
  try {
    for (const file of changed) {
      await raw.exec(file.text);
      await raw.query(
        `INSERT INTO "repeatable_sql" ("name", "checksum") VALUES ($1, $2)
         ON CONFLICT ("name") DO UPDATE SET "checksum" = EXCLUDED."checksum", "applied_at" = now()`,
        [file.name, checksum(file.text)],
      );
    }
    await raw.exec('COMMIT');
  } catch (error) {
    await raw.exec('ROLLBACK');
    throw error;
  }
  return changed.map((file) => file.name);
}
