import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  return inserted!;
}

export async function findFileByKey(db: Db, storageKey: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey)).limit(1);
  return row;
}

/** Deletes the rows and answers what they pointed to, so the stored files can follow. */
export async function deleteFiles(db: Db, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.delete(files).where(inArray(files.id, ids)).returning();
}
