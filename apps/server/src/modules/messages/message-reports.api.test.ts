import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../db/schema/index.ts';
import {
  bookingBody,
  createVendorWithTruck,
  postBooking,
  referenceIds,
} from '../../test/booking-fixtures.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartForm, photoBytes } from '../../test/vendor-fixtures.ts';
import { removeUnreferencedFiles } from '../uploads/file-cleanup.ts';

/**
 * A conversation's photos and reports: a photo is private — only the thread's two sides are
 * given its links, and operators once a party reported the thread, which they then read without writing.
 * Runs on PGlite, and on PostgreSQL in CI's second pass.
 */
const SEOUL = { sido: '서울특별시', sigungu: '강남구' };

let t: TestApp;
let customer: Caller;
let stranger: Caller;
let admin: Caller;
let vendor: Awaited<ReturnType<typeof createVendorWithTruck>>;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const ref = await referenceIds(t.app.database.db);
  customer = await signedUpCaller(t.app, 'photo-customer@example.com');
  stranger = await signedUpCaller(t.app, 'photo-stranger@example.com');
  admin = await signedUpCaller(t.app, 'photo-admin@example.com');
  await t.app.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, 'photo-admin@example.com'));
  vendor = await createVendorWithTruck(t.app, {
    email: 'photo-vendor@example.com',
    regions: [SEOUL],
    categorySlugs: ['bunsik'],
  });
  const res = await postBooking(
    customer,
    bookingBody(
      { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 50 }] },
      { truckId: vendor.truckId, info: { eventName: '사진 보내는 행사' } },
    ),
  );
  bookingId = res.json().data.id;
});
afterAll(() => t.close());

const url = (tail = '') => `/api/v1/bookings/${bookingId}/messages${tail}`;
const uploadPhoto = async (person: Caller, bytes?: Buffer) =>
  person.call({
    method: 'POST',
    url: url('/photos'),
    ...multipartForm([
      { name: 'photo', filename: '현장.jpg', type: 'image/jpeg', bytes: bytes ?? (await photoBytes()) },
    ]),
  });
/** A signed link opened as a browser would: no session needed, the signature is the permission. */
const open = (link: string) => t.app.inject({ method: 'GET', url: link });

