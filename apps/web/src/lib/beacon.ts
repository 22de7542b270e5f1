import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@ft/shared';

/**
 * Fire-and-forget telemetry POST. `keepalive` lets it outlive the page (page hide); unlike sendBeacon it can
 * carry X-Client-Version, which the server requires of every state-changing call. Failures are dropped.
 */
export function postBeacon(url: string, body: unknown, keepalive: boolean): void {
  void fetch(url, {
    method: 'POST',
    keepalive,
    credentials: 'include',
    headers: { 'content-type': 'application/json', [CLIENT_VERSION_HEADER]: CLIENT_VERSION },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
