import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants.ts';
import { groupDigits } from '../digits.ts';
import { DEFAULT_MIN_NOTICE_HOURS, MIN_NOTICE_HOURS_OPTIONS } from '../domain/booking/open-request-fit.ts';
import { isSigunguOf } from '../domain/booking/sigungu.ts';
import { DEPOSIT_PERCENT_OPTIONS, PAYMENT_RULES } from '../domain/payment/schedule.ts';
import { FOOD_TRUCK_STATUSES, SIDO_LIST } from '../enums.ts';
import { withParticle } from '../korean.ts';
import { businessDetailsSchema, payoutAccountSchema, payoutAccountViewSchema } from './business.ts';
import { paginationQuerySchema } from './envelope.ts';
import { uploadedImageSchema } from './foodtrucks.ts';
import { id, text, won } from './form-fields.ts';
import { idFromText } from './ids.ts';

/**
 * Joining as a vendor and managing one's trucks (docs/product.md § Domain, Vendor application). The
 * register flow validates each step with these schemas and the server validates the whole application with
 * the same ones.
 */

// ── Papers ───────────────────────────────────────────────────────────────────────────────────────────────────
export const VENDOR_DOCUMENT_KINDS = [
  'business_registration',
  'food_business_report',
  'hygiene_certificate',
  'vehicle_registration',
  'gas_safety',
] as const;
export type VendorDocumentKind = (typeof VENDOR_DOCUMENT_KINDS)[number];
export const VENDOR_DOCUMENT_LABELS: Record<VendorDocumentKind, string> = {
  business_registration: '사업자등록증',
  food_business_report: '영업신고증',
  hygiene_certificate: '위생교육 수료증',
  vehicle_registration: '자동차등록증',
  gas_safety: '가스 안전점검',
};
/** 가스 안전점검 is optional: not every truck cooks with gas. */
export const REQUIRED_VENDOR_DOCUMENTS: readonly VendorDocumentKind[] = VENDOR_DOCUMENT_KINDS.filter(
  (kind) => kind !== 'gas_safety',
);

// ── The truck as its owner describes it ─────────────────────────────────────────────────────────────────────
export const VENDOR_LIMITS = {
  truckNameMax: 40,
  baseFeeMax: 10_000_000,
  menuPriceMax: 1_000_000,
  servingsMax: 10_000,
  categoriesMax: 10,
  regionsMax: 30,
  menuItemsMax: 50,
  truckPhotosMax: UPLOAD_LIMITS.imagesPerCall,
  menuPhotosMax: UPLOAD_LIMITS.imagesPerCall,
  descriptionMin: 10,
  descriptionMax: 1000,
  rejectionReasonMin: 5,
  rejectionReasonMax: 500,
} as const;

/** 세종 has no 시/군/구 (its addresses give none, and bookings there carry ''), so it alone goes without. */
export const NO_SIGUNGU_SIDO = '세종특별자치시';

export const serviceRegionSchema = z
  .object({
    sido: z.enum(SIDO_LIST, { error: '시/도를 선택해주세요' }),
    sigungu: text('시/군/구', 0, 20),
  })
  .transform((region) => (region.sido === NO_SIGUNGU_SIDO ? { ...region, sigungu: '' } : region))
  .refine((region) => region.sido === NO_SIGUNGU_SIDO || region.sigungu.length > 0, {
    path: ['sigungu'],
    message: '시/군/구를 입력해주세요',
  })
  // Matched against the 시/군/구 an event's address gives, so only a real one can ever match.
  .refine((region) => region.sigungu === '' || isSigunguOf(region.sido, region.sigungu), {
    path: ['sigungu'],
    message: '시/도에 있는 시/군/구 이름으로 적어주세요 (예: 강남구, 수원시)',
  });

/** The application form asks, while the owner types a name, whether a listed truck already goes by it. */
export const sameNameQuerySchema = z.object({
  name: text('푸드트럭 이름', 1, VENDOR_LIMITS.truckNameMax),
  /** The owner's own truck being renamed: not counted. */
  exceptTruckId: idFromText('푸드트럭 ID가 올바르지 않아요').optional(),
});
export const sameNameAnswerSchema = z.object({ listed: z.number().int().min(0) });
export type SameNameAnswer = z.infer<typeof sameNameAnswerSchema>;

