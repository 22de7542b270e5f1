import { SIDO_LIST, shortSido } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SiteFooter } from '../../../components/layout/site-footer.tsx';
import { OpenRequestCta } from '../../../features/booking/components/open-request-cta.tsx';
import { recommendedTrucksQuery } from '../../../features/foodtrucks/api/foodtrucks.ts';
import { TruckList } from '../../../features/foodtrucks/components/truck-list.tsx';
import { TruckSearchForm } from '../../../features/foodtrucks/components/truck-search-form.tsx';
import { eventTypesQuery } from '../../../features/reference/api/reference.ts';
import { EventTypeIcon } from '../../../features/reference/components/event-type-icon.tsx';
import { DEFAULT_DESCRIPTION, SITE_NAME, useHead } from '../../../shell/head.tsx';
import { NotificationBell } from '../../../shell/layout/notification-bell.tsx';
import { paths } from '../../../shell/paths.ts';

const HOME_REGIONS = SIDO_LIST.slice(0, 8);

/**
 * The mark of public/favicon.svg, drawn in the page: as an image it was a document of its own for the browser
 * to build (20–70 ms of main thread on a slow machine, at the start of every visit to home).
 */
function BrandMark() {
  return (
    <svg aria-hidden="true" width={28} height={28} viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M10 40V24a4 4 0 0 1 4-4h22v20z" fill="#fff" />
      <path d="M36 26h9l7 8v6H36z" fill="#ffedd5" />
      <circle cx="20" cy="42" r="5" fill="#1f2937" />
      <circle cx="44" cy="42" r="5" fill="#1f2937" />
      <path d="M14 26h16v6H14z" fill="#fdba74" />
    </svg>
  );
}

function HomeContent() {
  useHead({ title: SITE_NAME, description: DEFAULT_DESCRIPTION });
  const events = useQuery(eventTypesQuery());
  const trucks = useQuery(recommendedTrucksQuery());

  return (
    <main id="main">
      <header className="flex h-14 items-center justify-between pr-1 pl-4">
        <Link
          to={paths.home}
          className="flex min-h-11 items-center gap-2 text-lg font-extrabold text-gray-900"
        >
          <BrandMark />
          {SITE_NAME}
        </Link>
        <NotificationBell />
      </header>

      <section className="bg-brand-50 px-4 pt-6 pb-5">
        <h1 className="text-[26px] leading-snug font-extrabold tracking-tight text-gray-900">
          행사에 딱 맞는 푸드트럭,
          <br />한 번에 예약하세요
        </h1>
        <p className="mt-2 text-[15px] text-gray-700">기업 행사부터 축제, 웨딩, 촬영장 밥차까지</p>
        <TruckSearchForm className="mt-4" />
      </section>

      <section aria-labelledby="home-events" className="px-4 pt-6">
        <h2 id="home-events" className="text-lg font-bold">
          어떤 행사를 준비하세요?
        </h2>
        <ul className="mt-3 grid grid-cols-4 gap-2">
          {(events.data ?? []).map((event) => (
            <li key={event.slug}>
              <Link
                to={paths.foodtrucks(new URLSearchParams({ eventType: event.slug }))}
                className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl bg-gray-50 px-1 text-center text-[13px] font-medium text-gray-800 active:bg-gray-100"
              >
                <span className="text-brand-700">
                  <EventTypeIcon slug={event.slug} />
                </span>
                <span className="leading-tight">{event.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-regions" className="pt-6">
        <h2 id="home-regions" className="px-4 text-lg font-bold">
          지역으로 찾기
        </h2>
        <ul className="no-scrollbar mt-3 flex gap-2 overflow-x-auto px-4">
          {HOME_REGIONS.map((sido) => (
            <li key={sido} className="shrink-0">
              <Link
                to={paths.foodtrucks(new URLSearchParams({ sido }))}
                className="flex min-h-11 items-center rounded-full border border-gray-200 px-4 text-sm font-medium text-gray-800"
              >
                {shortSido(sido)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-recommended" className="px-4 pt-6 pb-4">
        <div className="flex items-center justify-between">
          <h2 id="home-recommended" className="text-lg font-bold">
            지금 인기 있는 푸드트럭
          </h2>
          <Link
            to={paths.foodtrucks()}
            className="flex min-h-11 items-center text-sm font-medium text-gray-600"
          >
            전체 보기
          </Link>
        </div>
        <TruckList trucks={trucks.data?.data} loading={trucks.isPending} skeletons={6} />
      </section>
      <OpenRequestCta className="mx-4 mb-6" />
    </main>
  );
}

export default function HomePage() {
  return (
    <>
      <HomeContent />
      <SiteFooter />
    </>
  );
}
