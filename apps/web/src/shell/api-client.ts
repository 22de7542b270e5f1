import {
  CLIENT_VERSION,
  CLIENT_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  NETWORK_MESSAGES,
  RATE_LIMIT_DEFAULT_RETRY_AFTER_S,
  RETRY,
  retryDelayMs,
  sanitizeValue,
  statusToErrorCode,
  statusToUserMessage,
  TRACEPARENT_HEADER,
} from '@ft/shared';
import { loadErrorCatalog, needsFullCatalog } from './errors/catalog.ts';
import { normalizeError } from './errors/normalize.ts';
import { notifyError } from './errors/notify.ts';
import { randomHex } from './random.ts';
import { isExemptFromUnauthorizedHandling } from './unauthorized.ts';

/**
 * What every failed call becomes (docs/product.md § Data ApiError: message and code), with the HTTP status
 * beside it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** Seconds the server asked us to wait (a 429's Retry-After). */
  retryAfterS?: number;

  /** Server-rendered pages hand their failed queries to the browser as JSON. */
  toJSON() {
    return {
      name: this.name,
      message: this.message,
      code: this.code,
      status: this.status,
      fields: this.fields,
    };
  }
}

/** Either an ApiError or its JSON form after server-rendered state was hydrated. */
export type ApiErrorLike = Pick<ApiError, 'message' | 'code' | 'status'>;

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiErrorLike;
  }
}

type Transport = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Set by the app shell: what happens on a 401 (docs/product.md § States) once renewing the session did not
 * help. Not called for the exempt calls.
 */
let onUnauthorized: ((error: ApiError) => void) | undefined;
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  onUnauthorized = handler;
}

/**
 * Where answered calls' timings go: performance monitoring, once it has loaded (it starts at idle,
 * app/session-effects.tsx); calls answered before that are not timed.
 */
let recordTiming: ((path: string, method: string, ms: number) => void) | null = null;

export function setApiTimingRecorder(recorder: typeof recordTiming): void {
  recordTiming = recorder;
}

/**
 * Set by the app shell: renews the session (`POST /api/auth/refresh`), true when it did (docs/product.md §
 * States "Token refresh"). Without one (the server renderer, tests) a 401 goes straight to the handler.
 */
let refreshSession: (() => Promise<boolean>) | null = null;
/** The renewal under way: every call refused meanwhile waits for this one instead of starting its own. */
let renewal: Promise<boolean> | null = null;
/** Renewals that succeeded so far: a call sent before the latest one needs only to be sent again. */
let renewals = 0;
export function setSessionRefresher(refresher: (() => Promise<boolean>) | null): void {
  refreshSession = refresher;
  renewal = null;
}

function renewSessionOnce(): Promise<boolean> {
  if (renewal) return renewal;
  const refresher = refreshSession;
  if (!refresher) return Promise.resolve(false);
  const started: Promise<boolean> = refresher()
    .catch(() => false)
    .then((renewed) => {
      if (renewed) renewals += 1;
      if (renewal === started) renewal = null;
      return renewed;
    });
  renewal = started;
  return started;
}

const isUnauthorized = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;

/**
 * docs/product.md § States "On a 401": a call refused for want of a session has it renewed once (one renewal
 * shared by all the calls refused at the same time) and is sent once more; only if that does not help does
 * the session end. The exempt calls — log-in, sign-up, log-out and the renewal itself — are never renewed
 * for, so a renewal cannot loop. One per call (`apiRequest`, an upload): the first 401 may renew, any later
 * one gives up.
 */
export function sessionRenewal(path: string): <T>(send: () => Promise<T>) => Promise<T> {
  let tried = false;
  return async <T>(send: () => Promise<T>): Promise<T> => {
    const renewalsBefore = renewals;
    try {
      return await send();
    } catch (error) {
      if (!isUnauthorized(error) || isExemptFromUnauthorizedHandling(path)) throw error;
      if (!tried) {
        tried = true;
        // A renewal that finished while this call was on its way already set the new cookie.
        if (renewals !== renewalsBefore || (await renewSessionOnce())) {
          try {
            return await send();
          } catch (again) {
            if (isUnauthorized(again)) onUnauthorized?.(again);
            throw again;
          }
        }
      }
      onUnauthorized?.(error);
      throw error;
    }
  };
}

