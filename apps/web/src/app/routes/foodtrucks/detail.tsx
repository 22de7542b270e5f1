import { type FoodTruckDetail, groupDigits, shortSido } from '@ft/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { foodTruckQuery, truckIdFromParam } from '../../../features/foodtrucks/api/foodtrucks.ts';
import { MenuBoardPhotos } from '../../../features/foodtrucks/components/menu-board-photos.tsx';
import { PhotoGallery } from '../../../features/foodtrucks/components/photo-gallery.tsx';
import { Rating } from '../../../features/foodtrucks/components/rating.tsx';
import { KeepButton } from '../../../features/kept-trucks/components/keep-button.tsx';
import { InquiryButton } from '../../../features/messages/components/inquiry-button.tsx';
import { TruckReviewsSection } from '../../../features/reviews/components/truck-reviews-section.tsx';
import { ErrorPage } from '../../../shell/errors/error-page.tsx';
import { formatWon } from '../../../shell/format.ts';
import { type HeadData, useHead } from '../../../shell/head.tsx';
import { PageHeader } from '../../../shell/layout/page-header.tsx';
import { paths } from '../../../shell/paths.ts';
import { PRIMARY_BUTTON } from '../../../shell/ui/button-styles.ts';
import { PageSkeleton } from '../../../shell/ui/skeleton.tsx';

function truckHead(truck: FoodTruckDetail): HeadData {
  const menu = truck.menu
    .slice(0, 3)
    .map((m) => m.name)
    .join(', ');
  const regions = [...new Set(truck.regions.map((r) => shortSido(r.sido)))].join('·');
  return {
    title: truck.name,
    description:
      `${truck.truckType.name} 푸드트럭 · ${regions} 출장 · ${menu} · 출장비 ${formatWon(truck.baseFee)}. ${truck.description}`.slice(
        0,
        160,
      ),
    image: truck.photos[0]?.url,
    type: 'article',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      name: truck.name,
      description: truck.description,
      image: truck.photos.map((p) => p.url),
      servesCuisine: truck.categories.map((c) => c.name),
      areaServed: truck.regions.map((r) => `${r.sido} ${r.sigungu}`),
      priceRange: `${formatWon(truck.minMenuPrice ?? truck.baseFee)}~`,
      // A rating with no reviews is no rating: search engines refuse an aggregate of zero.
      ...(truck.reviewCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: truck.rating,
          reviewCount: truck.reviewCount,
        },
      }),
      hasMenu: {
        '@type': 'Menu',
        hasMenuItem: truck.menu.map((m) => ({
          '@type': 'MenuItem',
          name: m.name,
          description: m.description,
          offers: { '@type': 'Offer', price: m.price, priceCurrency: 'KRW' },
        })),
      },
    },
  };
}

