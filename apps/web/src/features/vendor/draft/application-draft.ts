import type {
  BusinessDetailsInput,
  PayoutAccountInput,
  UploadedDocument,
  UploadedImage,
  VendorDocumentKind,
} from '@ft/shared';
import { DAY_MS, HOUR_MS, UPLOAD_LIMITS } from '@ft/shared';
import { useSyncExternalStore } from 'react';

/**
 * The vendor application as it is being written (docs/product.md § Domain, Vendor application): every value
 * typed and every file uploaded, kept in this browser so a reload, leaving the flow or a failed submit loses
 * nothing. It imports no value from the contracts on purpose: /register (a public tab) reads it to offer
 * 이어서 작성하기 without loading zod and the schemas.
 */

export const APPLICATION_STEPS = ['apply', 'documents', 'menu-photos', 'truck-photos', 'complete'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
export const APPLICATION_STEP_LABELS: Record<ApplicationStep, string> = {
  apply: '기본 정보',
  documents: '서류',
  'menu-photos': '메뉴',
  'truck-photos': '사진',
  complete: '확인',
};

/** The truck's details as typed: numbers may be missing while the person is still filling the form in. */
export interface DraftTruck {
  name?: string;
  truckTypeId?: number | null;
  truckSizeId?: number | null;
  categoryIds?: number[];
  regions?: { sido: string; sigungu: string }[];
  baseFee?: number | null;
  minServings?: number | null;
  maxServings?: number | null;
  minNoticeHours?: number;
  description?: string;
}

export interface DraftMenuItem {
  categoryId: number | null;
  name: string;
  price: number | null;
  description: string;
}

/** `uploadedAt` marks a file uploaded for this draft (not one it took over from a rejected truck). */
export type DraftDocument = UploadedDocument & { uploadedAt?: number };
export type DraftImage = UploadedImage & { uploadedAt?: number };

export interface SubmittedApplication {
  truckId: number;
  truckName: string;
  submittedAt: string;
  resubmitted: boolean;
}

export interface ApplicationDraft {
  /** The account that wrote it: another account signing in on this device starts with an empty draft. */
  ownerId: string | null;
  /** The applicant's own rejected truck this draft fixes and sends again. */
  resubmitTruckId: number | null;
  business: Partial<BusinessDetailsInput>;
  truck: DraftTruck;
  payout: Partial<PayoutAccountInput>;
  documents: Partial<Record<VendorDocumentKind, DraftDocument>>;
  menuItems: DraftMenuItem[];
  menuPhotos: DraftImage[];
  truckPhotos: DraftImage[];
  /** Set once the application went through: the complete screen shows it, /register shows its state. */
  submitted: SubmittedApplication | null;
  /** How many uploads were dropped because the server will have deleted them (see UPLOAD_KEEP_MS). */
  prunedUploads: number;
  savedAt: number;
}

/**
 * Kept for a week like the booking draft. Uploaded files older than the server's clean-up window may be gone
 * by then; the steps notice (a photo that no longer loads, a paper whose link cannot be renewed, a submit that
 * names the file) and ask for that file again, keeping everything else.
 */
export const APPLICATION_DRAFT_TTL_MS = 7 * DAY_MS;
/**
 * The server deletes an upload nothing references `UPLOAD_LIMITS.unreferencedFileTtlMs` after it arrived
 * (hourly). A draft's own uploads older than this are dropped on load, an hour early, and the person is told to
 * upload them again, rather than finding out from a refused submit.
 */
export const UPLOAD_KEEP_MS = UPLOAD_LIMITS.unreferencedFileTtlMs - HOUR_MS;
/** Bump when the shape changes incompatibly: an old draft is then dropped rather than misread. */
export const APPLICATION_DRAFT_KEY = 'ft.vendor-application.v1';

export const emptyApplicationDraft = (): ApplicationDraft => ({
  ownerId: null,
  resubmitTruckId: null,
  business: {},
  truck: {},
  payout: {},
  documents: {},
  menuItems: [],
  menuPhotos: [],
  truckPhotos: [],
  submitted: null,
  prunedUploads: 0,
  savedAt: 0,
});

let draft: ApplicationDraft | null = null;
const listeners = new Set<() => void>();
const SERVER_DRAFT = emptyApplicationDraft();

function load(now = Date.now()): ApplicationDraft {
  if (typeof localStorage === 'undefined') return emptyApplicationDraft();
  try {
    const raw = localStorage.getItem(APPLICATION_DRAFT_KEY);
    if (!raw) return emptyApplicationDraft();
    const saved = JSON.parse(raw) as ApplicationDraft;
    if (typeof saved.savedAt !== 'number' || now - saved.savedAt > APPLICATION_DRAFT_TTL_MS) {
      localStorage.removeItem(APPLICATION_DRAFT_KEY);
      return emptyApplicationDraft();
    }
    return pruneStaleUploads({ ...emptyApplicationDraft(), ...saved }, now);
  } catch {
    return emptyApplicationDraft();
  }
}

/** Drops this draft's uploads the server has (or is about to have) deleted, counting them for the notice. */
export function pruneStaleUploads(value: ApplicationDraft, now = Date.now()): ApplicationDraft {
  const fresh = (file: { uploadedAt?: number }) =>
    file.uploadedAt === undefined || now - file.uploadedAt < UPLOAD_KEEP_MS;
  const documents: ApplicationDraft['documents'] = {};
  let pruned = 0;
  for (const [kind, file] of Object.entries(value.documents) as [VendorDocumentKind, DraftDocument][]) {
    if (fresh(file)) documents[kind] = file;
    else pruned += 1;
  }
  const menuPhotos = value.menuPhotos.filter(fresh);
  const truckPhotos = value.truckPhotos.filter(fresh);
  pruned += value.menuPhotos.length - menuPhotos.length + value.truckPhotos.length - truckPhotos.length;
  if (pruned === 0) return value;
  return { ...value, documents, menuPhotos, truckPhotos, prunedUploads: value.prunedUploads + pruned };
}

const current = (): ApplicationDraft => {
  draft ??= load();
  return draft;
};

function save(next: ApplicationDraft) {
  draft = next;
  try {
    localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full disk: the draft still lives for this visit.
  }
  for (const listener of listeners) listener();
}

/** Whether anything has been typed or uploaded that 이어서 작성하기 would bring back. */
export function hasProgress(value: ApplicationDraft): boolean {
  if (value.savedAt === 0) return false;
  const typed = (section: object) =>
    Object.values(section).some((v) =>
      Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null && v !== '',
    );
  return (
    value.resubmitTruckId !== null ||
    typed(value.business) ||
    typed(value.truck) ||
    typed(value.payout) ||
    Object.keys(value.documents).length > 0 ||
    value.menuItems.length > 0 ||
    value.menuPhotos.length > 0 ||
    value.truckPhotos.length > 0
  );
}

export const applicationDraft = {
  get: current,
  /** Any change starts a new application: the last one sent is no longer what the complete screen shows. */
  update(patch: Partial<ApplicationDraft>) {
    save({ ...current(), submitted: null, ...patch, savedAt: Date.now() });
  },
  /** 입점 신청하기 from /register: an empty draft for this account. */
  startNew(ownerId: string) {
    save({ ...emptyApplicationDraft(), ownerId, savedAt: Date.now() });
  },
  /** The flow was opened by `userId`: a draft written by another account on this device is dropped. */
  claim(userId: string) {
    const previous = current();
    if (previous.ownerId === userId) return;
    if (previous.ownerId === null) save({ ...previous, ownerId: userId, savedAt: Date.now() });
    else save({ ...emptyApplicationDraft(), ownerId: userId, savedAt: Date.now() });
  },
  /** A new draft made elsewhere (from a rejected truck, or for a vendor's next truck: see from-truck.ts). */
  start(next: ApplicationDraft) {
    save({ ...next, savedAt: Date.now() });
  },
  /** Sent: the typed values are done with; what went through stays for the complete screen. */
  finish(submitted: SubmittedApplication) {
    const { ownerId } = current();
    save({ ...emptyApplicationDraft(), ownerId, submitted, savedAt: Date.now() });
  },
  clear() {
    draft = emptyApplicationDraft();
    try {
      localStorage.removeItem(APPLICATION_DRAFT_KEY);
    } catch {
      // Nothing was saved.
    }
    for (const listener of listeners) listener();
  },
  /** Re-reads storage (another tab, or a test moving the clock). */
  reload(now = Date.now()) {
    draft = load(now);
    for (const listener of listeners) listener();
  },
};

/** The list with the item at `from` moved to `to` (photos reordered; the first is the cover). */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function useApplicationDraft(): ApplicationDraft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => SERVER_DRAFT,
  );
}
