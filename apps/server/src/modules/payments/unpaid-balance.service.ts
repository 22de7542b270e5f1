import { type BalanceDueBody, currentTime } from '@ft/shared';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import * as bookingsService from '../bookings/bookings.service.ts';
import { fieldErrors, resolveViewer } from '../bookings/bookings.service.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * The truck's two choices over a balance the customer has not paid (decision 069), each on the locked booking:
 * only its truck's owner, only while the deposit is paid and the rest is owed.
 */
async function withOwedBalance(
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  act: (tx: PaymentDeps['db'], booking: bookingsService.BookingRow, now: Date) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const booking = await bookingsService.lockBooking(tx, bookingId);
    const viewer = booking ? await resolveViewer(tx, user, booking) : null;
    // Anyone but the booking's truck answers as if there were no such booking (the customer's own included).
    if (!booking || viewer?.role !== 'vendor') throw new AppError('BOOKING_NOT_FOUND');
    if (!(await bookingsService.owesBalance(tx, bookingId))) throw new AppError('BALANCE_NOT_OWED');
    await act(tx, booking, currentTime());
  });
}

/** `PUT /bookings/{id}/balance-due`: more time for the balance, at most until the event starts. */
export const extendBalanceDue = (
  deps: PaymentDeps,
  user: SessionUser,
  bookingId: string,
  body: BalanceDueBody,
) =>
  withOwedBalance(deps, user, bookingId, async (tx, booking, now) => {
    const dueAt = new Date(body.dueAt);
    if (dueAt <= now || dueAt > booking.startsAt) {
      throw fieldErrors({ dueAt: '새 기한은 지금부터 행사 시작 전까지로 골라주세요' });
    }
    if (booking.balanceDueAt && dueAt <= booking.balanceDueAt) {
      throw fieldErrors({ dueAt: '지금 기한보다 늦은 때로 골라주세요' });
    }
    await bookingsService.moveBalanceDue(tx, bookingId, dueAt, now);
  });

/** `POST /bookings/{id}/balance-cancel`: the truck cancels for the overdue balance; the policy's fee is kept. */
export const cancelForOverdueBalance = (deps: PaymentDeps, user: SessionUser, bookingId: string) =>
  withOwedBalance(deps, user, bookingId, async (tx, booking, now) => {
    if (!booking.balanceDueAt || now < booking.balanceDueAt) throw new AppError('BALANCE_NOT_OVERDUE');
    await bookingsService.cancelForUnpaidBalance(tx, booking, { actor: 'vendor', userId: user.id }, now);
  });
