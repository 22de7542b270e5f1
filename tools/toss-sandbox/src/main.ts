import { startTossSandbox } from './sandbox.ts';

/**
 * `npm run sandbox` (or `node tools/toss-sandbox/src/main.ts`: Node 24 runs it as it is): the payment sandbox as
 * a process of its own, for servers without Toss keys — give each its address as TOSS_SANDBOX_URL (decisions 073
 * and 093): one sandbox knows every instance's payments. PORT (4100), HOST (127.0.0.1; the browser opens its
 * checkout page, so it must reach it too) and PAYMENT_WEBHOOK_URL (where its PAYMENT_STATUS_CHANGED webhooks go:
 * the servers' shared address followed by /api/v1/payments/webhook; none when unset). It keeps everything in
 * memory: a restart forgets its payments.
 */
async function main() {
  const port = Number(process.env.PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT: a port number, not ${process.env.PORT}`);
  }
  const sandbox = await startTossSandbox({
    host: process.env.HOST || '127.0.0.1',
    port,
    webhookUrl: process.env.PAYMENT_WEBHOOK_URL || undefined,
  });
  console.log(
    `payment sandbox (테스트 결제) on ${sandbox.url}: give every server TOSS_SANDBOX_URL=${sandbox.url}`,
  );
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
