import { DEFAULT_MIN_NOTICE_HOURS, FOOD_TRUCK_STATUSES, PAYMENT_RULES, TRUCK_PHOTO_KINDS } from '@ft/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { eventTypes, menuCategories, truckSizes, truckTypes } from './reference.ts';
import { users } from './users.ts';

export const foodTrucks = pgTable(
  'food_trucks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    truckTypeId: integer('truck_type_id')
      .notNull()
      .references(() => truckTypes.id),
    truckSizeId: integer('truck_size_id')
      .notNull()
      .references(() => truckSizes.id),
    baseFee: integer('base_fee').notNull(),
    minServings: integer('min_servings').notNull(),
    maxServings: integer('max_servings').notNull(),
    /** 예약 마감: open requests starting sooner than this are not this truck's to accept. */
    minNoticeHours: integer('min_notice_hours').notNull().default(DEFAULT_MIN_NOTICE_HOURS),
    /** The share of the quote paid as 계약금, PAYMENT_RULES' range. */
    depositPercent: integer('deposit_percent').notNull().default(PAYMENT_RULES.defaultDepositPercent),
    status: text('status', { enum: FOOD_TRUCK_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Lowest own menu price per serving: lets the list sort and show "1인 n원부터" without a join. */
    minMenuPrice: integer('min_menu_price'),
    /**
     * What a keyword is looked for in: the name, the menu's dish names, the categories' names and the service
     * regions, one per line. Kept by triggers whenever any of them changes, a category rename included
     * (migration 0029); the forms below follow from it.
     */
    searchText: text('search_text').notNull().default(''),
    /** Each line without spaces, lower-case, Hangul taken apart into jamo (떡 → ㄸㅓㄱ): for any keyword. */
    searchJamo: text('search_jamo').notNull().generatedAlwaysAs(sql`search_document(search_text, 'jamo')`),
    /** Each line without spaces, Hangul as its 초성 (떡볶이 → ㄸㅂㅇ): for a keyword of consonants only. */
    searchChoseong: text('search_choseong')
      .notNull()
      .generatedAlwaysAs(sql`search_document(search_text, 'choseong')`),
    /** The 초성 form's single letters and pairs, so a GIN index finds a 초성 keyword of any length. */
    searchChoseongGrams: text('search_choseong_grams')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_grams(search_document(search_text, 'choseong'))`),
    /**
     * The list's filters, kept on the row from the truck's regions, categories and event types by the same
     * triggers. `areas` holds each 시/도 and each "시/도 시/군/구".
     */
    /** What a list card shows from other rows (type, regions, categories, cover photo), kept by the same triggers. */
    listCard: jsonb('list_card').$type<TruckListCard>().notNull().default(sql`'{}'`),
    /**
     * How many listed trucks go by this truck's name (`food_truck_name_key`: spaces and case aside), itself
     * included when listed; kept by the database when a truck is named, renamed, listed or unlisted (migration
     * 0040). Above 1, every place a name is listed tells the trucks apart (`truckNameNote`, docs/decisions/080).
     */
    sameNameCount: integer('same_name_count').notNull().default(0),
    areas: text('areas').array().notNull().default(sql`'{}'`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    eventTypeIds: integer('event_type_ids').array().notNull().default(sql`'{}'`),
    businessName: text('business_name').notNull(),
    representative: text('representative').notNull(),
    businessNumber: text('business_number').notNull(),
    businessPhone: text('business_phone').notNull(),
    payoutBank: text('payout_bank'),
    payoutHolder: text('payout_holder'),
    /** AES-256-GCM ciphertext of the account number (lib/secret-box.ts); never sent as it is. */
    payoutAccountCipher: text('payout_account'),
    payoutAccountLast4: text('payout_account_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The list reads listed trucks only: every index it uses leaves the others out.
    const listed = sql`${t.status} = 'approved'`;
    return [
      index('food_trucks_owner_idx').on(t.ownerId),
      index('food_trucks_name_key_idx').on(sql`food_truck_name_key(${t.name})`),
      index('food_trucks_recommended_idx').on(t.reviewCount.desc().nullsFirst(), t.id).where(listed),
      index('food_trucks_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(listed),
      index('food_trucks_price_idx').on(t.baseFee, t.id).where(listed),
      index('food_trucks_areas_idx').using('gin', t.areas).where(listed),
      index('food_trucks_categories_idx').using('gin', t.categoryIds).where(listed),
      index('food_trucks_event_types_idx').using('gin', t.eventTypeIds).where(listed),
      index('food_trucks_search_jamo_idx').using('gin', t.searchJamo.op('gin_trgm_ops')).where(listed),
      index('food_trucks_search_choseong_idx').using('gin', t.searchChoseongGrams).where(listed),
    ];
  },
);

export const foodTruckRegions = pgTable(
  'food_truck_regions',
  {
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    sido: text('sido').notNull(),
    sigungu: text('sigungu').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.truckId, t.sido, t.sigungu] }),
    index('food_truck_regions_area_idx').on(t.sido, t.sigungu),
  ],
);

export const foodTruckCategories = pgTable(
  'food_truck_categories',
  {
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.truckId, t.categoryId] }),
    index('food_truck_categories_category_idx').on(t.categoryId),
  ],
);

export const foodTruckEventTypes = pgTable(
  'food_truck_event_types',
  {
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.truckId, t.eventTypeId] }),
    index('food_truck_event_types_event_idx').on(t.eventTypeId),
  ],
);

export const foodTruckMenuItems = pgTable(
  'food_truck_menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('food_truck_menu_items_truck_idx').on(t.truckId, t.sortOrder)],
);

export const foodTruckPhotos = pgTable(
  'food_truck_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TRUCK_PHOTO_KINDS }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('food_truck_photos_truck_idx').on(t.truckId, t.kind, t.sortOrder),
    // The upload cleanup asks whether a file is still used.
    index('food_truck_photos_file_idx').on(t.fileId),
  ],
);

/** A truck's cover photo as its stored keys. */
export interface CoverPhotoKeys {
  id: number;
  storageKey: string;
  mediumKey: string | null;
  thumbnailKey: string | null;
  width: number | null;
  height: number | null;
}

export interface TruckListCard {
  truckType: { id: number; slug: string; name: string };
  regions: { sido: string; sigungu: string }[];
  categories: { id: number; slug: string; name: string }[];
  cover: CoverPhotoKeys | null;
}

/** Every status change of a truck: its application's decision, suspension and reinstatement; who, when, why. */
export const foodTruckStatusHistory = pgTable(
  'food_truck_status_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    truckId: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: FOOD_TRUCK_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: FOOD_TRUCK_STATUSES }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('food_truck_status_history_truck_idx').on(t.truckId, t.id)],
);
