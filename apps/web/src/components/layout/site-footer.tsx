import { type BusinessInfo, type PolicySlug, withParticle } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shell/paths.ts';
import { siteQuery } from '../../shell/site.ts';

const FOOTER_POLICIES: { slug: PolicySlug; label: string; strong?: boolean }[] = [
  { slug: 'terms', label: '이용약관' },
  // Korean sites set the privacy policy apart, as its regulator asks it to be easy to find.
  { slug: 'privacy', label: '개인정보처리방침', strong: true },
  { slug: 'refund', label: '취소 및 환불 정책' },
];

const LINK = 'inline-flex min-h-11 items-center underline-offset-4 hover:underline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline gap-2">
      <dt className="shrink-0 text-gray-600">{label}</dt>
      <dd className="min-w-0 break-keep text-gray-800">{children}</dd>
    </div>
  );
}

/** A demo's stand-in values are shown, never dialled or mailed. */
function SupportContact({ business }: { business: BusinessInfo }) {
  if (business.demo) return `${business.supportPhone} · ${business.supportEmail}`;
  return (
    <>
      <a href={`tel:${business.supportPhone.replace(/\D/g, '')}`} className={LINK}>
        {business.supportPhone}
      </a>
      {' · '}
      <a href={`mailto:${business.supportEmail}`} className={LINK}>
        {business.supportEmail}
      </a>
    </>
  );
}

/**
 * The marketplace's footer on home and the policy pages: the policies, who runs the service and how to reach
 * them, and the notice a 통신판매중개자 owes its customers (전자상거래법). The details are the server's
 * configuration, rendered with the page (entry-server.tsx), so the footer costs no call of its own.
 */
export function SiteFooter() {
  const business = useQuery(siteQuery()).data?.business;
  if (!business) return null;
  return (
    // Below the fold on every page that has it: laid out when scrolled near (its height estimated).
    <footer className="mt-2 bg-gray-50 px-4 pt-3 pb-8 text-xs leading-5 text-gray-600 [contain-intrinsic-size:auto_320px] [content-visibility:auto]">
      <nav aria-label="약관 및 정책">
        <ul className="flex flex-wrap gap-x-4">
          {FOOTER_POLICIES.map((policy) => (
            <li key={policy.slug}>
              <Link
                to={paths.policy(policy.slug)}
                className={`${LINK} ${policy.strong ? 'font-bold text-gray-800' : ''}`}
              >
                {policy.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-3 text-[13px] font-bold text-gray-800">사업자 정보</h2>
      <dl className="mt-1.5 space-y-0.5">
        <Row label="상호">{business.name}</Row>
        <Row label="대표자">{business.representative}</Row>
        <Row label="사업자등록번호">{business.registrationNumber}</Row>
        <Row label="통신판매업 신고번호">{business.mailOrderNumber}</Row>
        <Row label="주소">{business.address}</Row>
        <Row label="고객센터">
          <SupportContact business={business} />
        </Row>
      </dl>
      <p className="mt-4 break-keep text-gray-600">
        {withParticle(business.name, '은/는')} 통신판매중개자로서 통신판매의 당사자가 아닙니다. 출장 서비스의
        내용과 이행에 대한 책임은 서비스를 제공하는 각 푸드트럭 사장님에게 있습니다.
      </p>
    </footer>
  );
}
