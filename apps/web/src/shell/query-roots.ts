/**
 * The first segment of the query keys that more than one feature reaches (docs/decisions/096). Each feature
 * owns its keys in a keys object in its api file and builds them on one of these roots or a segment of its own;
 * a feature that must refresh data another feature owns (a payment its booking, a catalogue edit the public
 * lists) names the root here, since features never import each other.
 */
export const queryRoots = {
  /** A booking and all its detail shows: both sides' lists, quotes, counter-offers, payments, reviews. */
  bookings: ['bookings'],
  /** A booking's conversation (features/messages). */
  messages: ['messages'],
  /** Event types, menu categories and dishes, truck types and sizes (features/reference). */
  reference: ['reference'],
  /** Terms and policies (features/policies). */
  policies: ['policies'],
  /** The public list and pages of trucks (features/foodtrucks). */
  foodtrucks: ['foodtrucks'],
  /** The signed-in owner's trucks and applications (features/vendor; lib/own-trucks.ts reads the same list). */
  vendor: ['vendor'],
} as const;
