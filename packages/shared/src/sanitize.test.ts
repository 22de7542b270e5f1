import { describe, expect, it } from 'vitest';
import { sanitizeString, sanitizeValue, unstorableTextPath } from './sanitize.ts';

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