/** A part of the page under the photo and summary: laid out only when scrolled near (its height estimated). */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t-8 border-gray-50 px-4 py-5 [contain-intrinsic-size:auto_240px] [content-visibility:auto]">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function TruckDetailView({ truck }: { truck: FoodTruckDetail }) {
  useHead(truckHead(truck));
  // The day the list was filtered by: kept from here, the truck is watched for it.
  const [search] = useSearchParams();
  const wantedDate = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '')
    ? (search.get('date') ?? undefined)
    : undefined;
  const regionsBySido = new Map<string, string[]>();
  for (const r of truck.regions) regionsBySido.set(r.sido, [...(regionsBySido.get(r.sido) ?? []), r.sigungu]);
  const menuByCategory = truck.categories
    .map((c) => ({ ...c, items: truck.menu.filter((m) => m.categoryId === c.id) }))
    .filter((c) => c.items.length > 0);

  return (
    <>
      <PageHeader title={truck.name} />
      <main id="main" className="pb-24">
        <PhotoGallery photos={truck.photos} truckName={truck.name} />

        <div className="px-4 py-5">
          <p className="text-sm font-semibold text-brand-700">
            {truck.truckType.name} · {truck.truckSize.name}
          </p>
          <div className="mt-1 flex items-start justify-between gap-3">
            <h2 className="text-2xl font-extrabold tracking-tight">{truck.name}</h2>
            <KeepButton truckId={truck.id} wantedDate={wantedDate} />
          </div>
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-700">
            <Rating rating={truck.rating} reviewCount={truck.reviewCount}>
              <span className="text-gray-500">후기 {truck.reviewCount}개</span>
            </Rating>
          </p>
          <p className="mt-3 text-[15px] leading-relaxed text-gray-800">{truck.description}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 rounded-2xl bg-gray-50 p-4 text-sm">
            <div>
              <dt className="text-gray-600">기본 출장비</dt>
              <dd className="mt-0.5 font-bold">{formatWon(truck.baseFee)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">준비 가능 인원</dt>
              <dd className="mt-0.5 font-bold">
                {groupDigits(truck.minServings)}~{groupDigits(truck.maxServings)}인분
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">트럭 크기</dt>
              <dd className="mt-0.5 font-bold">
                {truck.truckSize.lengthM}m × {truck.truckSize.widthM}m
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">메뉴 가격</dt>
              <dd className="mt-0.5 font-bold">
                {truck.minMenuPrice !== null ? `1인 ${formatWon(truck.minMenuPrice)}부터` : '-'}
              </dd>
            </div>
          </dl>
        </div>

        <Section title="메뉴">
          {menuByCategory.map((category) => (
            <div key={category.id} className="mb-4 last:mb-0">
              <h3 className="text-sm font-semibold text-gray-600">{category.name}</h3>
              <ul className="mt-1 divide-y divide-gray-100">
                {category.items.map((item) => (
                  <li key={item.id} className="flex items-start justify-between gap-4 py-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{item.name}</p>
                      <p className="mt-0.5 text-sm text-gray-600">{item.description}</p>
                    </div>
                    <p className="shrink-0 font-semibold">{formatWon(item.price)}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {truck.menuPhotos.length > 0 && (
            <MenuBoardPhotos photos={truck.menuPhotos} truckName={truck.name} />
          )}
        </Section>

        <Section title="출장 가능 지역">
          <ul className="space-y-2 text-[15px]">
            {[...regionsBySido].map(([sido, sigungus]) => (
              <li key={sido}>
                <span className="font-semibold">{sido}</span>{' '}
                <span className="text-gray-700">{sigungus.join(', ')}</span>
              </li>
            ))}
          </ul>
        </Section>

        {/* The kinds of events its owner chose; a truck that chose none claims none (docs/decisions/081). */}
        {truck.eventTypes.length > 0 && (
          <Section title="이런 행사에 잘 맞아요">
            <ul className="flex flex-wrap gap-2">
              {truck.eventTypes.map((event) => (
                <li key={event.id}>
                  <Link
                    to={paths.foodtrucks(new URLSearchParams({ eventType: event.slug }))}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800"
                  >
                    {event.name}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}

        <TruckReviewsSection truckId={truck.id} />

        <Section title="사업자 정보">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-gray-700">
            <dt>상호</dt>
            <dd>{truck.business.companyName}</dd>
            <dt>대표자</dt>
            <dd>{truck.business.representative}</dd>
          </dl>
        </Section>

        {/* Right above the tab bar, which already keeps the safe area: no second inset under the button. */}
        <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-[480px] border-t border-gray-100 bg-white px-4 py-3">
          <div className="grid grid-cols-[2fr_3fr] gap-2">
            <InquiryButton truckId={truck.id} />
            <Link to={paths.bookingStart(truck.id)} className={PRIMARY_BUTTON}>
              예약 요청하기
            </Link>
          </div>
        </div>
      </main>
    </>
  );
}

export default function FoodTruckDetailPage() {
  const params = useParams();
  const id = truckIdFromParam(params.id);
  const truck = useQuery({ ...foodTruckQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <ErrorPage status={404} />;
  if (truck.isError) {
    const error = truck.error;
    return <ErrorPage error={error} />;
  }
  if (!truck.data) return <PageSkeleton />;
  return <TruckDetailView truck={truck.data} />;
}
