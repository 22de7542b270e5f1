import {
  canSettlementTransition,
  computeSettlement,
  currentTime,
  includedVat,
  type Settleable,
  type Settlement,
  type SettlementAmounts,
  type SettlementBooking,
  type SettlementStatus,
  type SettlementStatusBody,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { actorLabel } from '../../lib/actor-label.ts';
import { AppError } from '../../lib/app-error.ts';
import { isConstraintError, PG_UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { lockTruckRow, truckRow } from '../foodtrucks/foodtrucks.service.ts';
import { recordPayout } from '../payments/payments.service.ts';
import { payoutView } from '../vendors/vendors.service.ts';
import * as repo from './settlements.repo.ts';

export interface SettlementContext {
  db: Db;
  box: SecretBox;
  /** The platform's commission rate (configuration, default 10 %). */
  commissionRate: number;
}

const PPM = 1_000_000;
const truckNotFound = () => new AppError('NOT_FOUND', { message: '푸드트럭을 찾을 수 없어요.' });
const settlementNotFound = () => new AppError('NOT_FOUND', { message: '정산을 찾을 수 없어요.' });

/** Only the truck's owner or an admin; anyone else learns nothing (404), as for a truck that does not exist. */
function assertOwner(truck: { ownerId: string | null } | undefined, user: SessionUser) {
  if (!truck || (truck.ownerId !== user.id && user.role !== 'admin')) throw truckNotFound();
}

async function views(
  ctx: SettlementContext,
  rows: { settlement: repo.SettlementRow; truckName: string }[],
  viewer: SessionUser,
  ownerOf: (row: repo.SettlementRow) => string | null,
): Promise<Settlement[]> {
  const { items, history } = await repo.settlementDetails(
    ctx.db,
    rows.map((row) => row.settlement.id),
  );
  return rows.map(({ settlement: s, truckName }) => ({
    id: s.id,
    code: s.code,
    truck: { id: s.truckId, name: truckName },
    status: s.status,
    gross: s.grossAmount,
    commission: s.commissionAmount,
    commissionVat: includedVat(s.commissionAmount),
    net: s.netAmount,
    commissionRate: s.commissionRatePpm / PPM,
    bookingCount: s.bookingCount,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    payout: payoutView(ctx.box, s, viewer.role === 'admin' || viewer.id === ownerOf(s))!,
    rejectionReason: s.rejectionReason,
    requestedAt: s.requestedAt.toISOString(),
    approvedAt: s.approvedAt?.toISOString() ?? null,
    paidAt: s.paidAt?.toISOString() ?? null,
    rejectedAt: s.rejectedAt?.toISOString() ?? null,
    bookings: items
      .filter((item) => item.settlementId === s.id)
      .map(({ settlementId: _, ...booking }) => settlementLine(booking)),
    history: history
      .filter((entry) => entry.settlementId === s.id)
      .map((entry) => ({
        from: entry.from,
        to: entry.to,
        actor: actorLabel(entry.actorNickname, entry.actorRole),
        reason: entry.reason,
        at: entry.at.toISOString(),
      })),
  }));
}

/**
 * A claim's totals: bookings released in the ledger bring the commission taken at their 구매확정; bookings from
 * before payments are totalled as they always were (the rate on their sum, rounded down once).
 */
function claimAmounts(
  lines: { amount: number; ledgerCommission: number | null }[],
  rate: number,
): SettlementAmounts {
  const fromLedger = lines.filter((line) => line.ledgerCommission !== null);
  const before = computeSettlement(
    lines.filter((line) => line.ledgerCommission === null).map((line) => line.amount),
    rate,
  );
  const gross = fromLedger.reduce((sum, line) => sum + line.amount, before.gross);
  const commission = fromLedger.reduce((sum, line) => sum + line.ledgerCommission!, before.commission);
  return { gross, commission, net: gross - commission };
}

const settlementLine = ({ endsAt, ...line }: Omit<SettlementBooking, 'endsAt'> & { endsAt: Date }) => ({
  ...line,
  endsAt: endsAt.toISOString(),
});

export async function settleable(
  ctx: SettlementContext,
  user: SessionUser,
  truckId: number,
): Promise<Settleable> {
  assertOwner(await truckRow(ctx.db, truckId), user);
  const bookings = await repo.settleableBookings(ctx.db, truckId);
  const amounts = claimAmounts(bookings, ctx.commissionRate);
  return {
    bookingCount: bookings.length,
    ...amounts,
    commissionRate: ctx.commissionRate,
    bookings: bookings.map(({ ledgerCommission: _, ...line }) => settlementLine(line)),
  };
}

/**
 * `POST /settlements/foodtruck/{id}`: every completed booking of the truck in no live settlement, gathered into
 * one claim with the payout account as it is now. The truck row is locked so two requests of one truck take
 * turns; the partial unique index on live settlement bookings holds even if they did not.
 */
export async function requestSettlement(
  ctx: SettlementContext,
  user: SessionUser,
  truckId: number,
): Promise<Settlement> {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const truck = await lockTruckRow(tx, truckId);
      assertOwner(truck, user);
      const { payoutBank, payoutHolder, payoutAccountCipher, payoutAccountLast4 } = truck!;
      if (!payoutBank || !payoutHolder || !payoutAccountCipher || !payoutAccountLast4) {
        throw new AppError('BUSINESS_RULE_VIOLATION', {
          message: '정산 계좌가 없어요. 내 푸드트럭에서 정산 계좌를 먼저 등록해주세요.',
        });
      }
      const bookings = await repo.settleableBookings(tx, truckId);
      if (bookings.length === 0) throw new AppError('NOTHING_TO_SETTLE');
      const amounts = claimAmounts(bookings, ctx.commissionRate);
      const dates = bookings.map((b) => b.eventDate).sort();
      const settlement = await repo.insertSettlement(
        tx,
        {
          truckId,
          requestedBy: user.id,
          grossAmount: amounts.gross,
          commissionAmount: amounts.commission,
          netAmount: amounts.net,
          commissionRatePpm: Math.round(ctx.commissionRate * PPM),
          bookingCount: bookings.length,
          periodStart: dates[0]!,
          periodEnd: dates.at(-1)!,
          payoutBank,
          payoutHolder,
          payoutAccountCipher,
          payoutAccountLast4,
        },
        bookings.map((b) => ({ bookingId: b.id, amount: b.amount })),
      );
      return settlement.id;
    });
    return getSettlement(ctx, user, id);
  } catch (error) {
    // Another request claimed the same bookings first: for this one there is nothing left.
    if (isConstraintError(error, PG_UNIQUE_VIOLATION, 'settlement_bookings_one_live'))
      throw new AppError('NOTHING_TO_SETTLE');
    throw error;
  }
}

