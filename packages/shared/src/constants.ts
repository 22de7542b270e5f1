/**
 * Every number of docs/product.md § API and §9 (and the limits docs/product.md § API–§6 adds), named once so
 * the server, the web app and the tests read the same value.
 */

// ── Time units
// ────────────────────────────────────────────────────────────────────────────────────────────────────
/** A minute, an hour, a day in ms: the durations here, on the server and in the app, are made of them. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** A day of 24 hours (Korea has no daylight saving, so a Seoul calendar day is one too). */
export const DAY_MS = 24 * HOUR_MS;

// ── Toasts (docs/product.md § Data, §9)
// ────────────────────────────────────────────────────────────────────────────────
export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_DEFAULT_DURATION_MS = 5000;
/**
 * docs/product.md § Limits: an alert without a title is a 'notice'. Alert and confirm toasts stay until the
 * user acts.
 */
export const ALERT_DEFAULT_TITLE = '알림';

// ── App shell (docs/product.md § Limits)
// ─────────────────────────────────────────────────────────────────────────────────
export const NEW_BUILD_CHECK_INTERVAL_MS = HOUR_MS;
/** A failed lazy chunk reloads the page at most once in this window, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/**
 * A screen's script that fails to load is tried this many times in all, 500 ms then 1,000 ms apart, before the
 * screen says so (offline: 인터넷 연결이 끊겼어요 with 다시 시도). The build check that tells a deploy from a lost
 * connection gives up after `versionTimeoutMs`.
 */
export const CHUNK_LOAD_RETRY = { attempts: 3, baseDelayMs: 500, versionTimeoutMs: 5000 } as const;

// ── Retries (docs/product.md § API, §9)
// ───────────────────────────────────────────────────────────────────────────────
export const RETRY = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 } as const;
export const ERROR_BOUNDARY_RETRY = { attempts: 3, delayMs: 1000 } as const;
/**
 * docs/product.md § API: a 429 is retried once, after Retry-After (or this default when the header is
 * missing).
 */
export const RATE_LIMIT_DEFAULT_RETRY_AFTER_S = 60;
export const RATE_LIMIT_MAX_RETRIES = 1;

/** Exponential back-off of docs/product.md § Limits: base × 2^attempt (attempt counts from 0), capped. */
export function retryDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  return Math.min(RETRY.baseDelayMs * 2 ** n, RETRY.maxDelayMs);
}

// ── Diagnostics (docs/product.md § API, §9)
// ───────────────────────────────────────────────────────────────────────────
export const ERROR_HISTORY_LIMIT = 100;
export const HEALTH_CHECK_TIMEOUT_MS = 10_000;
/** Asking our server for the Kakao log-in URL: past this, 카카오 로그인 gives up with its no-answer message. */
export const SOCIAL_LOGIN_URL_TIMEOUT_MS = 10_000;

// ── Requests (docs/product.md § API, docs/product.md § Accounts–§5)
// ────────────────────────────────────────────────────────────────────
export const CLIENT_VERSION = '1.0.0';
/**
 * Set once the brand font's files are in the browser's cache: the server then names the font from the first
 * paint, and without it the page keeps the phone's own font (never a re-layout of the whole page mid-load).
 */
export const BRAND_FONT_COOKIE = 'ft_font';
/** Sent on every request; the server also uses it as its CSRF guard (a cross-site form cannot set it). */
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
/** One random key per booking submit: a repeated key returns the first booking (docs/product.md § Domain). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** W3C trace context sent with every call; the server logs it beside its request id. */
export const TRACEPARENT_HEADER = 'traceparent';
export const PAGINATION = { defaultPage: 1, defaultLimit: 20, maxLimit: 100, maxPage: 10_000 } as const;
/** The largest value an `integer` column holds: every id and amount a request carries stays at or below it. */
export const PG_INT_MAX = 2_147_483_647;

// ── Money and bookings (docs/product.md § Domain)
// ──────────────────────────────────────────────────────────────────────
/** Default platform commission; the server may override it with COMMISSION_RATE. */
export const DEFAULT_COMMISSION_RATE = 0.1;
/** An accepted booking the vendor never closes is completed by the system this long after the event ends. */
export const BOOKING_AUTO_COMPLETE_AFTER_END_MS = 48 * HOUR_MS;
/** How long an unfinished booking request is kept in the browser (it survives closing the tab). */
export const BOOKING_DRAFT_TTL_MS = 7 * DAY_MS;
/** How often the server expires past requests and completes forgotten bookings. */
export const BOOKING_MAINTENANCE_INTERVAL_MS = MINUTE_MS;
export const BOOKING_LIMITS = {
  eventNameMax: 60,
  guestsMax: 10_000,
  /** A booking can be requested at most this many days ahead. */
  daysAheadMax: 365,
  menuLinesMax: 20,
  servingsMax: 10_000,
  budgetMax: 1_000_000_000,
  requestsMax: 1000,
  reasonMax: 500,
} as const;

// ── Uploads (docs/product.md § Domain Uploads)
// ─────────────────────────────────────────────────────────────────────────
const MB = 1024 * 1024;
export const UPLOAD_LIMITS = {
  imageMaxBytes: 10 * MB,
  imagesPerCall: 10,
  imageMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** Longest side after re-encoding. */
  imageMaxPx: 1600,
  /**
   * Pixels an image (a photo or an image paper) may have, checked from its header before it is decoded: a
   * 31 KB PNG can claim 16000×16000, a gigabyte once decoded. 50 MP is more than any phone camera takes.
   */
  imageMaxPixels: 50_000_000,
  thumbnailPx: 400,
  documentMaxBytes: 20 * MB,
  documentMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  /** Signed URLs of private documents; refresh-url renews them. */
  expiryHoursMin: 1,
  expiryHoursMax: 168,
  /** The shortest life by default: documents hold personal and business data. */
  expiryHoursDefault: 1,
  /**
   * What one person may upload in an hour, counted across instances: files and bytes, per kind. More than an
   * application (five papers, retaken) or a truck's photos need; far less than a flood (20 × 19 MB in 7 s).
   */
  hourlyQuota: {
    images: { files: 60, bytes: 200 * MB },
    documents: { files: 15, bytes: 100 * MB },
  },
  /** An upload no application, truck or profile uses is removed this long after it arrived. */
  unreferencedFileTtlMs: DAY_MS,
} as const;
