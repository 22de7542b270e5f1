import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.ts';
import { ConfigError, loadConfig } from './env.ts';
import { sharedInstanceChecks } from './shared-instance-checks.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      commissionRate: 0.1,
      seedDemo: true,
      demoPassword: 'demo1234!',
      databaseUrl: undefined,
      bookingMaintenance: true,
      signupLimitPerHour: 10,
      loginLimits: { perIp: 30, perAccountAndIp: 10 },
      trustProxy: false,
      testClock: false,
      requestTimeoutMs: 60_000,
      uploadQuota: UPLOAD_LIMITS.hourlyQuota,
    });
  });

  it('trusts proxies only as configured, never everyone', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    for (const everyone of ['true', '*', 'all'])
      expect(() => loadConfig({ TRUST_PROXY: everyone })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('turns demo data off by default with PostgreSQL and treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ BOOKING_MAINTENANCE: 'off' }).bookingMaintenance).toBe(false);
  });

  it('shows marked demo business details until all of them are configured', () => {
    expect(loadConfig({}).business).toMatchObject({ demo: true, name: expect.stringMatching(/\(데모\)$/) });
    const all = {
      BUSINESS_NAME: '주식회사 달빛푸드',
      BUSINESS_REPRESENTATIVE: '김달빛',
      BUSINESS_REGISTRATION_NUMBER: '120-81-47521',
      BUSINESS_MAIL_ORDER_NUMBER: '제2026-서울마포-01234호',
      BUSINESS_ADDRESS: '서울특별시 마포구 월드컵북로 1',
      SUPPORT_PHONE: '02-123-4567',
      SUPPORT_EMAIL: 'help@dalbit.example',
    };
    expect(loadConfig(all).business).toMatchObject({ demo: false, registrationNumber: '120-81-47521' });
    expect(() => loadConfig({ ...all, SUPPORT_EMAIL: '' })).toThrow(
      /SUPPORT_EMAIL: give every business detail/,
    );
    expect(() => loadConfig({ ...all, BUSINESS_REGISTRATION_NUMBER: '1208147520' })).toThrow(
      /BUSINESS_REGISTRATION_NUMBER/,
    );
    expect(() => loadConfig({ ...all, SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
    // A real business's server keeps the world's time: tests may move it only on a demo.
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() => loadConfig({ ...all, TEST_CLOCK: 'on' })).toThrow(/TEST_CLOCK: not with a real business/);
  });

  it('traces only with an OTLP endpoint, and not when the SDK is disabled', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    const endpoint = 'http://collector:4318';
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }).tracing).toEqual({
      serviceName: 'foodtruck-booking',
      sampleRatio: 1,
    });
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${endpoint}/v1/traces`,
        OTEL_TRACES_SAMPLER_ARG: '0.25',
      }).tracing?.sampleRatio,
    ).toBe(0.25);
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SDK_DISABLED: 'true' }).tracing,
    ).toBeUndefined();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318 ' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });

  it('names every bad value in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', COMMISSION_RATE: '2', PUBLIC_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', COMMISSION_RATE: '2' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/COMMISSION_RATE/);
    }
  });
});

describe('sharedInstanceChecks', () => {
  const KEY = Buffer.alloc(32, 1).toString('base64');
  const SECRET = 'x'.repeat(32);
  const checks = (env: NodeJS.ProcessEnv) => sharedInstanceChecks(loadConfig(env));

  it('asks nothing of PGlite, which generates its keys into DATA_DIR, but a payment gateway', () => {
    const sandbox = { TOSS_SANDBOX_URL: 'http://127.0.0.1:4100' };
    expect(checks(sandbox)).toEqual({ errors: [], warnings: [] });
    expect(checks({ TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' }).errors).toEqual([]);
    // The server runs no sandbox itself (decision 093): neither keys nor a sandbox's address is refused.
    const { errors } = checks({});
    expect(errors).toEqual([expect.stringMatching(/^TOSS_SANDBOX_URL: required when TOSS_CLIENT_KEY/)]);
    expect(errors[0]).toMatch(/`npm start` starts one beside it, or run one \(npm run sandbox\)/);
  });

  it('with DATABASE_URL, names each thing every instance must share, and warns without REDIS_URL', () => {
    const { errors, warnings } = checks({ DATABASE_URL: 'postgres://u@localhost/db' });
    expect(errors.map((error) => error.split(':')[0])).toEqual([
      'PAYOUT_ENCRYPTION_KEY',
      'FILE_URL_SECRET',
      'STORAGE_DRIVER',
      'TOSS_SANDBOX_URL',
    ]);
    expect(warnings).toEqual([expect.stringContaining('REDIS_URL')]);
  });

  it('refuses local files no other instance reads, naming S3 and STORAGE_SHARED and where the files are', () => {
    const { errors } = checks({ DATABASE_URL: 'postgres://u@localhost/db', DATA_DIR: '/srv/ft' });
    expect(errors.find((error) => error.startsWith('STORAGE_DRIVER'))).toBe(
      'STORAGE_DRIVER: with DATABASE_URL, uploaded files must be where every instance reads them: set STORAGE_DRIVER=s3 (with S3_BUCKET), or STORAGE_SHARED=on once /srv/ft/files is one volume every instance mounts',
    );
  });

  it('refuses a payment sandbox of its own beside DATABASE_URL, naming the shared one and the Toss keys', () => {
    const { errors } = checks({ DATABASE_URL: 'postgres://u@localhost/db' });
    const sandbox = errors.find((error) => error.startsWith('TOSS_SANDBOX_URL'));
    expect(sandbox).toMatch(/run one payment sandbox for every instance \(npm run sandbox\)/);
    expect(sandbox).toMatch(/TOSS_CLIENT_KEY and TOSS_SECRET_KEY/);
    // Toss's keys, or one sandbox's address, and nothing is asked; both at once is a mistake.
    const toss = { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' };
    const named = (env: NodeJS.ProcessEnv) =>
      checks({ DATABASE_URL: 'postgres://u@localhost/db', ...env }).errors.map(
        (error) => error.split(':')[0],
      );
    expect(named(toss)).not.toContain('TOSS_SANDBOX_URL');
    expect(named({ TOSS_SANDBOX_URL: 'http://sandbox:4100' })).not.toContain('TOSS_SANDBOX_URL');
    expect(() => loadConfig({ ...toss, TOSS_SANDBOX_URL: 'http://sandbox:4100' })).toThrow(
      /TOSS_SANDBOX_URL/,
    );
  });

  it('is satisfied by the keys, shared files, one payment sandbox and Redis; files in S3 need no link secret', () => {
    const url = 'postgres://u@localhost/db';
    const sandbox = 'http://sandbox.internal:4100/';
    expect(
      checks({
        DATABASE_URL: url,
        PAYOUT_ENCRYPTION_KEY: KEY,
        FILE_URL_SECRET: SECRET,
        STORAGE_SHARED: 'on',
        TOSS_SANDBOX_URL: sandbox,
        REDIS_URL: 'redis://h:6379',
      }),
    ).toEqual({ errors: [], warnings: [] });
    expect(loadConfig({ TOSS_SANDBOX_URL: sandbox }).tossSandboxUrl).toBe('http://sandbox.internal:4100');
    expect(
      checks({
        DATABASE_URL: url,
        PAYOUT_ENCRYPTION_KEY: KEY,
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'bucket',
        TOSS_CLIENT_KEY: 'live_ck_x',
        TOSS_SECRET_KEY: 'live_sk_x',
        REDIS_URL: 'redis://h:6379',
      }).errors,
    ).toEqual([]);
  });
});

describe('a server started on PostgreSQL', () => {
  it('refuses to start with files on its own disk and a sandbox of its own, saying what to set', async () => {
    // Refused before the database is opened: no PostgreSQL is needed to see it.
    const start = startServerProcess({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-refused-')),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
      STORAGE_SHARED: '',
      TOSS_SANDBOX_URL: '',
    });
    const error = await start.then(
      () => undefined,
      (refusal: Error) => refusal.message,
    );
    expect(error).toMatch(/STORAGE_DRIVER: with DATABASE_URL, uploaded files must be where every instance/);
    expect(error).toMatch(/STORAGE_SHARED=on/);
    expect(error).toMatch(/TOSS_SANDBOX_URL: required with DATABASE_URL/);
    expect(error).not.toMatch(/is running/);
  }, 30_000);
});

describe('a server without Toss keys', () => {
  it('refuses to start on PGlite too without a payment sandbox’s address, naming how to get one', async () => {
    // It runs no sandbox itself (decision 093): `npm start` starts one and gives it TOSS_SANDBOX_URL.
    const start = startServerProcess({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-no-gateway-')),
      DATABASE_URL: '',
      TOSS_SANDBOX_URL: '',
    });
    const error = await start.then(
      () => undefined,
      (refusal: Error) => refusal.message,
    );
    expect(error).toMatch(/TOSS_SANDBOX_URL: required when TOSS_CLIENT_KEY and TOSS_SECRET_KEY are not set/);
    expect(error).toMatch(/npm start/);
    expect(error).not.toMatch(/is running/);
  }, 30_000);
});
