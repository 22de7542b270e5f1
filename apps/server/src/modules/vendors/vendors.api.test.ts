import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodTrucks, vendorApplications } from '../../db/schema/index.ts';
import { type Caller, caller, signedUpCaller } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicationBody, uploadPhoto, WRONG_CHECK_DIGIT } from '../../test/vendor-fixtures.ts';

let t: TestApp;
let applicant: Caller;
let admin: Caller;
let customer: Caller;
let demoVendor: Caller;

async function logIn(email: string): Promise<Caller> {
  const person = caller(t.app);
  const res = await person.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: t.app.config.demoPassword },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return person;
}

beforeAll(async () => {
  t = await createTestApp();
  applicant = await signedUpCaller(t.app, 'new-vendor@example.com', '새사장님');
  customer = await signedUpCaller(t.app, 'just-a-customer@example.com');
  admin = await logIn('admin@example.com');
  demoVendor = await logIn('vendor@example.com');
});
afterAll(() => t.close());

const apply = (person: Caller, payload: unknown, url = '/api/v1/foodtrucks/apply') =>
  person.call({ method: 'POST', url, payload: payload as object });
const mine = async (person: Caller) =>
  (await person.call({ method: 'GET', url: '/api/v1/foodtrucks/mine' })).json().data;
const publicDetail = (id: number) => caller(t.app).call({ method: 'GET', url: `/api/v1/foodtrucks/${id}` });
const queue = async (status = 'pending') =>
  (await admin.call({ method: 'GET', url: `/api/v1/admin/applications?status=${status}` })).json();
const decide = (person: Caller, id: string, decision: 'approve' | 'reject', reason?: string) =>
  person.call({
    method: 'POST',
    url: `/api/v1/admin/applications/${id}/${decision}`,
    ...(reason !== undefined && { payload: { reason } }),
  });

