import { ROLE_REFUSALS } from '@ft/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { type Caller, caller, signedUpCaller } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let customer: Caller;
let vendor: Caller;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  customer = await signedUpCaller(t.app, 'role-customer@example.com');
  vendor = await signedUpCaller(t.app, 'role-vendor@example.com');
  await t.app.database.db
    .update(users)
    .set({ role: 'vendor' })
    .where(eq(users.email, 'role-vendor@example.com'));
});
afterAll(() => t.close());

/** Fills path parameters with harmless values: the access check runs before any handler looks at them. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('declared access rules', () => {
  it('every /api route declares one, and the protected ones exist', () => {
    expect(t.app.accessRules.length).toBeGreaterThan(20);
    expect(t.app.accessRules.filter((r) => r.access !== 'public').length).toBeGreaterThan(3);
  });

  it('refuses every protected route to the wrong person: guests 401, missing role 403 naming the role', async () => {
    for (const rule of t.app.accessRules.filter((r) => r.access !== 'public')) {
      const request = {
        method: rule.method as 'GET',
        url: concrete(rule.url),
        payload: rule.method === 'GET' ? undefined : {},
      };
      const asGuest = await caller(t.app).call(request);
      expect(asGuest.statusCode, `${rule.method} ${rule.url} as guest`).toBe(401);
      expect(asGuest.json().code).toBe('AUTH_ERROR');
      const refusal = (access: 'vendor' | 'admin') => ({
        success: false,
        code: 'ROLE_REQUIRED',
        error: ROLE_REFUSALS[access].message,
      });
      if (rule.access === 'vendor' || rule.access === 'admin') {
        const asCustomer = await customer.call(request);
        expect(asCustomer.statusCode, `${rule.method} ${rule.url} as customer`).toBe(403);
        expect(asCustomer.json()).toMatchObject(refusal(rule.access));
      }
      if (rule.access === 'admin') {
        const asVendor = await vendor.call(request);
        expect(asVendor.statusCode, `${rule.method} ${rule.url} as vendor`).toBe(403);
        expect(asVendor.json()).toMatchObject(refusal('admin'));
      }
    }
  });
});
