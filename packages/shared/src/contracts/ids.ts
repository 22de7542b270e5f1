import { z } from 'zod';
import { PG_INT_MAX } from '../constants.ts';
import { WHOLE_NUMBER } from '../list-filter-rules.ts';

/**
 * A number that arrives as text (a query string, a path parameter): the text must be digits (`WHOLE_NUMBER`),
 * then `number` checks its bounds. Unlike `z.coerce.number()`, `true`, `'1e3'`, `' 1'` and `''` are refused.
 */
export function integerFromText<T extends z.ZodType<number, number>>(
  number: T,
  message = '숫자만 입력해주세요',
) {
  return z.string({ error: message }).regex(WHOLE_NUMBER, message).transform(Number).pipe(number);
}

/** A row's id in a path or query (`/foodtrucks/{id}`): 1 up to what an integer column holds, as digits. */
export function idFromText(message = '번호가 올바르지 않아요', max = PG_INT_MAX) {
  return integerFromText(z.number().int().min(1, message).max(max, message), message);
}

/** A row's id in a JSON body: a JSON integer, never a string or `true` (which `z.coerce` read as 1). */
export function idInBody(message = '번호가 올바르지 않아요', max = PG_INT_MAX) {
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
}
