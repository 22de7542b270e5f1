/** Every path of the app, once (bulletproof-react's config/paths). */
export const paths = {
  home: '/',
  foodtrucks: (search?: URLSearchParams | string) => {
    const query = search ? String(search) : '';
    return query ? `/foodtrucks?${query}` : '/foodtrucks';
  },
  foodtruck: (id: number | string) => `/foodtrucks/${id}`,
  policy: (slug: string) => `/policies/${slug}`,
  register: '/register',
  profile: '/profile',
  bookingStart: (truckId?: number) =>
    truckId ? `/booking/event-type?truckId=${truckId}` : '/booking/event-type',
} as const;
