import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingDisputePhotos,
  files,
  foodTruckPhotos,
  messages,
  reviewPhotos,
  users,
  vendorApplicationDocuments,
} from '../../db/schema/index.ts';

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

/**
 * Deletes a person's papers and answers them, so the stored bytes can follow. Photos they sent in a booking's
 * conversation stay with the booking's record, as its messages do.
 */
export async function deletePrivateFilesOf(db: Db, ownerId: string): Promise<FileRow[]> {
  return db
    .delete(files)
    .where(and(eq(files.ownerId, ownerId), eq(files.visibility, 'private'), eq(files.folder, 'documents')))
    .returning();
}

export async function isAttachedToApplication(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: vendorApplicationDocuments.fileId })
    .from(vendorApplicationDocuments)
    .where(eq(vendorApplicationDocuments.fileId, fileId))
    .limit(1);
  return row !== undefined;
}

/**
 * A file nothing points to: no truck or menu photo, no application paper, no message's or dispute's photo, no person's
 * profile picture (stored as the public URL `/files/profiles/<uuid>.webp`, any of the three sizes).
 */
const unreferenced = sql`
  not exists (select 1 from ${foodTruckPhotos} p where p.file_id = f.id)
  and not exists (select 1 from ${messages} m where m.photo_file_id = f.id)
  and not exists (select 1 from ${bookingDisputePhotos} dp where dp.file_id = f.id)
  and not exists (select 1 from ${reviewPhotos} rp where rp.file_id = f.id)
  and not exists (select 1 from ${vendorApplicationDocuments} d where d.file_id = f.id)
  and not exists (select 1 from ${users} u where u.profile_image_url = '/files/' || substr(f.storage_key, 8))
  and not exists (select 1 from ${users} u where u.profile_image_url = '/files/' || substr(f.medium_key, 8))
  and not exists (select 1 from ${users} u where u.profile_image_url = '/files/' || substr(f.thumbnail_key, 8))`;

type KeysRow = Pick<FileRow, 'storageKey' | 'mediumKey' | 'thumbnailKey'>;

/**
 * Deletes up to `limit` rows of files created before `cutoff` that nothing references, and answers their keys.
 * Safe with any number of instances and against a request attaching a file at that moment:
 * 1. the candidates are locked `FOR UPDATE SKIP LOCKED` — a row another sweep holds, or one a request is
 *    attaching right now (its foreign-key check holds a lock on the row), is skipped, never waited for;
 * 2. the delete checks again with a snapshot taken after those locks: an attachment committed in between is
 *    seen, and one that comes later waits for this transaction and then fails on its foreign key, instead of
 *    the delete cascading into its new row.
 */
export async function deleteUnreferencedFiles(db: Db, cutoff: Date, limit: number): Promise<KeysRow[]> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`
      select f.id from ${files} f
      where f.created_at < ${cutoff.toISOString()}::timestamptz and ${unreferenced}
      order by f.created_at
      limit ${limit}
      for update of f skip locked`);
    const ids = (locked as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const deleted = await tx.execute(sql`
      delete from ${files} f
      where f.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${unreferenced}
      returning f.storage_key as "storageKey", f.medium_key as "mediumKey", f.thumbnail_key as "thumbnailKey"`);
    return (deleted as unknown as { rows: KeysRow[] }).rows;
  });
}