describe('applying', () => {
  it('asks a guest to log in', async () => {
    const res = await apply(caller(t.app), {});
    expect(res.statusCode).toBe(401);
  });

  it('checks the business number by its check digit and names the field', async () => {
    const body = await applicationBody(t.app.database.db, customer);
    const res = await apply(customer, {
      ...body,
      business: { ...body.business, businessNumber: WRONG_CHECK_DIGIT },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['business.businessNumber']).toContain('사업자등록번호');
  });

  it('needs the four papers and refuses someone else’s upload', async () => {
    const body = await applicationBody(t.app.database.db, customer);
    const missing = await apply(customer, { ...body, documents: body.documents!.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.documents).toContain('사업자등록증');
    const othersPhoto = await uploadPhoto(applicant);
    const stolen = await apply(customer, { ...body, truckPhotoIds: [othersPhoto] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields.truckPhotoIds).toBeDefined();
    // A paper is not a photo, and a photo is not a paper.
    const swapped = await apply(customer, { ...body, truckPhotoIds: [body.documents![0]!.fileId] });
    expect(swapped.statusCode).toBe(400);
  });
});

describe('from application to listed truck', () => {
  let truckId: number;
  let applicationId: string;
  let body: Awaited<ReturnType<typeof applicationBody>>;

  it('creates the truck pending, unlisted, with the payout number sealed in the database', async () => {
    body = await applicationBody(t.app.database.db, applicant);
    const res = await apply(applicant, body);
    expect(res.statusCode).toBe(201);
    const truck = res.json().data;
    truckId = truck.id;
    expect(truck.status).toBe('pending');
    expect(truck.application).toMatchObject({ kind: 'new', status: 'pending', rejectionReason: null });
    expect(truck.payout).toEqual({
      bank: '카카오뱅크',
      holder: '김사장',
      accountNumber: '3333012345678',
      masked: false,
    });
    expect(truck.business.businessNumber).toBe('1208147521');
    expect(truck.documents).toHaveLength(4);
    expect(truck.photos).toHaveLength(2);
    expect(truck.menuPhotos).toHaveLength(1);
    expect(truck.minNoticeHours).toBe(24);
    expect((await publicDetail(truckId)).statusCode).toBe(404);

    const [row] = await t.app.database.db.select().from(foodTrucks).where(eq(foodTrucks.id, truckId));
    expect(row!.payoutAccountCipher).not.toContain('3333012345678');
    expect(row!.payoutAccountLast4).toBe('5678');
  });

  it('refuses a second first application while one is under review', async () => {
    const res = await apply(applicant, await applicationBody(t.app.database.db, applicant));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });

  it('keeps the review queue and the truck to their people', async () => {
    expect((await customer.call({ method: 'GET', url: '/api/v1/admin/applications' })).statusCode).toBe(403);
    expect((await demoVendor.call({ method: 'GET', url: '/api/v1/admin/applications' })).statusCode).toBe(
      403,
    );
    expect(await mine(customer)).toEqual([]);
    const edit = await customer.call({
      method: 'PUT',
      url: `/api/v1/foodtrucks/${truckId}`,
      payload: { menuPhotoIds: [] },
    });
    expect(edit.statusCode).toBe(404);
    const vendorEdit = await demoVendor.call({
      method: 'PUT',
      url: `/api/v1/foodtrucks/${truckId}`,
      payload: { menuPhotoIds: [] },
    });
    expect(vendorEdit.statusCode).toBe(404);
    // Only vendors add a further truck; a first truck goes through /apply.
    expect((await apply(customer, body, '/api/v1/foodtrucks')).statusCode).toBe(403);
  });

  it('shows the operator the proposal, the papers through signed links and the history', async () => {
    const list = await queue();
    const item = list.data.find((a: { truck: { id: number } }) => a.truck.id === truckId);
    expect(item).toMatchObject({ kind: 'new', status: 'pending', companyName: '달려라 분식' });
    expect(item.applicant.nickname).toBe('새사장님');
    applicationId = item.id;
    const detail = (
      await admin.call({ method: 'GET', url: `/api/v1/admin/applications/${applicationId}` })
    ).json().data;
    expect(detail.payout.accountNumber).toBe('3333012345678');
    expect(detail.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(
      ['business_registration', 'food_business_report', 'hygiene_certificate', 'vehicle_registration'].sort(),
    );
    const paper = await caller(t.app).call({ method: 'GET', url: detail.documents[0].url });
    expect(paper.statusCode).toBe(200);
    expect(paper.body.startsWith('%PDF')).toBe(true);
    expect(detail.history).toEqual([expect.objectContaining({ action: 'submitted', actor: '새사장님' })]);
  });

  it('rejects with a reason the applicant sees, then takes the fixed application again', async () => {
    expect((await decide(admin, applicationId, 'reject', '짧음')).statusCode).toBe(400);
    const rejected = await decide(admin, applicationId, 'reject', '위생교육 수료증이 흐려서 읽을 수 없어요.');
    expect(rejected.statusCode).toBe(200);
    const [truck] = await mine(applicant);
    expect(truck.status).toBe('rejected');
    expect(truck.application).toMatchObject({
      status: 'rejected',
      rejectionReason: '위생교육 수료증이 흐려서 읽을 수 없어요.',
    });
    // A rejected truck is fixed through a new submission, not edited in place.
    const edit = await applicant.call({
      method: 'PUT',
      url: `/api/v1/foodtrucks/${truckId}`,
      payload: { menuPhotoIds: [] },
    });
    expect(edit.statusCode).toBe(409);

    const fixed = await applicationBody(t.app.database.db, applicant);
    const res = await apply(applicant, { ...fixed, resubmitTruckId: truckId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: truckId,
      status: 'pending',
      application: { id: applicationId, status: 'pending' },
    });
    const detail = (
      await admin.call({ method: 'GET', url: `/api/v1/admin/applications/${applicationId}` })
    ).json().data;
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'submitted',
      'rejected',
      'resubmitted',
    ]);
    expect(detail.history[1]).toMatchObject({
      actor: '운영자 (운영자)',
      reason: '위생교육 수료증이 흐려서 읽을 수 없어요.',
    });
  });

  it('approves: the truck is listed at once and its owner becomes a vendor', async () => {
    const res = await decide(admin, applicationId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('approved');
    const listed = await publicDetail(truckId);
    expect(listed.statusCode).toBe(200);
    // The form asks no kinds of events: the page claims none (docs/decisions/081-event-types-as-chosen.md).
    expect(listed.json().data.eventTypes).toEqual([]);
    const list = await caller(t.app).call({ method: 'GET', url: '/api/v1/foodtrucks?sort=newest&limit=100' });
    expect(list.json().data.map((truck: { id: number }) => truck.id)).toContain(truckId);
    const status = (await applicant.call({ method: 'GET', url: '/api/auth/status' })).json();
    expect(status.user).toMatchObject({ role: 'vendor', isVendor: true });
    const again = await decide(admin, applicationId, 'approve');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('BUSINESS_RULE_VIOLATION');
  });

  it('lets the owner edit the listing at once, and sends a business change to review', async () => {
    const edit = await applicant.call({
      method: 'PUT',
      url: `/api/v1/foodtrucks/${truckId}`,
      payload: {
        truck: {
          ...body.truck,
          description: '이제 어묵탕도 함께 준비해 드려요. 겨울 행사에 딱이에요.',
          baseFee: 120_000,
          minNoticeHours: 72,
        },
        business: { ...body.business, companyName: '달려라 분식 2호점' },
      },
    });
    expect(edit.statusCode).toBe(200);
    const own = edit.json().data;
    expect(own.baseFee).toBe(120_000);
    // 예약 마감: an application that did not name it took 24 hours; the owner moves it at once.
    expect(own.minNoticeHours).toBe(72);
    const refused = await applicant.call({
      method: 'PUT',
      url: `/api/v1/foodtrucks/${truckId}`,
      payload: { truck: { ...body.truck, minNoticeHours: 5 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['truck.minNoticeHours']).toBe('예약 마감을 골라주세요');
    expect(own.business.companyName).toBe('달려라 분식');
    expect(own.pendingChange.business.companyName).toBe('달려라 분식 2호점');
    expect(own.application).toMatchObject({ kind: 'change', status: 'pending' });

    const listed = (await publicDetail(truckId)).json().data;
    expect(listed.baseFee).toBe(120_000);
    expect(listed.business.companyName).toBe('달려라 분식');

    const change = (await queue()).data.find((a: { truck: { id: number } }) => a.truck.id === truckId);
    expect(change.kind).toBe('change');
    const detail = (
      await admin.call({ method: 'GET', url: `/api/v1/admin/applications/${change.id}` })
    ).json().data;
    // The change carries the papers on file, so the operator can compare.
    expect(detail.documents).toHaveLength(4);
    expect((await decide(admin, change.id, 'approve')).statusCode).toBe(200);
    expect((await publicDetail(truckId)).json().data.business.companyName).toBe('달려라 분식 2호점');
  });

  it('lets a vendor add another truck, pending', async () => {
    const res = await apply(
      applicant,
      await applicationBody(t.app.database.db, applicant),
      '/api/v1/foodtrucks',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('pending');
    expect(await mine(applicant)).toHaveLength(2);
    const pending = await t.app.database.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.status, 'pending'));
    expect(pending.some((a) => a.truckId === res.json().data.id)).toBe(true);
  });
});
