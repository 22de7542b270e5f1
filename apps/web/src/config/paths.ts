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
  /** The 마이 tab's log-in, coming back to `next` afterwards. */
  profileLogin: (next?: string) => (next ? `/profile?next=${encodeURIComponent(next)}` : '/profile'),
  profileEdit: '/profile-edit',
  settings: '/settings',
  bookings: '/bookings',
  vendorBookings: '/foodtruck/bookings',
  vendorSettlement: '/foodtruck/settlement',
  kakaoCallback: '/api/auth/kakao/callback',
  /** Starts a request: addressed to one truck, or open to every matching truck. */
  bookingStart: (truckId?: number) =>
    truckId ? `/booking/event-type?truckId=${truckId}` : '/booking/event-type?start=open',
  bookingStep: (step: 'event-type' | 'info' | 'menu' | 'contact' | 'review') => `/booking/${step}`,
  bookingSubmit: '/booking/submit',
  bookingSuccess: (id: string) => `/booking/success?id=${encodeURIComponent(id)}`,
  booking: (id: string) => `/bookings/${encodeURIComponent(id)}`,
  bookingEdit: (id: string) => `/bookings/edit/${encodeURIComponent(id)}`,
} as const;
