import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { BOOKING_STATUSES } from '../domain/booking/states.ts';
import { FOOD_TRUCK_STATUSES } from '../enums.ts';
import { withParticle } from '../korean.ts';
import { dateSchema } from './dates.ts';
import { paginationQuerySchema } from './envelope.ts';
import { idFromText } from './ids.ts';

/** The operator console: overview, bookings, trucks, the catalogue. */

export const adminOverviewSchema = z.object({
  /** Counts for today in Seoul. */
  today: z.object({ requested: z.number().int(), accepted: z.number().int(), completed: z.number().int() }),
  /** Requests still waiting for an answer more than 24 hours after they were sent. */
  unansweredOver24h: z.number().int(),
  settlements: z.object({
    requestedCount: z.number().int(),
    requestedNet: z.number().int(),
    approvedCount: z.number().int(),
    approvedNet: z.number().int(),
  }),
  pendingApplications: z.number().int(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminBookingQuerySchema = paginationQuerySchema.extend({
  /** A booking code, a customer's name, email or phone, or a truck's name. */
  q: z.string().trim().max(60, '검색어는 60자 이내로 입력해주세요').optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  from: dateSchema('날짜를 다시 골라주세요').optional(),
  to: dateSchema('날짜를 다시 골라주세요').optional(),
});
export type AdminBookingQuery = z.infer<typeof adminBookingQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  eventName: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  guestCount: z.number().int(),
  area: z.string(),
  estimate: z.number().int(),
  quotedAmount: z.number().int().nullable(),
  customer: z.object({ nickname: z.string(), contactName: z.string() }),
  truck: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminTruckQuerySchema = paginationQuerySchema.extend({
  status: z.enum(FOOD_TRUCK_STATUSES).optional(),
  q: z.string().trim().max(60, '검색어는 60자 이내로 입력해주세요').optional(),
});

export const adminTruckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(FOOD_TRUCK_STATUSES),
  companyName: z.string(),
  owner: z.object({ nickname: z.string(), email: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  /** The reason of the latest suspension or reinstatement. */
  statusReason: z.string().nullable(),
});
export type AdminTruck = z.infer<typeof adminTruckSchema>;

const reasonText = (label: string) =>
  z
    .string({ error: `${withParticle(label, '을/를')} 입력해주세요` })
    .trim()
    .min(5, `${label}: 5자 이상 입력해주세요`)
    .max(500, `${withParticle(label, '은/는')} 500자 이내로 입력해주세요`);

/** The one status each operator move starts from: only a listed truck is suspended, only a suspended one reinstated. */
export const TRUCK_STATUS_MOVES = { suspended: 'approved', approved: 'suspended' } as const satisfies Record<
  'suspended' | 'approved',
  (typeof FOOD_TRUCK_STATUSES)[number]
>;

/** Suspend a listed truck, or reinstate a suspended one: always with a reason. */
export const truckStatusBodySchema = z.object({
  status: z.enum(['suspended', 'approved'], { error: '바꿀 상태를 골라주세요' }),
  reason: reasonText('사유'),
});
export type TruckStatusBody = z.infer<typeof truckStatusBodySchema>;

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────────────────────
export const CATALOGUE_KINDS = [
  'event-types',
  'truck-types',
  'truck-sizes',
  'menu-categories',
  'menu-items',
  'policies',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export const CATALOGUE_KIND_LABELS: Record<CatalogueKind, string> = {
  'event-types': '행사 종류',
  'truck-types': '트럭 종류',
  'truck-sizes': '트럭 크기',
  'menu-categories': '메뉴 분류',
  'menu-items': '메뉴',
  policies: '약관·정책',
};

const slug = z
  .string({ error: '슬러그를 입력해주세요' })
  .trim()
  .min(1, '슬러그를 입력해주세요')
  .max(64, '슬러그는 64자 이내로 입력해주세요')
  .regex(/^[a-z0-9-]+$/, '슬러그는 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있어요');
const name = (label: string, max = 40) =>
  z
    .string({ error: `${withParticle(label, '을/를')} 입력해주세요` })
    .trim()
    .min(1, `${withParticle(label, '을/를')} 입력해주세요`)
    .max(max, `${withParticle(label, '은/는')} ${max}자 이내로 입력해주세요`);
const sortOrder = z.number().int().min(0).max(10_000).default(0);
const id = z.number().int().positive().max(PG_INT_MAX);
const metres = (label: string) =>
  z
    .number({ error: `${withParticle(label, '을/를')} 입력해주세요` })
    .positive(`${withParticle(label, '은/는')} 0보다 커야 해요`)
    .max(30, `${withParticle(label, '을/를')} 확인해주세요`);

const common = { slug, sortOrder, isActive: z.boolean().default(true) };

export const CATALOGUE_BODY_SCHEMAS = {
  'event-types': z.object({ ...common, name: name('이름'), description: name('설명', 200) }),
  'truck-types': z.object({ ...common, name: name('이름'), description: name('설명', 200) }),
  'truck-sizes': z.object({
    ...common,
    name: name('이름'),
    description: name('설명', 200),
    lengthM: metres('길이'),
    widthM: metres('너비'),
  }),
  'menu-categories': z.object({ ...common, name: name('이름'), description: name('설명', 200) }),
  'menu-items': z.object({
    ...common,
    categoryId: id,
    name: name('이름'),
    description: name('설명', 200),
    unitPrice: z.number().int().min(0).max(1_000_000, '가격을 확인해주세요'),
  }),
  policies: z.object({
    slug,
    isActive: z.boolean().default(true),
    title: name('제목', 80),
    summary: name('요약', 300),
    version: name('버전', 20),
    effectiveDate: dateSchema('시행일을 다시 골라주세요'),
    body: name('본문', 100_000),
  }),
} as const satisfies Record<CatalogueKind, z.ZodObject>;

export const catalogueParamsSchema = z.object({ kind: z.enum(CATALOGUE_KINDS) });
export const catalogueItemParamsSchema = catalogueParamsSchema.extend({
  id: idFromText('항목을 찾을 수 없어요'),
});

const entry = {
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
};
const namedEntries = z.array(z.object(entry));

/** Every kind with every row, active or not: what the console edits. */
export const catalogueSchema = z.object({
  'event-types': namedEntries,
  'truck-types': namedEntries,
  'truck-sizes': z.array(z.object({ ...entry, lengthM: z.number(), widthM: z.number() })),
  'menu-categories': namedEntries,
  'menu-items': z.array(z.object({ ...entry, categoryId: z.number().int(), unitPrice: z.number().int() })),
  policies: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      summary: z.string(),
      version: z.string(),
      effectiveDate: z.string(),
      body: z.string(),
      isActive: z.boolean(),
    }),
  ),
});
export type Catalogue = z.infer<typeof catalogueSchema>;
