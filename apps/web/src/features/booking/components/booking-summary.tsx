import { CANCELLATION_FEE_RULES, groupDigits } from '@ft/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatEventDate, formatPhone, formatWon } from '../../../shell/format.ts';

/** What a booking request says, whether it is still a draft or already sent. */
export interface BookingSummaryData {
  eventTypeName: string;
  info: {
    eventName: string;
    eventDate: string;
    startTime: string;
    endTime: string;
    guestCount: number;
    address: { postcode: string; roadAddress: string; detailAddress?: string | undefined };
    budget: number | null;
  };
  menus: { menuItemId: number; name: string; unitPrice: number; servings: number }[];
  contact: { name: string; phone: string; email: string };
  requests: string;
}

export type SummarySection = 'eventType' | 'info' | 'menus' | 'contact';

function Section({
  title,
  editTo,
  children,
}: {
  title: string;
  editTo?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className="border-b border-gray-100 py-4 last:border-b-0">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold">{title}</h2>
        {editTo && (
          <Link
            to={editTo}
            aria-label={`${title} 수정`}
            className="flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700"
          >
            수정
          </Link>
        )}
      </div>
      <div className="mt-2 text-[15px] text-gray-800">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1">
      <dt className="w-20 shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 flex-1 break-words">{children}</dd>
    </div>
  );
}

/** A number the server masked for a vendor (010****5678) is shown as it came; digits get their dashes. */
const phoneText = (phone: string) => (phone.includes('*') ? phone : formatPhone(phone));

/**
 * The whole request on one screen; `editLinks` adds a 수정 link per section (review step, edit screen);
 * `contactNote` stands in for the contact (a vendor sees it once they have accepted).
 */
export function BookingSummary({
  data,
  editLinks = {},
  contactNote,
}: {
  data: BookingSummaryData;
  editLinks?: Partial<Record<SummarySection, string>>;
  contactNote?: string | undefined;
}) {
  const { info } = data;
  return (
    <div>
      <Section title="행사 종류" editTo={editLinks.eventType}>
        {data.eventTypeName}
      </Section>
      <Section title="행사 정보" editTo={editLinks.info}>
        <dl>
          <Row label="행사 이름">{info.eventName}</Row>
          <Row label="일시">
            {formatEventDate(info.eventDate)} {info.startTime}~{info.endTime}
          </Row>
          <Row label="예상 인원">{groupDigits(info.guestCount)}명</Row>
          <Row label="장소">
            ({info.address.postcode}) {info.address.roadAddress}
            {info.address.detailAddress ? `, ${info.address.detailAddress}` : ''}
          </Row>
          <Row label="예산">{info.budget ? formatWon(info.budget) : '정하지 않음'}</Row>
        </dl>
      </Section>
      <Section title="메뉴" editTo={editLinks.menus}>
        <ul className="space-y-1">
          {data.menus.map((line) => (
            <li key={line.menuItemId} className="flex justify-between gap-3">
              <span>
                {line.name} <span className="text-gray-600">× {groupDigits(line.servings)}인분</span>
              </span>
              <span className="shrink-0 font-semibold">{formatWon(line.unitPrice * line.servings)}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="연락처·요청사항" editTo={editLinks.contact}>
        <dl>
          {contactNote ? (
            <Row label="연락처">
              <span className="text-gray-600">{contactNote}</span>
            </Row>
          ) : (
            <>
              <Row label="담당자">{data.contact.name}</Row>
              <Row label="휴대폰">{phoneText(data.contact.phone)}</Row>
              <Row label="이메일">{data.contact.email}</Row>
            </>
          )}
          <Row label="요청사항">{data.requests || '없음'}</Row>
        </dl>
      </Section>
    </div>
  );
}

/** The estimate as a bill: menu total, call-out fee, and what the vendor will confirm. */
export function EstimateBox({ menuTotal, baseFee }: { menuTotal: number; baseFee: number | null }) {
  return (
    <div className="rounded-2xl bg-gray-50 p-4">
      <dl className="space-y-1 text-[15px]">
        <div className="flex justify-between">
          <dt className="text-gray-700">메뉴 금액</dt>
          <dd>{formatWon(menuTotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-700">기본 출장비</dt>
          <dd>{baseFee === null ? '트럭마다 달라요' : formatWon(baseFee)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt>예상 금액</dt>
          <dd>{formatWon(menuTotal + (baseFee ?? 0))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-600">최종 금액은 사장님이 보내는 견적으로 확정돼요.</p>
    </div>
  );
}

/** The refund policy in short, beside the consent it asks for. */
export function RefundPolicySummary({ policyHref }: { policyHref: string }) {
  return (
    <section aria-labelledby="refund-summary" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="refund-summary" className="text-base font-bold">
        취소·환불 규정
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        사장님이 확정하기 전에는 언제든 무료로 취소할 수 있어요. 확정 후에는:
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {CANCELLATION_FEE_RULES.map((rule) => (
          <li key={rule.label} className="flex justify-between">
            <span className="text-gray-700">{rule.label}</span>
            <span className="font-semibold">
              {rule.feeRate === 0 ? '수수료 없음' : `견적 금액의 ${Math.round(rule.feeRate * 100)}%`}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={policyHref}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        환불 규정 전문 보기
      </Link>
    </section>
  );
}
