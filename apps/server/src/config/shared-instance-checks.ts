import type { AppConfig } from './env.ts';

/**
 * What a server on PostgreSQL must be given rather than make for itself, since other instances may share the
 * database: the keys it would otherwise generate into its own DATA_DIR, where no other instance reads them (a
 * second instance answered 500 on payout accounts the first had saved). `errors` stop the start; `warnings`
 * are logged. PGlite has one process and keeps generating them.
 */
export function sharedInstanceChecks(config: AppConfig): { errors: string[]; warnings: string[] } {
  if (!config.databaseUrl) return { errors: [], warnings: [] };
  const errors = [
    !config.payoutEncryptionKey &&
      'PAYOUT_ENCRYPTION_KEY: required with DATABASE_URL (32 bytes, base64), so every instance reads the payout accounts another saved',
    config.storageDriver === 'local' &&
      !config.fileUrlSecret &&
      'FILE_URL_SECRET: required with DATABASE_URL and local files (32+ characters), so every instance accepts the file links another signed',
  ].filter((issue): issue is string => Boolean(issue));
  const warnings = config.redisUrl
    ? []
    : [
        'REDIS_URL is not set: each instance counts rate limits on its own, so N instances allow N times the limits',
      ];
  return { errors, warnings };
}
