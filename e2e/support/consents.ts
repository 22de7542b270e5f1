/**
 * The three consents sign-up needs (docs/product.md § Accounts), marketing left out: what a spec that signs
 * up through the API sends. Through the form, a spec ticks 전체 동의 (tests/consents.spec.ts).
 */
export const REQUIRED_CONSENTS = { terms: true, privacy: true, age14: true } as const;
