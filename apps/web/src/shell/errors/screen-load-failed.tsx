import { GENERAL_ERRORS } from '@ft/shared';
import { useEffect } from 'react';
import { useHead } from '../head.tsx';
import { PageHeader } from '../layout/page-header.tsx';
import { PRIMARY_BUTTON } from '../ui/button-styles.ts';

/**
 * A screen whose script could not be loaded (lib/lazy-page.tsx): the app stays, says why, and offers 다시 시도.
 * Offline it also tries again by itself as soon as the connection is back.
 */
export function ScreenLoadFailed({ offline, onRetry }: { offline: boolean; onRetry: () => void }) {
  const title = offline ? '인터넷 연결이 끊겼어요' : '화면을 불러오지 못했어요';
  useHead({ title, noindex: true });
  useEffect(() => {
    if (!offline) return;
    addEventListener('online', onRetry);
    return () => removeEventListener('online', onRetry);
  }, [offline, onRetry]);
  return (
    <>
      <PageHeader />
      <main id="main" className="px-6 py-24 text-center">
        <div role="alert">
          <h1 className="text-xl font-bold text-gray-900">{title}</h1>
          <p className="mt-2 text-gray-600">
            {offline ? '연결되면 바로 다시 불러올게요.' : GENERAL_ERRORS.SERVICE_UNAVAILABLE.message}
          </p>
        </div>
        <button type="button" onClick={onRetry} className={`${PRIMARY_BUTTON} mx-auto mt-8 max-w-xs`}>
          다시 시도
        </button>
      </main>
    </>
  );
}
