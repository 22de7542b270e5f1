import {
  type BookingMessages,
  currentTime,
  MESSAGE_LIMITS,
  type Message,
  type MessageSendBody,
  type MessageSide,
  type MessageThread,
  type ReportedThread,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { quotingTruckIds, resolveViewer } from '../bookings/bookings.service.ts';
import {
  checkedBody,
  closedReason,
  ownerTruck,
  reportViews,
  shownMessages,
  storeMessage,
  writerSide,
} from './message-rules.ts';
import * as repo from './messages.repo.ts';

/**
 * How the caller takes part in a booking's conversation: its customer; the vendor of its truck, or of trucks
 * an open request reaches (each may ask the customer a question); an operator, who reads reported threads only.
 */
type Party = { side: 'customer' } | { side: 'vendor'; truckIds: number[] } | { side: 'operator' };

// Someone outside the booking learns nothing of it, as with the booking itself.
const notFound = () => new AppError('BOOKING_NOT_FOUND');
const noThread = () => new AppError('RESOURCE_NOT_FOUND', { message: '대화를 찾을 수 없어요.' });

interface Context {
  booking: repo.BookingRow;
  party: Party;
  /** The threads the caller sees, the booking's own truck first. */
  truckIds: number[];
}

async function contextOf(db: Db, user: SessionUser, bookingId: string): Promise<Context> {
  const booking = await repo.bookingRow(db, bookingId);
  const viewer = booking ? await resolveViewer(db, user, booking) : null;
  if (!booking || !viewer) throw notFound();
  const party: Party =
    viewer.role === 'customer'
      ? { side: 'customer' }
      : viewer.role === 'admin'
        ? { side: 'operator' }
        : { side: 'vendor', truckIds: viewer.role === 'vendor' ? [viewer.truckId] : viewer.truckIds };
  const truckIds = await visibleTrucks(db, booking, party);
  // A vendor too late for an open request, with nothing said, and an operator with nothing reported: not found.
  if (truckIds.length === 0 && party.side !== 'customer') throw notFound();
  return { booking, party, truckIds };
}

async function visibleTrucks(db: Db, booking: repo.BookingRow, party: Party): Promise<number[]> {
  // A truck that quoted an open request has a thread with its customer, whoever wrote first (issue 31).
  const [written, quoted] = await Promise.all([
    repo.threadTruckIds(db, booking.id),
    booking.targetTruckId === null ? quotingTruckIds(db, booking.id) : [],
  ]);
  const owner = ownerTruck(booking);
  // Once a truck has the booking, a quote alone no longer makes a thread: only trucks someone wrote with stay.
  const said = [...new Set(owner === null ? [...written, ...quoted] : written)];
  if (party.side === 'customer') return [...new Set([...(owner === null ? [] : [owner]), ...said])];
  if (party.side === 'operator') {
    const reported = await repo.reportedTruckIds(db, booking.id);
    return written.filter((id) => reported.includes(id));
  }
  const mine = party.truckIds.filter((id) => id === owner || said.includes(id));
  if (mine.length > 0) return mine;
  // A vendor looking at an open request nobody took may start a thread with their first truck that serves it.
  return owner === null && booking.status === 'requested' ? party.truckIds.slice(0, 1) : [];
}

/** The thread a write names (`truckId`), or the caller's only one. */
function pickThread(context: Context, truckId: number | undefined): number {
  if (truckId !== undefined) {
    if (!context.truckIds.includes(truckId)) throw noThread();
    return truckId;
  }
  if (context.truckIds.length === 1) return context.truckIds[0]!;
  if (context.truckIds.length === 0) {
    throw new AppError('MESSAGE_THREAD_CLOSED', {
      message: '아직 대화할 푸드트럭이 없어요. 사장님이 질문을 보내면 여기서 답할 수 있어요.',
    });
  }
  throw new AppError('VALIDATION_ERROR', {
    message: '대화할 푸드트럭을 골라주세요.',
    fields: { truckId: '대화할 푸드트럭을 골라주세요' },
  });
}

const writer = (context: Context): MessageSide => writerSide(context.party.side, '대화');

async function threadView(
  db: Db,
  storage: Storage,
  context: Pick<Context, 'booking' | 'party'>,
  truckId: number,
  names: Map<number, string>,
  reportedByMe: number[],
): Promise<MessageThread> {
  const rows = await repo.threadMessages(
    db,
    { bookingId: context.booking.id, truckId },
    MESSAGE_LIMITS.threadMax,
  );
  const side = context.party.side;
  const { hasEarlier, messages, unread } = await shownMessages(storage, rows, side);
  const reason =
    side === 'operator'
      ? '신고된 대화예요. 운영자는 읽기만 할 수 있어요.'
      : closedReason(context.booking, truckId, side);
  return {
    truckId,
    truckName: names.get(truckId) ?? '푸드트럭',
    open: reason === null,
    closedReason: reason,
    unread,
    reportedByMe: reportedByMe.includes(truckId),
    hasEarlier,
    messages,
  };
}

/** GET /bookings/{id}/messages. */
export async function listMessages(
  db: Db,
  storage: Storage,
  user: SessionUser,
  bookingId: string,
): Promise<BookingMessages> {
  const context = await contextOf(db, user, bookingId);
  const [names, reported] = await Promise.all([
    repo.truckNames(db, context.truckIds),
    repo.reportedByUser(db, bookingId, user.id),
  ]);
  const threads = [];
  for (const truckId of context.truckIds)
    threads.push(await threadView(db, storage, context, truckId, names, reported));
  return { bookingId, viewerSide: context.party.side, threads };
}

/**
 * POST /bookings/{id}/messages: checked in the order a person can fix it (the text, whose thread, whether it is
 * open), then counted against the sender's limit, then stored; its insert announces `message.sent`.
 */
export async function sendMessage(
  deps: { db: Db; storage: Storage; limiter: RateLimiter },
  user: SessionUser,
  bookingId: string,
  input: Omit<MessageSendBody, 'body'> & { body: string },
): Promise<Message> {
  const { db } = deps;
  const body = checkedBody(input);
  const context = await contextOf(db, user, bookingId);
  const side = writer(context);
  const truckId = pickThread(context, input.truckId === undefined ? undefined : Number(input.truckId));
  const reason = closedReason(context.booking, truckId);
  if (reason) throw new AppError('MESSAGE_THREAD_CLOSED', { message: reason });
  return storeMessage(deps, user, side, { bookingId, truckId }, { body, photoFileId: input.photoFileId });
}

/**
 * POST /bookings/{id}/messages/photos, asked before the form is read: only a party who may write in one of the
 * booking's threads sends a photo (anyone else's bytes are not even read).
 */
export async function assertMayAttach(db: Db, user: SessionUser, bookingId: string): Promise<void> {
  const context = await contextOf(db, user, bookingId);
  writer(context);
  if (!context.truckIds.some((truckId) => closedReason(context.booking, truckId) === null)) {
    throw new AppError('MESSAGE_THREAD_CLOSED', {
      message: context.truckIds.length === 0 ? '아직 대화할 푸드트럭이 없어요.' : undefined,
    });
  }
}

/** PUT /bookings/{id}/messages/read: the other side's messages in the thread are read (their 읽음). */
export async function markRead(
  db: Db,
  user: SessionUser,
  bookingId: string,
  truckId: number | undefined,
): Promise<{ read: number }> {
  const context = await contextOf(db, user, bookingId);
  const side = writer(context);
  const thread = pickThread(context, truckId);
  return { read: await repo.markRead(db, { bookingId, truckId: thread }, side, currentTime()) };
}

/** POST /bookings/{id}/messages/report: from then on operators may read the thread. */
export async function reportThread(
  db: Db,
  user: SessionUser,
  bookingId: string,
  body: { truckId?: number | undefined; reason: string },
): Promise<void> {
  const context = await contextOf(db, user, bookingId);
  writer(context);
  const truckId = pickThread(context, body.truckId);
  await repo.upsertReport(db, {
    bookingId,
    truckId,
    reporterId: user.id,
    reason: body.reason,
    createdAt: currentTime(),
  });
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────────────────

/** GET /admin/message-reports: reported threads, the latest report first. */
export async function reportedThreads(db: Db): Promise<ReportedThread[]> {
  const threads = await repo.reportedThreads(db, 100);
  const reports = await repo.reportsOfThreads(db, threads);
  return threads.map((thread) => ({
    bookingId: thread.bookingId,
    bookingCode: thread.bookingCode,
    eventName: thread.eventName,
    truckId: thread.truckId,
    truckName: thread.truckName,
    messageCount: thread.messageCount,
    lastReportedAt: thread.lastReportedAt.toISOString(),
    reports: reportViews(
      reports.filter((r) => r.bookingId === thread.bookingId && r.truckId === thread.truckId),
      thread.customerId,
    ),
  }));
}

/** GET /admin/message-reports/{bookingId}/{truckId}: a reported thread, read-only; any other is not found. */
export async function reportedThread(
  db: Db,
  storage: Storage,
  bookingId: string,
  truckId: number,
): Promise<MessageThread> {
  const booking = await repo.bookingRow(db, bookingId);
  const reports = booking ? await repo.reportsOf(db, { bookingId, truckId }) : [];
  if (!booking || reports.length === 0) throw noThread();
  const names = await repo.truckNames(db, [truckId]);
  return threadView(db, storage, { booking, party: { side: 'operator' } }, truckId, names, []);
}

// What other modules use of this one besides the functions above (scripts/check-imports.mjs: a module is
// used through its services).
export { photoLinks } from './message-photos.ts';

/** A photo the sender uploaded for messages and nothing carries yet: what a dispute or a review may attach. */
export function unsentPhoto(db: Db, fileId: string, ownerId: string): Promise<repo.PhotoRow | undefined> {
  return repo.unsentPhoto(db, fileId, ownerId);
}
