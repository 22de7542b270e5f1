import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.ts';
import { setKoreanValidationMessages, validationIssueMessage } from './validation-messages.ts';

/**
 * Zod's own words, English and its Korean locale's (decision 076): none may reach a person. The Korean ones are
 * the locale's fixed parts ("잘못된 입력: 예상 타입은 number, 받은 타입은 string입니다").
 */
export const ZOD_DEFAULT_WORDS =
  /invalid|expected|received|too (big|small)|unrecognized|required|잘못된|예상 타입|받은 타입|너무 큽니다|너무 작습니다|인식할 수 없는|여야 합니다|이어야 합니다/i;
const HANGUL = /[가-힣]/;

// Values of every wrong kind, and sizes past every bound a contract sets.
const WRONG = [
  undefined,
  true,
  -1,
  1.5,
  1e12,
  '',
  'x',
  '1e3',
  '2026-02-30',
  'x'.repeat(100_001),
  Array.from({ length: 101 }, () => 'x'),
  { unknown: 1 },
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every path into `schema`'s objects and arrays (a few levels down), to put a wrong value at. */
function pathsOf(schema: z.ZodType, depth = 0): (string | number)[][] {
  if (depth > 4) return [];
  const def = defOf(schema);
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
    return pathsOf(def.innerType!, depth);
  if (def.type === 'pipe') return pathsOf(def.in!, depth);
  if (def.type === 'array') return [[0], ...pathsOf(def.element!, depth + 1).map((p) => [0, ...p])];
  if (def.type !== 'object') return [];
  return Object.entries(def.shape!).flatMap(([key, field]) => [
    [key],
    ...pathsOf(field, depth + 1).map((p) => [key, ...p]),
  ]);
}

function valueAt(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, value)] : { [head!]: valueAt(rest, value) };
}

const schemas = (Object.entries(shared) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('no zod default message reaches a person (decision 076)', () => {
  beforeAll(() => setKoreanValidationMessages());

  it('finds the contracts', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('every message any exported schema gives for wrong input is ours, in Korean', () => {
    const bad = new Map<string, string>();
    let issues = 0;
    for (const [name, schema] of schemas) {
      for (const path of [[], ...pathsOf(schema)]) {
        for (const value of WRONG) {
          const result = schema.safeParse(valueAt(path, value));
          for (const issue of result.error?.issues ?? []) {
            issues += 1;
            // A field's name (`expectedBehavior`) is no word of zod's.
            const words = issue.message.replace(issue.path.join('.'), '');
            if (!HANGUL.test(words) || ZOD_DEFAULT_WORDS.test(words))
              bad.set(`${name}.${issue.path.join('.')} (${issue.code})`, issue.message);
          }
        }
      }
    }
    expect(issues).toBeGreaterThan(5_000);
    expect(Object.fromEntries(bad)).toEqual({});
  }, 30_000);

  it('words each kind of issue a schema leaves without a message', () => {
    const messageOf = (schema: z.ZodType, value: unknown) =>
      schema.safeParse(value).error?.issues[0]?.message;
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('꼭 입력해야 하는 항목이에요');
    expect(messageOf(z.number(), 'x')).toBe('숫자로 입력해주세요');
    expect(messageOf(z.object({ name: z.string() }), { name: 1 })).toBe('name 필드를 확인해주세요');
    expect(messageOf(z.string().max(2000), 'x'.repeat(2001))).toBe('2,000자 이내로 입력해주세요');
    expect(messageOf(z.string().min(1), '')).toBe('내용을 입력해주세요');
    expect(messageOf(z.string().min(5), 'x')).toBe('5자 이상 입력해주세요');
    expect(messageOf(z.number().max(10_000), 10_001)).toBe('10,000 이하로 입력해주세요');
    expect(messageOf(z.number().min(1), 0)).toBe('1 이상으로 입력해주세요');
    expect(messageOf(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toBe('3개까지 보낼 수 있어요');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('하나 이상 골라주세요');
    expect(messageOf(z.email(), 'a@')).toBe('이메일 주소를 확인해주세요');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('보기 중에서 골라주세요');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('알 수 없는 항목이 있어요: extra');
    expect(messageOf(z.uuid(), 'x')).toBe('입력 정보를 확인해주세요');
    // A schema's own message wins.
    expect(messageOf(z.string('이름을 입력해주세요'), 1)).toBe('이름을 입력해주세요');
    expect(validationIssueMessage({ code: 'custom', input: 1, path: ['a', 0] })).toBe(
      'a.0 필드를 확인해주세요',
    );
  });
});