export const truckProfileSchema = z
  .object({
    name: text('푸드트럭 이름', 1, VENDOR_LIMITS.truckNameMax),
    truckTypeId: id('트럭 종류를 선택해주세요'),
    truckSizeId: id('트럭 크기를 선택해주세요'),
    categoryIds: z
      .array(id('메뉴 분류를 선택해주세요'))
      .min(1, '메뉴 분류를 하나 이상 선택해주세요')
      .max(VENDOR_LIMITS.categoriesMax, `메뉴 분류는 ${VENDOR_LIMITS.categoriesMax}개까지 고를 수 있어요`),
    regions: z
      .array(serviceRegionSchema)
      .min(1, '출장 가능 지역을 하나 이상 추가해주세요')
      .max(VENDOR_LIMITS.regionsMax, `출장 지역은 ${VENDOR_LIMITS.regionsMax}곳까지 추가할 수 있어요`),
    baseFee: won('기본 출장비', VENDOR_LIMITS.baseFeeMax),
    minServings: z
      .number({ error: '최소 인분을 입력해주세요' })
      .int('최소 인분을 확인해주세요')
      .min(1, '최소 인분은 1 이상이어야 해요')
      .max(VENDOR_LIMITS.servingsMax, '최소 인분을 확인해주세요'),
    maxServings: z
      .number({ error: '최대 인분을 입력해주세요' })
      .int('최대 인분을 확인해주세요')
      .min(1, '최대 인분은 1 이상이어야 해요')
      .max(
        VENDOR_LIMITS.servingsMax,
        `최대 인분은 ${groupDigits(VENDOR_LIMITS.servingsMax)} 이하로 입력해주세요`,
      ),
    description: text('소개', VENDOR_LIMITS.descriptionMin, VENDOR_LIMITS.descriptionMax),
    // Older clients and applications sent before 예약 마감 existed take the default.
    minNoticeHours: z
      .number({ error: '예약 마감을 골라주세요' })
      .refine(
        (hours) => (MIN_NOTICE_HOURS_OPTIONS as readonly number[]).includes(hours),
        '예약 마감을 골라주세요',
      )
      .default(DEFAULT_MIN_NOTICE_HOURS),
    // The share of a quote paid as 계약금; older clients and applications take the default.
    depositPercent: z
      .number({ error: '계약금 비율을 골라주세요' })
      .refine(
        (percent) => (DEPOSIT_PERCENT_OPTIONS as readonly number[]).includes(percent),
        '계약금 비율을 골라주세요',
      )
      .default(PAYMENT_RULES.defaultDepositPercent),
  })
  .refine((truck) => truck.maxServings >= truck.minServings, {
    path: ['maxServings'],
    message: '최대 인분은 최소 인분 이상이어야 해요',
  })
  .refine(
    (truck) => new Set(truck.regions.map((r) => `${r.sido} ${r.sigungu}`)).size === truck.regions.length,
    { path: ['regions'], message: '같은 지역이 두 번 들어 있어요' },
  );
export type TruckProfile = z.infer<typeof truckProfileSchema>;
export type TruckProfileInput = z.input<typeof truckProfileSchema>;

export const vendorMenuItemInputSchema = z.object({
  categoryId: id('메뉴 분류를 선택해주세요'),
  name: text('메뉴 이름', 1, 40),
  price: won('가격', VENDOR_LIMITS.menuPriceMax),
  description: text('메뉴 설명', 0, 200).default(''),
});
export type VendorMenuItemInput = z.input<typeof vendorMenuItemInputSchema>;

const fileId = z.uuid('올린 파일을 다시 확인해주세요');
export const vendorMenuItemsSchema = z
  .array(vendorMenuItemInputSchema)
  .min(1, '메뉴를 하나 이상 등록해주세요')
  .max(VENDOR_LIMITS.menuItemsMax, `메뉴는 ${VENDOR_LIMITS.menuItemsMax}개까지 등록할 수 있어요`);
