import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS, startTossSandbox, type TossSandbox } from './index.ts';

const DAY = 86_400_000;
const ORDER = {
  orderId: 'order-sandbox-1',
  orderName: '가을 축제 푸드트럭 예약금',
  amount: 12_000,
  customerKey: 'customer-7',
  successUrl: 'http://127.0.0.1:9/pay/success',
  failUrl: 'http://127.0.0.1:9/pay/fail',
};
const basic = `Basic ${Buffer.from(`${SANDBOX_KEYS.secretKey}:`).toString('base64')}`;

/** 카드 (승인) on the checkout page, then the confirm: the approved payment as Toss's JSON. */
async function pay(sandbox: TossSandbox, orderId: string) {
  const page = new URL(sandbox.checkoutUrl({ ...ORDER, orderId }));
  const chosen = await fetch(new URL('/checkout', page), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...Object.fromEntries(page.searchParams), choice: 'approve' }),
  });
  const back = new URL(chosen.headers.get('location') ?? '');
  const confirmed = await fetch(`${sandbox.url}/v1/payments/confirm`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify({ paymentKey: back.searchParams.get('paymentKey'), orderId, amount: ORDER.amount }),
  });
  expect(confirmed.status).toBe(200);
  return (await confirmed.json()) as { approvedAt: string };
}

describe('the sandbox’s clock', () => {
  let sandbox: TossSandbox;
  let base = Date.parse('2026-12-08T01:00:00Z');
  beforeAll(async () => {
    sandbox = await startTossSandbox({ now: () => new Date(base) });
  });
  afterAll(() => sandbox.close());
  const moveTo = (now: unknown) =>
    fetch(`${sandbox.url}/__test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    });

  it('moves forward to the instant a server tells it, never back, and times what happens after by it', async () => {
    expect((await pay(sandbox, 'order-before')).approvedAt).toBe('2026-12-08T10:00:00+09:00');
    const moved = await moveTo(new Date(base + 2 * DAY).toISOString());
    expect(await moved.json()).toEqual({
      now: '2026-12-10T01:00:00.000Z',
      seoul: '2026-12-10T10:00:00+09:00',
    });
    expect((await pay(sandbox, 'order-after')).approvedAt).toBe('2026-12-10T10:00:00+09:00');
    // A server whose clock is behind (another instance's) leaves it where it is.
    await moveTo(new Date(base + DAY).toISOString());
    base += 60_000;
    const now = (await (await fetch(`${sandbox.url}/__test/clock`)).json()) as { now: string };
    expect(now.now).toBe('2026-12-10T01:01:00.000Z');
  });

  it('refuses an instant that is not one', async () => {
    const refused = await moveTo('tomorrow');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_REQUEST' });
  });
});

describe('`npm run sandbox` (src/main.ts)', () => {
  it('runs the sandbox as a process of its own on PORT, prints its one URL and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    for (let i = 0; i < 80 && !/ on http/.test(output) && child.exitCode === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = / on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(url, output).toBeDefined();
    expect(output).toContain(`TOSS_SANDBOX_URL=${url}`);
    const page = await fetch(
      `${url}/checkout?${new URLSearchParams({ clientKey: SANDBOX_KEYS.clientKey, ...ORDER, amount: '12000' })}`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('테스트 결제');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);

  it('refuses a PORT that is not a port', async () => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(output).toContain('PORT: a port number, not eighty');
  });
});
