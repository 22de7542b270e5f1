import { type ApplicationDetail, formatBusinessNumber, groupDigits } from '@ft/shared';
import type { ComponentProps, ReactNode } from 'react';
import { formatWon } from '../../../shell/format.ts';
import { formatBusinessPhone } from '../format.ts';
import { Panel } from './panel.tsx';

type Truck = ApplicationDetail['truckDetail'];

/** A titled part of the application: the console's panel, compact. */
export const Section = (props: Omit<ComponentProps<typeof Panel>, 'compact'>) => <Panel {...props} compact />;

export interface Fact {
  term: string;
  value: ReactNode;
  /** What the listed truck has today, shown under a changed value of a 정보 변경 application. */
  before?: string | undefined;
}

export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-gray-100 rounded-2xl bg-gray-50 px-4">
      {facts.map((fact) => (
        <div key={fact.term} className="flex gap-4 py-3 text-[15px]">
          <dt className="w-28 shrink-0 text-gray-600">{fact.term}</dt>
          <dd className="min-w-0 flex-1 break-words font-medium">
            {fact.value}
            {fact.before !== undefined && (
              <span className="mt-0.5 block text-sm font-normal text-gray-600">
                기존: <del>{fact.before}</del>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The proposed business details; for a change, beside what the truck has now. */
export function businessFacts(application: ApplicationDetail): Fact[] {
  const { business } = application;
  const current = application.kind === 'change' ? application.truckDetail.business : undefined;
  const changed = (value: string, before: string | undefined) =>
    before !== undefined && before !== value ? before : undefined;
  return [
    {
      term: '상호',
      value: business.companyName,
      before: changed(business.companyName, current?.companyName),
    },
    {
      term: '대표자',
      value: business.representative,
      before: changed(business.representative, current?.representative),
    },
    {
      term: '사업자등록번호',
      value: <span className="tabular-nums">{formatBusinessNumber(business.businessNumber)}</span>,
      before: current
        ? changed(formatBusinessNumber(business.businessNumber), formatBusinessNumber(current.businessNumber))
        : undefined,
    },
    {
      term: '연락처',
      value: <span className="tabular-nums">{formatBusinessPhone(business.phone)}</span>,
      before: current
        ? changed(formatBusinessPhone(business.phone), formatBusinessPhone(current.phone))
        : undefined,
    },
  ];
}

/** Operators see the account number in full: they pay into it. */
export function payoutFacts(application: ApplicationDetail): Fact[] {
  const { payout } = application;
  const current = application.kind === 'change' ? application.truckDetail.payout : null;
  const changed = (value: string, before: string | undefined) =>
    before !== undefined && before !== value ? before : undefined;
  return [
    { term: '은행', value: payout.bank, before: changed(payout.bank, current?.bank) },
    { term: '예금주', value: payout.holder, before: changed(payout.holder, current?.holder) },
    {
      term: '계좌번호',
      value: <span className="font-mono tracking-wide">{payout.accountNumber}</span>,
      before: changed(payout.accountNumber, current?.accountNumber),
    },
  ];
}

export function truckFacts(truck: Truck): Fact[] {
  return [
    { term: '종류', value: truck.truckType.name },
    { term: '크기', value: truck.truckSize.name },
    { term: '메뉴 분류', value: truck.categories.map((c) => c.name).join(', ') },
    {
      term: '출장 지역',
      value: (
        <ul className="flex flex-wrap gap-1.5">
          {truck.regions.map((r) => (
            <li
              key={`${r.sido} ${r.sigungu}`}
              className="rounded-full bg-white px-2.5 py-0.5 text-sm ring-1 ring-gray-200"
            >
              {r.sido} {r.sigungu}
            </li>
          ))}
        </ul>
      ),
    },
    { term: '기본 출장비', value: formatWon(truck.baseFee) },
    {
      term: '가능 인분',
      value: `${groupDigits(truck.minServings)}~${groupDigits(truck.maxServings)}인분`,
    },
  ];
}

export function MenuList({ truck }: { truck: Truck }) {
  const categoryName = new Map(truck.categories.map((c) => [c.id, c.name]));
  if (truck.menu.length === 0) return <p className="text-[15px] text-gray-600">등록한 메뉴가 없어요.</p>;
  return (
    <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-200 px-4">
      {truck.menu.map((item) => (
        <li key={item.id} className="py-3">
          <div className="flex items-baseline justify-between gap-3">
            <p className="min-w-0 text-[15px] font-semibold">
              {item.name}
              {categoryName.get(item.categoryId) && (
                <span className="ml-1.5 text-xs font-medium text-gray-600">
                  {categoryName.get(item.categoryId)}
                </span>
              )}
            </p>
            <p className="shrink-0 font-semibold tabular-nums">{formatWon(item.price)}</p>
          </div>
          {item.description && <p className="mt-0.5 text-sm text-gray-600">{item.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/** Thumbnails in a grid; each opens the full photo in a new tab. */
export function PhotoGrid({ photos, label }: { photos: Truck['photos']; label: string }) {
  if (photos.length === 0) return <p className="text-[15px] text-gray-600">올린 사진이 없어요.</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a
            href={photo.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-xl bg-gray-100"
          >
            <img
              src={photo.thumbnailUrl}
              alt={`${label} ${index + 1} (원본 새 탭으로 보기)`}
              width={400}
              height={267}
              loading="lazy"
              className="aspect-[3/2] w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
