import {
  businessDetailsSchema,
  payoutAccountSchema,
  truckPhotoIdsSchema,
  truckProfileSchema,
  VENDOR_DOCUMENT_KINDS,
  type VendorApplicationBody,
  type VendorDocumentKind,
  vendorApplicationBodySchema,
  vendorDocumentsSchema,
  vendorMenuItemsSchema,
} from '@ft/shared';
import { z } from 'zod';
import { APPLICATION_STEPS, type ApplicationDraft, type ApplicationStep } from './application-draft.ts';

// Kept apart from the store: these run the zod contracts, which /register does not need to load.

/** The first step's form: the three sections the server checks with the same schemas. */
export const applyStepSchema = z.object({
  business: businessDetailsSchema,
  truck: truckProfileSchema,
  payout: payoutAccountSchema,
});
export type ApplyStepInput = z.input<typeof applyStepSchema>;
export type ApplyStepOutput = z.output<typeof applyStepSchema>;

export const documentRefs = (draft: ApplicationDraft) =>
  VENDOR_DOCUMENT_KINDS.flatMap((kind) => {
    const file = draft.documents[kind];
    return file ? [{ kind, fileId: file.id }] : [];
  });

/**
 * The first step whose part of the application is not yet valid, checked with the server's schemas;
 * `complete` when everything is ready to send. A later step opened directly sends the person here.
 */
export function firstIncompleteStep(draft: ApplicationDraft): ApplicationStep {
  const apply = applyStepSchema.safeParse({
    business: draft.business,
    truck: draft.truck,
    payout: draft.payout,
  });
  if (!apply.success) return 'apply';
  if (!vendorDocumentsSchema.safeParse(documentRefs(draft)).success) return 'documents';
  if (!vendorMenuItemsSchema.safeParse(draft.menuItems).success) return 'menu-photos';
  if (!truckPhotoIdsSchema.safeParse(draft.truckPhotos.map((p) => p.id)).success) return 'truck-photos';
  return 'complete';
}

/** Whether `step` may be shown: every step before it is complete. */
export function canEnterStep(draft: ApplicationDraft, step: ApplicationStep): boolean {
  return APPLICATION_STEPS.indexOf(step) <= APPLICATION_STEPS.indexOf(firstIncompleteStep(draft));
}

/** The request body the draft stands for, once every step is complete (null otherwise). */
export function draftToApplicationBody(draft: ApplicationDraft): VendorApplicationBody | null {
  const parsed = vendorApplicationBodySchema.safeParse({
    business: draft.business,
    truck: draft.truck,
    payout: draft.payout,
    documents: documentRefs(draft),
    menuItems: draft.menuItems,
    menuPhotoIds: draft.menuPhotos.map((p) => p.id),
    truckPhotoIds: draft.truckPhotos.map((p) => p.id),
    ...(draft.resubmitTruckId ? { resubmitTruckId: draft.resubmitTruckId } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** Which step fixes a field the server refused (`business.businessNumber` → apply, `truckPhotoIds.0` → photos). */
export function stepOfField(field: string): ApplicationStep {
  const top = field.split('.')[0] ?? '';
  if (top === 'business' || top === 'truck' || top === 'payout') return 'apply';
  if (top === 'documents') return 'documents';
  if (top === 'menuItems' || top === 'menuPhotoIds') return 'menu-photos';
  if (top === 'truckPhotoIds') return 'truck-photos';
  return 'complete';
}

/** The first step a set of refused fields points at (the person fixes them in the flow's order). */
export function firstStepOfFields(fields: Record<string, string>): ApplicationStep {
  const steps = Object.keys(fields).map(stepOfField);
  return APPLICATION_STEPS.find((step) => steps.includes(step)) ?? 'complete';
}

/**
 * The server's word on particular papers: `documents.2.fileId` is the third paper the draft sent. What it
 * says of the papers as a whole (`documents`: one missing, a file it no longer has) is the step's own
 * message (`firstFieldError(fields, 'documents')`).
 */
export function documentErrors(
  draft: ApplicationDraft,
  fields: Record<string, string> | undefined,
): Partial<Record<VendorDocumentKind, string>> {
  const errors: Partial<Record<VendorDocumentKind, string>> = {};
  if (!fields) return errors;
  const refs = documentRefs(draft);
  for (const [field, message] of Object.entries(fields)) {
    const [top, index] = field.split('.');
    if (top !== 'documents' || index === undefined) continue;
    const kind = refs[Number(index)]?.kind;
    if (kind && !errors[kind]) errors[kind] = message;
  }
  return errors;
}

/** The first thing the server said about fields under `prefix` (`truckPhotoIds`, `menuPhotoIds`). */
export function firstFieldError(
  fields: Record<string, string> | undefined,
  prefix: string,
): string | undefined {
  if (!fields) return undefined;
  const key = Object.keys(fields).find((field) => field === prefix || field.startsWith(`${prefix}.`));
  return key ? fields[key] : undefined;
}