export const truckPhotoIdsSchema = z
  .array(fileId)
  .min(1, '푸드트럭 사진을 한 장 이상 올려주세요')
  .max(VENDOR_LIMITS.truckPhotosMax, `사진은 ${VENDOR_LIMITS.truckPhotosMax}장까지 올릴 수 있어요`);
export const menuPhotoIdsSchema = z
  .array(fileId)
  .max(VENDOR_LIMITS.menuPhotosMax, `메뉴판 사진은 ${VENDOR_LIMITS.menuPhotosMax}장까지 올릴 수 있어요`);

export const vendorDocumentRefSchema = z.object({
  kind: z.enum(VENDOR_DOCUMENT_KINDS, { error: '서류 종류를 확인해주세요' }),
  fileId,
});
export const vendorDocumentsSchema = z
  .array(vendorDocumentRefSchema)
  .max(VENDOR_DOCUMENT_KINDS.length)
  .superRefine((documents, ctx) => {
    const kinds = new Set(documents.map((doc) => doc.kind));
    if (kinds.size !== documents.length)
      ctx.addIssue({ code: 'custom', message: '같은 서류가 두 번 들어 있어요' });
    const missing = REQUIRED_VENDOR_DOCUMENTS.filter((kind) => !kinds.has(kind));
    if (missing.length > 0) {
      const names = missing.map((kind) => VENDOR_DOCUMENT_LABELS[kind]);
      ctx.addIssue({ code: 'custom', message: `${withParticle(names.join(', '), '을/를')} 올려주세요` });
    }
  });

/**
 * One application: `POST /foodtrucks/apply` (first truck) and `POST /foodtrucks` (a vendor's next truck).
 * `resubmitTruckId` names the applicant's own rejected truck: its application is fixed and sent again.
 */
export const vendorApplicationBodySchema = z.object({
  business: businessDetailsSchema,
  truck: truckProfileSchema,
  payout: payoutAccountSchema,
  documents: vendorDocumentsSchema,
  menuItems: vendorMenuItemsSchema,
  menuPhotoIds: menuPhotoIdsSchema.default([]),
  truckPhotoIds: truckPhotoIdsSchema,
  resubmitTruckId: id('다시 신청할 푸드트럭을 확인해주세요').optional(),
});
export type VendorApplicationBody = z.infer<typeof vendorApplicationBodySchema>;
export type VendorApplicationBodyInput = z.input<typeof vendorApplicationBodySchema>;

/**
 * `PUT /foodtrucks/{id}`: any part of the truck. Profile, menu and photos change at once; business details
 * or the payout account go back to review while the truck keeps its old ones (docs/product.md § Domain).
 */
export const truckUpdateBodySchema = z
  .object({
    truck: truckProfileSchema.optional(),
    menuItems: vendorMenuItemsSchema.optional(),
    menuPhotoIds: menuPhotoIdsSchema.optional(),
    truckPhotoIds: truckPhotoIdsSchema.optional(),
    business: businessDetailsSchema.optional(),
    payout: payoutAccountSchema.optional(),
    /** Papers that come with a business change (a new 사업자등록증, for one). */
    documents: z.array(vendorDocumentRefSchema).max(VENDOR_DOCUMENT_KINDS.length).optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), '바꿀 내용을 입력해주세요');
