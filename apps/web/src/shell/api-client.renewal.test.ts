import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  setApiTransport,
  setSessionRefresher,
  setUnauthorizedHandler,
} from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json(401, { success: false, error: '로그인이 필요합니다.', code: 'AUTH_ERROR' });
const ok = (data: unknown) => json(200, { success: true, data });

/**
 * A server whose session is renewed by the refresher: calls answer 401 until the refresher has run, then
 * their data. Records every call's path.
 */
function sessionServer() {
  const calls: string[] = [];
  let signedIn = false;
  setApiTransport(async (input) => {
    calls.push(input);
    return signedIn ? ok(input) : unauthorized();
  });
  return {
    calls,
    renew: () => {
      signedIn = true;
    },
  };
}

afterEach(() => {
  setApiTransport((input, init) => fetch(input, init));
  setSessionRefresher(null);
  setUnauthorizedHandler(() => undefined);
});

describe('a 401 renews the session once, then the call is sent again (docs/product.md § States)', () => {
  it('renews and repeats the refused call; the session does not end', async () => {
    const server = sessionServer();
    const refresher = vi.fn(async () => {
      server.renew();
      return true;
    });
    const ended = vi.fn();
    setSessionRefresher(refresher);
    setUnauthorizedHandler(ended);
    await expect(apiRequest('/api/v1/users/profile')).resolves.toMatchObject({
      data: '/api/v1/users/profile',
    });
    expect(refresher).toHaveBeenCalledOnce();
    expect(server.calls).toEqual(['/api/v1/users/profile', '/api/v1/users/profile']);
    expect(ended).not.toHaveBeenCalled();
  });

  it('shares one renewal between calls refused at the same time (single flight)', async () => {
    const server = sessionServer();
    let finish: (renewed: boolean) => void = () => undefined;
    const refresher = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = (renewed) => {
            server.renew();
            resolve(renewed);
          };
        }),
    );
    setSessionRefresher(refresher);
    const paths = [
      '/api/v1/bookings',
      '/api/v1/users/profile',
      '/api/v1/users/me/notification-preferences',
      '/api/v1/foodtrucks/mine',
    ];
    const answers = Promise.all(paths.map((path) => apiRequest(path)));
    await vi.waitFor(() => expect(refresher).toHaveBeenCalled());
    // Every call has been refused before the renewal ends.
    await vi.waitFor(() => expect(server.calls).toHaveLength(paths.length));
    finish(true);
    expect((await answers).map((a) => (a as { data: string }).data)).toEqual(paths);
    expect(refresher).toHaveBeenCalledOnce();
    expect(server.calls).toHaveLength(paths.length * 2);
  });

  it('repeats without renewing again a call refused after another call had the session renewed', async () => {
    // Sent with the old cookie, answered only after the renewal finished: sending it again is enough.
    const calls: string[] = [];
    let signedIn = false;
    let releaseSlow: () => void = () => undefined;
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    setApiTransport(async (input) => {
      calls.push(input);
      const signedInWhenSent = signedIn;
      if (input === '/api/v1/slow' && calls.filter((c) => c === input).length === 1) await slowHeld;
      return signedInWhenSent ? ok(input) : unauthorized();
    });
    const refresher = vi.fn(async () => {
      signedIn = true;
      return true;
    });
    setSessionRefresher(refresher);
    const slow = apiRequest('/api/v1/slow');
    await expect(apiRequest('/api/v1/fast')).resolves.toMatchObject({ data: '/api/v1/fast' });
    releaseSlow();
    await expect(slow).resolves.toMatchObject({ data: '/api/v1/slow' });
    expect(refresher).toHaveBeenCalledOnce();
    expect(calls.filter((c) => c === '/api/v1/slow')).toHaveLength(2);
  });

  it('gives up to the 401 handling when the renewal fails, without repeating the call', async () => {
    const server = sessionServer();
    const refresher = vi.fn(async () => false);
    const ended = vi.fn();
    setSessionRefresher(refresher);
    setUnauthorizedHandler(ended);
    const error = await apiRequest('/api/v1/users/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(server.calls).toEqual(['/api/v1/users/profile']);
    expect(refresher).toHaveBeenCalledOnce();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('renews only once: a second 401 after the renewal ends the session (no loop)', async () => {
    const server = sessionServer();
    // The renewal says yes, yet the server still refuses.
    const refresher = vi.fn(async () => true);
    const ended = vi.fn();
    setSessionRefresher(refresher);
    setUnauthorizedHandler(ended);
    await expect(apiRequest('/api/v1/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(server.calls).toHaveLength(2);
    expect(refresher).toHaveBeenCalledOnce();
    expect(ended).toHaveBeenCalledOnce();
  });

  it('never renews for the renewal itself, log-in, sign-up or log-out', async () => {
    const server = sessionServer();
    const refresher = vi.fn(async () => true);
    const ended = vi.fn();
    setSessionRefresher(refresher);
    setUnauthorizedHandler(ended);
    for (const path of ['/api/auth/refresh', '/api/auth/login', '/api/auth/signup', '/api/auth/logout']) {
      await expect(apiRequest(path, { method: 'POST', retry: false })).rejects.toMatchObject({
        status: 401,
      });
    }
    expect(refresher).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
    expect(server.calls).toHaveLength(4);
  });

  it('a renewal that throws counts as failed', async () => {
    sessionServer();
    const ended = vi.fn();
    setSessionRefresher(async () => {
      throw new Error('boom');
    });
    setUnauthorizedHandler(ended);
    await expect(apiRequest('/api/v1/users/profile')).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
  });
});
