import { classifyStatus, errorPageCode, GENERAL_ERRORS, type GeneralErrorCode } from '@ft/shared';
import { Link, useNavigate } from 'react-router';
import { useHead } from '../head.tsx';

/** The network codes a call with no answer carries (lib/api-client.ts): the page names the one it got. */
const NO_ANSWER_CODES: readonly string[] = [
  'NO_RESPONSE',
  'NETWORK_ERROR',
  'CONNECTION_TIMEOUT',
  'CONNECTION_REFUSED',
  'NETWORK_UNREACHABLE',
];
const noAnswerCode = (code: string | undefined): GeneralErrorCode =>
  code && NO_ANSWER_CODES.includes(code) ? (code as GeneralErrorCode) : 'NETWORK_ERROR';

/**
 * docs/product.md § Screens error page: the status, a message, and home / back / reload. Its heading always
 * says "not found". Given a failed query's `error`, it shows that error's status and message. Its code is the
 * spec's error-page mapping of the status (docs/product.md § Errors: 404 RESOURCE_NOT_FOUND … ≥ 500
 * INTERNAL_SERVER_ERROR, else UNKNOWN_ERROR), whose message stands in when the failure brought none. A call
 * that got no answer has no status to show: the spec's classification by status calls it network
 * (`classifyStatus`), and the page says so with the network code it got (NO_RESPONSE …), never a 500 that no
 * server answered.
 */
export function ErrorPage({
  status: statusProp = 404,
  message: messageProp,
  error,
}: {
  status?: number;
  message?: string;
  error?: { status: number; message: string; code?: string } | null;
}) {
  const status = error ? error.status : statusProp;
  const noAnswer = classifyStatus(status) === 'network';
  const message = error?.message ?? messageProp;
  const code = noAnswer ? noAnswerCode(error?.code) : errorPageCode(status);
  const navigate = useNavigate();
  useHead({ title: '페이지를 찾을 수 없습니다', noindex: true, error: true });
  return (
    <main id="main" className="flex min-h-[70dvh] flex-col items-center justify-center px-6 text-center">
      {noAnswer ? (
        <p className="text-3xl font-extrabold text-brand-700">연결 오류</p>
      ) : (
        <p className="text-5xl font-extrabold text-brand-700">
          <span className="sr-only">상태 코드 </span>
          {status}
        </p>
      )}
      <h1 className="mt-4 text-xl font-bold">페이지를 찾을 수 없습니다</h1>
      <p className="mt-2 text-gray-600">{message || GENERAL_ERRORS[code].message}</p>
      <p className="mt-1 text-xs text-gray-500">오류 코드 {code}</p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-2">
        <Link
          to="/"
          className="flex min-h-12 items-center justify-center rounded-xl bg-brand-700 font-semibold text-white"
        >
          홈으로 가기
        </Link>
        <button
          type="button"
          className="min-h-12 rounded-xl bg-gray-100 font-semibold text-gray-800"
          onClick={() => navigate(-1)}
        >
          이전 페이지
        </button>
        <button
          type="button"
          className="min-h-12 rounded-xl font-semibold text-gray-700 underline"
          onClick={() => window.location.reload()}
        >
          새로고침
        </button>
      </div>
    </main>
  );
}