export type TruckUpdateBody = z.infer<typeof truckUpdateBodySchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: '심사 중',
  approved: '승인',
  rejected: '반려',
};
/** `new`: a truck asking to be listed; `change`: new business details or payout account for a listed truck. */
export const APPLICATION_KINDS = ['new', 'change'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_ACTIONS = ['submitted', 'resubmitted', 'approved', 'rejected'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** A private document as the upload answers it: the URL is signed and expires (refresh-url renews it). */
export const uploadedDocumentSchema = z.object({
  id: z.uuid(),
  /** The storage key: what `refresh-url` takes as `file_path`. */
  path: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

export const refreshUrlBodySchema = z.object({
  file_path: z.string().min(1).max(300),
  expiry_hours: z
    .number({ error: '유효 시간은 시간 단위로 입력해주세요' })
    .int('유효 시간은 시간 단위로 입력해주세요')
    .min(UPLOAD_LIMITS.expiryHoursMin, `유효 시간은 ${UPLOAD_LIMITS.expiryHoursMin}시간 이상이어야 해요`)
    .max(UPLOAD_LIMITS.expiryHoursMax, `유효 시간은 ${UPLOAD_LIMITS.expiryHoursMax}시간 이하여야 해요`)
    .default(UPLOAD_LIMITS.expiryHoursDefault),
});
export const signedUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });

export const applicationDocumentSchema = uploadedDocumentSchema.extend({
  kind: z.enum(VENDOR_DOCUMENT_KINDS),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

const refSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const applicationSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was turned down: the applicant sees it on /register. */
  rejectionReason: z.string().nullable(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const vendorMenuItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
});

/** A truck as its owner (or an admin) manages it: `GET /foodtrucks/mine` and the answers of the write calls. */
export const ownTruckSchema = z.object({
  id: z.number().int(),
  status: z.enum(FOOD_TRUCK_STATUSES),
  name: z.string(),
  description: z.string(),
  truckType: refSchema,
  truckSize: refSchema,
  categories: z.array(refSchema),
  regions: z.array(z.object({ sido: z.string(), sigungu: z.string() })),
  baseFee: z.number().int(),
  minServings: z.number().int(),
  maxServings: z.number().int(),
  minNoticeHours: z.number().int(),
  depositPercent: z.number().int(),
  photos: z.array(uploadedImageSchema),
  menuPhotos: z.array(uploadedImageSchema),
  menu: z.array(vendorMenuItemSchema),
  business: z.object({
    companyName: z.string(),
    representative: z.string(),
    businessNumber: z.string(),
    phone: z.string(),
  }),
  payout: payoutAccountViewSchema.nullable(),
  /** The latest application: the first one, or a pending or decided change of business details. */
  application: applicationSummarySchema.nullable(),
  /** Business details and payout waiting for review while the truck keeps its current ones. */
  pendingChange: z
    .object({
      business: z.object({
        companyName: z.string(),
        representative: z.string(),
        businessNumber: z.string(),
        phone: z.string(),
      }),
      payout: payoutAccountViewSchema.nullable(),
    })
    .nullable(),
  documents: z.array(applicationDocumentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnTruck = z.infer<typeof ownTruckSchema>;

// ── Operator review ──────────────────────────────────────────────────────────────────────────────────────────
export const adminApplicationListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES).default('pending'),
});

export const applicationListItemSchema = applicationSummarySchema.extend({
  truck: z.object({ id: z.number().int(), name: z.string(), status: z.enum(FOOD_TRUCK_STATUSES) }),
  applicant: z.object({ id: z.uuid().nullable(), nickname: z.string(), email: z.string().nullable() }),
  companyName: z.string(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationHistoryEntrySchema = z.object({
  action: z.enum(APPLICATION_ACTIONS),
  actor: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** A listed truck that goes by the name an application proposes, and what tells the two apart. */
export const sameNameTruckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where it works (`truckPlace`), or null without regions. */
  place: z.string().nullable(),
  companyName: z.string(),
});
export type SameNameTruck = z.infer<typeof sameNameTruckSchema>;

/** What an operator opens: the proposed details in full, papers through signed URLs, every decision so far. */
export const applicationDetailSchema = applicationListItemSchema.extend({
  business: ownTruckSchema.shape.business,
  payout: payoutAccountViewSchema,
  documents: z.array(applicationDocumentSchema),
  truckDetail: ownTruckSchema,
  /** Other listed trucks of the truck's name (spaces and case aside): a note for the operator, not a refusal. */
  sameNameTrucks: z.array(sameNameTruckSchema),
  history: z.array(applicationHistoryEntrySchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationIdParamsSchema = z.object({ id: z.uuid('신청을 찾을 수 없어요') });
export const applicationRejectBodySchema = z.object({
  reason: text('반려 사유', VENDOR_LIMITS.rejectionReasonMin, VENDOR_LIMITS.rejectionReasonMax),
});
