import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@ft/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../lib/storage.ts';
import { applicantCaller, type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationBody, multipartForm, pngBomb, samplePdf } from '../../test/vendor-fixtures.ts';

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
let owner: Caller;
let stranger: Caller;
let admin: Caller;
let filesRoot: string;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  owner = await applicantCaller(t.app, 'papers@example.com');
  stranger = await applicantCaller(t.app, 'not-the-owner@example.com');
  admin = await signedUpCaller(t.app, 'operator@example.com');
  await t.app.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'operator@example.com'));
  filesRoot = path.join(t.app.config.dataDir, 'files');
});
afterAll(() => t.close());

type Part = Parameters<typeof multipartForm>[0][number];
const documentPart = (bytes: Buffer, filename = '사업자등록증.pdf', type = 'application/pdf'): Part => ({
  name: 'document',
  filename,
  type,
  bytes,
});
const upload = (person: Caller, parts: Part[]) =>
  person.call({ method: 'POST', url: '/api/v1/upload/document', ...multipartForm(parts) });
const uploadPdf = async (person: Caller, bytes = samplePdf(), filename?: string) => {
  const res = await upload(person, [{ name: 'folder', value: 'documents' }, documentPart(bytes, filename)]);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; path: string; url: string; expiresAt: string; fileName: string };
};
const refresh = (person: Caller, payload: object) =>
  person.call({ method: 'POST', url: '/api/v1/upload/refresh-url', payload });
/** A signed URL is a capability: no cookie, no client header, as a new tab or an <img> asks for it. */
const open = (url: string) => t.app.inject({ method: 'GET', url });

