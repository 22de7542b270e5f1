import { describe, expect, it } from 'vitest';
import {
  asStoredText,
  displayText,
  sanitizeString,
  sanitizeValue,
  storedText,
  unstorableTextPath,
} from './sanitize.ts';

describe('sanitize (docs/product.md § Validation)', () => {
  it('cleans strings: markup, control characters and surrounding blanks', () => {
    expect(sanitizeString('  떡볶이 <script>alert(1)</script>트럭\u0000 ')).toBe('떡볶이 alert(1)트럭');
    expect(sanitizeString('줄바꿈은\n그대로')).toBe('줄바꿈은\n그대로');
    expect(sanitizeString('3 < 5 그리고 7 > 2')).toBe('3 < 5 그리고 7 > 2');
  });

  it('leaves URLs, /api/ paths, blob: and data: values untouched', () => {
    for (const value of [
      'https://example.com/a?b=<c>',
      '/api/v1/foodtrucks?x= 1',
      'blob:http://x/1',
      'data:image/png;base64,AA==',
    ]) {
      expect(sanitizeString(value)).toBe(value);
    }
  });

  it('never touches passwords', () => {
    expect(sanitizeValue({ email: ' a@b.co ', password: ' <my>pass1 ' })).toEqual({
      email: 'a@b.co',
      password: ' <my>pass1 ',
    });
  });

  it('walks objects and arrays, keeping numbers, booleans and nulls', () => {
    expect(
      sanitizeValue({ a: ' <b>x</b> ', n: 3, ok: true, none: null, list: [' y ', { z: '<i>z</i>' }] }),
    ).toEqual({
      a: 'x',
      n: 3,
      ok: true,
      none: null,
      list: ['y', { z: 'z' }],
    });
  });
});

describe('storedText (decision 075)', () => {
  // "떡볶이 푸드트럭 예약" as macOS and some keyboards write it: every syllable in its jamo.
  const decomposed = '떡볶이 푸드트럭 예약'.normalize('NFD');

  it('composes Hangul: 11 characters stored as 11 code units, not 24', () => {
    expect(decomposed).toHaveLength(24);
    expect(storedText(decomposed)).toBe('떡볶이 푸드트럭 예약');
    expect(storedText(decomposed)).toHaveLength(11);
    expect(storedText('ᄒ\u200bᅡᆫ')).toBe('한');
  });

  it('takes out zero-width characters and direction controls, so a blank-looking text is blank', () => {
    for (const invisible of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff']) {
      expect(storedText(`강${invisible}남구`)).toBe('강남구');
      expect(storedText(invisible.repeat(3))).toBe('');
    }
    expect(storedText('\u202e구남강\u2066')).toBe('구남강');
    expect(storedText(' \u200b ').trim()).toBe('');
  });

  it('keeps the joiner inside an emoji sequence, and only there', () => {
    for (const emoji of ['👨‍👩‍👧', '🏳️‍🌈', '👩🏽‍💻', '❤️‍🔥', '🏃‍♀️', '🧑‍🤝‍🧑']) {
      expect(emoji).toContain('\u200d');
      expect(storedText(`가족 ${emoji} 환영`)).toBe(`가족 ${emoji} 환영`);
    }
    expect(storedText('👍\u200d')).toBe('👍');
    expect(storedText('\u200d👍')).toBe('👍');
    expect(storedText('떡\u200d👍')).toBe('떡👍');
    expect(storedText('👍\u200b\u200d👍')).toBe('👍👍');
  });

  it('walks bodies, leaving passwords, numbers and keys as they are', () => {
    expect(
      asStoredText({ nickname: `${decomposed}\u200b`, password: 'pa\u200bss1', n: 1, list: ['\ufeff떡'] }),
    ).toEqual({ nickname: '떡볶이 푸드트럭 예약', password: 'pa\u200bss1', n: 1, list: ['떡'] });
  });

  it('is what the web app sends and what a shown name is', () => {
    expect(sanitizeString(` ${decomposed}\u200b `)).toBe('떡볶이 푸드트럭 예약');
    expect(sanitizeValue({ body: '\u200b' })).toEqual({ body: '' });
    expect(displayText('위생\u200b증.pdf')).toBe('위생증.pdf');
  });
});

describe('unstorableTextPath', () => {
  it('names the first field a text column cannot hold: a NUL or half a surrogate pair', () => {
    expect(unstorableTextPath({ info: { eventName: 'a\u0000b' } })).toBe('info.eventName');
    expect(unstorableTextPath({ events: [{ path: '/' }, { path: '/\uD800' }] })).toBe('events.1.path');
    expect(unstorableTextPath({ note: 'x\uDC00' })).toBe('note');
    expect(unstorableTextPath({ 'k\u0000': 1 })).toBe('k\u0000');
  });

  it('accepts ordinary text, emoji (whole surrogate pairs) and non-text values', () => {
    expect(
      unstorableTextPath({ name: '떡볶이 🍢', n: 3, list: [null, true], nested: { ok: '' } }),
    ).toBeNull();
    expect(unstorableTextPath(undefined)).toBeNull();
  });
});
