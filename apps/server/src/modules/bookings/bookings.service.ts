import { createHash, randomUUID } from 'node:crypto';
import {
  type Actor,
  BOOKING_AUTO_COMPLETE_AFTER_END_MS,
  BOOKING_SECTIONS,
  BOOKING_STATUS_LABELS,
  type BOOKING_VIEWER_ROLES,
  type Booking,
  type BookingDetail,
  type BookingStatus,
  type BookingStatusBody,
  type bookingCreateBodySchema,
  type bookingInfoSchema,
  type bookingListQuerySchema,
  type bookingMenusSchema,
  type bookingUpdateBodySchema,
  cancellationQuote,
  canTransition,
  estimateBooking,
  regionFromAddress,
  seoulInstant,
  validationMessage,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BookingMenuSnapshot } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { publicUrl } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { overlappingBusy } from '../availability/availability.repo.ts';
import { assertTruckFree, BUSY_OVERLAP_CONSTRAINT } from '../availability/availability.service.ts';
import { newBookingCode } from './booking-code.ts';
import * as repo from './bookings.repo.ts';

export type ViewerRole = (typeof BOOKING_VIEWER_ROLES)[number];
type CreateBody = z.output<typeof bookingCreateBodySchema>;
type UpdateBody = z.output<typeof bookingUpdateBodySchema>;
type InfoSection = z.output<typeof bookingInfoSchema>;
type MenuLines = z.output<typeof bookingMenusSchema>;
type ListQuery = z.output<typeof bookingListQuerySchema>;

const IDEMPOTENCY_INDEX = 'bookings_customer_idempotency_key';
const OVERLAP_CONSTRAINT = 'bookings_no_overlap';
const blockedForAccept = () =>
  new AppError('TRUCK_UNAVAILABLE', {
    message:
      '막아 둔 일정(휴무·정비·다른 일정)과 겹쳐서 수락할 수 없어요. 캘린더에서 그 일정을 먼저 풀어주세요.',
  });
const CODE_ATTEMPTS = 5;
const MAINTENANCE_BATCH = 200;

// Ids of other people's bookings answer exactly like missing ones (docs/product.md § Roles and access).
const notFound = () => new AppError('NOT_FOUND', { message: '예약을 찾을 수 없어요.' });

function fieldErrors(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_ERROR', { message: validationMessage(Object.keys(fields)[0]), fields });
}

// ── Answers ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * An open request is shown to every matching vendor before anyone has taken it: they see enough to quote
 * (the event, place and menu), not how to reach the customer. The vendor who accepts sees it all.
 */
function maskContact(name: string, phone: string, email: string): Booking['contact'] {
  const [local = '', domain = ''] = email.split('@');
  return {
    name: `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 1))}`,
    phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
    email: `${local.slice(0, 1)}***@${domain}`,
  };
}

/** The one shape a booking leaves the server in; rows are never sent as they are. */
export function toBooking(view: repo.BookingView, viewerRole: ViewerRole): Booking {
  const b = view.booking;
  return {
    id: b.id,
    code: b.code,
    status: b.status,
    eventType: { id: b.eventTypeId, slug: view.eventTypeSlug, name: view.eventTypeName },
    info: {
      eventName: b.eventName,
      eventDate: b.eventDate,
      startTime: b.startTime,
      endTime: b.endTime,
      guestCount: b.guestCount,
      address: {
        postcode: b.postcode,
        roadAddress: b.roadAddress,
        detailAddress: b.detailAddress,
        sido: b.sido,
        sigungu: b.sigungu,
      },
      budget: b.budget,
    },
    menus: b.menus.map((line) => ({
      menuItemId: line.menuItemId,
      categoryId: line.categoryId,
      name: line.name,
      unitPrice: line.unitPrice,
      servings: line.servings,
    })),
    contact:
      viewerRole === 'vendor' && b.truckId === null
        ? maskContact(b.contactName, b.contactPhone, b.contactEmail)
        : { name: b.contactName, phone: b.contactPhone, email: b.contactEmail },
    requests: b.requests,
    truck:
      b.truckId !== null && view.truckName !== null
        ? {
            id: b.truckId,
            name: view.truckName,
            thumbnailUrl: view.truckThumbnailKey ? publicUrl(view.truckThumbnailKey) : null,
          }
        : null,
    isOpenRequest: b.targetTruckId === null,
    estimate: b.estimate,
    quotedAmount: b.quotedAmount,
    cancellationFee: b.cancellationFee,
    statusReason: b.statusReason,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    viewerRole,
  };
}