let transport: Transport = (input, init) => fetch(input, init);

/** The server renderer routes calls into the app itself instead of over the network. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Makes a POST safe to repeat: the server returns the first result for a repeated key. */
  idempotencyKey?: string;
  /** Give up after this long (the health check uses 10 s). */
  timeoutMs?: number;
  /** false: no automatic retries and no toasts (the caller handles every failure itself). */
  retry?: boolean;
  /**
   * Whether other failures (a refused change, a conflict …) are toasted too. On by default for changes, off
   * for reads: a screen shows its own missing data, and forms that show errors inline turn it off.
   */
  notify?: boolean;
  /** Offered as 다시 시도 when a change that is not safe to repeat automatically fails on the server. */
  onRetry?: () => void;
  /** The failure toast's title, saying what did not happen (예약을 수정하지 못했어요); see `failureTitle`. */
  failureTitle?: string;
}

/** A failure toast says what did not happen; a call that names nothing is a read or a change in general. */
export const failureTitle = (opts: RequestOptions) =>
  opts.failureTitle ??
  ((opts.method ?? 'GET') === 'GET' ? '정보를 불러오지 못했어요' : '요청을 처리하지 못했어요');

export type ApiPayload = {
  success?: boolean;
  error?: string;
  code?: string;
  fields?: Record<string, string>;
} | null;

/**
 * What every call to our API carries (docs/product.md § API): the client version, JSON answers and, since the
 * calls are same-origin, a W3C trace context the server logs with its request id. The upload client sends
 * them too.
 */
