import { randomUUID } from 'node:crypto';
import { REQUIRED_VENDOR_DOCUMENTS, VENDOR_DOCUMENT_LABELS, vendorApplicationBodySchema } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Storage } from '../../lib/storage.ts';
import { CatalogCache } from '../../modules/foodtrucks/catalog-cache.ts';
import { submitApplication } from '../../modules/vendors/truck-application.service.ts';
import { documentLinkFor } from '../../modules/vendors/vendors.service.ts';
import type { Db } from '../client.ts';
import { files, menuCategories, truckSizes, truckTypes, users } from '../schema/index.ts';
import { samplePdf } from './sample-pdf.ts';
import { readSeedData, region, slug, text, wholeNumber } from './seed-data.ts';
import { storeSeedPhoto } from './seed-files.ts';

/**
 * The application waiting for review (apps/server/seed/records/demo-application.json): its business, truck (its kind,
 * size and menu category by slug), payout account and menu. Checked here for shape; the service checks the rest
 * as it checks anyone's.
 */
const APPLICATION = readSeedData(
  'demo-application',
  z.strictObject({
    applicantEmail: z.email(),
    business: z.strictObject({ companyName: text, representative: text, businessNumber: text, phone: text }),
    truck: z.strictObject({
      name: text,
      truckTypeSlug: slug,
      truckSizeSlug: slug,
      categorySlug: slug,
      regions: z.array(region).min(1),
      baseFee: wholeNumber,
      minServings: wholeNumber,
      maxServings: wholeNumber,
      description: text,
    }),
    payout: z.strictObject({ bank: text, holder: text, accountNumber: text }),
    menuItems: z.array(z.strictObject({ name: text, price: wholeNumber, description: text })).min(1),
  }),
);

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
  const [applicant] = await db.select().from(users).where(eq(users.email, APPLICATION.applicantEmail));
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

  const { business, truck, payout, menuItems } = APPLICATION;
  const [type] = await db.select().from(truckTypes).where(eq(truckTypes.slug, truck.truckTypeSlug));
  const [size] = await db.select().from(truckSizes).where(eq(truckSizes.slug, truck.truckSizeSlug));
  const [category] = await db
    .select()
    .from(menuCategories)
    .where(eq(menuCategories.slug, truck.categorySlug));
  if (!type || !size || !category) throw new Error('The demo application needs the seeded reference data');
  const categoryIds = [category.id];

  const documents = [];
  for (const kind of REQUIRED_VENDOR_DOCUMENTS) documents.push(await paper(kind));
  const body = vendorApplicationBodySchema.parse({
    business,
    truck: {
      name: truck.name,
      truckTypeId: type.id,
      truckSizeId: size.id,
      categoryIds,
      regions: truck.regions,
      baseFee: truck.baseFee,
      minServings: truck.minServings,
      maxServings: truck.maxServings,
      description: truck.description,
    },
    payout,
    documents,
    menuItems: menuItems.map((item) => ({ categoryId: categoryIds[0], ...item })),
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
