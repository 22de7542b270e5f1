import type { BookingStatus } from '@ft/shared';

/**
 * The vendor's inbox tabs: new requests (their truck's and matching open ones), confirmed,
 * done, and every way a booking ends without happening.
 */
export const VENDOR_TABS = [
  { key: 'requested', label: '새 요청', statuses: ['requested'] },
  { key: 'accepted', label: '확정', statuses: ['accepted'] },
  { key: 'completed', label: '완료', statuses: ['completed'] },
  { key: 'closed', label: '취소·거절', statuses: ['cancelled', 'rejected', 'expired'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly BookingStatus[] }[];

export type VendorTabKey = (typeof VENDOR_TABS)[number]['key'];

export const isVendorTab = (value: string | null): value is VendorTabKey =>
  VENDOR_TABS.some((tab) => tab.key === value);

export const vendorTab = (key: VendorTabKey) => VENDOR_TABS.find((tab) => tab.key === key)!;