export function apiHeaders(): Record<string, string> {
  return {
    [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
    Accept: 'application/json',
    [TRACEPARENT_HEADER]: newTraceparent(),
  };
}

/**
 * A failed answer (status, parsed body, Retry-After) as the ApiError callers see; what a 401 does is
 * `sessionRenewal`'s. Shared with the upload client, which reads its answers from an XHR. A business rule's
 * code loads the rest of the error catalogue first (lib/errors/catalog.ts), so whoever normalizes the error
 * finds its handling.
 */
export async function apiErrorFromAnswer(
  status: number,
  payload: ApiPayload,
  retryAfterHeader: string | null,
): Promise<ApiError> {
  const error = new ApiError(
    payload?.error ?? statusToUserMessage(status),
    payload?.code ?? statusToErrorCode(status),
    status,
    payload?.fields,
  );
  const retryAfter = Number(retryAfterHeader);
  if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterS = retryAfter;
  // Unread, the code still reads by its status: the refusal is what callers must see, not a failed chunk.
  if (needsFullCatalog(error.code)) await loadErrorCatalog().catch(() => undefined);
  return error;
}

/**
 * What a call that got no answer is (docs/product.md § Errors): offline it could not leave, and the offline
 * notice already says so (서버에 연결할 수 없습니다 …); online it went out and nothing came back (refused, cut
 * off, lost on the way): 서버로부터 응답을 받지 못했습니다. Shared with the upload client.
 */
export function noAnswerError(): ApiError {
  return isOffline()
    ? new ApiError(NETWORK_MESSAGES.connectionRefused, 'NETWORK_ERROR', 0)
    : new ApiError(NETWORK_MESSAGES.noResponse, 'NO_RESPONSE', 0);
}

/**
 * Sends one call to our API with its headers and answers the response as it came. A call that gets no answer
 * throws an ApiError of status 0 — CONNECTION_TIMEOUT past `timeoutMs`, else `noAnswerError()` — and a
 * cancelled one its AbortError. For the few calls whose answer is not the envelope (the Kakao log-in URL).
 */
export async function sendApiRequest(path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers = apiHeaders();
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey;
  const timeout = new AbortController();
  const timer = opts.timeoutMs
    ? setTimeout(() => timeout.abort(new DOMException('request timed out', 'TimeoutError')), opts.timeoutMs)
    : undefined;
  const signals = [opts.signal, opts.timeoutMs ? timeout.signal : undefined].filter(
    (s): s is AbortSignal => s !== undefined,
  );
  try {
    return await transport(withQuery(path, opts.query && sanitizeValue(opts.query)), {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(sanitizeValue(opts.body)),
      signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError') throw new ApiError(NETWORK_MESSAGES.timeout, 'CONNECTION_TIMEOUT', 0);
    if (name === 'AbortError') throw error;
    throw noAnswerError();
  } finally {
    clearTimeout(timer);
  }
}

/** The parsed body, or null when it is not JSON; a body cut off on the way is no answer at all. */
async function readPayload(response: Response): Promise<ApiPayload> {
  try {
    return (await response.json()) as ApiPayload;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'SyntaxError') return null;
    if (name === 'AbortError') throw error;
    throw noAnswerError();
  }
}

async function sendOnce<T>(path: string, opts: RequestOptions): Promise<T> {
  const response = await sendApiRequest(path, opts);
  const payload = await readPayload(response);
  if (!response.ok || !payload || payload.success === false) {
    throw await apiErrorFromAnswer(response.status, payload, response.headers.get('retry-after'));
  }
  return payload as T;
}

const newTraceparent = () => `00-${randomHex(16)}-${randomHex(8)}-01`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** docs/product.md § API: only requests that are safe to repeat are repeated automatically. */
function canRepeat(opts: RequestOptions): boolean {
  const method = opts.method ?? 'GET';
  return method !== 'POST' || Boolean(opts.idempotencyKey);
}

/**
 * Sends X-Client-Version and credentials on every call and unwraps the envelope (docs/product.md § API). In
 * the browser it also applies that section's answer handling: a 429 is retried once after
 * Retry-After (60 s by default), a 5xx up to 3 times with exponential back-off when the request is safe to
 * repeat, nothing is retried while offline, and the person sees one toast per failing request.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const handled = opts.retry !== false && typeof window !== 'undefined';
  let serverRetries = 0;
  let rateLimitRetried = false;
  let notified = false;
  const notifyOnce = (error: ApiError, retry?: () => void) => {
    if (notified) return;
    notified = true;
    notifyError(normalizeError(error), failureTitle(opts), retry);
  };
  const send = sessionRenewal(path);
  for (;;) {
    const started = performance.now();
    try {
      const result = await send(() => sendOnce<T>(path, opts));
      if (handled) recordTiming?.(path, opts.method ?? 'GET', performance.now() - started);
      return result;
    } catch (error) {
      if (!handled || !(error instanceof ApiError)) throw error;
      if (error.status === 429 && !rateLimitRetried) {
        notifyOnce(error);
        rateLimitRetried = true;
        await sleep((error.retryAfterS ?? RATE_LIMIT_DEFAULT_RETRY_AFTER_S) * 1000);
        continue;
      }
      if (error.status >= 500) {
        if (canRepeat(opts) && serverRetries < RETRY.maxAttempts && !isOffline()) {
          notifyOnce(error);
          await sleep(retryDelayMs(serverRetries));
          serverRetries += 1;
          continue;
        }
        // Not safe to repeat on its own (a plain POST): the person decides, with 다시 시도.
        notifyOnce(error, opts.onRetry);
      }
      // No answer at all (offline, refused, timed out): say so once, never retry in a loop.
      if (error.status === 0) notifyOnce(error, opts.onRetry);
      // docs/product.md § API "other errors: toast" — except the ones handled elsewhere: 401 (session flow)
      // and the field errors a form shows next to its inputs.
      const notifyOthers = opts.notify ?? (opts.method ?? 'GET') !== 'GET';
      if (
        notifyOthers &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401 &&
        !error.fields
      ) {
        notifyOnce(error);
      }
      throw error;
    }
  }
}

/** docs/product.md § API envelope: callers of `apiRequest` take its `data`. */
export interface Envelope<T> {
  success: true;
  data: T;
}
