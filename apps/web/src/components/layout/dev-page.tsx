import type { ReactNode } from 'react';
import { ErrorPage } from '../../shell/errors/error-page.tsx';
import { useSession } from '../../shell/session.ts';
import { PageSkeleton } from '../../shell/ui/skeleton.tsx';

/**
 * The /test-* pages (docs/product.md § Screens): development builds, or an operator; to anyone else they do
 * not exist.
 */
export function DevPage({ children }: { children: ReactNode }) {
  const { user, initialized } = useSession();
  if (import.meta.env.DEV) return <>{children}</>;
  if (!initialized) return <PageSkeleton />;
  if (user?.role !== 'admin') return <ErrorPage status={404} />;
  return <>{children}</>;
}
