import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from './gateway/gateway.ts';
import { createTossGateway } from './gateway/toss-client.ts';
import { SANDBOX_KEYS, startTossSandbox, type TossSandbox } from './gateway/toss-sandbox.ts';
import { checkoutFields } from './gateway/toss-sandbox-pages.ts';

/**
 * The app's gateway: one given (tests), Toss with the configured keys (its `test_` keys are Toss's own test
 * environment, so still 테스트 결제), the shared sandbox at TOSS_SANDBOX_URL, or, without either (PGlite: one
 * process; server.ts refuses it beside DATABASE_URL), the loopback sandbox that speaks Toss's protocol, which
 * lives and dies with the app and sends its webhooks to the app's own address once it listens.
 */
export async function paymentGatewayFor(
  app: FastifyInstance,
  given: PaymentGateway | undefined,
): Promise<{ gateway: PaymentGateway; sandbox: TossSandbox | undefined }> {
  if (given) return { gateway: given, sandbox: undefined };
  const toss = app.config.toss;
  if (toss) {
    return {
      gateway: createTossGateway({ ...toss, testMode: toss.clientKey.startsWith('test_') }),
      sandbox: undefined,
    };
  }
  const shared = app.config.tossSandboxUrl;
  if (shared) {
    // One sandbox for every instance (decision 073): it knows every instance's payments, and the browser opens
    // its checkout page at that address; its webhooks go where its own process was told.
    return {
      gateway: createTossGateway({
        apiUrl: shared,
        ...SANDBOX_KEYS,
        testMode: true,
        checkoutUrl: (order) =>
          `${shared}/checkout?${new URLSearchParams(checkoutFields(order, SANDBOX_KEYS.clientKey))}`,
      }),
      sandbox: undefined,
    };
  }
  const sandbox = await startTossSandbox();
  app.addHook('onClose', () => sandbox.close());
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      sandbox.setWebhookUrl(`http://127.0.0.1:${address.port}/api/v1/payments/webhook`);
    }
  });
  return {
    gateway: createTossGateway({
      apiUrl: sandbox.url,
      secretKey: sandbox.secretKey,
      clientKey: sandbox.clientKey,
      testMode: true,
      checkoutUrl: (order) => sandbox.checkoutUrl(order),
    }),
    sandbox,
  };
}
