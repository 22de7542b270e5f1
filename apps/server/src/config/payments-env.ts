import { z } from 'zod';

/**
 * Toss Payments' variables (decisions 042 and 073): both keys, or none for the loopback sandbox (테스트 결제) — one
 * started beside the app, or the shared one `TOSS_SANDBOX_URL` names for several instances.
 */
export const paymentsEnvShape = {
  TOSS_CLIENT_KEY: z.string().trim().min(1).optional(),
  TOSS_SECRET_KEY: z.string().trim().min(1).optional(),
  TOSS_API_URL: z.url().default('https://api.tosspayments.com'),
  /** A payment sandbox one process runs (dist/payment-sandbox.js) for every instance, instead of one each. */
  TOSS_SANDBOX_URL: z.url().optional(),
};

type PaymentsEnv = z.output<z.ZodObject<typeof paymentsEnvShape>>;

/** What is wrong with the payment variables together, named for the start-up message, or undefined. */
export function paymentsEnvProblem(e: PaymentsEnv): string | undefined {
  if (Boolean(e.TOSS_CLIENT_KEY) !== Boolean(e.TOSS_SECRET_KEY)) {
    return 'TOSS_CLIENT_KEY, TOSS_SECRET_KEY: give both or none (none runs the payment sandbox)';
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
