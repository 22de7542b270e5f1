import { redactSecrets } from '@ft/shared';

/**
 * What an unexpected error may put in a log: its kind, codes and where it was thrown. Never the values a
 * failed query carried (a password hash, a phone number): Drizzle's message and stack list the parameters
 * after the SQL, and the driver's `detail` quotes the row, so neither is written.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: unknown;
    stack?: string;
    cause?: unknown;
  };
  const cause = (e.cause ?? {}) as { code?: string; constraint?: string; table?: string; message?: unknown };
  const withoutParams = (text: unknown) =>
    String(text ?? '')
      .split(/\n\s*params:/)[0]!
      .slice(0, 500);
  return redactSecrets({
    name: e.name,
    code: e.code ?? cause.code,
    constraint: cause.constraint,
    table: cause.table,
    message: withoutParams(e.message),
    cause: cause.message === undefined ? undefined : withoutParams(cause.message),
    stack: e.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  });
}
