import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeError } from './errors/normalize.ts';
import { errorHistory, logger } from './logger.ts';

afterEach(() => vi.restoreAllMocks());

describe('logger', () => {
  it('masks secrets before anything reaches the console', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logger.error('login failed', {
      email: 'a@b.co',
      password: 'pw',
      headers: { Authorization: 'Bearer abc.def' },
    });
    expect(JSON.stringify(spy.mock.calls)).not.toMatch(/"pw"|abc\.def/);
  });

  it('keeps the last 100 errors', () => {
    for (let i = 0; i < 120; i++) logger.recordError(normalizeError(new Error(`e${i}`)));
    const kept = errorHistory();
    expect(kept).toHaveLength(100);
    expect(kept[0]?.message).toBe('e20');
  });
});
