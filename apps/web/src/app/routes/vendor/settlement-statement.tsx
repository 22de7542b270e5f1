import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { settlementQuery } from '../../../features/settlements/api/settlements.ts';
import { Statement } from '../../../features/settlements/components/statement.tsx';
import { vendorPaths } from '../../../lib/vendor-paths.ts';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { SECONDARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

/**
 * On paper: A4 with its own margins, black on white, and nothing but the statement (the screen's header and
 * buttons, and the area's bar, carry `print:hidden`). "PDF로 저장" in the print dialog makes the file.
 */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 16mm 14mm; }
  html, body { background: #fff !important; color: #000 !important; }
  .statement-page > header, section[aria-label="알림"][aria-live] { display: none !important; }
}`;

/** 정산 명세서: one settlement as a printable statement, with 인쇄하기. */
export default function SettlementStatementPage() {
  useHead({ title: '정산 명세서', noindex: true });
  const { id = '' } = useParams();
  const settlement = useQuery(settlementQuery(id));
  const [issuedAt] = useState(() => new Date());
  if (settlement.isError) return <ErrorPage error={settlement.error} />;
  if (!settlement.data) return <PageSkeleton />;
  return (
    <div className="statement-page">
      <style>{PRINT_CSS}</style>
      <PageHeader
        title="정산 명세서"
        right={
          <button
            type="button"
            onClick={() => window.print()}
            className="mr-2 flex min-h-11 shrink-0 items-center rounded-full bg-gray-900 px-4 text-sm font-bold text-white"
          >
            인쇄하기
          </button>
        }
      />
      <main id="main" className="px-4 py-5 pb-10 print:p-0">
        <Statement settlement={settlement.data} issuedAt={issuedAt} />
        <div className="mt-8 space-y-3 print:hidden">
          <p className="text-sm break-keep text-gray-600">
            인쇄 창에서 ‘PDF로 저장’을 고르면 명세서를 파일로 받을 수 있어요.
          </p>
          <Link to={vendorPaths.settlement(settlement.data.truck.id)} className={SECONDARY_BUTTON}>
            정산 내역으로
          </Link>
        </div>
      </main>
    </div>
  );
}
