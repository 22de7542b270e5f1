import {
  type ApplicationDocument,
  type ApplicationSummary,
  maskAccountNumber,
  type OwnTruck,
  type PayoutAccountView,
  UPLOAD_LIMITS,
} from '@ft/shared';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { publicImage, type Storage } from '../../lib/storage.ts';
import type { SessionUser } from '../../plugins/session.ts';
import type { CatalogCache } from '../foodtrucks/foodtrucks.service.ts';
import * as repo from './vendors.repo.ts';

/** What the vendor calls need besides the database: the payout key, document links, the list cache. */
export interface VendorContext {
  db: Db;
  box: SecretBox;
  /** A fresh signed link to a private document. */
  documentLink(file: repo.FileRow): Promise<{ url: string; expiresAt: string }>;
  cache: CatalogCache;
}

/** Signed links to private papers, valid for the shortest default life (they hold personal data). */
export function documentLinkFor(storage: Storage): VendorContext['documentLink'] {
  return async (file) => {
    const link = await storage.signedUrl(file.storageKey, UPLOAD_LIMITS.expiryHoursDefault * 3600, {
      contentType: file.contentType,
      fileName: file.originalName ?? 'document',
    });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  };
}

export const isAdmin = (user: SessionUser) => user.role === 'admin';

// ── Views ────────────────────────────────────────────────────────────────────────────────────────────────────
/** The whole number for its owner and admins (docs/product.md § Domain), `****1234` for anyone else. */
export function payoutView(
  box: SecretBox,
  row: {
    payoutBank: string | null;
    payoutHolder: string | null;
    payoutAccountCipher: string | null;
    payoutAccountLast4: string | null;
  },
  reveal: boolean,
): PayoutAccountView | null {
  if (!row.payoutBank || !row.payoutHolder || !row.payoutAccountCipher) return null;
  const number = reveal ? box.open(row.payoutAccountCipher) : null;
  return {
    bank: row.payoutBank,
    holder: row.payoutHolder,
    accountNumber: number ?? maskAccountNumber(row.payoutAccountLast4 ?? ''),
    masked: number === null,
  };
}

const businessView = (row: {
  businessName: string;
  representative: string;
  businessNumber: string;
  businessPhone: string;
}) => ({
  companyName: row.businessName,
  representative: row.representative,
  businessNumber: row.businessNumber,
  phone: row.businessPhone,
});

export const applicationSummary = (row: repo.ApplicationRow): ApplicationSummary => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  submittedAt: row.submittedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});

export async function documentViews(
  ctx: VendorContext,
  applicationId: string,
): Promise<ApplicationDocument[]> {
  const rows = await repo.applicationDocuments(ctx.db, applicationId);
  return Promise.all(
    rows.map(async ({ kind, file }) => ({
      kind,
      id: file.id,
      path: file.storageKey,
      fileName: file.originalName ?? kind,
      contentType: file.contentType,
      byteSize: file.byteSize,
      ...(await ctx.documentLink(file)),
    })),
  );
}

const imageView = (file: repo.FileRow) => ({ id: file.id, ...publicImage(file) });

/** A truck as its owner or an admin manages it; `viewer` decides whether the payout number shows whole. */
export async function ownTruckView(
  ctx: VendorContext,
  truck: repo.TruckRow,
  viewer: SessionUser,
): Promise<OwnTruck> {
  const reveal = viewer.id === truck.ownerId || isAdmin(viewer);
  const [rel, application] = await Promise.all([
    repo.truckRelations(ctx.db, truck.id),
    repo.latestApplication(ctx.db, truck.id),
  ]);
  const pendingChange =
    application?.kind === 'change' && application.status === 'pending' ? application : null;
  return {
    id: truck.id,
    status: truck.status,
    name: truck.name,
    description: truck.description,
    truckType: { id: rel.refs.typeId, slug: rel.refs.typeSlug, name: rel.refs.typeName },
    truckSize: { id: rel.refs.sizeId, slug: rel.refs.sizeSlug, name: rel.refs.sizeName },
    categories: rel.categories,
    regions: rel.regions,
    baseFee: truck.baseFee,
    minServings: truck.minServings,
    maxServings: truck.maxServings,
    minNoticeHours: truck.minNoticeHours,
    depositPercent: truck.depositPercent,
    photos: rel.photos.filter((p) => p.kind === 'truck').map((p) => imageView(p.file)),
    menuPhotos: rel.photos.filter((p) => p.kind === 'menu').map((p) => imageView(p.file)),
    menu: rel.menu.map(({ id, categoryId, name, description, price }) => ({
      id,
      categoryId,
      name,
      description,
      price,
    })),
    business: businessView(truck),
    payout: payoutView(ctx.box, truck, reveal),
    application: application ? applicationSummary(application) : null,
    pendingChange: pendingChange
      ? { business: businessView(pendingChange), payout: payoutView(ctx.box, pendingChange, reveal) }
      : null,
    documents: application ? await documentViews(ctx, application.id) : [],
    createdAt: truck.createdAt.toISOString(),
    updatedAt: truck.updatedAt.toISOString(),
  };
}

/** How many listed trucks go by `name` already, the owner's own truck `exceptTruckId` aside. */
export async function sameNameCount(
  ctx: VendorContext,
  name: string,
  exceptTruckId?: number,
): Promise<{ listed: number }> {
  return { listed: (await repo.listedTrucksNamed(ctx.db, name, exceptTruckId)).length };
}

export async function myTrucks(ctx: VendorContext, user: SessionUser): Promise<OwnTruck[]> {
  const trucks = await repo.trucksOfOwner(ctx.db, user.id);
  return Promise.all(trucks.map((truck) => ownTruckView(ctx, truck, user)));
}
