/** SQLSTATE codes the services turn into answers instead of a 500. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';

export interface PostgresErrorInfo {
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error under whatever wraps it: Drizzle keeps the driver's error as `cause`, and node-postgres
 * and PGlite both put the SQLSTATE in `code` and the constraint name in `constraint`.
 */
export function postgresError(error: unknown): PostgresErrorInfo | undefined {
  for (const candidate of errorChain(error)) {
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
  }
  return undefined;
}

/** An error and the causes under it (Drizzle wraps the driver's error), five deep at most. */
function* errorChain(error: unknown): Generator<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; constraint?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether `error` is `code` raised by `constraint` (any constraint when none is named). */
export function isConstraintError(error: unknown, code: string, constraint?: string): boolean {
  const info = postgresError(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}

/** Network failures of the database connection, as Node names them. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether the database could not be reached (refused, dropped, shutting down), as opposed to a query it
 * refused: SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect now), a
 * socket error, or node-postgres giving up on a connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of errorChain(error)) {
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code) || CONNECTION_ERRNOS.has(code)) {
      return true;
    }
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(message)) return true;
  }
  return false;
}