function toBookingDetail(
  view: repo.BookingView,
  history: Pick<repo.HistoryRow, 'fromStatus' | 'toStatus' | 'actor' | 'reason' | 'createdAt'>[],
  viewerRole: ViewerRole,
): BookingDetail {
  return {
    ...toBooking(view, viewerRole),
    history: history.map((entry) => ({
      from: entry.fromStatus,
      to: entry.toStatus,
      actor: entry.actor,
      reason: entry.reason,
      at: entry.createdAt.toISOString(),
    })),
  };
}

async function detailOf(db: Db, id: string, viewerRole: ViewerRole): Promise<BookingDetail> {
  const [view, history] = await Promise.all([repo.findBookingView(db, id), repo.historyOf(db, id)]);
  if (!view) throw notFound();
  return toBookingDetail(view, history, viewerRole);
}

// ── What a request section becomes in the row ────────────────────────────────────────────────────────

function infoColumns(info: InfoSection) {
  // The contract refuses an address it cannot place, so a region is always found here.
  const region = regionFromAddress(info.address.roadAddress) ?? { sido: '', sigungu: '' };
  return {
    eventName: info.eventName,
    eventDate: info.eventDate,
    startTime: info.startTime,
    endTime: info.endTime,
    startsAt: seoulInstant(info.eventDate, info.startTime),
    endsAt: seoulInstant(info.eventDate, info.endTime),
    guestCount: info.guestCount,
    postcode: info.address.postcode,
    roadAddress: info.address.roadAddress,
    detailAddress: info.address.detailAddress,
    sido: region.sido,
    sigungu: region.sigungu,
    budget: info.budget,
  };
}

interface PricedMenus {
  menus: BookingMenuSnapshot[];
  menuSource: 'catalog' | 'truck';
  categoryIds: number[];
  estimate: number;
}

/**
 * Prices the lines on the server (docs/product.md § Domain): from the target truck's own menu plus its
 * call-out fee, or from the catalogue for an open request. Unknown items are named per line, like the
 * contract's own messages.
 */
async function priceMenus(
  db: Db,
  lines: MenuLines,
  truck: repo.TruckForBooking | null,
  fields: Record<string, string>,
): Promise<PricedMenus> {
  const ids = lines.map((line) => line.menuItemId);
  const items = truck ? await repo.truckMenuItems(db, truck.id, ids) : await repo.catalogMenuItems(db, ids);
  const byId = new Map(items.map((item) => [item.id, item]));
  const menus: BookingMenuSnapshot[] = [];
  lines.forEach((line, index) => {
    const item = byId.get(line.menuItemId);
    if (!item) {
      fields[`menus.${index}.menuItemId`] = truck
        ? '이 푸드트럭의 메뉴에서 골라주세요'
        : '메뉴를 찾을 수 없어요. 다시 골라주세요';
      return;
    }
    menus.push({
      menuItemId: item.id,
      categoryId: item.categoryId,
      name: item.name,
      unitPrice: item.price,
      servings: line.servings,
    });
  });
  return {
    menus,
    menuSource: truck ? 'truck' : 'catalog',
    categoryIds: [...new Set(menus.map((line) => line.categoryId))].sort((a, b) => a - b),
    estimate: estimateBooking(menus, truck?.baseFee ?? 0),
  };
}

async function checkEventType(db: Db, id: number, fields: Record<string, string>) {
  const eventType = await repo.findActiveEventType(db, id);
  if (!eventType) fields.eventTypeId = '행사 종류를 다시 선택해주세요';
  return eventType;
}

// ── Create ────────────────────────────────────────────────────────────────────────────────────────────

