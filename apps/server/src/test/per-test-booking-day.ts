import { beforeEach } from 'vitest';
import { useAnotherBookingDay } from './booking-fixtures.ts';

// Every test's requests fall on a day of their own (see `useAnotherBookingDay`).
beforeEach(() => useAnotherBookingDay());
