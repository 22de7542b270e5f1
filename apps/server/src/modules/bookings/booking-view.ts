import {
  type BOOKING_VIEWER_ROLES,
  type Booking,
  type BookingDetail,
  phonesShared,
  truckNameNote,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { publicUrl } from '../../lib/storage.ts';
import { truckRow } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './bookings.repo.ts';

export type ViewerRole = (typeof BOOKING_VIEWER_ROLES)[number];

/**
 * A request is shown to its vendors before they accept (an open request to every matching one): they see
 * enough to quote (the event, place and menu), not how to reach the customer, whom they ask through the
 * booking's messages. Once accepted the vendor sees it all (`phonesShared`).
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
      viewerRole === 'vendor' && !phonesShared(b.status)
        ? maskContact(b.contactName, b.contactPhone, b.contactEmail)
        : { name: b.contactName, phone: b.contactPhone, email: b.contactEmail },
    requests: b.requests,
    truck:
      b.truckId !== null && view.truckName !== null
        ? {
            id: b.truckId,
            name: view.truckName,
            nameNote: truckNameNote(view.truckSameNames ?? 0, view.truckRegions ?? []),
            thumbnailUrl: view.truckThumbnailKey ? publicUrl(view.truckThumbnailKey) : null,
          }
        : null,
    isOpenRequest: b.targetTruckId === null,
    version: b.version,
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

export function toBookingDetail(
  view: repo.BookingView,
  history: Pick<repo.HistoryRow, 'fromStatus' | 'toStatus' | 'actor' | 'reason' | 'createdAt'>[],
  viewerRole: ViewerRole,
  vendorPhone: string | null = null,
): BookingDetail {
  return {
    ...toBooking(view, viewerRole),
    vendorPhone,
    history: history.map((entry) => ({
      from: entry.fromStatus,
      to: entry.toStatus,
      actor: entry.actor,
      reason: entry.reason,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** The truck's business number once the booking is accepted (`phonesShared`), else null. */
export async function vendorPhoneOf(db: Db, booking: repo.BookingRow): Promise<string | null> {
  if (!phonesShared(booking.status) || booking.truckId === null) return null;
  return (await truckRow(db, booking.truckId))?.businessPhone ?? null;
}

/** The booking as `viewerRole` sees it, read fresh after a change. */
export async function detailOf(db: Db, id: string, viewerRole: ViewerRole): Promise<BookingDetail> {
  const [view, history] = await Promise.all([repo.findBookingView(db, id), repo.historyOf(db, id)]);
  if (!view) throw new AppError('BOOKING_NOT_FOUND');
  return toBookingDetail(view, history, viewerRole, await vendorPhoneOf(db, view.booking));
}
