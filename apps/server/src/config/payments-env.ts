import { z } from 'zod';

/**
 * Toss Payments' variables (decisions 042, 073 and 093): both keys, or none and `TOSS_SANDBOX_URL`, the payment
 * sandbox (테스트 결제, tools/toss-sandbox) the server talks Toss's protocol to — the one `npm start` runs beside
 * it, or one that several instances share. The server runs none itself.
 */
export const paymentsEnvShape = {
  TOSS_CLIENT_KEY: z.string().trim().min(1).optional(),
  TOSS_SECRET_KEY: z.string().trim().min(1).optional(),
  TOSS_API_URL: z.url().default('https://api.tosspayments.com'),
  /** A payment sandbox's address (`npm run sandbox` runs one; `npm start` its own), used without Toss keys. */
  TOSS_SANDBOX_URL: z.url().optional(),
};

/** Why a server without Toss keys and without a sandbox's address does not start (it runs no sandbox itself). */
export const NO_PAYMENT_GATEWAY =
  'TOSS_SANDBOX_URL: required when TOSS_CLIENT_KEY and TOSS_SECRET_KEY are not set: the server runs no payment sandbox itself; `npm start` starts one beside it, or run one (npm run sandbox) and give its URL, or set the Toss keys';

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvShape>>;

/** What is wrong with the payment variables together, named for the start-up message, or undefined. */
export function paymentsEnvProblem(e: PaymentsEnv): string | undefined {
  if (Boolean(e.TOSS_CLIENT_KEY) !== Boolean(e.TOSS_SECRET_KEY)) {
    return 'TOSS_CLIENT_KEY, TOSS_SECRET_KEY: give both or none (none: the payment sandbox at TOSS_SANDBOX_URL)';
  }
  if (e.TOSS_SECRET_KEY && e.TOSS_SANDBOX_URL) {
    return 'TOSS_SANDBOX_URL: not with TOSS_CLIENT_KEY and TOSS_SECRET_KEY (the keys are for Toss itself)';
  }
  return undefined;
}

export function paymentsFromEnv(e: PaymentsEnv) {
  return {
    toss: e.TOSS_SECRET_KEY
      ? {
          clientKey: e.TOSS_CLIENT_KEY!,
          secretKey: e.TOSS_SECRET_KEY,
          apiUrl: e.TOSS_API_URL.replace(/\/$/, ''),
        }
      : undefined,
    tossSandboxUrl: e.TOSS_SANDBOX_URL?.replace(/\/$/, ''),
  };
}
