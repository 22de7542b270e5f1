import path from 'node:path';
import {
  type BusinessInfo,
  DEFAULT_COMMISSION_RATE,
  formatBusinessNumber,
  isValidBusinessNumber,
  UPLOAD_LIMITS,
} from '@ft/shared';
import { z } from 'zod';
import type { TracingConfig } from '../lib/tracing.ts';
import { paymentsEnvProblem, paymentsEnvShape, paymentsFromEnv } from './payments-env.ts';
import { tracingEnvShape, tracingFromEnv } from './tracing-env.ts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count) or their addresses (comma-separated IPs or CIDRs).
 * Unset, the client's address is the socket's. "Trust everyone" is refused: any client could then choose its
 * address with X-Forwarded-For and walk around every per-address limit.
 */
const trustProxySchema = z
  .string()
  .refine((value) => !['true', '*', 'all', 'yes', 'on'].includes(value.trim().toLowerCase()), {
    message: 'give the number of proxies or their addresses, never "trust everyone"',
  })
  .transform((value, ctx) => {
    const text = value.trim();
    if (['false', 'off', 'no', '0'].includes(text.toLowerCase())) return false as const;
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text.split(',').map((part) => part.trim());
    if (addresses.some((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) {
      ctx.addIssue({ code: 'custom', message: 'addresses must be IPs or CIDRs, comma-separated' });
      return z.NEVER;
    }
    return addresses;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Local files on a volume every instance mounts (DATA_DIR/files): required with DATABASE_URL and local files. */
  STORAGE_SHARED: booleanFlag.optional(),
  /** Signs local private-file URLs; unset, one is generated into DATA_DIR (instances sharing it agree). */
  FILE_URL_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  ...tracingEnvShape,
  /** Prometheus metrics at /api/metrics for a scraper that sends it as a Bearer token; no metrics without it. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  COMMISSION_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_COMMISSION_RATE),
  SEED_DEMO: booleanFlag.optional(),
  DEMO_PASSWORD: z.string().min(8).default('demo1234!'),
  /** 32 bytes, base64: encrypts payout account numbers. Unset, one is generated into DATA_DIR on first start. */
  PAYOUT_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, '32 bytes encoded as base64')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_AUTH_URL: z.url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.url().default('https://kauth.kakao.com/oauth/token'),
  KAKAO_USER_URL: z.url().default('https://kapi.kakao.com/v2/user/me'),
  /** 연결 끊기: the app's admin key (it also signs Kakao's unlink callback) and its app id (the callback names it). */
  KAKAO_ADMIN_KEY: z.string().min(1).optional(),
  KAKAO_APP_ID: z.string().min(1).optional(),
  KAKAO_UNLINK_URL: z.url().default('https://kapi.kakao.com/v1/user/unlink'),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** After SIGTERM, how long readiness fails while requests are still answered (default: 5 s on PostgreSQL, else 0). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  BOOKING_MAINTENANCE: booleanFlag.optional(),
  /** Days analytics events, Web Vitals and error reports are kept before the maintenance worker prunes them. */
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  TEST_CLOCK: booleanFlag.optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Log-in attempts per address, and per account from one address, in ten minutes (browser tests raise them). */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  LOGIN_LIMIT_PER_ACCOUNT_AND_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  BOOKING_CREATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(10),
  /** The operator's business details for the pages' footer (BUSINESS_VARIABLES: all of them or none). */
  BUSINESS_NAME: z.string().trim().min(1).max(100).optional(),
  BUSINESS_REPRESENTATIVE: z.string().trim().min(1).max(100).optional(),
  BUSINESS_REGISTRATION_NUMBER: z
    .string()
    .refine(isValidBusinessNumber, '10 digits whose last is the check digit (123-45-67890)')
    .transform((value) => formatBusinessNumber(value.replace(/\D/g, '')))
    .optional(),
  BUSINESS_MAIL_ORDER_NUMBER: z.string().trim().min(1).max(100).optional(),
  BUSINESS_ADDRESS: z.string().trim().min(1).max(200).optional(),
  SUPPORT_PHONE: z
    .string()
    .trim()
    .regex(/^\d{2,4}-?\d{3,4}(-?\d{4})?$/, 'a phone number such as 1600-1234 or 02-123-4567')
    .optional(),
  SUPPORT_EMAIL: z.email().optional(),
  /** Notice email: smtp(s)://user:pass@host:port; off when unset. MAIL_FROM names the sender. */
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:$/.test(new URL(value).protocol), 'an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  ...paymentsEnvShape,
  /** Kakao 알림톡 through NHN Cloud (docs/decisions/038): the three keys, or none for no 알림톡. */
  ALIMTALK_APP_KEY: z.string().trim().min(1).optional(),
  ALIMTALK_SECRET_KEY: z.string().trim().min(1).optional(),
  ALIMTALK_SENDER_KEY: z.string().trim().min(1).optional(),
  ALIMTALK_API_URL: z.url().default('https://api-alimtalk.cloud.toast.com'),
  /** Registered template codes per kind: `booking=FT_BOOKING,reminder=FT_REMIND,message=FT_MESSAGE`. */
  ALIMTALK_TEMPLATES: z
    .string()
    .regex(
      /^(booking|reminder|message)=[A-Za-z0-9_-]{1,20}(,(booking|reminder|message)=[A-Za-z0-9_-]{1,20})*$/,
      'kind=CODE pairs, comma-separated (kinds: booking, reminder, message)',
    )
    .optional(),
  /** A sender number registered for SMS: booking news then falls back to LMS when 알림톡 fails. */
  ALIMTALK_RESEND_SEND_NO: z
    .string()
    .regex(/^\d{8,12}$/, 'digits only, e.g. 0215880000')
    .optional(),
});

/** The footer's variables: a server shows either all of them or the demo set. */
const BUSINESS_VARIABLES = [
  'BUSINESS_NAME',
  'BUSINESS_REPRESENTATIVE',
  'BUSINESS_REGISTRATION_NUMBER',
  'BUSINESS_MAIL_ORDER_NUMBER',
  'BUSINESS_ADDRESS',
  'SUPPORT_PHONE',
  'SUPPORT_EMAIL',
] as const;

/**
 * Unconfigured, the footer shows these: plainly a demo's (each value says (데모)), never a real company's, so
 * a copy run without configuration cannot pass for a business.
 */
export const DEMO_BUSINESS: BusinessInfo = {
  name: '푸드트럭예약 주식회사 (데모)',
  representative: '홍길동 (데모)',
  registrationNumber: '000-00-00000 (데모)',
  mailOrderNumber: '제2026-서울강남-00000호 (데모)',
  address: '서울특별시 강남구 테헤란로 000 (데모)',
  supportPhone: '1600-0000 (데모)',
  supportEmail: 'help@example.com (데모)',
  demo: true,
};

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite under dataDir (or in memory when dataDir is `memory://`). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  storageDriver: 'local' | 's3';
  /** Local files are on a volume every instance reads (STORAGE_SHARED): what several instances need. */
  storageShared: boolean;
  /** Local driver: the key that signs private-file URLs; undefined means the one kept in DATA_DIR. */
  fileUrlSecret: string | undefined;
  /** Bearer token of GET /api/metrics (plugins/metrics.ts); metrics are off without it. */
  metricsToken?: string;
  /** OpenTelemetry traces (lib/tracing.ts): on when an OTLP endpoint is set. */
  tracing?: TracingConfig;
  /** STORAGE_DRIVER=s3 only. */
  s3: S3Config | undefined;
  commissionRate: number;
  seedDemo: boolean;
  demoPassword: string;
  logLevel: string;
  /** Built web app (apps/web/dist); undefined serves the API only (API tests). */
  webDistDir: string | undefined;
  /** Kakao OAuth: endpoints default to Kakao's own; login is unavailable without a client id. */
  kakao: {
    clientId?: string;
    clientSecret?: string;
    authUrl: string;
    tokenUrl: string;
    userUrl: string;
    adminKey?: string;
    appId?: string;
    unlinkUrl: string;
  };
  /** How long public catalogue answers may be reused; 0 turns the cache off. */
  catalogCacheTtlMs: number;
  /**
   * After SIGTERM: readiness fails for this long while requests are still answered, so a load balancer stops
   * sending any before the instance stops taking them. 0 with PGlite (one process, no balancer).
   */
  shutdownDrainMs: number;
  /** Expire past requests and complete forgotten bookings on a timer; tests and benchmarks turn it off. */
  bookingMaintenance: boolean;
  telemetryRetentionDays: number;
  /** Browser tests only: operators may move the server's clock forward (modules/test-clock). */
  testClock: boolean;
  /** Uploads one person may make in an hour (UPLOAD_LIMITS.hourlyQuota); API tests that upload a lot raise it. */
  uploadQuota: Record<'images' | 'documents', { files: number; bytes: number }>;
  /**
   * A request (headers and body) must arrive within this: a body trickled a byte at a time is cut off with
   * 408 instead of holding a connection for ever. 60 s carries a 20 MB paper over a 3 Mbps uplink.
   */
  requestTimeoutMs: number;
  /** Accounts one address may create in an hour; browser tests, which sign up many people, raise it. */
  signupLimitPerHour: number;
  /** Log-in attempts in ten minutes: per address, and per account from one address (routes/auth LOGIN_LIMITS). */
  loginLimits: { perIp: number; perAccountAndIp: number };
  /** Booking requests one person may send in an hour: more than any organiser sends, fewer than a flood. */
  bookingCreateLimitPerHour: number;
  /** Proxies whose X-Forwarded-For is believed: none (false), a hop count, or their addresses. */
  trustProxy: false | number | string[];
  /** The configured payout-account key; undefined means the one kept in DATA_DIR (lib/secret-box.ts). */
  payoutEncryptionKey: Buffer | undefined;
  /** Who runs the marketplace, for every page's footer; DEMO_BUSINESS when not configured. */
  business: BusinessInfo;
  /** Notice email and password reset: no transport without SMTP_URL (modules/notifications/channels/email.ts). */
  mail: { smtpUrl: string | undefined; from: string };
  /** Kakao 알림톡 through NHN Cloud; undefined without its keys (modules/notifications/channels/alimtalk.ts). */
  alimtalk: AlimtalkConfig | undefined;
  /** Toss Payments; without it, the payment sandbox at `tossSandboxUrl` (modules/payments/gateway). */
  toss: { clientKey: string; secretKey: string; apiUrl: string } | undefined;
  /** Without Toss keys: the shared sandbox's URL, or undefined for one started beside the app (PGlite only). */
  tossSandboxUrl: string | undefined;
}

