import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.ts';
import { type Caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type FormPart, multipartForm, pngBomb } from '../../test/vendor-fixtures.ts';

let t: TestApp;
let owner: Caller;
let stranger: Caller;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  owner = await signedUpCaller(t.app, 'uploader@example.com');
  stranger = await signedUpCaller(t.app, 'someone-else@example.com');
  // A phone photo: large, and carrying where it was taken.
  photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#f97316' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
    .toBuffer();
});
afterAll(() => t.close());

const upload = (person: Caller, url: string, parts: FormPart[]) =>
  person.call({ method: 'POST', url, ...multipartForm(parts) });
const image = (bytes: Buffer, filename = 'truck.jpg', type = 'image/jpeg'): FormPart => ({
  name: 'image',
  filename,
  type,
  bytes,
});
const fileRows = async () => (await t.app.database.db.select({ n: count() }).from(files))[0]!.n;

describe('POST /api/v1/upload/image', () => {
  it('re-encodes to WebP within 1600 px, drops the location, and makes 800 and 400 px versions', async () => {
    const res = await upload(owner, '/api/v1/upload/image', [
      { name: 'folder', value: 'menus' },
      image(photo),
    ]);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ width: 1600, height: 1067 });
    expect(data.url).toMatch(/^\/files\/menus\/[0-9a-f-]{36}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp(
      (await t.app.inject({ method: 'GET', url: data.thumbnailUrl })).rawPayload,
    ).metadata();
    expect(thumb.width).toBe(400);
  });

  it('refuses an image over 50 megapixels from its header, before decoding it, with the file message', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = await fileRows();
    const res = await upload(owner, '/api/v1/upload/images', [
      { name: 'images', filename: 'menu-board.png', type: 'image/png', bytes: bomb },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      error: 'menu-board.png 파일 처리 중 오류가 발생했습니다. 이미지는 5천만 화소 이하로 올려주세요.',
    });
    expect(await fileRows()).toBe(before);
  });

  it('refuses a compressed body with 415 before reading it', async () => {
    const form = multipartForm([image(photo)]);
    const res = await owner.call({
      method: 'POST',
      url: '/api/v1/upload/image',
      payload: zlib.gzipSync(form.payload),
      headers: { ...form.headers, 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('압축해서 보낸 요청은 받을 수 없어요. 압축하지 않고 다시 보내주세요.');
  });

  it('judges the type by the bytes: a page named .jpg is refused with 415', async () => {
    const before = await fileRows();
    const html = Buffer.from('<!doctype html><html><body>not a photo</body></html>');
    const res = await upload(owner, '/api/v1/upload/image', [image(html, 'photo.jpg')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('INVALID_FILE_TYPE');
    expect(await fileRows()).toBe(before);
  });

  it('stops reading past 10 MB with 413 FILE_TOO_LARGE and keeps nothing', async () => {
    const before = await fileRows();
    const huge = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(owner, '/api/v1/upload/image', [image(huge)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    expect(await fileRows()).toBe(before);
  });

  it('refuses papers as a public image folder, a missing file, and a JSON body with 400', async () => {
    const documents = await upload(owner, '/api/v1/upload/image', [
      { name: 'folder', value: 'documents' },
      image(photo),
    ]);
    expect(documents.statusCode).toBe(400);
    expect(documents.json().fields.folder).toBeDefined();
    const empty = await upload(owner, '/api/v1/upload/image', [{ name: 'folder', value: 'trucks' }]);
    expect(empty.statusCode).toBe(400);
    const json = await owner.call({ method: 'POST', url: '/api/v1/upload/image', payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('puts the image in the folder the form names, also when `folder` comes after the file', async () => {
    const after = await upload(owner, '/api/v1/upload/image', [
      image(photo),
      { name: 'folder', value: 'menus' },
    ]);
    expect(after.statusCode).toBe(201);
    expect(after.json().data.url).toMatch(/^\/files\/menus\/[0-9a-f-]{36}\.webp$/);
    expect(after.json().data.thumbnailUrl).toMatch(/^\/files\/menus\//);
    expect((await t.app.inject({ method: 'GET', url: after.json().data.url })).statusCode).toBe(200);
    const profile = await upload(owner, '/api/v1/upload/image', [
      image(photo),
      { name: 'note', value: 'ignored' },
      { name: 'folder', value: 'profiles' },
    ]);
    expect(profile.json().data.url).toMatch(/^\/files\/profiles\//);
    // Without a folder, trucks.
    const none = await upload(owner, '/api/v1/upload/image', [image(photo)]);
    expect(none.json().data.url).toMatch(/^\/files\/trucks\//);
  });

  it('refuses a wrong folder that comes after the file, and keeps nothing of it', async () => {
    const before = await fileRows();
    const res = await upload(owner, '/api/v1/upload/image', [
      image(photo),
      { name: 'folder', value: 'documents' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.folder).toBeDefined();
    expect(await fileRows()).toBe(before);
  });

  it('says FILE_UPLOAD_FAILED (try again) when the storage itself fails, and keeps nothing', async () => {
    // A file where the folder should be: the disk refuses the write whoever runs the tests (root included).
    const folder = path.join(t.app.storage.publicRoot!, 'profiles');
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, '');
    try {
      const before = await fileRows();
      const res = await upload(owner, '/api/v1/upload/image', [
        { name: 'folder', value: 'profiles' },
        image(photo),
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        code: 'FILE_UPLOAD_FAILED',
        error: '파일을 올리지 못했어요. 다시 시도해주세요.',
      });
      expect(await fileRows()).toBe(before);
    } finally {
      fs.rmSync(folder, { force: true });
    }
    const retried = await upload(owner, '/api/v1/upload/image', [
      { name: 'folder', value: 'profiles' },
      image(photo),
    ]);
    expect(retried.statusCode).toBe(201);
  });

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/image',
      ...multipartForm([image(photo)]),
      headers: { ...multipartForm([image(photo)]).headers, 'x-client-version': '1.0.0' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/upload/images', () => {
  it('stores several at once, and none when one of them is not an image', async () => {
    const two = await upload(owner, '/api/v1/upload/images', [
      { name: 'folder', value: 'trucks' },
      { ...image(photo), name: 'images' },
      { ...image(photo, 'second.jpg'), name: 'images' },
    ]);
    expect(two.statusCode).toBe(201);
    expect(two.json().data).toHaveLength(2);
    const before = await fileRows();
    const mixed = await upload(owner, '/api/v1/upload/images', [
      { ...image(photo), name: 'images' },
      { ...image(Buffer.from('%PDF-1.4 not an image'), 'menu.jpg'), name: 'images' },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await fileRows()).toBe(before);
  });
});

describe('POST /api/v1/upload/images, folder last', () => {
  it('puts every image in the folder named after them', async () => {
    const res = await upload(owner, '/api/v1/upload/images', [
      { ...image(photo), name: 'images' },
      { ...image(photo, 'second.jpg'), name: 'images' },
      { name: 'folder', value: 'menus' },
    ]);
    expect(res.statusCode).toBe(201);
    const urls = res.json().data.map((d: { url: string }) => d.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/files\/menus\//);
  });
});

describe('DELETE /api/v1/upload/image', () => {
  it('lets only the owner delete (404 to anyone else), removes every size, and refuses paths outside storage', async () => {
    const { data } = (await upload(owner, '/api/v1/upload/image', [image(photo)])).json();
    const asStranger = await stranger.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: data.url },
    });
    expect(asStranger.statusCode).toBe(404);
    const traversal = await owner.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: '/files/../../package.json' },
    });
    expect(traversal.statusCode).toBe(404);
    const deleted = await owner.call({
      method: 'DELETE',
      url: '/api/v1/upload/image',
      payload: { url: data.url },
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of [data.url, data.mediumUrl, data.thumbnailUrl])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
