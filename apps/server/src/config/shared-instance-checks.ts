import path from 'node:path';
import type { AppConfig } from './env.ts';
import { NO_PAYMENT_GATEWAY } from './payments-env.ts';

/**
 * What a server on PostgreSQL must be given rather than make for itself, since other instances may share the
 * database: the keys it would otherwise generate into its own DATA_DIR, where no other instance reads them (a
 * second instance answered 500 on payout accounts the first had saved); files every instance reads (a photo
 * stored on one instance's disk was 404 on the others: decision 074); and one payment gateway (each instance's
 * own in-memory sandbox knew only its own payments, so a refund begun on one failed on another: decision 073).
 * `errors` stop the start; `warnings` are logged. PGlite has one process and keeps all of these to itself, but
 * for the gateway: no server runs a sandbox of its own any more (decision 093), so any server needs Toss's keys
 * or TOSS_SANDBOX_URL.
 */
export function sharedInstanceChecks(config: AppConfig): { errors: string[]; warnings: string[] } {
  // The one thing even PGlite must be given: a payment gateway, as the server runs no sandbox itself (093).
  const noGateway = !config.toss && !config.tossSandboxUrl;
  if (!config.databaseUrl) return { errors: noGateway ? [NO_PAYMENT_GATEWAY] : [], warnings: [] };
  const errors = [
    !config.payoutEncryptionKey &&
      'PAYOUT_ENCRYPTION_KEY: required with DATABASE_URL (32 bytes, base64), so every instance reads the payout accounts another saved',
    config.storageDriver === 'local' &&
      !config.fileUrlSecret &&
      'FILE_URL_SECRET: required with DATABASE_URL and local files (32+ characters), so every instance accepts the file links another signed',
    config.storageDriver === 'local' &&
      !config.storageShared &&
      `STORAGE_DRIVER: with DATABASE_URL, uploaded files must be where every instance reads them: set STORAGE_DRIVER=s3 (with S3_BUCKET), or STORAGE_SHARED=on once ${path.join(config.dataDir, 'files')} is one volume every instance mounts`,
    noGateway &&
      'TOSS_SANDBOX_URL: required with DATABASE_URL when TOSS_CLIENT_KEY and TOSS_SECRET_KEY are not set: run one payment sandbox for every instance (npm run sandbox), so that each knows the payments the others made, and give every instance its URL, or set the Toss keys',
  ].filter((issue): issue is string => Boolean(issue));
  const warnings = config.redisUrl
    ? []
    : [
        'REDIS_URL is not set: each instance counts rate limits on its own, so N instances allow N times the limits',
      ];
  return { errors, warnings };
}
