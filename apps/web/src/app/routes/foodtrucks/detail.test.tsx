import type { FoodTruckDetail } from '@ft/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { foodTruckQuery } from '../../../features/foodtrucks/api/foodtrucks.ts';
import { setApiTransport } from '../../../shell/api-client.ts';
import { createQueryClient } from '../../../shell/query-client.ts';
import FoodTruckDetailPage from './detail.tsx';

const truck: FoodTruckDetail = {
  id: 7,
  name: '달빛 떡볶이',
  nameNote: '경기 성남시',
  description: '국물 떡볶이와 튀김을 현장에서 바로 만들어 드려요.',
  status: 'approved',
  truckType: { id: 2, slug: 'bunsik', name: '분식' },
  truckSize: { id: 2, slug: '1t', name: '1톤', lengthM: 4.7, widthM: 1.7 },
  categories: [{ id: 2, slug: 'bunsik', name: '분식' }],
  eventTypes: [],
  regions: [{ sido: '경기도', sigungu: '성남시' }],
  baseFee: 150_000,
  minMenuPrice: 4000,
  minServings: 50,
  maxServings: 300,
  rating: 0,
  reviewCount: 0,
  thumbnail: null,
  photos: [],
  menuPhotos: [],
  menu: [{ id: 1, categoryId: 2, name: '국물 떡볶이', description: '', price: 5000 }],
  business: { companyName: '성남 달빛상회', representative: '김사장' },
  createdAt: '2026-12-01T00:00:00.000Z',
};

function renderTruck(detail: FoodTruckDetail) {
  // Whatever the page asks for below the fold (reviews, 찜) waits: only the truck's own answer matters here.
  setApiTransport(() => new Promise(() => {}));
  const queryClient = createQueryClient();
  queryClient.setQueryData(foodTruckQuery(detail.id).queryKey, detail);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/foodtrucks/${detail.id}`]}>
        <Routes>
          <Route path="/foodtrucks/:id" element={<FoodTruckDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => cleanup());

describe('a truck’s page: 이런 행사에 잘 맞아요', () => {
  it('is left out for a truck whose owner chose no kind of event', () => {
    renderTruck(truck);
    expect(screen.getByRole('heading', { name: '출장 가능 지역' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '이런 행사에 잘 맞아요' })).toBeNull();
    expect(screen.queryByRole('link', { name: '기업 행사' })).toBeNull();
  });

  it('lists only the kinds its owner chose', () => {
    renderTruck({
      ...truck,
      eventTypes: [
        { id: 1, slug: 'corporate', name: '기업 행사' },
        { id: 3, slug: 'school', name: '학교·학원 행사' },
      ],
    });
    const section = screen.getByRole('heading', { name: '이런 행사에 잘 맞아요' }).closest('section')!;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['기업 행사', '학교·학원 행사']);
    expect(links[0]!.getAttribute('href')).toBe('/foodtrucks?eventType=corporate');
  });
});
