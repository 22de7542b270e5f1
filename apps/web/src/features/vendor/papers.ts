import type { VendorDocumentKind } from '@ft/shared';

/**
 * The papers as /register explains them, with where an owner gets each. The names repeat the contracts'
 * VENDOR_DOCUMENT_LABELS (a test keeps them equal) because /register is a public tab that must not load the
 * contracts, and zod with them, to print a list.
 */
export const PAPERS_TO_PREPARE: readonly {
  kind: VendorDocumentKind;
  label: string;
  required: boolean;
  where: string;
}[] = [
  {
    kind: 'business_registration',
    label: '사업자등록증',
    required: true,
    where: '홈택스에서 바로 발급할 수 있어요',
  },
  {
    kind: 'food_business_report',
    label: '영업신고증',
    required: true,
    where: '시·군·구청에서 받은 음식점 영업신고증',
  },
  {
    kind: 'hygiene_certificate',
    label: '위생교육 수료증',
    required: true,
    where: '영업신고 전에 받은 식품위생교육 수료증',
  },
  {
    kind: 'vehicle_registration',
    label: '자동차등록증',
    required: true,
    where: '푸드트럭으로 구조변경한 차량의 등록증',
  },
  {
    kind: 'gas_safety',
    label: '가스 안전점검',
    required: false,
    where: 'LPG를 쓰는 트럭만: 가스시설 완성검사 증명서',
  },
];
