/** Value sets that the database columns, the API contracts and the screens all share. */
export const USER_ROLES = ['customer', 'vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const FOOD_TRUCK_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type FoodTruckStatus = (typeof FOOD_TRUCK_STATUSES)[number];

export const TRUCK_PHOTO_KINDS = ['truck', 'menu'] as const;
export type TruckPhotoKind = (typeof TRUCK_PHOTO_KINDS)[number];

/** `documents` and `messages` (a booking conversation's photos) are private; the others public images. */
export const UPLOAD_FOLDERS = ['trucks', 'menus', 'documents', 'profiles', 'messages'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const POLICY_SLUGS = ['terms', 'privacy', 'location', 'refund', 'vendor-terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/**
 * What a person agrees to (docs/product.md § Accounts): the three a sign-up needs and the optional marketing
 * one. Their words, documents and versions are in consents.ts.
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'age14', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const FOOD_TRUCK_SORTS = ['recommended', 'rating', 'newest', 'price_asc', 'price_desc'] as const;
export type FoodTruckSort = (typeof FOOD_TRUCK_SORTS)[number];

export const FOOD_TRUCK_SORT_LABELS: Record<FoodTruckSort, string> = {
  recommended: '추천순',
  rating: '평점순',
  newest: '최신순',
  price_asc: '출장비 낮은순',
  price_desc: '출장비 높은순',
};

/** 시/도 in the order people expect them in a Korean region picker. */
export const SIDO_LIST = [
  '서울특별시',
  '경기도',
  '인천광역시',
  '부산광역시',
  '대구광역시',
  '대전광역시',
  '광주광역시',
  '울산광역시',
  '세종특별자치시',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
] as const;

/** The short names people say (서울, 경기 …), for chips and cards. */
export function shortSido(sido: string): string {
  const special: Record<string, string> = {
    충청북도: '충북',
    충청남도: '충남',
    전라남도: '전남',
    경상북도: '경북',
    경상남도: '경남',
    전북특별자치도: '전북',
  };
  return special[sido] ?? sido.replace(/(특별자치시|특별자치도|특별시|광역시|도)$/, '');
}
