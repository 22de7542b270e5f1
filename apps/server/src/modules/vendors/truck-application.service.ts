import {
  currentTime,
  type OwnTruck,
  type PayoutAccount,
  type TruckUpdateBody,
  type VendorApplicationBody,
  type VendorDocumentKind,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { lockTruckRow, moveTruck, truckRow } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './vendors.repo.ts';
import { isAdmin, ownTruckView, type VendorContext } from './vendors.service.ts';

/**
 * What an owner writes of a truck: the application (new, or sent again after a refusal), the truck's own edits,
 * and a change of who gets paid, which waits for an operator as a `change` application. vendors.service.ts
 * answers with the views.
 */

const notFound = () => new AppError('NOT_FOUND', { message: '푸드트럭을 찾을 수 없어요.' });

// ── Checks ───────────────────────────────────────────────────────────────────────────────────────────────────
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { message, fields: { [field]: message } });

async function assertReferences(
  db: Db,
  truck: VendorApplicationBody['truck'] | undefined,
  menuCategoryIds: number[],
) {
  const categoryIds = [...new Set([...(truck?.categoryIds ?? []), ...menuCategoryIds])];
  const [types, sizes, categories] = await Promise.all([
    repo.existingIds(db, 'truckTypes', truck ? [truck.truckTypeId] : []),
    repo.existingIds(db, 'truckSizes', truck ? [truck.truckSizeId] : []),
    repo.existingIds(db, 'menuCategories', categoryIds),
  ]);
  if (truck && !types.has(truck.truckTypeId))
    throw invalid('truck.truckTypeId', '트럭 종류를 다시 선택해주세요');
  if (truck && !sizes.has(truck.truckSizeId))
    throw invalid('truck.truckSizeId', '트럭 크기를 다시 선택해주세요');
  if (categoryIds.some((id) => !categories.has(id)))
    throw invalid('truck.categoryIds', '메뉴 분류를 다시 선택해주세요');
}

/**
 * Every file an application or edit points at was uploaded by this person (an admin may use any), is of the
 * right kind (public images for photos, private papers for documents) and belongs to no other truck.
 */
