/**
 * docs/product.md § Validation: logs never carry secrets. Any key that merely contains one of these words is
 * masked, whatever its nesting, and Bearer tokens are masked inside strings.
 */
const SECRET_KEY_PATTERN =
  /pass(word|wd)?|token|secret|jwt|authori[sz]ation|api[-_]?key|card[-_]?number|cvv|cvc|ssn|cookie|session[-_]?id|otp/i;

/**
 * Error reports also drop personal data (docs/product.md § Validation): phone, email, address and the
 * social-login id.
 */
const PERSONAL_KEY_PATTERN = /phone|mobile|e-?mail|address|kakao[-_]?id|provider[-_]?id|social[-_]?id/i;

const BEARER_PATTERN = /Bearer\s+[A-Za-z0-9\-._~+/]+=*/gi;
export const REDACTED = '[REDACTED]';

function redactWith(value: unknown, keyPattern: RegExp, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.replace(BEARER_PATTERN, `Bearer ${REDACTED}`);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  // Class instances (a request, an Error) are left to their own serializers: copying them would drop the
  // getters that hold their data.
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactWith(item, keyPattern, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = keyPattern.test(key) ? REDACTED : redactWith(inner, keyPattern, depth + 1, seen);
  }
  return out;
}

export function redactSecrets<T>(value: T): T {
  return redactWith(value, SECRET_KEY_PATTERN, 0, new WeakSet()) as T;
}

export function redactPersonalData<T>(value: T): T {
  const both = new RegExp(`${SECRET_KEY_PATTERN.source}|${PERSONAL_KEY_PATTERN.source}`, 'i');
  return redactWith(value, both, 0, new WeakSet()) as T;
}

/**
 * Query parameters that open something by themselves: OAuth codes and states, and the signatures of signed
 * file links (ours `sig`, S3's `X-Amz-Signature` and `X-Amz-Credential`): a link copied from a log would
 * otherwise open a private paper without a session.
 */
const URL_SECRET_KEY = /^(code|state|sig|signature|x-amz-signature|x-amz-credential)$/i;

/** Masks secret-looking query parameters in a URL or path (?code=…, ?token=…, &sig=…). */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]+)=([^&#]*)/g, (match, sep: string, key: string) => {
    const name = safeDecode(key);
    return SECRET_KEY_PATTERN.test(name) || URL_SECRET_KEY.test(name) ? `${sep}${key}=${REDACTED}` : match;
  });
}

/** `%73ig` is `sig` to the server that reads it, so it is `sig` to the redaction too. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONE_IN_TEXT = /\b01[016789][-\s.]?\d{3,4}[-\s.]?\d{4}\b/g;

/** Free text (a description someone typed, an error message) with emails and mobile numbers masked. */
export function scrubPersonalText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '[EMAIL]').replace(PHONE_IN_TEXT, '[PHONE]');
}
