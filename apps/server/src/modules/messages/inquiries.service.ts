import {
  currentTime,
  INQUIRY_PAGE_SIZE,
  type Inquiry,
  type InquiryBooking,
  type InquirySendBody,
  MESSAGE_LIMITS,
  type Message,
  type ReportedInquiry,
  type VendorInquiries,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as repo from './inquiries.repo.ts';
import {
  checkedBody,
  closedReason,
  reportViews,
  shownMessages,
  storeMessage,
  writerSide,
} from './message-rules.ts';

/**
 * 문의하기 (docs/decisions/090): a customer asks a truck before any request. The same messages as a booking's
 * thread (the sender's limit over both, photos, read receipts, reports); the customer and the truck's owner take
 * part, an operator reads one that was reported. Anyone else learns nothing of it.
 */
type Side = Inquiry['viewerSide'];

const notFound = () => new AppError('RESOURCE_NOT_FOUND', { message: '문의를 찾을 수 없어요.' });

/** The customer as the truck sees them before any booking: the nickname's first letter, as on a review. */
export const customerName = (nickname: string | null) =>
  nickname ? `${nickname.slice(0, 1)}${'*'.repeat(Math.max(1, Math.min(nickname.length - 1, 3)))}` : '고객';

/** The truck takes no new questions: suspended by operators, or not (or no longer) listed. */
function truckRefusal(status: repo.InquiryWithNames['truckStatus']): string | null {
  if (status === 'suspended') return '운영이 잠시 멈춘 푸드트럭이라 지금은 문의할 수 없어요.';
  if (status !== 'approved') return '지금은 문의를 받지 않는 푸드트럭이에요.';
  return null;
}

async function sideOf(db: Db, user: SessionUser, row: repo.InquiryWithNames): Promise<Side> {
  if (row.inquiry.customerId === user.id) return 'customer';
  if (row.ownerId !== null && row.ownerId === user.id) return 'vendor';
  if (user.role === 'admin' && (await repo.reportsOf(db, row.inquiry.id)).length > 0) return 'operator';
  throw notFound();
}

async function contextOf(db: Db, user: SessionUser, id: string) {
  const row = await repo.inquiryById(db, id);
  if (!row) throw notFound();
  return { row, side: await sideOf(db, user, row) };
}

const writer = (side: Side) => writerSide(side, '문의');

/** A booking that took the inquiry's messages; live while its thread with the truck is open and it is not over. */
function bookingOf(row: repo.ContinuationRow | undefined, truckId: number): InquiryBooking | null {
  if (!row) return null;
  return {
    bookingId: row.id,
    code: row.code,
    eventName: row.eventName,
    status: row.status,
    live: (row.status === 'requested' || row.status === 'accepted') && closedReason(row, truckId) === null,
  };
}

/** Why the caller may not write in it now, or null. */
function closedFor(row: repo.InquiryWithNames, booking: InquiryBooking | null, side: Side): string | null {
  if (side === 'operator') return '신고된 문의예요. 운영자는 읽기만 할 수 있어요.';
  const refusal = truckRefusal(row.truckStatus);
  if (refusal) return refusal;
  if (booking?.live) {
    return side === 'customer'
      ? '예약 요청으로 대화가 이어졌어요. 예약의 메시지에서 이야기해주세요.'
      : '고객이 예약을 요청해서 대화가 예약으로 이어졌어요. 예약의 메시지에서 답해주세요.';
  }
  return null;
}

/** Refuses a write the caller may not make now, in the words of why (closedFor). */
async function assertOpen(db: Db, row: repo.InquiryWithNames, side: Side): Promise<void> {
  const id = row.inquiry.id;
  const reason = closedFor(
    row,
    bookingOf((await repo.continuations(db, [id])).get(id), row.inquiry.truckId),
    side,
  );
  if (reason) throw new AppError('MESSAGE_THREAD_CLOSED', { message: reason });
}

async function view(
  db: Db,
  storage: Storage,
  user: SessionUser,
  row: repo.InquiryWithNames,
  side: Side,
): Promise<Inquiry> {
  const id = row.inquiry.id;
  const [rows, continued, reports] = await Promise.all([
    // Operators read every message sent as the inquiry; its parties, those no booking took yet.
    side === 'operator'
      ? repo.allMessages(db, id, MESSAGE_LIMITS.threadMax)
      : repo.openMessages(db, id, MESSAGE_LIMITS.threadMax),
    repo.continuations(db, [id]),
    side === 'operator' ? [] : repo.reportsOf(db, id),
  ]);
  const { hasEarlier, messages, unread } = await shownMessages(storage, rows, side);
  const booking = bookingOf(continued.get(id), row.inquiry.truckId);
  const reason = closedFor(row, booking, side);
  return {
    id,
    truckId: row.inquiry.truckId,
    truckName: row.truckName,
    customerName: customerName(row.customerNickname),
    viewerSide: side,
    open: reason === null,
    closedReason: reason,
    unread,
    reportedByMe: reports.some((report) => report.reporterId === user.id),
    hasEarlier,
    messages,
    booking,
  };
}

/**
 * PUT /foodtrucks/{id}/inquiry: the caller's inquiry with the truck, made the first time. A truck that is not
 * listed is not found; a suspended one refuses in words; nobody asks their own truck.
 */
export async function openInquiry(
  db: Db,
  storage: Storage,
  user: SessionUser,
  truckId: number,
): Promise<Inquiry> {
  const truck = await repo.truckForInquiry(db, truckId);
  if (!truck || (truck.status !== 'approved' && truck.status !== 'suspended')) {
    throw new AppError('FOODTRUCK_NOT_FOUND');
  }
  if (truck.ownerId === user.id) {
    throw new AppError('PERMISSION_ERROR', { message: '내 푸드트럭에는 문의할 수 없어요.' });
  }
  if (truck.status === 'suspended') {
    throw new AppError('TRUCK_NOT_APPROVED', {
      message: '운영이 잠시 멈춘 푸드트럭이라 지금은 문의할 수 없어요. 다른 푸드트럭을 둘러봐주세요.',
    });
  }
  const id = await repo.openInquiry(db, user.id, truckId);
  const row = await repo.inquiryById(db, id);
  return view(db, storage, user, row!, 'customer');
}

/** GET /inquiries/{id}. */
export async function getInquiry(db: Db, storage: Storage, user: SessionUser, id: string): Promise<Inquiry> {
  const { row, side } = await contextOf(db, user, id);
  return view(db, storage, user, row, side);
}

/**
 * POST /inquiries/{id}/messages: checked as a booking's message is (its text, then whether the caller may write,
 * then the sender's limit over every conversation), then stored; its insert announces `message.sent`.
 */
export async function sendInquiryMessage(
  deps: { db: Db; storage: Storage; limiter: RateLimiter },
  user: SessionUser,
  id: string,
  input: Omit<InquirySendBody, 'body'> & { body: string },
): Promise<Message> {
  const { db } = deps;
  const body = checkedBody(input);
  const { row, side } = await contextOf(db, user, id);
  const sender = writer(side);
  await assertOpen(db, row, side);
  return storeMessage(
    deps,
    user,
    sender,
    { inquiryId: id, truckId: row.inquiry.truckId },
    { body, photoFileId: input.photoFileId },
  );
}

/** POST /inquiries/{id}/messages/photos, asked before the form is read: only a party who may write now. */
export async function assertMayAttach(db: Db, user: SessionUser, id: string): Promise<void> {
  const { row, side } = await contextOf(db, user, id);
  writer(side);
  await assertOpen(db, row, side);
}

/** PUT /inquiries/{id}/read: the other side's messages are read (their 읽음). */
export async function markRead(db: Db, user: SessionUser, id: string): Promise<{ read: number }> {
  const { side } = await contextOf(db, user, id);
  return { read: await repo.markRead(db, id, writer(side), currentTime()) };
}

/** POST /inquiries/{id}/report: from then on operators may read it (the other side is not told). */
export async function reportInquiry(
  db: Db,
  user: SessionUser,
  id: string,
  body: { reason: string },
): Promise<void> {
  const { side } = await contextOf(db, user, id);
  writer(side);
  await repo.upsertReport(db, {
    inquiryId: id,
    reporterId: user.id,
    reason: body.reason,
    createdAt: currentTime(),
  });
}

// ── The owners' list ────────────────────────────────────────────────────────────────────────────────────

/** GET /foodtrucks/mine/inquiries: inquiries to the caller's trucks, the latest message first. */
export async function vendorInquiries(db: Db, user: SessionUser, page: number): Promise<VendorInquiries> {
  const {
    page: rows,
    total,
    unread,
  } = await repo.ownerInquiries(db, user.id, INQUIRY_PAGE_SIZE, (page - 1) * INQUIRY_PAGE_SIZE);
  const continued = await repo.continuations(
    db,
    rows.map((row) => row.inquiry.id),
  );
  return {
    inquiries: rows.map((row) => ({
      id: row.inquiry.id,
      truckId: row.inquiry.truckId,
      truckName: row.truckName,
      customerName: customerName(row.customerNickname),
      lastMessage: {
        side: row.last.side,
        body: row.last.body,
        photo: row.last.photo,
        createdAt: new Date(row.last.created_at).toISOString(),
      },
      unread: row.unread,
      booking: bookingOf(continued.get(row.inquiry.id), row.inquiry.truckId),
    })),
    total,
    unread,
    page,
    pageSize: INQUIRY_PAGE_SIZE,
  };
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────────────────

/** GET /admin/inquiry-reports: reported inquiries, the latest report first. */
export async function reportedInquiries(db: Db): Promise<ReportedInquiry[]> {
  const rows = await repo.reportedInquiries(db, 100);
  const reports = await repo.reportsOfInquiries(
    db,
    rows.map((row) => row.inquiryId),
  );
  return rows.map((row) => ({
    inquiryId: row.inquiryId,
    truckId: row.truckId,
    truckName: row.truckName,
    customerName: customerName(row.customerNickname),
    messageCount: row.messageCount,
    lastReportedAt: row.lastReportedAt.toISOString(),
    reports: reportViews(
      reports.filter((report) => report.inquiryId === row.inquiryId),
      row.customerId,
    ),
  }));
}

/** GET /admin/inquiry-reports/{id}: a reported inquiry, read-only; any other is not found. */
export async function reportedInquiry(
  db: Db,
  storage: Storage,
  user: SessionUser,
  id: string,
): Promise<Inquiry> {
  const row = await repo.inquiryById(db, id);
  if (!row || (await repo.reportsOf(db, id)).length === 0) throw notFound();
  return view(db, storage, user, row, 'operator');
}
