/** `bytes` random bytes as lowercase hex: ids, trace ids, OAuth state and idempotency keys. */
export const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
