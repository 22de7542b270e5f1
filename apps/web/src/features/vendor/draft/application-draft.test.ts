import type { OwnTruck } from '@ft/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_DRAFT_KEY,
  APPLICATION_DRAFT_TTL_MS,
  applicationDraft,
  emptyApplicationDraft,
  hasProgress,
  movePhoto,
  UPLOAD_KEEP_MS,
} from './application-draft.ts';
import {
  canEnterStep,
  documentErrors,
  draftToApplicationBody,
  firstIncompleteStep,
  firstStepOfFields,
  stepOfField,
} from './application-steps.ts';
import { nextTruckDraft, resubmitDraft } from './from-truck.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const image = (n: number, uploadedAt?: number) => ({
  id: uuid(n),
  url: `/files/trucks/${uuid(n)}.webp`,
  mediumUrl: `/files/trucks/${uuid(n)}.md.webp`,
  thumbnailUrl: `/files/trucks/${uuid(n)}.thumb.webp`,
  width: 1600,
  height: 1067,
  ...(uploadedAt === undefined ? {} : { uploadedAt }),
});
const paper = (n: number, uploadedAt?: number) => ({
  id: uuid(n),
  path: `private/documents/${uuid(n)}.pdf`,
  url: `/files/private/documents/${uuid(n)}.pdf?sig=x`,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  fileName: '사업자등록증.pdf',
  contentType: 'application/pdf',
  byteSize: 1234,
  ...(uploadedAt === undefined ? {} : { uploadedAt }),
});

const business = {
  companyName: '달빛푸드',
  representative: '김달빛',
  businessNumber: '123-45-67891',
  phone: '02-1234-5678',
};
const truck = {
  name: '달빛 떡볶이',
  truckTypeId: 1,
  truckSizeId: 2,
  categoryIds: [3],
  regions: [{ sido: '서울특별시', sigungu: '강남구' }],
  baseFee: 150_000,
  minServings: 50,
  maxServings: 300,
  description: '10년 경력의 떡볶이 전문 푸드트럭이에요.',
};
const payout = { bank: '카카오뱅크' as const, holder: '김달빛', accountNumber: '3333011234567' };
const documents = {
  business_registration: paper(1),
  food_business_report: paper(2),
  hygiene_certificate: paper(3),
  vehicle_registration: paper(4),
};
const menuItems = [{ categoryId: 3, name: '국물 떡볶이', price: 8000, description: '' }];