/** The request as validated, hashed: what a repeated Idempotency-Key must come with again. */
const requestHashOf = (body: CreateBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * POST /bookings. A repeated Idempotency-Key from the same person with the same request returns the first
 * booking (created: false), however many submits race: the unique index on (customer_id, idempotency_key)
 * decides, not a prior read. The same key with a different request is refused (422), so a fix made after an
 * ambiguous failure is never silently dropped.
 */
export async function createBooking(
  db: Db,
  user: SessionUser,
  idempotencyKey: string,
  body: CreateBody,
): Promise<{ booking: BookingDetail; created: boolean }> {
  const requestHash = requestHashOf(body);
  const replay = async (first: { id: string; requestHash: string | null }) => {
    // Rows from before hashes were kept have none to compare: they answer as before.
    if (first.requestHash !== null && first.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    return { booking: await detailOf(db, first.id, 'customer'), created: false };
  };
  const existing = await repo.findBookingByKey(db, user.id, idempotencyKey);
  if (existing) return replay(existing);

  let truck: Awaited<ReturnType<typeof repo.findTruckCard>> | null = null;
  if (body.truckId !== null) {
    const found = await repo.findTruckCard(db, body.truckId);
    if (found?.status !== 'approved') {
      throw new AppError('NOT_FOUND', {
        message: '푸드트럭을 찾을 수 없어요. 목록에서 다시 골라주세요.',
        fields: { truckId: '푸드트럭을 찾을 수 없어요' },
      });
    }
    truck = found;
  }
  // Each check writes its own fields, merged in the body's order: on PostgreSQL the two queries finish in
  // either order, and the first field names the message.
  const eventTypeFields: Record<string, string> = {};
  const menuFields: Record<string, string> = {};
  const [eventType, priced] = await Promise.all([
    checkEventType(db, body.eventTypeId, eventTypeFields),
    priceMenus(db, body.menus, truck, menuFields),
  ]);
  const fields = { ...eventTypeFields, ...menuFields };
  if (!eventType || Object.keys(fields).length > 0) throw fieldErrors(fields);

  const info = infoColumns(body.info);
  // A request for a time the truck is blocked or booked is refused before it is sent (§ Availability).
  if (truck) await assertTruckFree(db, truck.id, info.startsAt, info.endsAt);
  const values = {
    customerId: user.id,
    idempotencyKey,
    requestHash,
    targetTruckId: truck?.id ?? null,
    truckId: truck?.id ?? null,
    eventTypeId: body.eventTypeId,
    ...info,
    ...priced,
    contactName: body.contact.name,
    contactPhone: body.contact.phone,
    contactEmail: body.contact.email,
    requests: body.requests,
  };
  try {
    const { row, history } = await insertWithFreeCode(db, values, user.id);
    // Everything the answer shows is in hand: no second read of what was just written.
    const view: repo.BookingView = {
      booking: row,
      eventTypeSlug: eventType.slug,
      eventTypeName: eventType.name,
      truckName: truck?.name ?? null,
      truckThumbnailKey: truck?.thumbnailKey ?? null,
    };
    return { booking: toBookingDetail(view, history, 'customer'), created: true };
  } catch (error) {
    // Another submit with the same key committed first: answer with its booking.
    if (isConstraintError(error, PG_UNIQUE_VIOLATION, IDEMPOTENCY_INDEX)) {
      const first = await repo.findBookingByKey(db, user.id, idempotencyKey);
      if (first) return replay(first);
    }
    throw error;
  }
}

/** Inserts the request with a new FT-YYYYMMDD-XXXX code, drawing again on the rare clash. */
async function insertWithFreeCode(db: Db, values: Omit<repo.BookingRow, RowDefaults>, userId: string) {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const now = new Date();
    const row: repo.BookingRow = {
      ...values,
      id: randomUUID(),
      code: newBookingCode(now),
      quotedAmount: null,
      cancellationFee: null,
      statusReason: null,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    };
    const entry = {
      bookingId: row.id,
      fromStatus: null,
      toStatus: 'requested' as const,
      actor: 'customer' as const,
      actorUserId: userId,
      reason: null,
      createdAt: now,
    };
    if (await repo.insertRequestedBooking(db, row, entry)) return { row, history: [entry] };
  }
  throw new Error(`no free booking code after ${CODE_ATTEMPTS} attempts`);
}

type RowDefaults =
  | 'id'
  | 'code'
  | 'quotedAmount'
  | 'cancellationFee'
  | 'statusReason'
  | 'status'
  | 'createdAt'
  | 'updatedAt';

// ── Read ──────────────────────────────────────────────────────────────────────────────────────────────

/** How the person relates to the booking, or null when they may not know it exists. */
async function viewerRoleFor(
  db: Db,
  user: SessionUser,
  booking: repo.BookingRow,
): Promise<ViewerRole | null> {
  if (booking.customerId === user.id) return 'customer';
  if (user.role === 'admin') return 'admin';
  // The target truck, or the one that took an open request (a targeted booking's truck is its target).
  const ownTruckId = booking.truckId ?? booking.targetTruckId;
  if (ownTruckId !== null && (await repo.findTruck(db, ownTruckId))?.ownerId === user.id) return 'vendor';
  const waitingOpenRequest =
    booking.status === 'requested' && booking.targetTruckId === null && booking.truckId === null;
  if (waitingOpenRequest && (await repo.matchingTruckIds(db, user.id, booking)).length > 0) return 'vendor';
  return null;
}

export async function getBooking(db: Db, user: SessionUser, id: string): Promise<BookingDetail> {
  // The view carries the whole row: one read decides who is asking and answers them.
  const view = await repo.findBookingView(db, id);
  const role = view ? await viewerRoleFor(db, user, view.booking) : null;
  if (!view || !role) throw notFound();
  return toBookingDetail(view, await repo.historyOf(db, id), role);
}

export interface BookingPage {
  data: Booking[];
  total: number;
  page: number;
  limit: number;
}

/** GET /bookings: the person's own requests, newest first. */
export async function listMyBookings(db: Db, user: SessionUser, query: ListQuery): Promise<BookingPage> {
  const { rows, total } = await repo.listCustomerBookings(db, user.id, {
    statuses: query.status,
    page: query.page,
    limit: query.limit,
  });
  return {
    data: rows.map((row) => toBooking(row, 'customer')),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /bookings/foodtruck/:id: the truck's bookings and the open requests it could take. */
export async function listTruckBookings(
  db: Db,
  user: SessionUser,
  truckId: number,
  query: ListQuery,
): Promise<BookingPage> {
  const truck = await repo.findTruck(db, truckId);
  const owns = truck !== undefined && truck.ownerId === user.id;
  if (!truck || !(owns || user.role === 'admin')) {
    throw new AppError('NOT_FOUND', { message: '푸드트럭을 찾을 수 없어요.' });
  }
  const { rows, total } = await repo.listTruckBookings(db, truckId, {
    statuses: query.status,
    // Only an approved truck can take an open request, so only it is shown them.
    includeOpenRequests: truck.status === 'approved',
    page: query.page,
    limit: query.limit,
  });
  const role: ViewerRole = owns ? 'vendor' : 'admin';
  return {
    data: rows.map((row) => toBooking(row, role)),
    total,
    page: query.page,
    limit: query.limit,
  };
}

// ── Edit ──────────────────────────────────────────────────────────────────────────────────────────────

const EDITABLE_WHEN_ACCEPTED = new Set<string>(['contact', 'requests']);

/**
 * PUT /bookings/:id, the customer's own booking only. While `requested` every section may change and the
 * derived columns (region, instants, menu snapshot, estimate) follow; once `accepted`, only contact and
 * requests (docs/product.md § Domain). The status check and the write happen under one row lock.
 */
export async function updateBooking(
  db: Db,
  user: SessionUser,
  id: string,
  body: UpdateBody,
): Promise<BookingDetail> {
  await db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking || booking.customerId !== user.id) throw notFound();
    const sections = BOOKING_SECTIONS.filter((section) => body[section] !== undefined);
    if (booking.status === 'accepted') {
      if (sections.some((section) => !EDITABLE_WHEN_ACCEPTED.has(section))) {
        throw new AppError('OPERATION_NOT_ALLOWED', {
          message:
            '확정된 예약은 연락처와 요청사항만 바꿀 수 있어요. 행사 정보나 메뉴는 사장님과 먼저 상의해주세요.',
        });
      }
    } else if (booking.status !== 'requested') {
      throw new AppError('OPERATION_NOT_ALLOWED', {
        message: `${BOOKING_STATUS_LABELS[booking.status]}된 예약은 바꿀 수 없어요.`,
      });
    }

    const fields: Record<string, string> = {};
    const values: Partial<repo.NewBookingRow> = { updatedAt: new Date() };
    if (body.eventTypeId !== undefined) {
      await checkEventType(tx, body.eventTypeId, fields);
      values.eventTypeId = body.eventTypeId;
    }
    if (body.info) {
      const info = infoColumns(body.info);
      if (booking.targetTruckId !== null) {
        await assertTruckFree(tx, booking.targetTruckId, info.startsAt, info.endsAt, booking.id);
      }
      Object.assign(values, info);
    }
    if (body.menus) {
      const truck = booking.targetTruckId === null ? null : await repo.findTruck(tx, booking.targetTruckId);
      Object.assign(values, await priceMenus(tx, body.menus, truck ?? null, fields));
    }
    if (Object.keys(fields).length > 0) throw fieldErrors(fields);
    if (body.contact) {
      values.contactName = body.contact.name;
      values.contactPhone = body.contact.phone;
      values.contactEmail = body.contact.email;
    }
    if (body.requests !== undefined) values.requests = body.requests;
    await repo.updateBookingRow(tx, id, values);
  });
  return detailOf(db, id, 'customer');
}

