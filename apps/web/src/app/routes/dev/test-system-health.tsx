import { useQuery } from '@tanstack/react-query';
import { DevPage } from '../../../components/layout/dev-page.tsx';
import { healthQuery } from '../../../features/system/api/health.ts';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

function Row({ label, value, ok }: { label: string; value: string; ok?: boolean }) {
  return (
    <div className="flex min-h-12 items-center justify-between border-b border-gray-100">
      <dt className="text-gray-600">{label}</dt>
      <dd className={`font-semibold ${ok === false ? 'text-red-700' : ''}`}>{value}</dd>
    </div>
  );
}

/** Development page (docs/product.md § Screens): what /api/health says. Dev builds and admins only. */
export default function TestSystemHealthPage() {
  return (
    <DevPage>
      <SystemHealth />
    </DevPage>
  );
}

function SystemHealth() {
  useHead({ title: 'System Health', noindex: true });
  const health = useQuery(healthQuery());
  const h = health.data;
  return (
    <>
      <PageHeader title="System Health" />
      <main id="main" className="px-4 py-6">
        {health.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {health.error.message}
          </p>
        ) : !h ? (
          <PageSkeleton />
        ) : (
          <dl aria-label="서버 상태">
            <Row label="상태" value={h.status === 'ok' ? '정상' : '일부 장애'} ok={h.status === 'ok'} />
            <Row
              label="데이터베이스"
              value={`${h.database.status} · ${h.database.driver} · ${h.database.latencyMs} ms`}
              ok={h.database.status === 'ok'}
            />
            <Row
              label="파일 저장소"
              value={`${h.storage.status} · ${h.storage.driver}`}
              ok={h.storage.status === 'ok'}
            />
            <Row label="버전" value={h.version} />
            <Row
              label="가동 시간"
              value={`${Math.floor(h.uptimeSeconds / 60)}분 ${h.uptimeSeconds % 60}초`}
            />
          </dl>
        )}
        <button
          type="button"
          onClick={() => void health.refetch()}
          className="mt-6 min-h-12 w-full rounded-xl bg-gray-100 font-semibold"
        >
          다시 확인
        </button>
      </main>
    </>
  );
}
