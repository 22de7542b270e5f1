import { ERROR_CATALOG, type ErrorCode } from '@ft/shared';

/**
 * The one way to fail a request on purpose: throw a catalogue code and the error handler turns it
 * into the envelope with the catalogue's status and Korean message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    opts: {
      message?: string;
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      /** What went wrong underneath a 5xx: logged for the operators, never sent. */
      cause?: unknown;
    } = {},
  ) {
    const definition = ERROR_CATALOG[code];
    super(opts.message ?? definition.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.status = definition.status || 500;
    this.fields = opts.fields;
    this.headers = opts.headers;
  }
}
