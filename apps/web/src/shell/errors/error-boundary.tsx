import { ERROR_BOUNDARY_RETRY } from '@ft/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { logger } from '../logger.ts';
import { toast } from '../ui/toast-store.ts';
import { authErrorTarget } from '../unauthorized.ts';
import { type NormalizedError, normalizeError } from './normalize.ts';

// Only needed when someone reports a failure: kept out of every visitor's first load.
const ErrorReportDialog = lazy(async () => ({
  default: (await import('../../components/errors/error-report-dialog.tsx')).ErrorReportDialog,
}));

/**
 * Retrying cannot fix these: the person has to sign in, lacks the right, or sent bad input (docs/product.md §
 * States).
 */
const NOT_RETRYABLE = new Set(['authentication', 'authorization', 'validation']);

interface Props {
  children: ReactNode;
  /** Runs before a retry re-mounts the children (a page drops its cached data so it is fetched again). */
  onReset?: () => void;
}
interface State {
  error: NormalizedError | null;
  attempts: number;
  generation: number;
  retrying: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempts: 0, generation: 0, retrying: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: normalizeError(error, { render: true }), retrying: false };
  }

  override componentDidCatch(error: unknown): void {
    const normalized = normalizeError(error, { render: true });
    logger.recordError(normalized);
    logger.error('Screen failed to render', { code: normalized.code, message: normalized.message });
  }

  override componentDidUpdate(_props: Props, previous: State): void {
    // The retried screen rendered without throwing again.
    if (previous.error && !this.state.error && previous.retrying) {
      toast.success('성공적으로 복구되었습니다.');
      this.setState({ retrying: false });
    }
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  retry = () => {
    if (this.state.attempts >= ERROR_BOUNDARY_RETRY.attempts) return;
    this.setState({ retrying: true });
    this.timer = setTimeout(() => {
      this.props.onReset?.();
      this.setState((s) => ({
        error: null,
        attempts: s.attempts + 1,
        generation: s.generation + 1,
        retrying: true,
      }));
    }, ERROR_BOUNDARY_RETRY.delayMs);
  };

  override render() {
    const { error, attempts, generation, retrying } = this.state;
    if (!error) return <Remount key={generation}>{this.props.children}</Remount>;
    const canRetry = !NOT_RETRYABLE.has(error.category) && attempts < ERROR_BOUNDARY_RETRY.attempts;
    return <ErrorFallback error={error} onRetry={canRetry ? this.retry : undefined} retrying={retrying} />;
  }
}

/** A keyed wrapper: a new key throws away the failed subtree, so a page-level retry loads the route afresh. */
function Remount({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function ErrorFallback({
  error,
  onRetry,
  retrying,
}: {
  error: NormalizedError;
  onRetry?: () => void;
  retrying: boolean;
}) {
  const [details, setDetails] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <main id="main" role="alert" className="px-6 py-16 text-center">
      <h1 className="text-xl font-bold">화면을 보여드리지 못했어요</h1>
      <p className="mt-2 text-gray-600">{error.userMessage}</p>
      <div className="mx-auto mt-8 flex max-w-xs flex-col gap-2">
        {error.category === 'authentication' && (
          // docs/product.md § States: an authentication error with no redirect target goes to the 마이 tab to
          // sign in.
          <a
            href={authErrorTarget()}
            className="flex min-h-12 items-center justify-center rounded-xl bg-brand-700 font-bold text-white"
          >
            로그인하기
          </a>
        )}
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            disabled={retrying}
            className="min-h-12 rounded-xl bg-brand-700 font-bold text-white disabled:opacity-60"
          >
            {retrying ? '다시 불러오는 중…' : '다시 시도'}
          </button>
        )}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-12 rounded-xl bg-gray-100 font-semibold"
        >
          새로고침
        </button>
        <a
          href="/"
          className="flex min-h-12 items-center justify-center rounded-xl bg-gray-100 font-semibold"
        >
          홈으로 가기
        </a>
        <button
          type="button"
          onClick={() => setDetails((d) => !d)}
          aria-expanded={details}
          className="min-h-11 text-sm text-gray-600 underline"
        >
          {details ? '자세히 닫기' : '자세히 보기'}
        </button>
        {details && (
          <pre className="max-h-48 overflow-auto rounded-xl bg-gray-900 p-3 text-left text-xs text-gray-100">
            {`${error.code}\n${error.message}\n${error.stack ?? ''}`}
          </pre>
        )}
        <button
          type="button"
          onClick={() => setReporting(true)}
          className="min-h-11 text-sm text-gray-600 underline"
        >
          오류 신고
        </button>
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ErrorReportDialog error={error} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </main>
  );
}

/** One boundary per screen, reset when the person moves to another screen. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // The failed screen's queries are unmounted while the fallback shows: reset them so the retry refetches.
  return (
    <ErrorBoundary key={pathname} onReset={() => void queryClient.resetQueries({ type: 'inactive' })}>
      {children}
    </ErrorBoundary>
  );
}
