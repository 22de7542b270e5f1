import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import {
  type BookingDraft,
  type BookingStep,
  canEnterStep,
  firstIncompleteStep,
  useBookingDraft,
} from '../draft/draft-store.ts';

const isHydrated = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * false while the server renders and while the page hydrates (the draft lives only in this browser, so both
 * must show the same skeleton), true from then on. Preact's useSyncExternalStore has no server snapshot,
 * hence state and an effect.
 */
export function useIsClient(): boolean {
  const [isClient, setIsClient] = useState(isHydrated);
  useEffect(() => setIsClient(true), []);
  return isClient;
}

function SendBack({ to }: { to: BookingStep }) {
  useEffect(() => {
    toast.info('앞 단계부터 입력해주세요');
  }, []);
  return <Navigate to={paths.bookingStep(to)} replace />;
}

/**
 * A step of the request flow opened without the earlier steps' data (a bookmark, a shared link, a draft that
 * expired) sends the person to the first step that still needs them.
 */
export function StepGuard({
  step,
  children,
}: {
  step: BookingStep;
  children: (draft: BookingDraft) => ReactNode;
}) {
  const isClient = useIsClient();
  const draft = useBookingDraft();
  if (!isClient) return <PageSkeleton />;
  if (!canEnterStep(draft, step)) return <SendBack to={firstIncompleteStep(draft)} />;
  return <>{children(draft)}</>;
}
