import { describe, expect, it } from 'vitest';
import { bookingUpdateBodySchema } from './bookings.ts';

describe('bookingUpdateBodySchema', () => {
  it('keeps sections that were not sent out of the result, so an edit cannot erase them', () => {
    const parsed = bookingUpdateBodySchema.parse({
      contact: { name: '김민지', phone: '010-1234-5678', email: 'minji@example.com' },
    });
    expect(Object.keys(parsed)).toEqual(['contact']);
  });

  it('refuses an empty edit', () => {
    expect(bookingUpdateBodySchema.safeParse({}).success).toBe(false);
  });

  it('still accepts clearing the requests', () => {
    expect(bookingUpdateBodySchema.parse({ requests: '' })).toEqual({ requests: '' });
  });
});
