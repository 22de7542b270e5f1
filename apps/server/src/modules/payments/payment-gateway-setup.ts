import type { AppConfig } from '../../config/env.ts';
import { NO_PAYMENT_GATEWAY } from '../../config/payments-env.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { createSandboxGateway } from './gateway/sandbox-gateway.ts';
import { createTossGateway } from './gateway/toss-client.ts';

/**
 * The app's gateway: one given (tests), Toss with the configured keys (its `test_` keys are Toss's own test
 * environment, so still 테스트 결제), or the payment sandbox at TOSS_SANDBOX_URL (decisions 073 and 093): a
 * process of its own that speaks Toss's protocol, which `npm start` runs beside the server and tests start for
 * it. The server starts none itself: without keys or a sandbox it has no gateway, and server.ts refuses to start
 * (config/shared-instance-checks.ts), and so does buildApp.
 */
export function paymentGatewayFor(
  config: Pick<AppConfig, 'toss' | 'tossSandboxUrl'>,
  given: PaymentGateway | undefined,
): PaymentGateway {
  if (given) return given;
  const { toss, tossSandboxUrl } = config;
  if (toss) return createTossGateway({ ...toss, testMode: toss.clientKey.startsWith('test_') });
  if (tossSandboxUrl) return createSandboxGateway(tossSandboxUrl);
  throw new Error(NO_PAYMENT_GATEWAY);
}
