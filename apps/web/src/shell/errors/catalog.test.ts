import { afterEach, describe, expect, it, vi } from 'vitest';

// A page that has seen no refusal yet: fresh modules, since test files share a worker's (vitest.config.ts) and
// another file's business refusal may have loaded the catalogue already. One module state for this file: the
// first test sees the page before any refusal, the next after one.
vi.resetModules();
const { ERROR_CATALOG, GENERAL_ERRORS } = await import('@ft/shared');
const { apiRequest, setApiTransport } = await import('../api-client.ts');
const { errorDefinition, isKnownErrorCode, needsFullCatalog } = await import('./catalog.ts');
const { normalizeError } = await import('./normalize.ts');

afterEach(() => setApiTransport((input, init) => fetch(input, init)));

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