export interface AlimtalkConfig {
  appKey: string;
  secretKey: string;
  senderKey: string;
  apiUrl: string;
  /** Template code per kind; a kind without one is not sent by 알림톡 (marketing never is: 알림톡 is informational). */
  templates: Partial<Record<'booking' | 'reminder' | 'message', string>>;
  /** SMS sender number for the LMS fallback of booking news; none, no fallback. */
  resendSendNo: string | undefined;
}

/** An S3-compatible bucket. Without keys the SDK's own chain (environment, instance role) is used. */
export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** MinIO and most self-hosted stores want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** The only place that reads process.env: every value is checked here, with one message per bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO=) means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const storageIssues = [
    e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET && '  S3_BUCKET: required with STORAGE_DRIVER=s3',
    !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY &&
      '  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither',
  ].filter(Boolean);
  if (storageIssues.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${storageIssues.join('\n')}`);
  }
  const businessMissing = BUSINESS_VARIABLES.filter((name) => e[name] === undefined);
  if (businessMissing.length > 0 && businessMissing.length < BUSINESS_VARIABLES.length) {
    // Half a footer would mix real details with demo ones, and the law asks for all of them.
    throw new ConfigError(
      `Invalid environment configuration:\n  ${businessMissing.join(', ')}: give every business detail (${BUSINESS_VARIABLES.join(', ')}) or none`,
    );
  }
  if (e.TEST_CLOCK && businessMissing.length === 0) {
    // A configured business is a real service: its time is the world's, not a test's.
    throw new ConfigError(
      'Invalid environment configuration:\n  TEST_CLOCK: not with a real business configured',
    );
  }
  const business: BusinessInfo =
    businessMissing.length > 0
      ? DEMO_BUSINESS
      : {
          name: e.BUSINESS_NAME!,
          representative: e.BUSINESS_REPRESENTATIVE!,
          registrationNumber: e.BUSINESS_REGISTRATION_NUMBER!,
          mailOrderNumber: e.BUSINESS_MAIL_ORDER_NUMBER!,
          address: e.BUSINESS_ADDRESS!,
          supportPhone: e.SUPPORT_PHONE!,
          supportEmail: e.SUPPORT_EMAIL!,
          demo: false,
        };
  const alimtalkKeys = [e.ALIMTALK_APP_KEY, e.ALIMTALK_SECRET_KEY, e.ALIMTALK_SENDER_KEY];
  if (alimtalkKeys.some(Boolean) && !alimtalkKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  ALIMTALK_APP_KEY, ALIMTALK_SECRET_KEY, ALIMTALK_SENDER_KEY: give all three or none',
    );
  }
  const payments = paymentsEnvProblem(e);
  if (payments) throw new ConfigError(`Invalid environment configuration:\n  ${payments}`);
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    storageDriver: e.STORAGE_DRIVER,
    storageShared: e.STORAGE_SHARED ?? false,
    fileUrlSecret: e.FILE_URL_SECRET,
    metricsToken: e.METRICS_TOKEN,
    tracing: tracingFromEnv(e),
    s3:
      e.STORAGE_DRIVER === 's3' && e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
    commissionRate: e.COMMISSION_RATE,
    // Demo data is on by default only with the embedded database: a real PostgreSQL is somebody's data.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.DATABASE_URL ? 5000 : 0),
    bookingMaintenance: e.BOOKING_MAINTENANCE ?? true,
    telemetryRetentionDays: e.TELEMETRY_RETENTION_DAYS,
    testClock: e.TEST_CLOCK ?? false,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    uploadQuota: UPLOAD_LIMITS.hourlyQuota,
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    loginLimits: { perIp: e.LOGIN_LIMIT_PER_IP, perAccountAndIp: e.LOGIN_LIMIT_PER_ACCOUNT_AND_IP },
    bookingCreateLimitPerHour: e.BOOKING_CREATE_LIMIT_PER_HOUR,
    trustProxy: e.TRUST_PROXY ?? false,
    payoutEncryptionKey: e.PAYOUT_ENCRYPTION_KEY ? Buffer.from(e.PAYOUT_ENCRYPTION_KEY, 'base64') : undefined,
    business,
    alimtalk: e.ALIMTALK_APP_KEY
      ? {
          appKey: e.ALIMTALK_APP_KEY,
          secretKey: e.ALIMTALK_SECRET_KEY!,
          senderKey: e.ALIMTALK_SENDER_KEY!,
          apiUrl: e.ALIMTALK_API_URL.replace(/\/$/, ''),
          templates: Object.fromEntries(
            (e.ALIMTALK_TEMPLATES ?? '')
              .split(',')
              .filter(Boolean)
              .map((pair) => pair.split('=')),
          ),
          resendSendNo: e.ALIMTALK_RESEND_SEND_NO,
        }
      : undefined,
    ...paymentsFromEnv(e),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `푸드트럭 예약 <no-reply@${new URL(publicUrl).hostname}>`,
    },
    kakao: {
      clientId: e.KAKAO_CLIENT_ID,
      clientSecret: e.KAKAO_CLIENT_SECRET,
      authUrl: e.KAKAO_AUTH_URL,
      tokenUrl: e.KAKAO_TOKEN_URL,
      userUrl: e.KAKAO_USER_URL,
      adminKey: e.KAKAO_ADMIN_KEY,
      appId: e.KAKAO_APP_ID,
      unlinkUrl: e.KAKAO_UNLINK_URL,
    },
  };
}
