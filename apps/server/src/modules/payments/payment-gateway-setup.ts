import { BOOKING_MAINTENANCE_INTERVAL_MS } from '@ft/shared';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeatingJob } from '../../lib/repeating-job.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { createTossGateway } from './gateway/toss-client.ts';
import { startTossSandbox, type TossSandbox } from './gateway/toss-sandbox.ts';
import { confirmServicesDue } from './service-confirmation.service.ts';
import { sweepPayments } from './webhooks.service.ts';

/**
 * The app's gateway: one given (tests), Toss with the configured keys (its `test_` keys are Toss's own test
 * environment, so still 테스트 결제), or, without keys, the loopback sandbox that speaks Toss's protocol. The
 * sandbox lives and dies with the app and sends its webhooks to the app's own address once it listens.
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

/**
 * Confirms left without an answer, webhooks not yet acted on, refunds not yet made, and services due to confirm
 * themselves (72 h after the event, undisputed), on the maintenance timer.
 */
export function schedulePaymentSweep(app: FastifyInstance): void {
  scheduleRepeatingJob(app, {
    name: 'payment sweep',
    intervalMs: BOOKING_MAINTENANCE_INTERVAL_MS,
    run: async () => ({
      resolved: await sweepPayments(app.payments),
      serviceConfirmed: await confirmServicesDue(app.payments),
    }),
  });
}
