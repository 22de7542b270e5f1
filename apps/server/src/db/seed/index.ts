import type { UserRole } from '@ft/shared';
import { currentTimeMs, DAY_MS, USER_ROLES } from '@ft/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../lib/password.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Storage } from '../../lib/storage.ts';
import { recordSignupConsents } from '../../modules/consents/consents.service.ts';
import type { Db } from '../client.ts';
import { deferListingRefresh, refreshListing } from '../listing-refresh.ts';
import {
  eventTypes,
  files,
  foodTruckCategories,
  foodTruckEventTypes,
  foodTruckMenuItems,
  foodTruckPhotos,
  foodTruckRegions,
  foodTrucks,
  menuCategories,
  menuItems,
  policies,
  truckSizes,
  truckTypes,
  users,
} from '../schema/index.ts';
import { POLICIES } from './data/policies.ts';
import { EVENT_TYPES, MENU_CATEGORIES, TRUCK_SIZES, TRUCK_TYPES } from './data/reference.ts';
import { DEMO_TRUCKS } from './data/trucks.ts';
import { seedDemoApplication } from './demo-application.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { type ReviewedTruck, seedDemoReviews } from './demo-reviews.ts';
import { readSeedData, slug, text } from './seed-data.ts';
import { type StoredSeedPhoto, storeSeedPhoto } from './seed-files.ts';

/**
 * The demo accounts (apps/server/seed/records/demo-accounts.json), in this order: the customer, the vendor, the
 * operator and the applicant; the vendor's truck among the demo trucks, and its payout account.
 */
const DEMO = readSeedData(
  'demo-accounts',
  z.strictObject({
    accounts: z
      .array(z.strictObject({ email: z.email(), nickname: text, role: z.enum(USER_ROLES) }))
      .length(4),
    vendorTruckSlug: slug,
    vendorPayout: z.strictObject({
      bank: text,
      holder: text,
      accountNumber: z.string().regex(/^\d{10,16}$/),
    }),
  }),
);
export const DEMO_ACCOUNTS: { email: string; nickname: string; role: UserRole }[] = DEMO.accounts;
const DEMO_VENDOR_TRUCK = DEMO.vendorTruckSlug;

/**
 * Reference data missing by slug is added on every start; what exists is the operators' (they edit it in the
 * console), so a restart never undoes their changes (docs/decisions/087-operator-console-and-a-seed-that-keeps-edits.md).
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const e of EVENT_TYPES) {
      const values = { slug: e.slug, name: e.name, description: e.description, sortOrder: e.sortOrder };
      await tx.insert(eventTypes).values(values).onConflictDoNothing({ target: eventTypes.slug });
    }
    for (const t of TRUCK_TYPES) {
      const values = { slug: t.slug, name: t.name, description: t.description, sortOrder: t.sortOrder };
      await tx.insert(truckTypes).values(values).onConflictDoNothing({ target: truckTypes.slug });
    }
    for (const s of TRUCK_SIZES) {
      const values = {
        slug: s.slug,
        name: s.name,
        description: s.description,
        sortOrder: s.sortOrder,
        lengthMm: Math.round(s.lengthM * 1000),
        widthMm: Math.round(s.widthM * 1000),
      };
      await tx.insert(truckSizes).values(values).onConflictDoNothing({ target: truckSizes.slug });
    }
    for (const c of MENU_CATEGORIES) {
      const values = { slug: c.slug, name: c.name, description: c.description, sortOrder: c.sortOrder };
      await tx.insert(menuCategories).values(values).onConflictDoNothing({ target: menuCategories.slug });
      const [category] = await tx
        .select({ id: menuCategories.id })
        .from(menuCategories)
        .where(eq(menuCategories.slug, c.slug));
      for (const [index, item] of c.items.entries()) {
        const itemValues = {
          categoryId: category!.id,
          slug: item.slug,
          name: item.name,
          description: item.description,
          unitPrice: item.unitPrice,
          sortOrder: index,
        };
        await tx.insert(menuItems).values(itemValues).onConflictDoNothing({ target: menuItems.slug });
      }
    }
    for (const p of POLICIES) {
      await tx.insert(policies).values(p).onConflictDoNothing({ target: policies.slug });
    }
  });
}

async function slugMap(
  db: Db,
  table: typeof eventTypes | typeof truckTypes | typeof truckSizes | typeof menuCategories,
) {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export interface SeedOptions {
  demo: boolean;
  demoPassword: string;
  /** The demo trucks' photos (apps/server/seed/photos); tests that do not look at photos skip them. */
  photos?: boolean;
  /** With it, one application waits in the operator's queue (its payout number is sealed with this box). */
  payoutBox?: SecretBox;
}

