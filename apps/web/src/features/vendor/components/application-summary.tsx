import {
  DEFAULT_MIN_NOTICE_HOURS,
  formatBusinessNumber,
  noticeLabel,
  shortSido,
  VENDOR_DOCUMENT_KINDS,
  VENDOR_DOCUMENT_LABELS,
} from '@ft/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWon } from '../../../shell/format.ts';
import { paths } from '../../../shell/paths.ts';
import type { ApplicationDraft, ApplicationStep } from '../draft/application-draft.ts';
import { businessNumberDigits } from '../format.ts';
import { FROM_SUMMARY } from '../hooks/use-next-register-step.ts';

function Section({ title, step, children }: { title: string; step: ApplicationStep; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-b border-gray-100 py-4">
      <div className="flex items-center justify-between">
        <h3 className="font-bold">{title}</h3>
        <Link
          to={`${paths.registerStep(step)}?${FROM_SUMMARY}`}
          aria-label={`${title} 수정`}
          className="flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700"
        >
          수정
        </Link>
      </div>
      <div className="mt-1 space-y-1 text-[15px] text-gray-800">{children}</div>
    </section>
  );
}

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <p className="flex gap-3">
    <span className="w-24 shrink-0 text-gray-600">{label}</span>
    <span className="min-w-0 break-all">{children}</span>
  </p>
);

/** What is about to be sent, section by section, each with a way back to fix it. */
export function ApplicationSummary({ draft }: { draft: ApplicationDraft }) {
  const { business, truck, payout } = draft;
  const regions = truck.regions ?? [];
  const documents = VENDOR_DOCUMENT_KINDS.filter((kind) => draft.documents[kind]);
  const cover = draft.truckPhotos[0];
  return (
    <div>
      <Section title="사업자 정보" step="apply">
        <Row label="상호">{business.companyName}</Row>
        <Row label="대표자">{business.representative}</Row>
        <Row label="사업자등록번호">
          {formatBusinessNumber(businessNumberDigits(business.businessNumber ?? ''))}
        </Row>
      </Section>
      <Section title="푸드트럭" step="apply">
        <Row label="이름">{truck.name}</Row>
        <Row label="출장 지역">
          {regions
            .slice(0, 3)
            .map((r) => `${shortSido(r.sido)} ${r.sigungu}`.trim())
            .join(', ')}
          {regions.length > 3 && ` 외 ${regions.length - 3}곳`}
        </Row>
        <Row label="기본 출장비">{formatWon(truck.baseFee ?? 0)}</Row>
        <Row label="인분">
          {truck.minServings}~{truck.maxServings}인분
        </Row>
        <Row label="예약 마감">
          행사 {noticeLabel(truck.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS)} 전까지
        </Row>
      </Section>
      <Section title="정산 계좌" step="apply">
        <Row label="계좌">
          {payout.bank} {payout.accountNumber} ({payout.holder})
        </Row>
      </Section>
      <Section title="서류" step="documents">
        <p>{documents.map((kind) => VENDOR_DOCUMENT_LABELS[kind]).join(', ')}</p>
      </Section>
      <Section title="메뉴" step="menu-photos">
        <p>
          메뉴 {draft.menuItems.length}개
          {draft.menuPhotos.length > 0 && ` · 메뉴판 사진 ${draft.menuPhotos.length}장`}
        </p>
      </Section>
      <Section title="사진" step="truck-photos">
        <div className="flex items-center gap-3">
          {cover && (
            <img
              src={cover.thumbnailUrl}
              alt="대표 사진"
              width={400}
              height={267}
              className="h-16 w-24 rounded-lg object-cover"
            />
          )}
          <p>푸드트럭 사진 {draft.truckPhotos.length}장</p>
        </div>
      </Section>
    </div>
  );
}