export async function truckSettlements(
  ctx: SettlementContext,
  user: SessionUser,
  truckId: number,
  query: { page: number; limit: number; status?: SettlementStatus },
) {
  const truck = await truckRow(ctx.db, truckId);
  assertOwner(truck, user);
  const { rows, total } = await repo.listSettlements(
    ctx.db,
    { truckId, status: query.status },
    query.page,
    query.limit,
  );
  const data = await views(ctx, rows, user, () => truck!.ownerId);
  return { data, total, page: query.page, limit: query.limit };
}

export async function allSettlements(
  ctx: SettlementContext,
  admin: SessionUser,
  query: { page: number; limit: number; status?: SettlementStatus },
) {
  const { rows, total } = await repo.listSettlements(
    ctx.db,
    { status: query.status },
    query.page,
    query.limit,
  );
  return { data: await views(ctx, rows, admin, () => null), total, page: query.page, limit: query.limit };
}

export async function getSettlement(
  ctx: SettlementContext,
  user: SessionUser,
  id: string,
): Promise<Settlement> {
  const row = await repo.settlementWithTruck(ctx.db, id);
  if (!row || (row.ownerId !== user.id && user.role !== 'admin')) throw settlementNotFound();
  const [view] = await views(ctx, [row], user, () => row.ownerId);
  return view!;
}

const STAMP: Partial<Record<SettlementStatus, 'approvedAt' | 'paidAt' | 'rejectedAt'>> = {
  approved: 'approvedAt',
  paid: 'paidAt',
  rejected: 'rejectedAt',
};

/**
 * `PUT /settlements/{id}/status` (operators): only along the shared machine; any other move is
 * `OPERATION_NOT_ALLOWED`. A rejection carries its reason and releases the bookings.
 */
export async function changeStatus(
  ctx: SettlementContext,
  admin: SessionUser,
  id: string,
  body: SettlementStatusBody,
): Promise<Settlement> {
  await ctx.db.transaction(async (tx) => {
    const settlement = await repo.findSettlement(tx, id, { lock: true });
    if (!settlement) throw settlementNotFound();
    const reason = body.reason?.trim() || undefined;
    const verdict = canSettlementTransition({
      from: settlement.status,
      to: body.status,
      actor: 'admin',
      reason,
    });
    if (!verdict.ok) {
      const code = verdict.code === 'INVALID_STATUS_TRANSITION' ? 'OPERATION_NOT_ALLOWED' : verdict.code;
      throw new AppError(code, {
        message: verdict.reason,
        ...(code === 'REQUIRED_FIELD_MISSING' && { fields: { reason: verdict.reason } }),
      });
    }
    const stamp = STAMP[body.status];
    const now = currentTime();
    await repo.moveSettlement(
      tx,
      id,
      { from: settlement.status, to: body.status },
      { actor: 'admin', actorUserId: admin.id, reason: reason ?? null, at: now },
      {
        ...(stamp && { [stamp]: now }),
        ...(body.status === 'rejected' && { rejectionReason: reason }),
      },
    );
    if (body.status === 'rejected') await repo.releaseBookings(tx, id);
    if (body.status === 'paid') {
      // The payout leaves what the platform owed the truck in the ledger (bookings from before payments owe none).
      const owed = await repo.releasedToVendor(tx, await repo.settlementBookingIds(tx, id));
      if (owed > 0) {
        await recordPayout(tx, {
          truckId: settlement.truckId,
          settlementCode: settlement.code,
          amount: owed,
        });
      }
    }
  });
  return getSettlement(ctx, admin, id);
}