async function assertFiles(
  db: Db,
  user: SessionUser,
  truckId: number | null,
  groups: { field: string; ids: string[]; visibility: 'public' | 'private' }[],
) {
  const all = groups.flatMap((group) => group.ids);
  if (new Set(all).size !== all.length) throw invalid(groups[0]!.field, '같은 파일이 두 번 들어 있어요');
  const [rows, usedElsewhere] = await Promise.all([
    repo.filesByIds(db, all),
    repo.filesUsedElsewhere(db, all, truckId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const group of groups) {
    for (const id of group.ids) {
      const file = byId.get(id);
      const usable =
        file &&
        (file.ownerId === user.id || isAdmin(user)) &&
        file.visibility === group.visibility &&
        (group.visibility === 'private' ? file.folder === 'documents' : file.folder !== 'documents') &&
        !usedElsewhere.includes(id);
      if (!usable) throw invalid(group.field, '올린 파일을 찾을 수 없어요. 다시 올려주세요');
    }
  }
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────────────────
function sealedPayout(box: SecretBox, payout: PayoutAccount) {
  return {
    payoutBank: payout.bank,
    payoutHolder: payout.holder,
    payoutAccountCipher: box.seal(payout.accountNumber),
    payoutAccountLast4: payout.accountNumber.slice(-4),
  };
}

const businessColumns = (business: VendorApplicationBody['business']) => ({
  businessName: business.companyName,
  representative: business.representative,
  businessNumber: business.businessNumber,
  businessPhone: business.phone,
});

/**
 * Profile, menu and photos onto the truck. What the list and search derive from them (search text, lowest
 * price, filter arrays) the database keeps itself (migration 0029).
 */
async function writeTruckContent(
  db: Db,
  truckId: number,
  body: Pick<TruckUpdateBody, 'truck' | 'menuItems' | 'menuPhotoIds' | 'truckPhotoIds'>,
) {
  const { truck, menuItems } = body;
  if (truck) {
    await repo.replaceRegions(db, truckId, truck.regions);
    await repo.replaceCategories(db, truckId, truck.categoryIds);
  }
  if (menuItems) await repo.replaceMenu(db, truckId, menuItems);
  if (body.truckPhotoIds) await repo.replacePhotos(db, truckId, 'truck', body.truckPhotoIds);
  if (body.menuPhotoIds) await repo.replacePhotos(db, truckId, 'menu', body.menuPhotoIds);
  // Always written: `updated_at` dates any change of what the page shows (the sitemap reads it).
  await repo.updateTruck(
    db,
    truckId,
    truck
      ? {
          name: truck.name,
          description: truck.description,
          truckTypeId: truck.truckTypeId,
          truckSizeId: truck.truckSizeId,
          baseFee: truck.baseFee,
          minServings: truck.minServings,
          maxServings: truck.maxServings,
          minNoticeHours: truck.minNoticeHours,
          depositPercent: truck.depositPercent,
        }
      : {},
  );
}

/**
 * `POST /foodtrucks/apply` and `POST /foodtrucks`: a new truck, `pending`, with its first application; or, with
 * `resubmitTruckId`, the applicant's rejected truck fixed and its application sent again.
 */
export async function submitApplication(
  ctx: VendorContext,
  user: SessionUser,
  body: VendorApplicationBody,
  opts: { firstTruck: boolean },
): Promise<OwnTruck> {
  await assertReferences(
    ctx.db,
    body.truck,
    body.menuItems.map((item) => item.categoryId),
  );
  const truckId = await ctx.db.transaction(async (tx) => {
    let truckId: number;
    if (body.resubmitTruckId !== undefined) {
      const truck = await lockTruckRow(tx, body.resubmitTruckId);
      if (!truck || truck.ownerId !== user.id) throw notFound();
      if (truck.status !== 'rejected') {
        throw new AppError('BUSINESS_RULE_VIOLATION', { message: '반려된 신청만 다시 보낼 수 있어요.' });
      }
      truckId = truck.id;
    } else {
      if (opts.firstTruck) {
        const mine = await repo.trucksOfOwner(tx, user.id);
        if (mine.some((truck) => truck.status !== 'rejected')) {
          throw new AppError('CONFLICT', {
            message: '이미 신청한 푸드트럭이 있어요. 입점하기 탭에서 진행 상황을 확인해주세요.',
          });
        }
      }
      const inserted = await repo.insertTruck(tx, {
        ownerId: user.id,
        name: body.truck.name,
        description: body.truck.description,
        truckTypeId: body.truck.truckTypeId,
        truckSizeId: body.truck.truckSizeId,
        baseFee: body.truck.baseFee,
        minServings: body.truck.minServings,
        maxServings: body.truck.maxServings,
        minNoticeHours: body.truck.minNoticeHours,
        depositPercent: body.truck.depositPercent,
        status: 'pending',
        ...businessColumns(body.business),
      });
      truckId = inserted.id;
      // The form does not ask which events a truck serves: it chooses none, and a truck that chose none is
      // found under every active kind of event by the list (the listing refresh, migration 0040), while its
      // page claims none (docs/decisions/081-event-types-as-chosen.md).
    }
    await assertFiles(tx, user, truckId, [
      { field: 'truckPhotoIds', ids: body.truckPhotoIds, visibility: 'public' },
      { field: 'menuPhotoIds', ids: body.menuPhotoIds, visibility: 'public' },
      { field: 'documents', ids: body.documents.map((doc) => doc.fileId), visibility: 'private' },
    ]);
    const payout = sealedPayout(ctx.box, body.payout);
    await writeTruckContent(tx, truckId, body);
    const line = { actor: 'vendor' as const, actorUserId: user.id, at: currentTime() };
    const truckColumns = { rejectionReason: null, ...businessColumns(body.business), ...payout };
    if (body.resubmitTruckId !== undefined) {
      await moveTruck(tx, truckId, { from: 'rejected', to: 'pending' }, line, truckColumns);
    } else {
      await repo.updateTruck(tx, truckId, truckColumns);
    }
    const proposal = { ...businessColumns(body.business), ...payout };
    const previous =
      body.resubmitTruckId !== undefined ? await repo.latestApplication(tx, truckId) : undefined;
    let applicationId: string;
    if (previous?.kind === 'new') {
      applicationId = previous.id;
      await repo.moveApplication(tx, applicationId, line, {
        ...proposal,
        status: 'pending',
        rejectionReason: null,
        submittedAt: line.at,
        decidedAt: null,
        decidedBy: null,
      });
    } else {
      const inserted = await repo.insertApplication(
        tx,
        { truckId, applicantId: user.id, kind: 'new', ...proposal },
        line,
      );
      applicationId = inserted.id;
    }
    await repo.setDocuments(tx, applicationId, body.documents, true);
    return truckId;
  });
  return ownTruckView(ctx, (await truckRow(ctx.db, truckId))!, user);
}

/**
 * `PUT /foodtrucks/{id}`. Profile, menu and photos change at once. Business details and the payout account of
 * a listed truck become a `change` application: the truck keeps its details until an operator approves.
 */
export async function updateTruck(
  ctx: VendorContext,
  user: SessionUser,
  truckId: number,
  body: TruckUpdateBody,
): Promise<OwnTruck> {
  await assertReferences(ctx.db, body.truck, body.menuItems?.map((item) => item.categoryId) ?? []);
  const wasListed = await ctx.db.transaction(async (tx) => {
    const truck = await lockTruckRow(tx, truckId);
    if (!truck || (truck.ownerId !== user.id && !isAdmin(user))) throw notFound();
    if (truck.status === 'rejected') {
      throw new AppError('OPERATION_NOT_ALLOWED', {
        message: '반려된 신청은 입점하기 탭에서 고쳐서 다시 신청해주세요.',
      });
    }
    const reviewing = body.business !== undefined || body.payout !== undefined;
    if (body.documents && !reviewing) {
      throw invalid('documents', '서류는 사업자 정보나 정산 계좌를 바꿀 때 함께 올려주세요');
    }
    await assertFiles(tx, user, truckId, [
      { field: 'truckPhotoIds', ids: body.truckPhotoIds ?? [], visibility: 'public' },
      { field: 'menuPhotoIds', ids: body.menuPhotoIds ?? [], visibility: 'public' },
      { field: 'documents', ids: body.documents?.map((doc) => doc.fileId) ?? [], visibility: 'private' },
    ]);
    await writeTruckContent(tx, truckId, body);
    if (reviewing) await proposeChange(ctx, tx, user, truck, body);
    return truck.status === 'approved';
  });
  // A listed truck's new name, photos or prices show in the catalogue at once on this instance.
  if (wasListed) ctx.cache.invalidate();
  return ownTruckView(ctx, (await truckRow(ctx.db, truckId))!, user);
}

/**
 * New business details or payout account. A truck still under its first review simply takes them (the operator
 * has not decided yet); a listed truck gets a `change` application (one at a time: a second edit replaces the
 * waiting one).
 */
async function proposeChange(
  ctx: VendorContext,
  tx: Db,
  user: SessionUser,
  truck: repo.TruckRow,
  body: TruckUpdateBody,
) {
  const business = body.business ? businessColumns(body.business) : undefined;
  const payout = body.payout ? sealedPayout(ctx.box, body.payout) : undefined;
  const documents = (body.documents ?? []) as { kind: VendorDocumentKind; fileId: string }[];
  const pending = await repo.pendingApplication(tx, truck.id);
  if (truck.status === 'pending' && pending?.kind === 'new') {
    await repo.updateTruck(tx, truck.id, { ...business, ...payout });
    await repo.updateApplication(tx, pending.id, { ...business, ...payout });
    await repo.setDocuments(tx, pending.id, documents, false);
    return;
  }
  // The truck and an application share the column names: what is not changed comes from the waiting change,
  // or else from the truck as it is listed.
  const base = pending ?? truck;
  const line = { actor: 'vendor' as const, actorUserId: user.id, at: currentTime() };
  const proposal = {
    businessName: business?.businessName ?? base.businessName,
    representative: business?.representative ?? base.representative,
    businessNumber: business?.businessNumber ?? base.businessNumber,
    businessPhone: business?.businessPhone ?? base.businessPhone,
    payoutBank: payout?.payoutBank ?? base.payoutBank,
    payoutHolder: payout?.payoutHolder ?? base.payoutHolder,
    payoutAccountCipher: payout?.payoutAccountCipher ?? base.payoutAccountCipher,
    payoutAccountLast4: payout?.payoutAccountLast4 ?? base.payoutAccountLast4,
  };
  if (
    !proposal.payoutBank ||
    !proposal.payoutHolder ||
    !proposal.payoutAccountCipher ||
    !proposal.payoutAccountLast4
  ) {
    throw invalid('payout', '정산 계좌를 함께 입력해주세요');
  }
  const complete = proposal as typeof proposal & {
    payoutBank: string;
    payoutHolder: string;
    payoutAccountCipher: string;
    payoutAccountLast4: string;
  };
  if (pending) {
    await repo.moveApplication(tx, pending.id, line, { ...complete, submittedAt: line.at });
    await repo.setDocuments(tx, pending.id, documents, false);
    return;
  }
  const previous = await repo.latestApplication(tx, truck.id);
  const application = await repo.insertApplication(
    tx,
    { truckId: truck.id, applicantId: user.id, kind: 'change', ...complete },
    line,
  );
  await repo.setDocuments(tx, application.id, documents, false);
  // The operator reviews the change with the papers on file, the new ones in place of their kind.
  if (previous)
    await repo.copyDocuments(
      tx,
      previous.id,
      application.id,
      documents.map((doc) => doc.kind),
    );
}
