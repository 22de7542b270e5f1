/**
 * docs/product.md § Validation: outgoing request bodies and queries are cleaned. Strings lose control
 * characters, markup and surrounding blanks and are written as they will be stored (`storedText`); values
 * that are addresses (http(s) URLs, /api/ paths, blob: and data: values) are left exactly as they are, since
 * cleaning would break them.
 */
const LEAVE_AS_IS = /^(https?:\/\/|\/api\/|blob:|data:)/i;
// Control characters except tab and line breaks, which free text may contain.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const MARKUP = /<\/?[a-z][^>]*>/gi;

export function sanitizeString(value: string): string {
  if (LEAVE_AS_IS.test(value)) return value;
  return storedText(value.replace(CONTROL_CHARS, '').replace(MARKUP, '')).trim();
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

/**
 * Marks that change the direction text is drawn in: "\u202e구남강" shows as 강남구 on a public page. Korean text
 * never needs them, so every stored text goes without (the server's storable-text hook).
 */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Characters that draw nothing: zero-width space, non-joiner and joiner, word joiner, byte-order mark. They make
 * "\u200b" a message that looks blank but is not, and "강\u200b남구" a name that looks like 강남구 but is not.
 * A joiner between two emoji (👨‍👩‍👧, 🏳️‍🌈, 👩🏽‍💻, ❤️‍🔥) draws them as one picture and stays: an emoji before it (its
 * variation selector or skin tone allowed) and one after. Decision 075.
 */
const ZERO_WIDTH =
  /[\u200b\u200c\u2060\ufeff]|(?<!\p{Extended_Pictographic}[\u{fe0f}\u{1f3fb}-\u{1f3ff}]?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/**
 * A text as it is stored and compared, one rule for every text field of every contract (decision 075): composed
 * (NFC: 한 is one character, not ᄒ+ᅡ+ᆫ as some keyboards and macOS file names write it), without direction
 * controls and without zero-width characters. "Blank" is then blank: a required text of only those is empty.
 */
export function storedText(value: string): string {
  return value.replace(DIRECTION_CONTROLS, '').replace(ZERO_WIDTH, '').normalize('NFC');
}

/** `value` with every string in it made `storedText` (passwords left as they were chosen; keys as they are). */
export function asStoredText<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return storedText(value) as T;
  if (value === null || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => asStoredText(item, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, /password/i.test(k) ? v : asStoredText(v, depth + 1)]),
  ) as T;
}

// Control and direction characters, and half a surrogate pair (which PostgreSQL refuses to store).
const UNSHOWABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A name as it is shown (a file's, a nickname from Kakao): no control or direction characters (which can make
 * `exe.pdf` read as `fdp.exe`), no half surrogate, `storedText`, blanks collapsed to one space.
 */
export function displayText(raw: string): string {
  return storedText(raw.replace(UNSHOWABLE, '')).replace(/\s+/g, ' ').trim();
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
