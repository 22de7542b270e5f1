import type { ErrorReport } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ERROR_REPORTS_PAGE_SIZE, errorReportsQuery } from '../../../features/admin/api/error-reports.ts';
import { FactList, PagedCards, pageFromSearch } from '../../../features/admin/components/list-parts.tsx';
import { adminPaths } from '../../../features/admin/paths.ts';
import { formatReceivedAt } from '../../../shell/format.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';

/** The context keys a report may carry, in the order an operator reads them, with their Korean labels. */
const CONTEXT_LABELS: [key: string, label: string][] = [
  ['url', '화면'],
  ['code', '오류 코드'],
  ['message', '메시지'],
  ['buildId', '빌드'],
  ['userAgent', '브라우저'],
];

function ReportCard({ report }: { report: ErrorReport }) {
  const facts: [string, ReactNode][] = [
    ['받은 때', formatReceivedAt(report.createdAt)],
    ['보낸 사람', report.signedIn ? '회원' : '비회원'],
    ...CONTEXT_LABELS.filter(([key]) => report.context[key]).map(([key, label]): [string, ReactNode] => [
      label,
      <code key={key}>{report.context[key]}</code>,
    ]),
  ];
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 className="text-base font-bold break-words whitespace-pre-line">{report.description}</h3>
      <FactList className="mt-3" facts={facts} />
      {report.stepsToReproduce.length > 0 && (
        <section className="mt-3">
          <h4 className="text-sm font-semibold text-gray-700">재현 순서</h4>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-[15px]">
            {report.stepsToReproduce.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed list, read as written
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      )}
      {(report.expectedBehavior || report.actualBehavior) && (
        <FactList
          className="mt-3"
          facts={[
            ...(report.expectedBehavior
              ? [['기대한 동작', report.expectedBehavior] as [string, string]]
              : []),
            ...(report.actualBehavior ? [['실제 동작', report.actualBehavior] as [string, string]] : []),
          ]}
        />
      )}
      {report.context.stack && (
        <details className="mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-gray-700">
            스택 보기
          </summary>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-gray-50 p-3 text-xs">{report.context.stack}</pre>
        </details>
      )}
    </article>
  );
}

/**
 * 오류 신고: what people sent from an error screen in the last 24 hours, newest first, as saved (personal data
 * removed on both sides); who sent one is not shown, only whether they were signed in. Older reports stay in
 * the database for the retention period (TELEMETRY_RETENTION_DAYS).
 */
export default function AdminErrorReportsPage() {
  useHead({ title: '오류 신고', noindex: true });
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const list = useQuery(errorReportsQuery(page));

  return (
    <>
      <PageHeader title="오류 신고" back={false} />
      <main id="main" className="space-y-4 px-4 pt-4 pb-10">
        <p className="text-sm text-gray-600">최근 24시간 동안 이용자가 오류 화면에서 보낸 신고예요.</p>
        <section aria-labelledby="reports-title">
          <h2 id="reports-title" className="sr-only">
            오류 신고 목록
          </h2>
          <PagedCards
            list={list}
            page={page}
            pageSize={ERROR_REPORTS_PAGE_SIZE}
            hrefFor={(to) => adminPaths.errorReports(to)}
            empty={{
              title: '최근 24시간 동안 들어온 신고가 없어요',
              body: '이용자가 오류 화면에서 신고하면 여기에 보여요.',
            }}
            itemKey={(report) => report.id}
            card={(report) => <ReportCard report={report} />}
          />
        </section>
      </main>
    </>
  );
}
