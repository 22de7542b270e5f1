import type { ConsentKind, PolicySlug } from './enums.ts';

/** Where a consent's version comes from: a policy document, or the marketing notice below. */
export type ConsentDocument = PolicySlug | 'marketing';

export interface ConsentDefinition {
  /** The row sign-up shows, after (필수) or (선택). */
  statement: string;
  /** How 설정 names the record. */
  title: string;
  required: boolean;
  /**
   * The document whose current version a record carries: a policy's (the policies table, which operators
   * edit) or the marketing notice's. 만 14세 이상 is 이용약관 제4조's rule, so it carries the terms' version.
   */
  document: ConsentDocument;
  /** What 보기 opens beside the row; null for a statement that is its own text. */
  view: ConsentDocument | null;
  /** A required consent left unticked: the field's message at sign-up. */
  missing: string | null;
}

/** Every consent's words, once (docs/product.md § Accounts). The order is the order sign-up and 설정 show. */
export const CONSENTS: Record<ConsentKind, ConsentDefinition> = {
  terms: {
    statement: '이용약관 동의',
    title: '이용약관 동의',
    required: true,
    document: 'terms',
    view: 'terms',
    missing: '이용약관에 동의해주세요',
  },
  privacy: {
    statement: '개인정보 수집·이용 동의',
    title: '개인정보 수집·이용 동의',
    required: true,
    document: 'privacy',
    view: 'privacy',
    missing: '개인정보 수집·이용에 동의해주세요',
  },
  age14: {
    statement: '만 14세 이상입니다',
    title: '만 14세 이상 확인',
    required: true,
    document: 'terms',
    view: null,
    missing: '만 14세 이상만 가입할 수 있어요. 확인해주세요',
  },
  marketing: {
    statement: '마케팅 정보 수신 동의',
    title: '마케팅 정보 수신 동의',
    required: false,
    document: 'marketing',
    view: 'marketing',
    missing: null,
  },
};

export type RequiredConsentKind = Exclude<ConsentKind, 'marketing'>;
export const REQUIRED_CONSENT_KINDS: readonly RequiredConsentKind[] = ['terms', 'privacy', 'age14'];

/**
 * The optional marketing consent's own notice (개인정보 보호법 제22조: purpose, items and how long, told apart
 * from the required consents). A change of its words raises `version`; records keep the version they were
 * given for.
 */
export const MARKETING_CONSENT_NOTICE = {
  version: '1.0',
  title: '마케팅 정보 수신 동의',
  terms: [
    ['목적', '할인, 이벤트, 새로 입점한 푸드트럭 소식 안내'],
    ['항목', '이메일, 휴대폰 번호'],
    ['보유 기간', '동의를 철회하거나 탈퇴할 때까지'],
  ],
  note: '동의하지 않아도 서비스를 이용할 수 있어요. 동의는 설정에서 언제든 바꿀 수 있어요.',
} as const;
