import { ERROR_CATALOG, GENERAL_ERRORS } from '@ft/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, setApiTransport } from '../api-client.ts';
import { errorDefinition, isKnownErrorCode, needsFullCatalog } from './catalog.ts';
import { normalizeError } from './normalize.ts';

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

// One module state for the whole file: the first test sees the page before any refusal, the next after one.
describe('the error catalogue a page knows (docs/decisions/049)', () => {
  it('starts with the general codes alone', () => {
    expect(isKnownErrorCode('RESOURCE_NOT_FOUND')).toBe(true);
    expect(errorDefinition('NETWORK_ERROR')).toBe(GENERAL_ERRORS.NETWORK_ERROR);
    expect(isKnownErrorCode('BOOKING_OVERLAP')).toBe(false);
    expect(needsFullCatalog('BOOKING_OVERLAP')).toBe(true);
    expect(needsFullCatalog('VALIDATION_ERROR')).toBe(false);
    expect(needsFullCatalog(undefined)).toBe(false);
  });

  it("loads the rest before the API client reports a business rule's refusal, so it reads as that rule", async () => {
    setApiTransport(async () =>
      Response.json(
        { success: false, error: '같은 시간에 이미 확정된 예약이 있어요.', code: 'BOOKING_OVERLAP' },
        { status: 409 },
      ),
    );
    const error = await apiRequest('/api/v1/bookings/1/accept', { method: 'POST', notify: false }).catch(
      (e: unknown) => e,
    );
    expect(isKnownErrorCode('BOOKING_OVERLAP')).toBe(true);
    const normalized = normalizeError(error);
    expect(normalized).toMatchObject({
      code: 'BOOKING_OVERLAP',
      userMessage: '같은 시간에 이미 확정된 예약이 있어요.',
      severity: ERROR_CATALOG.BOOKING_OVERLAP.severity,
      recovery: ERROR_CATALOG.BOOKING_OVERLAP.recovery,
    });
  });
});