const fileRows = async () => (await t.app.database.db.select({ n: count() }).from(files))[0]!.n;
const storedDocuments = () => {
  const dir = path.join(filesRoot, 'private', 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/v1/upload/document', () => {
  it('takes papers only from people in the application flow: an applicant, a vendor, an operator', async () => {
    const customer = await signedUpCaller(t.app, 'just-booking@example.com');
    const before = await fileRows();
    const refused = await customer.call({
      method: 'POST',
      url: '/api/v1/upload/document',
      ...multipartForm([
        { name: 'document', filename: '서류.pdf', type: 'application/pdf', bytes: samplePdf() },
      ]),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PERMISSION_ERROR',
      error: '서류는 입점 신청을 시작한 뒤에 올릴 수 있어요. 입점하기에서 신청을 시작해주세요.',
    });
    expect(await fileRows()).toBe(before);
    // A guest cannot start one; the person can, and saying it again keeps the first time.
    expect(
      (await caller(t.app).call({ method: 'POST', url: '/api/v1/foodtrucks/apply/start' })).statusCode,
    ).toBe(401);
    const started = await customer.call({ method: 'POST', url: '/api/v1/foodtrucks/apply/start' });
    expect(started.statusCode).toBe(200);
    const again = await customer.call({ method: 'POST', url: '/api/v1/foodtrucks/apply/start' });
    expect(again.json().data.applyingSince).toBe(started.json().data.applyingSince);
    expect((await uploadPdf(customer, samplePdf())).fileName).toBe('사업자등록증.pdf');
    // Operators upload papers without applying (the /test-upload screen, a paper renewed for a vendor).
    expect((await uploadPdf(admin, samplePdf())).id).toBeTruthy();
  });

  it('stores a PDF as it came under a private key, with its owner and name, and answers a URL valid 1 hour', async () => {
    const pdf = samplePdf();
    const before = Date.now();
    const data = await uploadPdf(owner, pdf);
    expect(data.path).toMatch(/^private\/documents\/[0-9a-f-]{36}\.pdf$/);
    expect(data).toMatchObject({
      fileName: '사업자등록증.pdf',
      contentType: 'application/pdf',
      byteSize: pdf.length,
    });
    expect(data.url).toMatch(/^\/files\/private\/documents\/[0-9a-f-]{36}\.pdf\?expires=\d+&sig=[\w-]{43}$/);
    const expiresIn = Date.parse(data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(UPLOAD_LIMITS.expiryHoursDefault * HOUR_MS - 2000);
    expect(expiresIn).toBeLessThanOrEqual(UPLOAD_LIMITS.expiryHoursDefault * HOUR_MS + 1000);
    // The very bytes, outside the folder the static server serves.
    expect(fs.readFileSync(path.join(filesRoot, data.path)).equals(pdf)).toBe(true);
    expect(path.join(filesRoot, data.path).startsWith(t.app.storage.publicRoot!)).toBe(false);
    const [row] = await t.app.database.db.select().from(files).where(eq(files.id, data.id));
    expect(row).toMatchObject({
      folder: 'documents',
      visibility: 'private',
      originalName: '사업자등록증.pdf',
    });
    const me = (await owner.call({ method: 'GET', url: '/api/v1/users/profile' })).json().data;
    expect(row!.ownerId).toBe(me.id);
  });

  it('serves a signed URL without a session: the bytes, their type, inline with the name, never cached', async () => {
    const pdf = samplePdf();
    const data = await uploadPdf(owner, pdf);
    const res = await open(data.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('사업자등록증.pdf')}`,
    );
    // Not a public file: the static root has no such path.
    expect((await open(`/files/${data.path.replace(/^private\//, '')}`)).statusCode).toBe(404);
  });

  it('keeps JPEG and PNG scans in their format and size, without where and with what they were taken', async () => {
    const exif = {
      IFD0: { Make: 'Galaxy', Model: 'SM-S921N' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
    };
    const blank = sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } });
    const png = await blank.clone().png().withExif(exif).toBuffer();
    const jpeg = await blank.clone().jpeg().withExif(exif).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    for (const [bytes, name, format] of [
      [png, 'scan.png', 'png'],
      [jpeg, 'scan.jpg', 'jpeg'],
    ] as const) {
      const res = await upload(owner, [documentPart(bytes, name, 'image/png')]);
      expect(res.statusCode).toBe(201);
      const data = res.json().data;
      expect(data.path.endsWith(`.${format === 'jpeg' ? 'jpg' : 'png'}`)).toBe(true);
      const stored = (await open(data.url)).rawPayload;
      expect(data.byteSize).toBe(stored.length);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format, width: 120, height: 80 });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('SM-S921N'))).toBe(false);
    }
  });

  it('refuses an image paper over 50 megapixels before decoding it, keeping nothing', async () => {
    const before = { rows: await fileRows(), stored: storedDocuments().length };
    const res = await upload(owner, [documentPart(pngBomb(), '영업신고증.png', 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(
      '영업신고증.png 파일 처리 중 오류가 발생했습니다. 이미지는 5천만 화소 이하로 올려주세요.',
    );
    expect(await fileRows()).toBe(before.rows);
    expect(storedDocuments()).toHaveLength(before.stored);
  });

  it('judges the type by the bytes: a page named .pdf and a WebP are refused with 415, keeping nothing', async () => {
    const before = { rows: await fileRows(), stored: storedDocuments().length };
    const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const [bytes, name] of [
      [page, 'license.pdf'],
      [webp, 'license.webp'],
    ] as const) {
      const res = await upload(owner, [documentPart(bytes, name)]);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('INVALID_FILE_TYPE');
    }
    expect(await fileRows()).toBe(before.rows);
    expect(storedDocuments()).toHaveLength(before.stored);
  });

  it('takes up to 20 MB (the image limit does not apply) and stops past it with 413, keeping nothing', async () => {
    const fifteen = Buffer.concat([samplePdf(), Buffer.alloc(15 * MB)]);
    expect((await upload(owner, [documentPart(fifteen)])).statusCode).toBe(201);
    const before = { rows: await fileRows(), stored: storedDocuments().length };
    const oversize = Buffer.concat([samplePdf(), Buffer.alloc(UPLOAD_LIMITS.documentMaxBytes)]);
    const res = await upload(owner, [{ name: 'folder', value: 'documents' }, documentPart(oversize)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    expect(await fileRows()).toBe(before.rows);
    expect(storedDocuments()).toHaveLength(before.stored);
    // Nor a half-written file anywhere under storage.
    const all = fs.readdirSync(filesRoot, { recursive: true }) as string[];
    expect(all.filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('shows the name it was given, cleaned for display: no folders, control or direction marks, ≤ 200 characters', async () => {
    const tricky = await uploadPdf(owner, samplePdf(), 'C:\\Users\\kim\\위생\u202Efdp.exe\u0007.pdf');
    expect(tricky.fileName).toBe('위생fdp.exe.pdf');
    const long = await uploadPdf(owner, samplePdf(), `${'가'.repeat(300)}.pdf`);
    expect(Array.from(long.fileName)).toHaveLength(200);
    expect(long.fileName.endsWith('가.pdf')).toBe(true);
  });

  it('refuses another folder, a missing file and two files with 400, and guests with 401', async () => {
    const before = { rows: await fileRows(), stored: storedDocuments().length };
    // The folder after the file: the file was read but is not kept.
    const wrongFolder = await upload(owner, [documentPart(samplePdf()), { name: 'folder', value: 'trucks' }]);
    expect(wrongFolder.statusCode).toBe(400);
    expect(wrongFolder.json().fields.folder).toBeDefined();
    const missing = await upload(owner, [{ name: 'folder', value: 'documents' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.document).toBeDefined();
    const two = await upload(owner, [documentPart(samplePdf()), documentPart(samplePdf(), 'second.pdf')]);
    expect(two.statusCode).toBe(400);
    const json = await owner.call({
      method: 'POST',
      url: '/api/v1/upload/document',
      payload: { document: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await fileRows()).toBe(before.rows);
    expect(storedDocuments()).toHaveLength(before.stored);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/document',
      ...multipartForm([documentPart(samplePdf())]),
      headers: { ...multipartForm([]).headers, 'x-client-version': '1.0.0' },
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /api/v1/upload/refresh-url', () => {
  it('renews the owner’s URL for expiry_hours, up to 168, and the new URL serves the file', async () => {
    const data = await uploadPdf(owner);
    const before = Date.now();
    const res = await refresh(owner, { file_path: data.path, expiry_hours: 168 });
    expect(res.statusCode).toBe(200);
    const renewed = res.json().data;
    expect(Object.keys(renewed).sort()).toEqual(['expiresAt', 'url']);
    expect(Date.parse(renewed.expiresAt) - before).toBeGreaterThan(168 * HOUR_MS - 2000);
    expect(Date.parse(renewed.expiresAt) - before).toBeLessThanOrEqual(168 * HOUR_MS + 1000);
    expect((await open(renewed.url)).statusCode).toBe(200);
    const defaulted = await refresh(owner, { file_path: data.path });
    expect(Date.parse(defaulted.json().data.expiresAt) - before).toBeLessThanOrEqual(
      UPLOAD_LIMITS.expiryHoursDefault * HOUR_MS + 1000,
    );
    for (const expiry_hours of [0, 169, 1.5, 'soon'])
      expect((await refresh(owner, { file_path: data.path, expiry_hours })).statusCode).toBe(400);
  });

  it('answers anyone but the owner 404, as for a file that does not exist; an admin may renew', async () => {
    const data = await uploadPdf(owner);
    const asStranger = await refresh(stranger, { file_path: data.path, expiry_hours: 24 });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().code).toBe('NOT_FOUND');
    const missing = await refresh(owner, {
      file_path: 'private/documents/00000000-0000-4000-8000-000000000000.pdf',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(asStranger.json());
    const asAdmin = await refresh(admin, { file_path: data.path, expiry_hours: 24 });
    expect(asAdmin.statusCode).toBe(200);
    expect((await open(asAdmin.json().data.url)).statusCode).toBe(200);
  });

  it('refuses a file_path that is not a clean private key with 400, never a 500', async () => {
    const data = await uploadPdf(owner);
    const id = data.path.slice('private/documents/'.length);
    const photo = (
      await owner.call({
        method: 'POST',
        url: '/api/v1/upload/image',
        ...multipartForm([
          {
            name: 'image',
            filename: 'p.jpg',
            type: 'image/jpeg',
            bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
              .jpeg()
              .toBuffer(),
          },
        ]),
      })
    ).json().data;
    const paths = [
      '../../package.json',
      `private/documents/../documents/${id}`,
      `/private/documents/${id}`,
      `private\\documents\\${id}`,
      `${t.app.config.dataDir}/files/${data.path}`,
      `private/documents/${id}/..`,
      `private/documents/%2e%2e/${id}`,
      `/files/private/documents/${id}`,
      `public/${photo.url.slice('/files/'.length)}`,
      'file-url-secret',
      '../file-url-secret',
    ];
    for (const file_path of paths) {
      const res = await refresh(owner, { file_path, expiry_hours: 1 });
      expect(res.statusCode, file_path).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields.file_path).toBeDefined();
    }
  });

  it('is for signed-in people only', async () => {
    const data = await uploadPdf(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/refresh-url',
      payload: { file_path: data.path },
      headers: { 'x-client-version': '1.0.0' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /files/private/… (signed URLs on local disk)', () => {
  it('refuses an expired URL with 403, though its signature is right', async () => {
    const data = await uploadPdf(owner);
    // The same secret (kept in DATA_DIR), a clock two hours back: a URL that expired an hour ago.
    const past = createLocalStorage(filesRoot, { now: () => new Date(Date.now() - 2 * HOUR_MS) });
    const expired = await past.signedUrl(data.path, 3600, {
      contentType: 'application/pdf',
      fileName: 'a.pdf',
    });
    expect(expired.expiresAt.getTime()).toBeLessThan(Date.now());
    const res = await open(expired.url);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'PERMISSION_ERROR' });
    expect(res.json().error).toContain('유효 시간');
    // And the same clock's URL for a later expiry works: the check is the expiry, not the clock.
    const fresh = await past.signedUrl(data.path, 3 * 3600, {
      contentType: 'application/pdf',
      fileName: 'a.pdf',
    });
    expect((await open(fresh.url)).statusCode).toBe(200);
  });

  it('refuses a tampered URL with 403: another signature, a later expiry, another file, none at all', async () => {
    const first = await uploadPdf(owner);
    const second = await uploadPdf(stranger);
    const url = new URL(first.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const tampered = [
      `${url.pathname}?expires=${expires}&sig=${flipped}`,
      `${url.pathname}?expires=${Number(expires) + 3600}&sig=${sig}`,
      `/files/${second.path}?expires=${expires}&sig=${sig}`,
      url.pathname,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname}?expires=${expires}&sig=${sig}&sig=${sig}`,
      `${url.pathname}?expires=${expires}&sig=${sig.slice(0, 20)}`,
    ];
    for (const attempt of tampered) {
      const res = await open(attempt);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect((await open(first.url)).statusCode).toBe(200);
  });

  it('answers 404 once the document is deleted, though the URL is still signed', async () => {
    const data = await uploadPdf(owner);
    const del = await owner.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: data.path },
    });
    expect(del.statusCode).toBe(200);
    expect((await open(data.url)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(filesRoot, data.path))).toBe(false);
  });
});

describe('DELETE /api/v1/upload/image with a document path', () => {
  it('lets only the owner or an admin delete (404 to anyone else), and keeps papers an application holds', async () => {
    const data = await uploadPdf(owner);
    const asStranger = await stranger.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: data.path },
    });
    expect(asStranger.statusCode).toBe(404);
    expect((await open(data.url)).statusCode).toBe(200);
    const asAdmin = await admin.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: data.path },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect((await refresh(owner, { file_path: data.path })).statusCode).toBe(404);

    const applicant = await applicantCaller(t.app, 'applicant-with-papers@example.com');
    const body = await applicationBody(t.app.database.db, applicant);
    const applied = await applicant.call({ method: 'POST', url: '/api/v1/foodtrucks/apply', payload: body });
    expect(applied.statusCode).toBe(201);
    const [paper] = await t.app.database.db
      .select()
      .from(files)
      .where(eq(files.id, body.documents[0]!.fileId));
    const held = await applicant.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: paper!.storageKey },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('OPERATION_NOT_ALLOWED');
    expect(fs.existsSync(path.join(filesRoot, paper!.storageKey))).toBe(true);
  });
});
