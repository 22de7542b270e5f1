import type { ApplicationDetail, ApplicationListItem, ApplicationStatus } from '@ft/shared';
import { currentTime, truckPlace } from '@ft/shared';
import { actorLabel } from '../../lib/actor-label.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { lockTruckRow, moveTruck, truckRow } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './vendors.repo.ts';
import {
  applicationSummary,
  documentViews,
  ownTruckView,
  payoutView,
  type VendorContext,
} from './vendors.service.ts';

const notFound = () => new AppError('NOT_FOUND', { message: '신청을 찾을 수 없어요.' });

type ListRow = NonNullable<Awaited<ReturnType<typeof repo.applicationListRow>>>;

const listItem = (row: ListRow): ApplicationListItem => ({
  ...applicationSummary(row.application),
  truck: { id: row.application.truckId, name: row.truckName, status: row.truckStatus },
  applicant: {
    id: row.application.applicantId,
    nickname: row.applicantNickname ?? '탈퇴한 사용자',
    email: row.applicantEmail,
  },
  companyName: row.application.businessName,
});

export async function listApplications(
  ctx: VendorContext,
  query: { status: ApplicationStatus; page: number; limit: number },
) {
  const { rows, total } = await repo.listApplications(ctx.db, query.status, query.page, query.limit);
  return { data: rows.map(listItem), total, page: query.page, limit: query.limit };
}

/** Everything an operator weighs: the proposal in full, papers through fresh signed links, every step so far. */
export async function applicationDetail(
  ctx: VendorContext,
  id: string,
  viewer: SessionUser,
): Promise<ApplicationDetail> {
  const row = await repo.applicationListRow(ctx.db, id);
  if (!row) throw notFound();
  const truck = (await truckRow(ctx.db, row.application.truckId))!;
  const [documents, truckDetail, events, sameNames] = await Promise.all([
    documentViews(ctx, id),
    ownTruckView(ctx, truck, viewer),
    repo.applicationEvents(ctx.db, id),
    repo.listedTrucksNamed(ctx.db, truck.name, truck.id),
  ]);
  const a = row.application;
  return {
    ...listItem(row),
    business: {
      companyName: a.businessName,
      representative: a.representative,
      businessNumber: a.businessNumber,
      phone: a.businessPhone,
    },
    payout: payoutView(ctx.box, a, true)!,
    documents,
    truckDetail,
    sameNameTrucks: sameNames.map((other) => ({
      id: other.id,
      name: other.name,
      place: truckPlace(other.regions),
      companyName: other.companyName,
    })),
    history: events.map((event) => ({
      action: event.action,
      actor: actorLabel(event.actorNickname, event.actorRole),
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
  };
}

/** Locks the application and refuses one an operator already decided (two operators, one decision). */
async function lockPending(tx: VendorContext['db'], id: string) {
  const application = await repo.findApplication(tx, id, { lock: true });
  if (!application) throw notFound();
  if (application.status !== 'pending') {
    throw new AppError('BUSINESS_RULE_VIOLATION', {
      message: '이미 처리된 신청이에요. 목록을 새로고침해주세요.',
    });
  }
  return application;
}

/**
 * A first application lists the truck at once and makes its owner a vendor; a change copies the reviewed
 * business details and payout account onto the truck.
 */
export async function approve(
  ctx: VendorContext,
  id: string,
  admin: SessionUser,
): Promise<ApplicationDetail> {
  await ctx.db.transaction(async (tx) => {
    const application = await lockPending(tx, id);
    const truck = await lockTruckRow(tx, application.truckId);
    if (!truck) throw notFound();
    const { businessName, representative, businessNumber, businessPhone } = application;
    const { payoutBank, payoutHolder, payoutAccountCipher, payoutAccountLast4 } = application;
    const line = { actor: 'admin' as const, actorUserId: admin.id, at: currentTime() };
    const papers = {
      businessName,
      representative,
      businessNumber,
      businessPhone,
      payoutBank,
      payoutHolder,
      payoutAccountCipher,
      payoutAccountLast4,
    };
    if (application.kind === 'new') {
      await moveTruck(tx, truck.id, { from: truck.status, to: 'approved' }, line, {
        ...papers,
        rejectionReason: null,
      });
      if (truck.ownerId) await repo.makeVendor(tx, truck.ownerId);
    } else {
      await repo.updateTruck(tx, truck.id, papers);
    }
    await repo.moveApplication(tx, id, line, { status: 'approved', decidedAt: line.at, decidedBy: admin.id });
  });
  ctx.cache.invalidate();
  return applicationDetail(ctx, id, admin);
}

/** The applicant sees the reason on /register; a rejected change leaves the listed truck as it was. */
export async function reject(
  ctx: VendorContext,
  id: string,
  admin: SessionUser,
  reason: string,
): Promise<ApplicationDetail> {
  await ctx.db.transaction(async (tx) => {
    const application = await lockPending(tx, id);
    const line = { actor: 'admin' as const, actorUserId: admin.id, reason, at: currentTime() };
    if (application.kind === 'new') {
      const truck = await lockTruckRow(tx, application.truckId);
      if (truck) {
        const move = { from: truck.status, to: 'rejected' as const };
        await moveTruck(tx, truck.id, move, line, { rejectionReason: reason });
      }
    }
    await repo.moveApplication(tx, id, line, {
      status: 'rejected',
      rejectionReason: reason,
      decidedAt: line.at,
      decidedBy: admin.id,
    });
  });
  return applicationDetail(ctx, id, admin);
}