// ── Status ────────────────────────────────────────────────────────────────────────────────────────────

type ResolvedActor = { actor: 'customer' | 'admin' } | { actor: 'vendor'; truckId: number };

function truckChoiceError(): AppError {
  return fieldErrors({ truckId: '이 요청을 받을 수 있는 내 푸드트럭을 골라주세요' });
}

/**
 * Who is asking, in this order: the booking's customer, an admin, the vendor of its truck, a vendor with an
 * approved truck matching an open request. Anyone else learns nothing: 404. Runs on the locked row.
 */
async function resolveActor(
  tx: Db,
  user: SessionUser,
  booking: repo.BookingRow,
  body: BookingStatusBody,
): Promise<ResolvedActor> {
  if (booking.customerId === user.id) return { actor: 'customer' };
  if (user.role === 'admin') return { actor: 'admin' };
  const ownTruckId = booking.truckId ?? booking.targetTruckId;
  if (ownTruckId !== null && (await repo.findTruck(tx, ownTruckId))?.ownerId === user.id) {
    if (body.truckId !== undefined && body.truckId !== ownTruckId) throw truckChoiceError();
    return { actor: 'vendor', truckId: ownTruckId };
  }
  if (booking.targetTruckId !== null) throw notFound();
  const matching = await repo.matchingTruckIds(tx, user.id, booking);
  if (matching.length === 0) throw notFound();
  if (booking.status !== 'requested') {
    // A vendor who saw the open request and lost the race (or was too late) is told so; nothing else.
    if (body.status !== 'accepted') throw notFound();
    throw new AppError(
      'BOOKING_ALREADY_TAKEN',
      booking.truckId === null
        ? { message: '이미 마감된 요청이에요. 고객이 취소했거나 기한이 지났어요.' }
        : {},
    );
  }
  const truckId = body.truckId ?? matching[0]!;
  if (!matching.includes(truckId)) throw truckChoiceError();
  return { actor: 'vendor', truckId };
}