describe('application draft', () => {
  beforeEach(() => {
    localStorage.clear();
    applicationDraft.reload();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps typed values and uploaded files across a reload', () => {
    applicationDraft.claim('user-1');
    applicationDraft.update({
      business,
      truck: { name: '달빛' },
      documents: { business_registration: paper(1) },
    });
    applicationDraft.reload();
    expect(applicationDraft.get()).toMatchObject({
      ownerId: 'user-1',
      business,
      truck: { name: '달빛' },
      documents: { business_registration: { id: uuid(1), fileName: '사업자등록증.pdf' } },
    });
    expect(JSON.parse(localStorage.getItem(APPLICATION_DRAFT_KEY)!).business).toEqual(business);
  });

  it('is forgotten after the TTL, and unreadable storage starts empty', () => {
    applicationDraft.update({ business });
    const { savedAt } = applicationDraft.get();
    applicationDraft.reload(savedAt + APPLICATION_DRAFT_TTL_MS - 1);
    expect(applicationDraft.get().business).toEqual(business);
    applicationDraft.reload(savedAt + APPLICATION_DRAFT_TTL_MS + 1);
    expect(applicationDraft.get()).toEqual(emptyApplicationDraft());
    localStorage.setItem(APPLICATION_DRAFT_KEY, '{oops');
    applicationDraft.reload();
    expect(applicationDraft.get()).toEqual(emptyApplicationDraft());
  });

  it('drops its own uploads the server will have deleted, keeps taken-over ones, and counts them', () => {
    const now = Date.now();
    applicationDraft.update({
      documents: {
        business_registration: paper(1, now - UPLOAD_KEEP_MS - 1),
        food_business_report: paper(2, now),
      },
      truckPhotos: [image(5), image(6, now - UPLOAD_KEEP_MS - 1)],
      menuPhotos: [image(7, now - UPLOAD_KEEP_MS - 1)],
    });
    applicationDraft.reload(now);
    const draft = applicationDraft.get();
    expect(Object.keys(draft.documents)).toEqual(['food_business_report']);
    expect(draft.truckPhotos.map((p) => p.id)).toEqual([uuid(5)]);
    expect(draft.menuPhotos).toEqual([]);
    expect(draft.prunedUploads).toBe(3);
  });

  it('belongs to the account that wrote it', () => {
    applicationDraft.claim('user-1');
    applicationDraft.update({ business });
    applicationDraft.claim('user-1');
    expect(applicationDraft.get().business).toEqual(business);
    applicationDraft.claim('user-2');
    expect(applicationDraft.get()).toMatchObject({ ownerId: 'user-2', business: {} });
  });

  it('remembers what was sent for the complete screen until something new is typed', () => {
    applicationDraft.claim('user-1');
    applicationDraft.update({ business, truck });
    applicationDraft.finish({
      truckId: 9,
      truckName: '달빛 떡볶이',
      submittedAt: '2026-11-23T01:00:00Z',
      resubmitted: false,
    });
    expect(applicationDraft.get()).toMatchObject({
      ownerId: 'user-1',
      business: {},
      submitted: { truckId: 9 },
    });
    expect(hasProgress(applicationDraft.get())).toBe(false);
    applicationDraft.update({ business: { companyName: '새 트럭' } });
    expect(applicationDraft.get().submitted).toBeNull();
    expect(hasProgress(applicationDraft.get())).toBe(true);
  });

  it('says whether there is anything to continue', () => {
    expect(hasProgress(emptyApplicationDraft())).toBe(false);
    expect(hasProgress({ ...emptyApplicationDraft(), savedAt: 1, business: { companyName: '' } })).toBe(
      false,
    );
    expect(hasProgress({ ...emptyApplicationDraft(), savedAt: 1, truckPhotos: [image(1)] })).toBe(true);
    expect(hasProgress({ ...emptyApplicationDraft(), savedAt: 1, truck: { categoryIds: [1] } })).toBe(true);
  });

  it('moves a photo (the first is the cover)', () => {
    expect(movePhoto(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });
});

describe('steps', () => {
  const full = {
    ...emptyApplicationDraft(),
    business,
    truck,
    payout,
    documents,
    menuItems,
    truckPhotos: [image(10)],
  };

  it('sends a later step back to the first one not yet complete', () => {
    expect(firstIncompleteStep(emptyApplicationDraft())).toBe('apply');
    expect(firstIncompleteStep({ ...full, business: { ...business, businessNumber: '123-45-67890' } })).toBe(
      'apply',
    );
    expect(
      firstIncompleteStep({ ...full, documents: { ...documents, hygiene_certificate: undefined } }),
    ).toBe('documents');
    expect(firstIncompleteStep({ ...full, menuItems: [] })).toBe('menu-photos');
    expect(firstIncompleteStep({ ...full, truckPhotos: [] })).toBe('truck-photos');
    expect(firstIncompleteStep(full)).toBe('complete');
    expect(canEnterStep({ ...full, menuItems: [] }, 'documents')).toBe(true);
    expect(canEnterStep({ ...full, menuItems: [] }, 'truck-photos')).toBe(false);
  });

  it('builds the request body in digits, with the papers by kind and the cover first', () => {
    const body = draftToApplicationBody({ ...full, truckPhotos: [image(11), image(10)], resubmitTruckId: 4 });
    expect(body).toMatchObject({
      business: { businessNumber: '1234567891', phone: '0212345678' },
      payout: { accountNumber: '3333011234567' },
      documents: [
        { kind: 'business_registration', fileId: uuid(1) },
        { kind: 'food_business_report', fileId: uuid(2) },
        { kind: 'hygiene_certificate', fileId: uuid(3) },
        { kind: 'vehicle_registration', fileId: uuid(4) },
      ],
      menuPhotoIds: [],
      truckPhotoIds: [uuid(11), uuid(10)],
      resubmitTruckId: 4,
    });
    expect(draftToApplicationBody({ ...full, truckPhotos: [] })).toBeNull();
  });

  it('points a refused field at the step that fixes it', () => {
    expect(stepOfField('business.businessNumber')).toBe('apply');
    expect(stepOfField('truck.regions')).toBe('apply');
    expect(stepOfField('payout.accountNumber')).toBe('apply');
    expect(stepOfField('documents')).toBe('documents');
    expect(stepOfField('menuItems.0.price')).toBe('menu-photos');
    expect(stepOfField('menuPhotoIds')).toBe('menu-photos');
    expect(stepOfField('truckPhotoIds.1')).toBe('truck-photos');
    expect(firstStepOfFields({ truckPhotoIds: 'x', 'truck.name': 'y' })).toBe('apply');
    expect(documentErrors(full, { 'documents.2.fileId': '다시 올려주세요', documents: '전체' })).toEqual({
      hygiene_certificate: '다시 올려주세요',
    });
  });
});

describe('drafts made from a truck', () => {
  const own = {
    id: 12,
    status: 'rejected',
    name: '달빛 떡볶이',
    minNoticeHours: 24,
    depositPercent: 30,
    description: truck.description,
    truckType: { id: 1, slug: 'meal', name: '식사' },
    truckSize: { id: 2, slug: '1t', name: '1톤' },
    categories: [{ id: 3, slug: 'bunsik', name: '분식' }],
    regions: [{ sido: '서울특별시', sigungu: '강남구' }],
    baseFee: 150_000,
    minServings: 50,
    maxServings: 300,
    photos: [image(10)],
    menuPhotos: [],
    menu: [{ id: 1, categoryId: 3, name: '국물 떡볶이', description: '', price: 8000 }],
    business: {
      companyName: '달빛푸드',
      representative: '김달빛',
      businessNumber: '1234567891',
      phone: '0212345678',
    },
    payout: { bank: '카카오뱅크', holder: '김달빛', accountNumber: '3333011234567', masked: false },
    application: null,
    pendingChange: null,
    documents: Object.entries(documents).map(([kind, file]) => ({ ...file, kind })),
    createdAt: '2026-11-20T00:00:00Z',
    updatedAt: '2026-11-21T00:00:00Z',
  } as OwnTruck;

  it('a rejected truck becomes a complete draft to fix and send again', () => {
    const draft = resubmitDraft(own, 'user-1');
    expect(draft).toMatchObject({
      ownerId: 'user-1',
      resubmitTruckId: 12,
      business: { businessNumber: '123-45-67891', phone: '02-1234-5678' },
    });
    expect(draftToApplicationBody(draft)).toMatchObject({ resubmitTruckId: 12, truckPhotoIds: [uuid(10)] });
  });

  it("a vendor's next truck starts with the business and the account, nothing else", () => {
    const draft = nextTruckDraft(own, 'user-1');
    expect(draft).toMatchObject({ business: { companyName: '달빛푸드' }, payout, truck: {}, documents: {} });
    expect(nextTruckDraft({ ...own, payout: { ...own.payout!, masked: true } }, 'u').payout).toEqual({});
  });
});