/** Creates the demo accounts and catalogue once; a database that has them is left alone. */
export async function seedDemo(db: Db, storage: Storage, opts: SeedOptions): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[1]!.email));
  if (existing) return false;

  const passwordHash = await hashPassword(opts.demoPassword);
  const [eventIds, typeIds, sizeIds, categoryIds] = await Promise.all([
    slugMap(db, eventTypes),
    slugMap(db, truckTypes),
    slugMap(db, truckSizes),
    slugMap(db, menuCategories),
  ]);
  const need = (map: Map<string, number>, slug: string) => {
    const id = map.get(slug);
    if (id === undefined) throw new Error(`Seed refers to unknown slug ${slug}`);
    return id;
  };

  // Photos are stored before the transaction: storage is not transactional, a stray file is harmless.
  const photos = new Map<string, StoredSeedPhoto[]>();
  if (opts.photos !== false) {
    for (const truck of DEMO_TRUCKS) {
      photos.set(
        truck.slug,
        await Promise.all([
          storeSeedPhoto(storage, `${truck.slug}-truck-0`, 'trucks'),
          storeSeedPhoto(storage, `${truck.slug}-truck-1`, 'trucks'),
          storeSeedPhoto(storage, `${truck.slug}-menu-0`, 'menus'),
        ]),
      );
    }
  }

  await db.transaction(async (tx) => {
    const accounts = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })))
      .returning({ id: users.id, email: users.email });
    // Demo people signed up like anyone else: the required consents, no marketing.
    for (const account of accounts) {
      await recordSignupConsents(tx, account.id, {
        terms: true,
        privacy: true,
        age14: true,
        marketing: false,
      });
    }
    const vendorId = accounts.find((a) => a.email === DEMO_ACCOUNTS[1]!.email)!.id;

    await deferListingRefresh(tx);
    const truckIds: number[] = [];
    const reviewed: ReviewedTruck[] = [];
    for (const truck of DEMO_TRUCKS) {
      const createdAt = new Date(currentTimeMs() - truck.createdDaysAgo * DAY_MS);
      const [row] = await tx
        .insert(foodTrucks)
        .values({
          ownerId: truck.slug === DEMO_VENDOR_TRUCK ? vendorId : null,
          name: truck.name,
          description: truck.description,
          truckTypeId: need(typeIds, truck.truckTypeSlug),
          truckSizeId: need(sizeIds, truck.truckSizeSlug),
          baseFee: truck.baseFee,
          minServings: truck.minServings,
          maxServings: truck.maxServings,
          status: 'approved',
          businessName: truck.business.companyName,
          representative: truck.business.representative,
          businessNumber: truck.business.businessNumber,
          businessPhone: truck.business.phone,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: foodTrucks.id });
      const truckId = row!.id;
      truckIds.push(truckId);
      await tx.insert(foodTruckRegions).values(truck.regions.map((r) => ({ truckId, ...r })));
      await tx
        .insert(foodTruckCategories)
        .values(truck.categorySlugs.map((slug) => ({ truckId, categoryId: need(categoryIds, slug) })));
      await tx
        .insert(foodTruckEventTypes)
        .values(truck.eventTypeSlugs.map((slug) => ({ truckId, eventTypeId: need(eventIds, slug) })));
      const menu = await tx
        .insert(foodTruckMenuItems)
        .values(
          truck.menu.map((m, index) => ({
            truckId,
            categoryId: need(categoryIds, m.categorySlug),
            name: m.name,
            description: m.description,
            price: m.price,
            sortOrder: index,
          })),
        )
        .returning({
          menuItemId: foodTruckMenuItems.id,
          categoryId: foodTruckMenuItems.categoryId,
          name: foodTruckMenuItems.name,
          unitPrice: foodTruckMenuItems.price,
        });
      reviewed.push({ ...truck, id: truckId, menu, region: truck.regions[0]! });
      const stored = photos.get(truck.slug) ?? [];
      if (stored.length > 0) {
        await tx.insert(files).values(
          stored.map((p) => ({
            id: p.id,
            ownerId: truck.slug === DEMO_VENDOR_TRUCK ? vendorId : null,
            folder: p.folder,
            storageKey: p.storageKey,
            mediumKey: p.mediumKey,
            thumbnailKey: p.thumbnailKey,
            contentType: 'image/webp',
            byteSize: p.byteSize,
            width: p.width,
            height: p.height,
            visibility: 'public' as const,
          })),
        );
        await tx.insert(foodTruckPhotos).values(
          stored.map((p, index) => ({
            truckId,
            fileId: p.id,
            kind: p.folder === 'trucks' ? ('truck' as const) : ('menu' as const),
            sortOrder: index,
          })),
        );
      }
    }
    // Real reviews on past bookings: each truck's rating and count are theirs (the trigger of migration 0033).
    await seedDemoReviews(tx, reviewed, need(eventIds, 'corporate'));
    await refreshListing(tx, sql`${`{${truckIds.join(',')}}`}::int[]`);
  });
  return true;
}

/** The demo vendor's truck gets a payout account (sealed like any other), so 정산 요청 works on a fresh start. */
async function seedDemoPayoutAccount(db: Db, box: SecretBox): Promise<void> {
  const [vendor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[1]!.email));
  if (!vendor) return;
  await db
    .update(foodTrucks)
    .set({
      payoutBank: DEMO.vendorPayout.bank,
      payoutHolder: DEMO.vendorPayout.holder,
      payoutAccountCipher: box.seal(DEMO.vendorPayout.accountNumber),
      payoutAccountLast4: DEMO.vendorPayout.accountNumber.slice(-4),
    })
    .where(eq(foodTrucks.ownerId, vendor.id));
}

export async function seedDatabase(
  db: Db,
  storage: Storage,
  opts: SeedOptions,
): Promise<{ demoCreated: boolean }> {
  await seedReference(db);
  const demoCreated = opts.demo ? await seedDemo(db, storage, opts) : false;
  if (demoCreated && opts.payoutBox) {
    await seedDemoPayoutAccount(db, opts.payoutBox);
    await seedDemoApplication(db, storage, opts.payoutBox, opts.photos !== false);
  }
  if (opts.demo) {
    await seedDemoBookings(db, { customer: DEMO_ACCOUNTS[0]!.email, vendor: DEMO_ACCOUNTS[1]!.email });
  }
  return { demoCreated };
}
