/**
 * A channel's failure, in words safe to keep in `notification_deliveries.last_error` and show operators: a
 * provider's code and a short phrase, never an address, a phone number, a token or a message's text.
 * `permanent` failures (a recipient the provider refuses for good) are not retried.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(reason: string, opts: { permanent?: boolean } = {}) {
    super(scrub(reason).slice(0, 200));
    this.name = 'DeliveryError';
    this.permanent = opts.permanent ?? false;
  }
}

/** Belt and braces: whatever a provider put in its words, addresses and long digit runs do not get through. */
export const scrub = (text: string): string =>
  text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]').replace(/\+?\d[\d -]{6,}\d/g, '[number]');

/** Any error as a DeliveryError: ours pass through; anything else keeps only its class or code. */
export function asDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  return new DeliveryError(
    typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown error',
  );
}
