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
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Whether `error` is `code` raised by `constraint` (any constraint when none is named). */
export function isConstraintError(error: unknown, code: string, constraint?: string): boolean {
  const info = postgresError(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}
