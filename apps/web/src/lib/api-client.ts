import {
  CLIENT_VERSION,
  CLIENT_VERSION_HEADER,
  NETWORK_MESSAGES,
  statusToErrorCode,
  statusToUserMessage,
} from '@ft/shared';
import { isExemptFromUnauthorizedHandling } from './unauthorized.ts';

/** What every failed call becomes (spec §3 ApiError: message and code), with the HTTP status beside it. */
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

/** Set by the app shell: what happens on a 401 (spec §4). Not called for the exempt calls. */
let onUnauthorized: ((error: ApiError) => void) | undefined;
export function setUnauthorizedHandler(handler: (error: ApiError) => void): void {
  onUnauthorized = handler;
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
}

/** Sends X-Client-Version and credentials on every call and unwraps the envelope of DESIGN §5. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
    Accept: 'application/json',
  };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(withQuery(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_MESSAGES.connectionRefused, 'NETWORK_ERROR', 0);
  }
  const payload = (await response.json().catch(() => null)) as {
    success?: boolean;
    error?: string;
    code?: string;
    fields?: Record<string, string>;
  } | null;
  if (!response.ok || !payload || payload.success === false) {
    const error = new ApiError(
      payload?.error ?? statusToUserMessage(response.status),
      payload?.code ?? statusToErrorCode(response.status),
      response.status,
      payload?.fields,
    );
    if (response.status === 401 && !isExemptFromUnauthorizedHandling(path)) onUnauthorized?.(error);
    throw error;
  }
  return payload as T;
}

export interface Envelope<T> {
  success: true;
  data: T;
}

export const api = {
  get: async <T>(path: string, query?: Query, signal?: AbortSignal) =>
    (await apiRequest<Envelope<T>>(path, { query, signal })).data,
};