/**
 * PUT /bookings/:id/status. Everything happens in one transaction on the locked booking row: who is asking,
 * the shared state machine, and for an accept a lock on the truck row and the overlap check (the exclusion
 * constraint `bookings_no_overlap` is the backstop).
 */
export async function changeBookingStatus(
  db: Db,
  user: SessionUser,
  id: string,
  body: BookingStatusBody,
): Promise<BookingDetail> {
  const viewerRole = await db.transaction(async (tx) => {
    const booking = await repo.lockBooking(tx, id);
    if (!booking) throw notFound();
    const resolved = await resolveActor(tx, user, booking, body);
    const from = booking.status;
    const to = body.status;
    const openRequestRejected =
      resolved.actor === 'vendor' &&
      from === 'requested' &&
      to === 'rejected' &&
      booking.targetTruckId === null;
    if (openRequestRejected) {
      throw new AppError('OPERATION_NOT_ALLOWED', {
        message: '열린 요청은 거절하지 않아도 돼요. 수락하지 않으면 다른 푸드트럭이 받을 수 있어요.',
      });
    }
    const now = new Date();
    const verdict = canTransition({
      from,
      to,
      actor: resolved.actor,
      now,
      eventStart: booking.startsAt,
      eventEnd: booking.endsAt,
      reason: body.reason,
      quotedAmount: body.quotedAmount,
    });
    if (!verdict.ok) throw new AppError(verdict.code, { message: verdict.reason });

    const reason = body.reason?.trim() ? body.reason.trim() : null;
    const values: Partial<repo.NewBookingRow> = { status: to, updatedAt: now };
    if (to === 'accepted' && resolved.actor === 'vendor') {
      const truck = await repo.lockTruck(tx, resolved.truckId);
      if (truck?.status !== 'approved') {
        throw new AppError('OPERATION_NOT_ALLOWED', {
          message: '승인된 푸드트럭만 예약을 수락할 수 있어요.',
        });
      }
      if (await repo.hasOverlappingAccepted(tx, resolved.truckId, booking))
        throw new AppError('BOOKING_OVERLAP');
      const [busy] = await overlappingBusy(
        tx,
        resolved.truckId,
        booking.startsAt,
        booking.endsAt,
        booking.id,
      );
      if (busy) throw blockedForAccept();
      values.truckId = resolved.truckId;
      values.quotedAmount = body.quotedAmount ?? null;
      values.statusReason = null;
    }
    if (to === 'cancelled') {
      values.cancellationFee = cancellationQuote({
        status: from,
        quotedAmount: booking.quotedAmount,
        eventDate: booking.eventDate,
        now,
      }).fee;
      values.statusReason = reason;
    }
    if (to === 'rejected') values.statusReason = reason;
    try {
      await repo.updateBookingRow(tx, id, values);
    } catch (error) {
      if (isConstraintError(error, PG_EXCLUSION_VIOLATION, OVERLAP_CONSTRAINT)) {
        throw new AppError('BOOKING_OVERLAP');
      }
      if (isConstraintError(error, PG_EXCLUSION_VIOLATION, BUSY_OVERLAP_CONSTRAINT)) throw blockedForAccept();
      throw error;
    }
    await repo.insertHistory(tx, [
      {
        bookingId: id,
        fromStatus: from,
        toStatus: to,
        actor: resolved.actor,
        actorUserId: user.id,
        reason,
        createdAt: now,
      },
    ]);
    return resolved.actor;
  });
  return detailOf(db, id, viewerRole);
}

