import type { ApplicationStatus, TruckPhotoKind, VendorDocumentKind } from '@ft/shared';
import { currentTime } from '@ft/shared';
import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MoveLine, stampMove } from '../../db/move-line.ts';
import {
  files,
  foodTruckCategories,
  foodTruckMenuItems,
  foodTruckPhotos,
  foodTruckRegions,
  foodTrucks,
  menuCategories,
  truckSizes,
  truckTypes,
  users,
  vendorApplicationDocuments,
  vendorApplicationEvents,
  vendorApplications,
} from '../../db/schema/index.ts';

import type { TruckRow } from '../foodtrucks/foodtrucks.service.ts';

export type { TruckRow };
export type ApplicationRow = typeof vendorApplications.$inferSelect;
export type FileRow = typeof files.$inferSelect;

export const trucksOfOwner = (db: Db, ownerId: string) =>
  db.select().from(foodTrucks).where(eq(foodTrucks.ownerId, ownerId)).orderBy(desc(foodTrucks.createdAt));

export async function insertTruck(db: Db, row: typeof foodTrucks.$inferInsert): Promise<TruckRow> {
  const [inserted] = await db.insert(foodTrucks).values(row).returning();
  return inserted!;
}

/** A truck's columns but its status, which moves only by `moveTruck` (the foodtrucks module's). */
export async function updateTruck(
  db: Db,
  id: number,
  patch: Omit<Partial<typeof foodTrucks.$inferInsert>, 'status'>,
) {
  await db
    .update(foodTrucks)
    .set({ ...patch, updatedAt: currentTime() })
    .where(eq(foodTrucks.id, id));
}

/** The ids among `ids` that name a row of `table` (reference data checks). */
export async function existingIds(
  db: Db,
  table: 'truckTypes' | 'truckSizes' | 'menuCategories',
  ids: number[],
) {
  const t = { truckTypes, truckSizes, menuCategories }[table];
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * Listed trucks that go by `name` (spaces and case aside, as `food_truck_name_key` of migration 0040 compares
 * them, on its index), but for `exceptTruckId`: what a new name is warned about and an operator is shown.
 */
export const listedTrucksNamed = (db: Db, name: string, exceptTruckId?: number) =>
  db
    .select({
      id: foodTrucks.id,
      name: foodTrucks.name,
      regions: sql<TruckRow['listCard']['regions']>`${foodTrucks.listCard}->'regions'`,
      companyName: foodTrucks.businessName,
    })
    .from(foodTrucks)
    .where(
      and(
        sql`food_truck_name_key(${foodTrucks.name}) = food_truck_name_key(${name})`,
        eq(foodTrucks.status, 'approved'),
        exceptTruckId === undefined ? undefined : ne(foodTrucks.id, exceptTruckId),
      ),
    )
    .orderBy(asc(foodTrucks.id))
    .limit(20);

export const filesByIds = (db: Db, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([] as FileRow[]) : db.select().from(files).where(inArray(files.id, ids));

/**
 * Files among `ids` that a truck or an application other than `exceptTruckId`'s already uses: one upload
 * belongs to one truck.
 */
export async function filesUsedElsewhere(
  db: Db,
  ids: string[],
  exceptTruckId: number | null,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const other = (column: typeof foodTruckPhotos.truckId | typeof vendorApplications.truckId) =>
    exceptTruckId === null ? sql`true` : ne(column, exceptTruckId);
  const [photos, documents] = await Promise.all([
    db
      .select({ id: foodTruckPhotos.fileId })
      .from(foodTruckPhotos)
      .where(and(inArray(foodTruckPhotos.fileId, ids), other(foodTruckPhotos.truckId))),
    db
      .select({ id: vendorApplicationDocuments.fileId })
      .from(vendorApplicationDocuments)
      .innerJoin(vendorApplications, eq(vendorApplications.id, vendorApplicationDocuments.applicationId))
      .where(and(inArray(vendorApplicationDocuments.fileId, ids), other(vendorApplications.truckId))),
  ]);
  return [...photos, ...documents].map((row) => row.id);
}

/** Replaces the truck's regions, categories, menu and one kind of photos (each only when given). */
export async function replaceRegions(db: Db, truckId: number, regions: { sido: string; sigungu: string }[]) {
  await db.delete(foodTruckRegions).where(eq(foodTruckRegions.truckId, truckId));
  if (regions.length > 0) await db.insert(foodTruckRegions).values(regions.map((r) => ({ truckId, ...r })));
}

export async function replaceCategories(db: Db, truckId: number, categoryIds: number[]) {
  await db.delete(foodTruckCategories).where(eq(foodTruckCategories.truckId, truckId));
  if (categoryIds.length > 0)
    await db.insert(foodTruckCategories).values(categoryIds.map((categoryId) => ({ truckId, categoryId })));
}

export async function replaceMenu(
  db: Db,
  truckId: number,
  items: { categoryId: number; name: string; price: number; description: string }[],
) {
  await db.delete(foodTruckMenuItems).where(eq(foodTruckMenuItems.truckId, truckId));
  if (items.length > 0)
    await db
      .insert(foodTruckMenuItems)
      .values(items.map((item, sortOrder) => ({ truckId, ...item, sortOrder })));
}

export async function replacePhotos(db: Db, truckId: number, kind: TruckPhotoKind, fileIds: string[]) {
  await db
    .delete(foodTruckPhotos)
    .where(and(eq(foodTruckPhotos.truckId, truckId), eq(foodTruckPhotos.kind, kind)));
  if (fileIds.length > 0)
    await db
      .insert(foodTruckPhotos)
      .values(fileIds.map((fileId, sortOrder) => ({ truckId, fileId, kind, sortOrder })));
}

/** The names the keyword search indexes beside the truck's own text. */
export async function categoryNames(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: menuCategories.name })
    .from(menuCategories)
    .where(inArray(menuCategories.id, ids));
  return rows.map((row) => row.name);
}

