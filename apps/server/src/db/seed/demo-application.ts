import { randomUUID } from 'node:crypto';
import { REQUIRED_VENDOR_DOCUMENTS, VENDOR_DOCUMENT_LABELS, vendorApplicationBodySchema } from '@ft/shared';
import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Storage } from '../../lib/storage.ts';
import { CatalogCache } from '../../modules/foodtrucks/catalog-cache.ts';
import { documentLinkFor, submitApplication } from '../../modules/vendors/vendors.service.ts';
import type { Db } from '../client.ts';
import { files, menuCategories, truckSizes, truckTypes, users } from '../schema/index.ts';
import { samplePdf } from './sample-pdf.ts';
import { storeSeedPhoto } from './seed-files.ts';

/** The demo person whose application waits in the operator's queue. */
export const DEMO_APPLICANT = { email: 'applicant@example.com', nickname: '입점신청 박사장' } as const;

/**
 * One application waiting for review, made through the same service a real applicant's call uses, so the
 * operator screens have something to open on a fresh start. Its papers are marked sample PDFs.
 */
export async function seedDemoApplication(
  db: Db,
  storage: Storage,
  box: SecretBox,
  photos: boolean,
): Promise<void> {
  const [applicant] = await db.select().from(users).where(eq(users.email, DEMO_APPLICANT.email));
  if (!applicant) return;

  const image = async (kind: 'truck' | 'menu') => {
    const photo = await storeSeedPhoto(
      storage,
      `demo-applicant-${kind}-0`,
      kind === 'truck' ? 'trucks' : 'menus',
    );
    await db.insert(files).values({
      id: photo.id,
      ownerId: applicant.id,
      folder: photo.folder,
      storageKey: photo.storageKey,
      mediumKey: photo.mediumKey,
      thumbnailKey: photo.thumbnailKey,
      contentType: 'image/webp',
      byteSize: photo.byteSize,
      width: photo.width,
      height: photo.height,
      visibility: 'public',
    });
    return photo.id;
  };
  const paper = async (kind: (typeof REQUIRED_VENDOR_DOCUMENTS)[number]) => {
    const id = randomUUID();
    const bytes = samplePdf(`SAMPLE - ${kind.replace(/_/g, ' ')} (demo)`);
    const storageKey = `private/documents/${id}.pdf`;
    await storage.put(storageKey, bytes, 'application/pdf');
    await db.insert(files).values({
      id,
      ownerId: applicant.id,
      folder: 'documents',
      storageKey,
      contentType: 'application/pdf',
      originalName: `${VENDOR_DOCUMENT_LABELS[kind]}(견본).pdf`,
      byteSize: bytes.length,
      visibility: 'private',
    });
    return { kind, fileId: id };
  };

  const [type] = await db.select().from(truckTypes).where(eq(truckTypes.slug, 'bunsik'));
  const [size] = await db.select().from(truckSizes).where(eq(truckSizes.slug, '1t'));
  const [category] = await db.select().from(menuCategories).where(eq(menuCategories.slug, 'bunsik'));
  if (!type || !size || !category) throw new Error('The demo application needs the seeded reference data');
  const categoryIds = [category.id];

  const documents = [];
  for (const kind of REQUIRED_VENDOR_DOCUMENTS) documents.push(await paper(kind));
  const body = vendorApplicationBodySchema.parse({
    business: {
      companyName: '초록분식',
      representative: '박초록',
      businessNumber: '2208162517',
      phone: '031-555-0123',
    },
    truck: {
      name: '초록 떡볶이 트럭',
      truckTypeId: type.id,
      truckSizeId: size.id,
      categoryIds,
      regions: [
        { sido: '경기도', sigungu: '성남시' },
        { sido: '서울특별시', sigungu: '송파구' },
      ],
      baseFee: 130_000,
      minServings: 40,
      maxServings: 250,
      description: '쌀떡볶이와 수제 튀김을 현장에서 바로 만들어요. 학교 축제와 사내 행사 경험이 많아요.',
    },
    payout: { bank: 'NH농협은행', holder: '박초록', accountNumber: '302-1234-5678-91' },
    documents,
    menuItems: [
      { categoryId: categoryIds[0], name: '쌀떡볶이', price: 4500, description: '매콤달콤 기본 떡볶이' },
      {
        categoryId: categoryIds[0],
        name: '수제 모둠튀김',
        price: 5000,
        description: '김말이, 고구마, 오징어',
      },
    ],
    menuPhotoIds: photos ? [await image('menu')] : [],
    truckPhotoIds: [await image('truck')],
  });
  await submitApplication(
    {
      db,
      box,
      cache: new CatalogCache({ ttlMs: 0 }),
      documentLink: documentLinkFor(storage),
    },
    applicant,
    body,
    { firstTruck: true },
  );
}
