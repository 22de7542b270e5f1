import type { CATALOGUE_BODY_SCHEMAS, Catalogue, CatalogueKind } from '@ft/shared';
import { currentTime } from '@ft/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  eventTypes,
  menuCategories,
  menuItems,
  policies,
  truckSizes,
  truckTypes,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';

/**
 * The catalogue an operator edits. Nothing is deleted: a deactivated entry leaves the public
 * lists and new requests, while bookings keep the snapshot they were written with.
 */
const TABLES = {
  'event-types': eventTypes,
  'truck-types': truckTypes,
  'truck-sizes': truckSizes,
  'menu-categories': menuCategories,
  'menu-items': menuItems,
  policies,
} as const;

type Body<K extends CatalogueKind> = z.infer<(typeof CATALOGUE_BODY_SCHEMAS)[K]>;
type AnyTable = (typeof TABLES)[CatalogueKind];
const PG_FOREIGN_KEY_VIOLATION = '23503';

/** Body fields onto columns: sizes are kept in millimetres, a policy records when it changed. */
function columnsOf(kind: CatalogueKind, body: Partial<Body<CatalogueKind>>): Record<string, unknown> {
  if (kind === 'truck-sizes') {
    const { lengthM, widthM, ...rest } = body as Partial<Body<'truck-sizes'>>;
    return {
      ...rest,
      ...(lengthM !== undefined && { lengthMm: Math.round(lengthM * 1000) }),
      ...(widthM !== undefined && { widthMm: Math.round(widthM * 1000) }),
    };
  }
  if (kind === 'policies') return { ...body, updatedAt: currentTime() };
  return body;
}

function viewOf(kind: CatalogueKind, row: Record<string, unknown>) {
  if (kind === 'truck-sizes') {
    const { lengthMm, widthMm, ...rest } = row as { lengthMm: number; widthMm: number };
    return { ...rest, lengthM: lengthMm / 1000, widthM: widthMm / 1000 };
  }
  if (kind === 'policies') {
    const { updatedAt: _updatedAt, ...rest } = row;
    return rest;
  }
  return row;
}

export async function catalogue(db: Db): Promise<Catalogue> {
  const entries = await Promise.all(
    (Object.keys(TABLES) as CatalogueKind[]).map(async (kind) => {
      const table = TABLES[kind] as AnyTable;
      const order = 'sortOrder' in table ? [asc(table.sortOrder), asc(table.id)] : [asc(table.id)];
      const rows = await db
        .select()
        .from(table)
        .orderBy(...order);
      return [kind, rows.map((row) => viewOf(kind, row as Record<string, unknown>))] as const;
    }),
  );
  return Object.fromEntries(entries) as Catalogue;
}

function writeError(kind: CatalogueKind, error: unknown): never {
  if (isConstraintError(error, PG_UNIQUE_VIOLATION)) {
    throw new AppError('CONFLICT', {
      message: '같은 슬러그가 이미 있어요.',
      fields: { slug: '다른 슬러그를 입력해주세요' },
    });
  }
  if (kind === 'menu-items' && isConstraintError(error, PG_FOREIGN_KEY_VIOLATION)) {
    throw new AppError('VALIDATION_ERROR', {
      message: '메뉴 분류를 다시 골라주세요',
      fields: { categoryId: '메뉴 분류를 다시 골라주세요' },
    });
  }
  throw error;
}

export async function createEntry<K extends CatalogueKind>(db: Db, kind: K, body: Body<K>) {
  const table = TABLES[kind] as AnyTable;
  try {
    const [row] = await db
      .insert(table)
      .values(columnsOf(kind, body) as never)
      .returning();
    return viewOf(kind, row as Record<string, unknown>);
  } catch (error) {
    writeError(kind, error);
  }
}

export async function updateEntry<K extends CatalogueKind>(
  db: Db,
  kind: K,
  id: number,
  body: Partial<Body<K>>,
) {
  const table = TABLES[kind] as AnyTable;
  try {
    const [row] = await db
      .update(table)
      .set(columnsOf(kind, body) as never)
      .where(eq(table.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', { message: '항목을 찾을 수 없어요.' });
    return viewOf(kind, row as Record<string, unknown>);
  } catch (error) {
    writeError(kind, error);
  }
}
