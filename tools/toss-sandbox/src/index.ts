/**
 * @ft/toss-sandbox: a loopback Toss Payments (테스트 결제) for tests, benchmarks and running the product without
 * Toss keys. The server never imports it (scripts/check-imports.mjs refuses it outside its tests): it is given
 * one's address as TOSS_SANDBOX_URL and talks Toss's protocol to it.
 */
export { TOSS_SANDBOX_FAULTS } from './faults.ts';
export { checkoutFields } from './pages.ts';
export { SANDBOX_KEYS, startTossSandbox, type TossSandbox } from './sandbox.ts';
export { seoulIso, type TossPaymentJson } from './toss-json.ts';
export type { CheckoutOrder, TossPaymentStatus, TossSandboxFaults, TossSandboxOptions } from './types.ts';
export type { TossWebhook } from './webhooks.ts';