// ── Maintenance ───────────────────────────────────────────────────────────────────────────────────────

async function sweep(
  db: Db,
  now: Date,
  move: { from: BookingStatus; to: BookingStatus; column: 'startsAt' | 'endsAt'; dueBefore: Date },
): Promise<number> {
  const actor: Actor = 'system';
  let moved = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await repo.lockDueBookings(tx, move.from, move.column, move.dueBefore, MAINTENANCE_BATCH);
      const ids = due
        .filter(
          (booking) =>
            canTransition({
              from: booking.status,
              to: move.to,
              actor,
              now,
              eventStart: booking.startsAt,
              eventEnd: booking.endsAt,
            }).ok,
        )
        .map((booking) => booking.id);
      await repo.setStatuses(tx, ids, move.from, move.to, now);
      await repo.insertHistory(
        tx,
        ids.map((bookingId) => ({
          bookingId,
          fromStatus: move.from,
          toStatus: move.to,
          actor,
          createdAt: now,
        })),
      );
      return { locked: due.length, moved: ids.length };
    });
    moved += batch.moved;
    // A full batch may have more behind it; a batch the state machine refused entirely would loop forever.
    if (batch.locked < MAINTENANCE_BATCH || batch.moved === 0) return moved;
  }
}

/**
 * Scheduled work (docs/product.md § Domain): requests nobody accepted before the event began expire; accepted
 * bookings complete themselves 48 h after the event ends. Each move passes the shared state machine as
 * `system` and is written with its history row. Idempotent SQL, safe to run from any number of instances at
 * once.
 */
export async function runBookingMaintenance(
  db: Db,
  now: Date = new Date(),
): Promise<{ expired: number; completed: number }> {
  const expired = await sweep(db, now, {
    from: 'requested',
    to: 'expired',
    column: 'startsAt',
    dueBefore: now,
  });
  const completed = await sweep(db, now, {
    from: 'accepted',
    to: 'completed',
    column: 'endsAt',
    dueBefore: new Date(now.getTime() - BOOKING_AUTO_COMPLETE_AFTER_END_MS),
  });
  return { expired, completed };
}
