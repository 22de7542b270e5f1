/**
 * docs/product.md § Validation: outgoing request bodies and queries are cleaned. Strings lose control
 * characters, markup and surrounding blanks; values that are addresses (http(s) URLs, /api/ paths, blob: and
 * data: values) are left exactly as they are, since cleaning would break them.
 */
const LEAVE_AS_IS = /^(https?:\/\/|\/api\/|blob:|data:)/i;
// Control characters except tab and line breaks, which free text may contain.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const MARKUP = /<\/?[a-z][^>]*>/gi;

export function sanitizeString(value: string): string {
  if (LEAVE_AS_IS.test(value)) return value;
  return value.replace(CONTROL_CHARS, '').replace(MARKUP, '').trim();
}

export function sanitizeValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return sanitizeString(value) as T;
  if (value === null || typeof value !== 'object' || depth > 10) return value;
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  // A password is compared byte for byte: cleaning it would change what the person chose.
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, /password/i.test(k) ? v : sanitizeValue(v, depth + 1)]),
  ) as T;
}

// A NUL, or half of a surrogate pair: text PostgreSQL cannot store (it refuses the whole statement).
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = '사용할 수 없는 문자가 들어 있어요. 입력한 내용을 확인해주세요.';

/**
 * The path of the first string in `value` (keys included) that a text column cannot hold, such as
 * `info.eventName` or `events.0.path`; null when every string can be stored.
 */
export function unstorableTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return here;
    const found = unstorableTextPath(item, here, depth + 1);
    if (found) return found;
  }
  return null;
}
