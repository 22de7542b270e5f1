import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ErrorEnvelope,
  errorEnvelopeSchema,
  type ListEnvelope,
  listEnvelope,
  paginationQuerySchema,
  successEnvelope,
} from './envelope.ts';

const item = z.object({ id: z.number() });

describe('successEnvelope', () => {
  it('wraps the data', () => {
    expect(successEnvelope(item).parse({ success: true, data: { id: 1 } })).toEqual({
      success: true,
      data: { id: 1 },
    });
  });

  it('refuses a failure or bad data', () => {
    expect(successEnvelope(item).safeParse({ success: false, data: { id: 1 } }).success).toBe(false);
    expect(successEnvelope(item).safeParse({ success: true, data: { id: 'x' } }).success).toBe(false);
  });
});

describe('listEnvelope', () => {
  it('keeps the page beside the data', () => {
    const body: ListEnvelope<{ id: number }> = {
      success: true,
      data: [{ id: 1 }],
      total: 41,
      page: 3,
      limit: 20,
    };
    expect(listEnvelope(item).parse(body)).toEqual(body);
  });

  it('refuses a page below 1 or a limit above 100', () => {
    const base = { success: true, data: [], total: 0, page: 1, limit: 20 };
    expect(listEnvelope(item).safeParse({ ...base, page: 0 }).success).toBe(false);
    expect(listEnvelope(item).safeParse({ ...base, limit: 101 }).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts the docs/product.md § API failure shape, with or without fields', () => {
    const body: ErrorEnvelope = {
      success: false,
      error: '입력 정보를 확인해주세요',
      code: 'VALIDATION_ERROR',
      fields: { email: 'email 필드를 확인해주세요' },
    };
    expect(errorEnvelopeSchema.parse(body)).toEqual(body);
    expect(errorEnvelopeSchema.safeParse({ success: false, error: '…', code: 'NOT_FOUND' }).success).toBe(
      true,
    );
  });

  it('refuses a success or a missing code', () => {
    expect(errorEnvelopeSchema.safeParse({ success: true, error: 'x', code: 'X' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ success: false, error: 'x' }).success).toBe(false);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('reads query strings of digits', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it.each([
    { page: '0' },
    { page: '1.5' },
    { page: 'abc' },
    { limit: '0' },
    { limit: '101' },
    // What z.coerce once read as numbers (decision 075).
    { page: '1e3' },
    { page: ' 2' },
    { page: '0x10' },
    { page: '' },
    { page: '02' },
    { page: true },
    { limit: 20 },
  ])('refuses %o', (query) => {
    expect(paginationQuerySchema.safeParse(query).success).toBe(false);
  });
});