export async function truckRelations(db: Db, truckId: number) {
  const [refs, regions, categories, menu, photos] = await Promise.all([
    db
      .select({
        typeId: truckTypes.id,
        typeSlug: truckTypes.slug,
        typeName: truckTypes.name,
        sizeId: truckSizes.id,
        sizeSlug: truckSizes.slug,
        sizeName: truckSizes.name,
      })
      .from(foodTrucks)
      .innerJoin(truckTypes, eq(truckTypes.id, foodTrucks.truckTypeId))
      .innerJoin(truckSizes, eq(truckSizes.id, foodTrucks.truckSizeId))
      .where(eq(foodTrucks.id, truckId)),
    db
      .select({ sido: foodTruckRegions.sido, sigungu: foodTruckRegions.sigungu })
      .from(foodTruckRegions)
      .where(eq(foodTruckRegions.truckId, truckId))
      .orderBy(asc(foodTruckRegions.sido), asc(foodTruckRegions.sigungu)),
    db
      .select({ id: menuCategories.id, slug: menuCategories.slug, name: menuCategories.name })
      .from(foodTruckCategories)
      .innerJoin(menuCategories, eq(menuCategories.id, foodTruckCategories.categoryId))
      .where(eq(foodTruckCategories.truckId, truckId))
      .orderBy(asc(menuCategories.sortOrder)),
    db
      .select()
      .from(foodTruckMenuItems)
      .where(eq(foodTruckMenuItems.truckId, truckId))
      .orderBy(asc(foodTruckMenuItems.sortOrder)),
    db
      .select({ kind: foodTruckPhotos.kind, file: files })
      .from(foodTruckPhotos)
      .innerJoin(files, eq(files.id, foodTruckPhotos.fileId))
      .where(eq(foodTruckPhotos.truckId, truckId))
      .orderBy(asc(foodTruckPhotos.kind), asc(foodTruckPhotos.sortOrder)),
  ]);
  return { refs: refs[0]!, regions, categories, menu, photos };
}

// ── Applications ─────────────────────────────────────────────────────────────────────────────────────────────
export async function latestApplication(db: Db, truckId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.truckId, truckId))
    .orderBy(desc(vendorApplications.submittedAt))
    .limit(1);
  return row;
}

export async function pendingApplication(db: Db, truckId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorApplications)
    .where(and(eq(vendorApplications.truckId, truckId), eq(vendorApplications.status, 'pending')))
    .for('update');
  return row;
}