describe('photos', () => {
  it('are sent privately and open only through the links the parties are given', async () => {
    const uploaded = await uploadPhoto(customer);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json().data as { id: string; url: string; previewUrl: string };
    expect(photo.url).toMatch(/^\/files\/private\/messages\/[0-9a-f-]{36}\.webp\?/);
    // A photo alone is a message.
    const sent = await customer.call({ method: 'POST', url: url(), payload: { photoFileId: photo.id } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ body: '', photo: { id: photo.id } });

    const seen = await vendor.vendor.call({ method: 'GET', url: url() });
    const link = seen.json().data.threads[0].messages[0].photo as { url: string; previewUrl: string };
    for (const each of [link.url, link.previewUrl]) {
      const served = await open(each);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('private, no-store');
    }
    // Without its signature, or with another's, the file is refused.
    expect((await open(link.url.split('?')[0]!)).statusCode).toBe(403);
    const [, query] = link.previewUrl.split('?');
    expect((await open(`${link.url.split('?')[0]}?${query}`)).statusCode).toBe(403);

    // A photo goes with one message only, and only its uploader sends it.
    const again = await customer.call({
      method: 'POST',
      url: url(),
      payload: { body: '또', photoFileId: photo.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.photoFileId).toContain('다시 올려주세요');
    const second = (await uploadPhoto(customer)).json().data.id as string;
    const borrowed = await vendor.vendor.call({
      method: 'POST',
      url: url(),
      payload: { photoFileId: second },
    });
    expect(borrowed.statusCode).toBe(400);

    // Outsiders cannot upload into the booking, nor read its list.
    expect((await uploadPhoto(stranger)).statusCode).toBe(404);
    expect((await uploadPhoto(caller(t.app))).statusCode).toBe(401);
    expect((await stranger.call({ method: 'GET', url: url() })).statusCode).toBe(404);

    // The clean-up of files nothing uses keeps a sent photo, and takes one never sent.
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await removeUnreferencedFiles(t.app.database.db, t.app.storage, later);
    const left = await t.app.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.folder, 'messages'));
    expect(left.map((row) => row.id)).toEqual([photo.id]);
    expect((await open(link.url)).statusCode).toBe(200);
  });

  it('stay with the booking when their sender deletes the account', async () => {
    const leaving = await signedUpCaller(t.app, 'photo-leaving@example.com');
    const ref = await referenceIds(t.app.database.db);
    const own = await postBooking(
      leaving,
      bookingBody(
        { eventTypeId: ref.eventTypeId, menus: [{ menuItemId: vendor.menuItemIds[0]!, servings: 40 }] },
        { truckId: vendor.truckId, info: { eventName: '떠나는 고객의 행사' } },
      ),
    );
    const id = own.json().data.id as string;
    const uploaded = await leaving.call({
      method: 'POST',
      url: `/api/v1/bookings/${id}/messages/photos`,
      ...multipartForm([
        { name: 'photo', filename: '장소.jpg', type: 'image/jpeg', bytes: await photoBytes() },
      ]),
    });
    const photoId = uploaded.json().data.id as string;
    // A photo alone: were the file to go, the message would be left with nothing (and the delete would fail).
    expect(
      (
        await leaving.call({
          method: 'POST',
          url: `/api/v1/bookings/${id}/messages`,
          payload: { photoFileId: photoId },
        })
      ).statusCode,
    ).toBe(201);
    const gone = await leaving.call({
      method: 'DELETE',
      url: '/api/v1/users/me',
      payload: { confirm: true },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const seen = await vendor.vendor.call({ method: 'GET', url: `/api/v1/bookings/${id}/messages` });
    const photo = seen.json().data.threads[0].messages[0].photo as { id: string; url: string };
    expect(photo.id).toBe(photoId);
    expect((await open(photo.url)).statusCode).toBe(200);
  });

  it('refuses what is not an image, and a form without a photo', async () => {
    const notImage = await uploadPhoto(customer, Buffer.from('<html>hello</html>'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('INVALID_FILE_TYPE');
    const empty = await customer.call({
      method: 'POST',
      url: url('/photos'),
      ...multipartForm([{ name: 'note', value: '사진 없음' }]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ photo: '사진 파일을 골라주세요' });
  });
});

describe('reports', () => {
  it('let operators read a reported thread, read-only, and nothing else', async () => {
    expect(
      (
        await vendor.vendor.call({
          method: 'POST',
          url: url(),
          payload: { body: '계좌로 먼저 입금해주세요' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await admin.call({ method: 'GET', url: url() })).statusCode).toBe(404);
    expect((await admin.call({ method: 'GET', url: '/api/v1/admin/message-reports' })).json().data).toEqual(
      [],
    );

    const noReason = await customer.call({ method: 'POST', url: url('/report'), payload: { reason: '  ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe('신고 사유를 적어주세요');
    const reported = await customer.call({
      method: 'POST',
      url: url('/report'),
      payload: { reason: '플랫폼 밖 입금을 요구해요' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await customer.call({ method: 'GET', url: url() })).json().data.threads[0].reportedByMe).toBe(
      true,
    );

    const listed = await admin.call({ method: 'GET', url: '/api/v1/admin/message-reports' });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        bookingId,
        truckId: vendor.truckId,
        eventName: '사진 보내는 행사',
        reports: [expect.objectContaining({ reporterSide: 'customer', reason: '플랫폼 밖 입금을 요구해요' })],
      }),
    ]);
    const thread = await admin.call({
      method: 'GET',
      url: `/api/v1/admin/message-reports/${bookingId}/${vendor.truckId}`,
    });
    expect(thread.statusCode, thread.body).toBe(200);
    const data = thread.json().data;
    expect(data).toMatchObject({ open: false, unread: 0 });
    expect(data.messages.map((m: { body: string }) => m.body)).toContain('계좌로 먼저 입금해주세요');
    expect(data.messages.every((m: { mine: boolean }) => !m.mine)).toBe(true);
    // The photo in it opens for the operator too.
    const photo = data.messages.find((m: { photo: unknown }) => m.photo).photo as { url: string };
    expect((await open(photo.url)).statusCode).toBe(200);
    // Through the booking too, as the operator side, and still without writing.
    expect((await admin.call({ method: 'GET', url: url() })).json().data.viewerSide).toBe('operator');
    const write = await admin.call({ method: 'POST', url: url(), payload: { body: '운영자입니다' } });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toContain('읽기만');

    // A thread nobody reported, and the console to anyone but an operator, stay closed.
    expect(
      (
        await admin.call({
          method: 'GET',
          url: `/api/v1/admin/message-reports/${bookingId}/${vendor.truckId + 999}`,
        })
      ).statusCode,
    ).toBe(404);
    expect((await customer.call({ method: 'GET', url: '/api/v1/admin/message-reports' })).statusCode).toBe(
      403,
    );
    expect(
      (await caller(t.app).call({ method: 'GET', url: '/api/v1/admin/message-reports' })).statusCode,
    ).toBe(401);
  });
});
