import zlib from 'node:zlib';
import { REQUIRED_VENDOR_DOCUMENTS, type VendorApplicationBodyInput } from '@ft/shared';
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { menuCategories, truckSizes, truckTypes } from '../db/schema/index.ts';
import { samplePdf } from '../db/seed/sample-pdf.ts';

import type { Caller } from './http.ts';

export { samplePdf };

/** A valid 사업자등록번호 (its check digit holds) and one that differs in the last digit. */
export const VALID_BUSINESS_NUMBER = '1208147521';
export const WRONG_CHECK_DIGIT = '1208147522';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----ft${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('filename' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A decompression bomb: a real PNG of 16000×16000 one-bit pixels, all black, about 31 KB on the wire and a
 * gigabyte once decoded to the RGB a resize works in.
 */
export function pngBomb(side = 16_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // one bit per pixel, greyscale (colour type 0)
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const photoBytes = (color = '#f97316') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function expectCreated(res: LightMyRequestResponse) {
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function uploadPhoto(person: Caller, folder: 'trucks' | 'menus' = 'trucks'): Promise<string> {
  const res = await person.call({
    method: 'POST',
    url: '/api/v1/upload/image',
    ...multipartForm([
      { name: 'folder', value: folder },
      { name: 'image', filename: 'photo.jpg', type: 'image/jpeg', bytes: await photoBytes() },
    ]),
  });
  return expectCreated(res).id;
}

/** One paper, as the register flow sends it: after saying the application started (the first time counts). */
export async function uploadDocument(person: Caller, filename = '사업자등록증.pdf'): Promise<string> {
  await person.call({ method: 'POST', url: '/api/v1/foodtrucks/apply/start' });
  const res = await person.call({
    method: 'POST',
    url: '/api/v1/upload/document',
    ...multipartForm([
      { name: 'folder', value: 'documents' },
      { name: 'document', filename, type: 'application/pdf', bytes: samplePdf() },
    ]),
  });
  return expectCreated(res).id;
}

/** Reference ids a truck profile needs. */
export async function truckReference(db: Db) {
  const [type] = await db.select({ id: truckTypes.id }).from(truckTypes).orderBy(asc(truckTypes.id)).limit(1);
  const [size] = await db.select({ id: truckSizes.id }).from(truckSizes).orderBy(asc(truckSizes.id)).limit(1);
  const categories = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .orderBy(asc(menuCategories.id))
    .limit(2);
  return { truckTypeId: type!.id, truckSizeId: size!.id, categoryIds: categories.map((c) => c.id) };
}

/** A complete application with freshly uploaded photos and papers of `person`. */
export async function applicationBody(
  db: Db,
  person: Caller,
  overrides: Partial<VendorApplicationBodyInput> = {},
): Promise<VendorApplicationBodyInput> {
  const ref = await truckReference(db);
  const documents = [];
  for (const kind of REQUIRED_VENDOR_DOCUMENTS)
    documents.push({ kind, fileId: await uploadDocument(person) });
  return {
    business: {
      companyName: '달려라 분식',
      representative: '김사장',
      businessNumber: '120-81-47521',
      phone: '02-123-4567',
    },
    truck: {
      name: `달려라 떡볶이 ${Math.random().toString(36).slice(2, 6)}`,
      truckTypeId: ref.truckTypeId,
      truckSizeId: ref.truckSizeId,
      categoryIds: ref.categoryIds,
      regions: [
        { sido: '서울특별시', sigungu: '마포구' },
        { sido: '경기도', sigungu: '고양시' },
      ],
      baseFee: 150_000,
      minServings: 50,
      maxServings: 300,
      description: '국물 떡볶이와 튀김을 현장에서 바로 만들어 드려요.',
    },
    payout: { bank: '카카오뱅크', holder: '김사장', accountNumber: '3333-01-2345678' },
    documents,
    menuItems: [
      { categoryId: ref.categoryIds[0]!, name: '국물 떡볶이', price: 5000 },
      {
        categoryId: ref.categoryIds[0]!,
        name: '모둠 튀김',
        price: 4000,
        description: '오징어, 김말이, 고구마',
      },
    ],
    menuPhotoIds: [await uploadPhoto(person, 'menus')],
    truckPhotoIds: [await uploadPhoto(person), await uploadPhoto(person)],
    ...overrides,
  };
}