export async function findApplication(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(vendorApplications).where(eq(vendorApplications.id, id));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

type ApplicationColumns = Partial<typeof vendorApplications.$inferInsert>;

/** A new application; its insert trigger records `submitted` from the line (drizzle/repeatable/applications.sql). */
export async function insertApplication(db: Db, row: typeof vendorApplications.$inferInsert, line: MoveLine) {
  await stampMove(db, line);
  const [inserted] = await db.insert(vendorApplications).values(row).returning();
  return inserted!;
}

/** An application's papers and proposal; its status and submission time move only by `moveApplication`. */
export async function updateApplication(
  db: Db,
  id: string,
  patch: Omit<ApplicationColumns, 'status' | 'submittedAt'>,
) {
  await db.update(vendorApplications).set(patch).where(eq(vendorApplications.id, id));
}

/**
 * The one writer of an application's status and submission: a decision (its status) or a resubmission (its
 * submission time rises); the trigger records and announces it from the line.
 */
export async function moveApplication(db: Db, id: string, line: MoveLine, patch: ApplicationColumns) {
  await stampMove(db, line);
  await db.update(vendorApplications).set(patch).where(eq(vendorApplications.id, id));
}

/** Sets the application's papers: the given kinds replace theirs, the others stay unless `replaceAll`. */
export async function setDocuments(
  db: Db,
  applicationId: string,
  documents: { kind: VendorDocumentKind; fileId: string }[],
  replaceAll: boolean,
) {
  const kinds = documents.map((doc) => doc.kind);
  await db
    .delete(vendorApplicationDocuments)
    .where(
      and(
        eq(vendorApplicationDocuments.applicationId, applicationId),
        replaceAll || kinds.length === 0 ? sql`true` : inArray(vendorApplicationDocuments.kind, kinds),
      ),
    );
  if (documents.length > 0)
    await db.insert(vendorApplicationDocuments).values(documents.map((doc) => ({ applicationId, ...doc })));
}

export const applicationDocuments = (db: Db, applicationId: string) =>
  db
    .select({ kind: vendorApplicationDocuments.kind, file: files })
    .from(vendorApplicationDocuments)
    .innerJoin(files, eq(files.id, vendorApplicationDocuments.fileId))
    .where(eq(vendorApplicationDocuments.applicationId, applicationId));

/** The papers of the truck's first application still on file, for a change that sends only some again. */
export async function copyDocuments(
  db: Db,
  fromApplicationId: string,
  toApplicationId: string,
  except: string[],
) {
  const rows = await db
    .select()
    .from(vendorApplicationDocuments)
    .where(
      and(
        eq(vendorApplicationDocuments.applicationId, fromApplicationId),
        except.length
          ? notInArray(vendorApplicationDocuments.kind, except as VendorDocumentKind[])
          : sql`true`,
      ),
    );
  if (rows.length > 0)
    await db
      .insert(vendorApplicationDocuments)
      .values(rows.map((row) => ({ ...row, applicationId: toApplicationId })))
      .onConflictDoNothing();
}

export const applicationEvents = (db: Db, applicationId: string) =>
  db
    .select({
      action: vendorApplicationEvents.action,
      reason: vendorApplicationEvents.reason,
      createdAt: vendorApplicationEvents.createdAt,
      actorNickname: users.nickname,
      actorRole: users.role,
    })
    .from(vendorApplicationEvents)
    .leftJoin(users, eq(users.id, vendorApplicationEvents.actorUserId))
    .where(eq(vendorApplicationEvents.applicationId, applicationId))
    .orderBy(asc(vendorApplicationEvents.id));

const listColumns = {
  application: vendorApplications,
  truckName: foodTrucks.name,
  truckStatus: foodTrucks.status,
  applicantNickname: users.nickname,
  applicantEmail: users.email,
};

/** The review queue: the oldest waiting first; decided ones newest first. */
export async function listApplications(db: Db, status: ApplicationStatus, page: number, limit: number) {
  const where = eq(vendorApplications.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(vendorApplications)
      .innerJoin(foodTrucks, eq(foodTrucks.id, vendorApplications.truckId))
      .leftJoin(users, eq(users.id, vendorApplications.applicantId))
      .where(where)
      .orderBy(
        status === 'pending' ? asc(vendorApplications.submittedAt) : desc(vendorApplications.decidedAt),
        asc(vendorApplications.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(vendorApplications).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function applicationListRow(db: Db, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(vendorApplications)
    .innerJoin(foodTrucks, eq(foodTrucks.id, vendorApplications.truckId))
    .leftJoin(users, eq(users.id, vendorApplications.applicantId))
    .where(eq(vendorApplications.id, id));
  return row;
}

/** Approval of a first truck makes its owner a vendor (an admin stays an admin). */
export async function makeVendor(db: Db, userId: string) {
  await db
    .update(users)
    .set({ role: 'vendor' })
    .where(and(eq(users.id, userId), eq(users.role, 'customer')));
}
