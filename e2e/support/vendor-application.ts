import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import { REQUIRED_CONSENTS } from './consents.ts';

const HEADERS = { 'x-client-version': '1.0.0' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (RGB, 8 bit): a two-tone picture the server checks by its bytes and re-encodes. */
export function pngBytes(
  width: number,
  height: number,
  top: [number, number, number],
  bottom: [number, number, number],
) {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height * 0.6 ? top : bottom;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A well-formed one-page PDF. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export interface CreatedApplication {
  applicationId: string;
  truckName: string;
  companyName: string;
  nickname: string;
}

/**
 * What the register flow sends, through the API: a new person signs up, uploads truck and menu-board photos
 * and the four required papers, and applies. `api` must be a request context of its own (it keeps the
 * applicant's session cookie).
 */
export async function createPendingApplication(
  api: APIRequestContext,
  names: { truckName: string; companyName: string; nickname: string },
): Promise<CreatedApplication> {
  const email = `applicant-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await data(
    await api.post('/api/auth/signup', {
      headers: HEADERS,
      data: { email, password: 'goodpass123', nickname: names.nickname, consents: REQUIRED_CONSENTS },
    }),
  );
  const [types, sizes, categories] = await Promise.all([
    api.get('/api/v1/truck-types').then((r) => data<{ id: number }[]>(r)),
    api.get('/api/v1/truck-sizes').then((r) => data<{ id: number }[]>(r)),
    api.get('/api/v1/menu-categories/active').then((r) => data<{ id: number }[]>(r)),
  ]);

  const images = async (folder: 'trucks' | 'menus', colors: [number, number, number][]) => {
    const form = new FormData();
    form.append('folder', folder);
    for (const [i, color] of colors.entries()) {
      const bytes = new Uint8Array(pngBytes(640, 420, color, [40, 40, 48]));
      form.append('images', new Blob([bytes], { type: 'image/png' }), `${folder}-${i + 1}.png`);
    }
    const uploaded = await data<{ id: string }[]>(
      await api.post('/api/v1/upload/images', { headers: HEADERS, multipart: form }),
    );
    return uploaded.map((image) => image.id);
  };
  const truckPhotoIds = await images('trucks', [
    [249, 115, 22],
    [14, 165, 233],
  ]);
  const menuPhotoIds = await images('menus', [[250, 204, 21]]);

  // Papers are for people in the application flow: the register flow says it started before the first one.
  await data(await api.post('/api/v1/foodtrucks/apply/start', { headers: HEADERS }));
  const paper = async (kind: string, fileName: string) => {
    const form = new FormData();
    form.append('folder', 'documents');
    form.append('document', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), fileName);
    const uploaded = await data<{ id: string }>(
      await api.post('/api/v1/upload/document', { headers: HEADERS, multipart: form }),
    );
    return { kind, fileId: uploaded.id };
  };
  const documents = [
    await paper('business_registration', '사업자등록증.pdf'),
    await paper('food_business_report', '영업신고증.pdf'),
    await paper('hygiene_certificate', '위생교육 수료증.pdf'),
    await paper('vehicle_registration', '자동차등록증.pdf'),
  ];

  const categoryIds = categories.slice(0, 2).map((c) => c.id);
  const truck = await data<{ application: { id: string } | null }>(
    await api.post('/api/v1/foodtrucks/apply', {
      headers: HEADERS,
      data: {
        business: {
          companyName: names.companyName,
          representative: '김달빛',
          businessNumber: '220-81-62517',
          phone: '02-123-4567',
        },
        truck: {
          name: names.truckName,
          truckTypeId: types[0]!.id,
          truckSizeId: sizes[1]!.id,
          categoryIds,
          regions: [
            { sido: '서울특별시', sigungu: '마포구' },
            { sido: '경기도', sigungu: '고양시' },
          ],
          baseFee: 150_000,
          minServings: 50,
          maxServings: 300,
          description: '국물 떡볶이와 튀김을 현장에서 바로 만들어 드려요. 기업 행사와 축제 경험이 많아요.',
        },
        payout: { bank: '카카오뱅크', holder: '김달빛', accountNumber: '3333-01-2345678' },
        documents,
        menuItems: [
          { categoryId: categoryIds[0], name: '국물 떡볶이', price: 5000, description: '' },
          {
            categoryId: categoryIds[0],
            name: '모둠 튀김',
            price: 4000,
            description: '오징어, 김말이, 고구마',
          },
        ],
        menuPhotoIds,
        truckPhotoIds,
      },
    }),
  );
  expect(truck.application).not.toBeNull();
  return { applicationId: truck.application!.id, ...names };
}
