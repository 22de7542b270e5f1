/**
 * The demo catalogue: approved food trucks seeded with `SEED_DEMO`. Names, people, business numbers and
 * phone numbers are invented; every business number passes the 사업자등록번호 check digit.
 * The first truck belongs to the demo vendor account (vendor@example.com).
 */

export interface DemoTruckMenuItemSeed {
  name: string;
  description: string;
  /** KRW per serving, integer */
  price: number;
  categorySlug: string;
}

export interface DemoTruckSeed {
  slug: string;
  name: string;
  /** 2–3 sentence Korean introduction */
  description: string;
  truckTypeSlug: string;
  truckSizeSlug: string;
  categorySlugs: string[];
  eventTypeSlugs: string[];
  /** Official 시/도 and 시/군/구 names, e.g. { sido: '서울특별시', sigungu: '강남구' } */
  regions: { sido: string; sigungu: string }[];
  /** KRW call-out fee */
  baseFee: number;
  minServings: number;
  maxServings: number;
  /** What the truck's seeded reviews average and stand for: a few real reviews are written (demo-reviews.ts). */
  rating: number;
  reviewCount: number;
  menu: DemoTruckMenuItemSeed[];
  business: {
    companyName: string;
    representative: string;
    /** 10 digits, valid check digit */
    businessNumber: string;
    /** digits only, 010… */
    phone: string;
  };
  /** For the "newest" sort */
  createdDaysAgo: number;
}

const BUSINESS_NUMBER_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Korean 사업자등록번호 check: weights 1,3,7,1,3,7,1,3,5 over the first nine digits, plus
 * floor(9th digit × 5 / 10); the tenth digit must equal (10 − sum mod 10) mod 10.
 * Accepts 10 digits, optionally written with hyphens (123-45-67890).
 */
export function isValidBusinessNumber(digits: string): boolean {
  const value = digits.replace(/-/g, '');
  if (!/^\d{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  let sum = 0;
  BUSINESS_NUMBER_WEIGHTS.forEach((weight, i) => {
    sum += (d[i] ?? 0) * weight;
  });
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

const SEOUL = '서울특별시';
const GYEONGGI = '경기도';
const INCHEON = '인천광역시';
const BUSAN = '부산광역시';
const DAEGU = '대구광역시';
const DAEJEON = '대전광역시';
const GWANGJU = '광주광역시';
const ULSAN = '울산광역시';
const JEJU = '제주특별자치도';
const GANGWON = '강원특별자치도';
const CHUNGBUK = '충청북도';
const CHUNGNAM = '충청남도';
const JEONBUK = '전북특별자치도';
const JEONNAM = '전라남도';
const GYEONGNAM = '경상남도';

const within = (sido: string, ...sigungu: string[]) => sigungu.map((name) => ({ sido, sigungu: name }));

export const DEMO_TRUCKS: DemoTruckSeed[] = [
  {
    slug: 'demo-vendor-truck',
    name: '달빛 떡볶이',
    description:
      '매일 아침 뽑은 쌀떡과 직접 만든 고추장 소스로 끓이는 옛날 떡볶이 트럭입니다. 순대, 어묵, 튀김까지 분식 한 상을 행사장에서 바로 만들어 드려요. 학교 축제와 기업 간식 행사 경험이 많습니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: '1t',
    categorySlugs: ['bunsik'],
    eventTypeSlugs: ['corporate', 'festival', 'school', 'film-set', 'other'],
    regions: [...within(SEOUL, '마포구', '서대문구', '은평구', '용산구'), ...within(GYEONGGI, '고양시')],
    baseFee: 200000,
    minServings: 50,
    maxServings: 300,
    rating: 4.8,
    reviewCount: 127,
    menu: [
      {
        name: '달빛 떡볶이',
        description: '쌀떡과 어묵, 삶은 달걀 반 개를 넣은 대표 메뉴',
        price: 4000,
        categorySlug: 'bunsik',
      },
      {
        name: '치즈 로제 떡볶이',
        description: '모차렐라 치즈를 올린 부드러운 로제 떡볶이',
        price: 5500,
        categorySlug: 'bunsik',
      },
      {
        name: '찹쌀 순대',
        description: '쫄깃한 찹쌀순대와 간, 허파 (소금·막장 제공)',
        price: 4500,
        categorySlug: 'bunsik',
      },
      {
        name: '꼬치 어묵',
        description: '부산 어묵 꼬치 2개와 시원한 국물',
        price: 3000,
        categorySlug: 'bunsik',
      },
      {
        name: '수제 튀김 3종',
        description: '김말이, 야채튀김, 고구마튀김',
        price: 4500,
        categorySlug: 'bunsik',
      },
    ],
    business: {
      companyName: '달빛분식',
      representative: '김민준',
      businessNumber: '1051218962',
      phone: '01098876456',
    },
    createdDaysAgo: 45,
  },
  {
    slug: 'seoul-coffee-truck',
    name: '서울 커피 트럭',
    description:
      '스페셜티 원두를 현장에서 바로 추출하는 커피 트럭입니다. 반자동 머신 두 대로 시간당 250잔까지 준비할 수 있어 대규모 사내 행사에도 여유롭습니다. 컵 홀더와 배너 문구 맞춤 제작이 가능합니다.',
    truckTypeSlug: 'coffee-drink',
    truckSizeSlug: '1t',
    categorySlugs: ['coffee', 'beverage'],
    eventTypeSlugs: ['corporate', 'film-set', 'popup-brand', 'wedding-party'],
    regions: within(SEOUL, '강남구', '서초구', '송파구', '강동구', '성동구'),
    baseFee: 150000,
    minServings: 80,
    maxServings: 500,
    rating: 4.9,
    reviewCount: 214,
    menu: [
      {
        name: '아메리카노',
        description: '고소한 블렌드 원두, 아이스·핫',
        price: 3000,
        categorySlug: 'coffee',
      },
      { name: '카페라떼', description: '우유를 곱게 스티밍한 라떼', price: 3500, categorySlug: 'coffee' },
      {
        name: '바닐라빈 라떼',
        description: '바닐라빈 시럽을 직접 끓여 만든 라떼',
        price: 4000,
        categorySlug: 'coffee',
      },
      { name: '콜드브루', description: '12시간 저온 추출한 콜드브루', price: 4000, categorySlug: 'coffee' },
      {
        name: '레몬에이드',
        description: '생레몬을 착즙한 탄산 에이드',
        price: 4000,
        categorySlug: 'beverage',
      },
      {
        name: '복숭아 아이스티',
        description: '아이들도 좋아하는 달콤한 아이스티',
        price: 3000,
        categorySlug: 'beverage',
      },
    ],
    business: {
      companyName: '서울커피컴퍼니',
      representative: '이서연',
      businessNumber: '2200807113',
      phone: '01024133591',
    },
    createdDaysAgo: 320,
  },
  {
    slug: 'bulmat-kkochi-truck',
    name: '불맛 꼬치 트럭',
    description:
      '참숯 그릴에서 초벌한 닭꼬치를 주문과 동시에 불향 가득 구워 드립니다. 데리야끼, 매운 양념, 소금구이 세 가지 맛을 고를 수 있어요. 야시장과 축제에서 줄이 가장 길었던 트럭입니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1-4t',
    categorySlugs: ['skewer-grill'],
    eventTypeSlugs: ['festival', 'sports-outdoor', 'corporate', 'school'],
    regions: [
      ...within(SEOUL, '영등포구', '구로구', '금천구', '양천구'),
      ...within(GYEONGGI, '광명시', '부천시'),
    ],
    baseFee: 250000,
    minServings: 80,
    maxServings: 400,
    rating: 4.7,
    reviewCount: 96,
    menu: [
      {
        name: '데리야끼 닭꼬치',
        description: '닭다리살과 대파, 달콤한 간장 소스',
        price: 4000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '매운 불닭꼬치',
        description: '청양고추를 넣은 매콤한 양념',
        price: 4000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '소떡소떡',
        description: '소시지와 가래떡을 번갈아 꿴 꼬치',
        price: 3500,
        categorySlug: 'skewer-grill',
      },
      {
        name: '큐브 스테이크',
        description: '부채살을 철판에 구워 구운 마늘과 함께',
        price: 12000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '회오리 감자',
        description: '치즈 시즈닝을 뿌린 회오리 감자',
        price: 4000,
        categorySlug: 'skewer-grill',
      },
    ],
    business: {
      companyName: '불맛푸드',
      representative: '박지훈',
      businessNumber: '1073653961',
      phone: '01030262327',
    },
    createdDaysAgo: 210,
  },
  {
    slug: 'hankki-bapcha',
    name: '한끼 든든 밥차',
    description:
      '드라마와 영화 촬영장을 10년 넘게 다닌 5톤 이동식 주방 밥차입니다. 국, 메인 요리, 반찬 네 가지를 갓 지은 밥과 함께 뷔페식으로 배식합니다. 새벽 촬영과 이른 아침 식사도 맞춰 드려요.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '5t',
    categorySlugs: ['korean-meal'],
    eventTypeSlugs: ['film-set', 'corporate', 'sports-outdoor', 'festival'],
    regions: [
      ...within(GYEONGGI, '파주시', '고양시', '김포시', '양주시'),
      ...within(SEOUL, '마포구', '은평구'),
    ],
    baseFee: 400000,
    minServings: 100,
    maxServings: 600,
    rating: 4.8,
    reviewCount: 183,
    menu: [
      {
        name: '한식 뷔페 백반',
        description: '국, 메인 요리, 반찬 4종과 쌀밥',
        price: 10000,
        categorySlug: 'korean-meal',
      },
      {
        name: '제육 덮밥',
        description: '불향 입힌 고추장 제육볶음 덮밥',
        price: 8000,
        categorySlug: 'korean-meal',
      },
      {
        name: '소고기 국밥',
        description: '양지를 푹 끓인 얼큰한 국밥',
        price: 9000,
        categorySlug: 'korean-meal',
      },
      {
        name: '불고기 도시락',
        description: '이동 촬영용 포장 도시락',
        price: 11000,
        categorySlug: 'korean-meal',
      },
    ],
    business: {
      companyName: '한끼케이터링',
      representative: '최유진',
      businessNumber: '1415891803',
      phone: '01088228004',
    },
    createdDaysAgo: 380,
  },
  {
    slug: 'seongsu-burger-truck',
    name: '성수 수제버거 트럭',
    description:
      '매일 아침 직접 다진 소고기 패티를 그릴에 구워 내는 수제버거 트럭입니다. 번은 동네 베이커리에서 당일 받아 옵니다. 팝업스토어와 브랜드 행사에서 특히 반응이 좋아요.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1t',
    categorySlugs: ['burger-sandwich'],
    eventTypeSlugs: ['popup-brand', 'corporate', 'wedding-party', 'festival'],
    regions: within(SEOUL, '성동구', '광진구', '동대문구', '중구', '종로구'),
    baseFee: 250000,
    minServings: 50,
    maxServings: 250,
    rating: 4.6,
    reviewCount: 72,
    menu: [
      {
        name: '성수 치즈버거',
        description: '패티, 체다치즈 두 장, 양파 렐리시',
        price: 9000,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '베이컨 더블버거',
        description: '패티 두 장과 두툼한 베이컨',
        price: 11500,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '트러플 머쉬룸 버거',
        description: '볶은 버섯과 트러플 마요',
        price: 11000,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '칠리 핫도그',
        description: '그릴 소시지에 칠리 소스와 치즈',
        price: 6500,
        categorySlug: 'burger-sandwich',
      },
    ],
    business: {
      companyName: '성수버거랩',
      representative: '정현우',
      businessNumber: '2061222338',
      phone: '01094520022',
    },
    createdDaysAgo: 12,
  },
  {
    slug: 'oneul-pasta-truck',
    name: '오늘의 파스타 트럭',
    description:
      '이탈리안 레스토랑 셰프 출신 부부가 운영하는 파스타 트럭입니다. 면을 현장에서 삶아 한 접시씩 볶아 드려요. 야외 웨딩과 가든파티에 잘 어울리는 메뉴로 구성했습니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1-4t',
    categorySlugs: ['western'],
    eventTypeSlugs: ['wedding-party', 'corporate', 'popup-brand'],
    regions: within(GYEONGGI, '성남시', '용인시', '수원시', '하남시', '광주시'),
    baseFee: 300000,
    minServings: 40,
    maxServings: 200,
    rating: 4.7,
    reviewCount: 58,
    menu: [
      {
        name: '베이컨 크림 파스타',
        description: '양송이와 베이컨을 넣은 크림 파스타',
        price: 9500,
        categorySlug: 'western',
      },
      {
        name: '생토마토 바질 파스타',
        description: '완숙 토마토로 끓인 소스와 생바질',
        price: 9000,
        categorySlug: 'western',
      },
      {
        name: '감바스 알리오 올리오',
        description: '새우와 통마늘을 올리브유에 볶은 파스타',
        price: 10500,
        categorySlug: 'western',
      },
      {
        name: '버섯 크림 리조또',
        description: '모둠 버섯과 파르메산 치즈',
        price: 10000,
        categorySlug: 'western',
      },
      {
        name: '마르게리타 조각 피자',
        description: '모차렐라와 바질을 올린 피자 2조각',
        price: 6000,
        categorySlug: 'western',
      },
    ],
    business: {
      companyName: '오늘의파스타',
      representative: '강수빈',
      businessNumber: '1284604317',
      phone: '01060286356',
    },
    createdDaysAgo: 95,
  },
  {
    slug: 'gureum-churros',
    name: '구름 츄러스',
    description:
      '스페인식 반죽을 주문 즉시 튀겨 시나몬 설탕을 듬뿍 묻혀 드리는 츄러스 트럭입니다. 경형 트럭이라 실내 로비나 좁은 골목 행사에도 들어갈 수 있어요. 아이들이 많은 행사에서 인기가 많습니다.',
    truckTypeSlug: 'dessert',
    truckSizeSlug: 'light',
    categorySlugs: ['dessert', 'beverage'],
    eventTypeSlugs: ['school', 'festival', 'wedding-party', 'popup-brand'],
    regions: within(GYEONGGI, '수원시', '화성시', '오산시', '용인시'),
    baseFee: 150000,
    minServings: 50,
    maxServings: 300,
    rating: 4.6,
    reviewCount: 64,
    menu: [
      {
        name: '시나몬 츄러스',
        description: '갓 튀긴 츄러스에 시나몬 설탕',
        price: 3500,
        categorySlug: 'dessert',
      },
      {
        name: '초코 딥 츄러스',
        description: '벨기에 초콜릿 소스를 곁들인 츄러스',
        price: 4000,
        categorySlug: 'dessert',
      },
      { name: '미니 츄러스 컵', description: '한입 크기 츄러스 한 컵', price: 3500, categorySlug: 'dessert' },
      { name: '핫초코', description: '진한 초콜릿 음료', price: 3500, categorySlug: 'beverage' },
    ],
    business: {
      companyName: '구름디저트',
      representative: '조성민',
      businessNumber: '1241481266',
      phone: '01020553054',
    },
    createdDaysAgo: 8,
  },
  {
    slug: 'songdo-bada-ade',
    name: '송도 바다 에이드',
    description:
      '과일을 직접 손질해 만든 청으로 에이드를 만드는 음료 트럭입니다. 커피 메뉴도 함께 준비해 어린이부터 어른까지 고르게 즐길 수 있어요. 파란 트럭 외관이 사진에 예쁘게 나옵니다.',
    truckTypeSlug: 'coffee-drink',
    truckSizeSlug: '1t',
    categorySlugs: ['beverage', 'coffee'],
    eventTypeSlugs: ['festival', 'sports-outdoor', 'popup-brand', 'corporate'],
    regions: within(INCHEON, '연수구', '남동구', '미추홀구', '부평구'),
    baseFee: 150000,
    minServings: 60,
    maxServings: 400,
    rating: 4.5,
    reviewCount: 41,
    menu: [
      {
        name: '청포도 에이드',
        description: '청포도청과 탄산수, 생민트',
        price: 4500,
        categorySlug: 'beverage',
      },
      {
        name: '자몽 에이드',
        description: '자몽 과육이 씹히는 에이드',
        price: 4500,
        categorySlug: 'beverage',
      },
      {
        name: '블루 레몬에이드',
        description: '바다색 블루큐라소 시럽을 더한 에이드',
        price: 4500,
        categorySlug: 'beverage',
      },
      {
        name: '아이스 아메리카노',
        description: '산미가 적은 고소한 원두',
        price: 3000,
        categorySlug: 'coffee',
      },
      { name: '카페라떼', description: '부드러운 우유 라떼', price: 3500, categorySlug: 'coffee' },
    ],
    business: {
      companyName: '바다에이드',
      representative: '윤하은',
      businessNumber: '1311454068',
      phone: '01094624048',
    },
    createdDaysAgo: 27,
  },
  {
    slug: 'wolmi-tornado-potato',
    name: '월미도 회오리감자',
    description:
      '강원도 감자를 통째로 돌려 깎아 튀기는 회오리감자와 핫도그 트럭입니다. 치즈, 어니언, 허니버터 시즈닝 중에서 고를 수 있어요. 축제장에서 손에 들고 다니기 좋은 메뉴만 모았습니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: '1t',
    categorySlugs: ['skewer-grill', 'bunsik'],
    eventTypeSlugs: ['festival', 'school', 'sports-outdoor'],
    regions: within(INCHEON, '중구', '동구', '미추홀구', '서구'),
    baseFee: 180000,
    minServings: 60,
    maxServings: 350,
    rating: 4.4,
    reviewCount: 37,
    menu: [
      {
        name: '회오리 감자',
        description: '치즈·어니언·허니버터 시즈닝 선택',
        price: 4000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '감자 핫도그',
        description: '깍둑 감자를 붙여 튀긴 핫도그',
        price: 3500,
        categorySlug: 'bunsik',
      },
      {
        name: '모차렐라 핫도그',
        description: '치즈가 쭉 늘어나는 반반 핫도그',
        price: 4000,
        categorySlug: 'bunsik',
      },
      { name: '소떡소떡', description: '소시지와 떡을 꿴 꼬치', price: 3500, categorySlug: 'skewer-grill' },
    ],
    business: {
      companyName: '월미간식',
      representative: '장동현',
      businessNumber: '1212450351',
      phone: '01046660478',
    },
    createdDaysAgo: 150,
  },
  {
    slug: 'haeundae-bungeoppang',
    name: '해운대 붕어빵 트럭',
    description:
      '팥을 직접 삶아 앙금을 만드는 붕어빵·호떡 트럭입니다. 바삭한 얇은 피에 팥과 슈크림을 가득 채웠어요. 겨울 행사와 연말 파티에 따뜻한 간식으로 추천합니다.',
    truckTypeSlug: 'dessert',
    truckSizeSlug: 'light',
    categorySlugs: ['dessert', 'beverage'],
    eventTypeSlugs: ['festival', 'corporate', 'school', 'wedding-party'],
    regions: within(BUSAN, '해운대구', '수영구', '남구', '기장군'),
    baseFee: 150000,
    minServings: 50,
    maxServings: 300,
    rating: 4.8,
    reviewCount: 88,
    menu: [
      {
        name: '팥 붕어빵',
        description: '직접 삶은 국산 팥 앙금 (3개)',
        price: 3000,
        categorySlug: 'dessert',
      },
      {
        name: '슈크림 붕어빵',
        description: '부드러운 커스터드 크림 (3개)',
        price: 3000,
        categorySlug: 'dessert',
      },
      {
        name: '씨앗호떡',
        description: '해바라기씨와 땅콩을 채운 부산식 호떡',
        price: 2500,
        categorySlug: 'dessert',
      },
      { name: '유자차', description: '따뜻한 유자차', price: 3500, categorySlug: 'beverage' },
    ],
    business: {
      companyName: '해운대붕어빵',
      representative: '임채원',
      businessNumber: '6172139157',
      phone: '01053814876',
    },
    createdDaysAgo: 60,
  },
  {
    slug: 'busan-eomuk-truck',
    name: '부산 어묵 한 그릇',
    description:
      '부산 영도 어묵 공장에서 매일 받아 오는 수제 어묵으로 국물을 끓입니다. 떡볶이와 김밥을 곁들이면 든든한 분식 한 끼가 돼요. 추운 날 야외 행사에서 특히 사랑받습니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: '1t',
    categorySlugs: ['bunsik'],
    eventTypeSlugs: ['festival', 'sports-outdoor', 'film-set', 'corporate'],
    regions: within(BUSAN, '중구', '동구', '영도구', '서구', '부산진구'),
    baseFee: 170000,
    minServings: 50,
    maxServings: 350,
    rating: 4.7,
    reviewCount: 112,
    menu: [
      {
        name: '모둠 어묵탕',
        description: '수제 어묵 4종과 무를 넣은 국물',
        price: 4000,
        categorySlug: 'bunsik',
      },
      { name: '꼬치 어묵', description: '꼬치 어묵 2개와 국물', price: 3000, categorySlug: 'bunsik' },
      {
        name: '부산식 물떡 떡볶이',
        description: '어묵 국물에 담가 둔 가래떡 떡볶이',
        price: 4500,
        categorySlug: 'bunsik',
      },
      {
        name: '꼬마 김밥',
        description: '겨자 소스를 곁들인 꼬마 김밥 (6개)',
        price: 3500,
        categorySlug: 'bunsik',
      },
    ],
    business: {
      companyName: '부산어묵한그릇',
      representative: '한승우',
      businessNumber: '6054440761',
      phone: '01057626692',
    },
    createdDaysAgo: 240,
  },
  {
    slug: 'gwangalli-beer-truck',
    name: '광안리 수제맥주 트럭',
    description:
      '부산 지역 양조장의 수제맥주를 탭으로 바로 따라 드리는 비어 트럭입니다. 하이볼과 안주용 꼬치도 함께 준비합니다. 만 19세 이상 손님에게만 판매하며 현장에서 신분증을 확인합니다.',
    truckTypeSlug: 'bar',
    truckSizeSlug: '1-4t',
    categorySlugs: ['beer-cocktail', 'skewer-grill'],
    eventTypeSlugs: ['festival', 'wedding-party', 'corporate', 'popup-brand'],
    regions: within(BUSAN, '수영구', '해운대구', '남구', '연제구'),
    baseFee: 300000,
    minServings: 80,
    maxServings: 400,
    rating: 4.6,
    reviewCount: 53,
    menu: [
      {
        name: '광안 페일에일',
        description: '시트러스 향이 나는 페일에일 (400cc)',
        price: 7000,
        categorySlug: 'beer-cocktail',
      },
      { name: '라거 생맥주', description: '깔끔한 라거 (500cc)', price: 5000, categorySlug: 'beer-cocktail' },
      {
        name: '레몬 하이볼',
        description: '위스키, 탄산수, 생레몬',
        price: 7000,
        categorySlug: 'beer-cocktail',
      },
      {
        name: '닭껍질 꼬치',
        description: '바삭하게 구운 닭껍질 꼬치 (2개)',
        price: 4000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '버터 오징어구이',
        description: '마요 소스를 곁들인 오징어구이',
        price: 7000,
        categorySlug: 'skewer-grill',
      },
    ],
    business: {
      companyName: '광안브루',
      representative: '오지민',
      businessNumber: '6216707860',
      phone: '01069231005',
    },
    createdDaysAgo: 33,
  },
  {
    slug: 'dongseongno-dak-kkochi',
    name: '동성로 닭꼬치',
    description:
      '대구 동성로 골목에서 시작한 닭꼬치 전문 트럭입니다. 순한맛부터 아주 매운맛까지 네 단계로 양념을 골라 드실 수 있어요. 대학 축제와 야구장 앞 행사 경험이 많습니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: '1t',
    categorySlugs: ['skewer-grill'],
    eventTypeSlugs: ['festival', 'school', 'sports-outdoor'],
    regions: within(DAEGU, '중구', '수성구', '달서구', '북구'),
    baseFee: 180000,
    minServings: 60,
    maxServings: 350,
    rating: 4.5,
    reviewCount: 69,
    menu: [
      {
        name: '순살 닭꼬치',
        description: '순한맛·보통맛·매운맛·아주 매운맛',
        price: 3500,
        categorySlug: 'skewer-grill',
      },
      {
        name: '파닭 꼬치',
        description: '대파를 듬뿍 끼운 닭꼬치',
        price: 4000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '소떡소떡',
        description: '달콤한 소스를 바른 소시지 떡꼬치',
        price: 3000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '치즈 닭꼬치',
        description: '닭꼬치 위에 치즈를 녹여 올린 메뉴',
        price: 4500,
        categorySlug: 'skewer-grill',
      },
    ],
    business: {
      companyName: '동성로꼬치',
      representative: '서예린',
      businessNumber: '6065872787',
      phone: '01033085475',
    },
    createdDaysAgo: 130,
  },
  {
    slug: 'daegu-napjak-mandu',
    name: '대구 납작만두 분식',
    description:
      '대구 사람들의 추억 간식 납작만두를 철판에 노릇하게 구워 드립니다. 떡볶이 소스를 곁들이거나 간장에 찍어 먹어요. 떡볶이, 어묵과 함께 분식 세트로 구성할 수 있습니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: '1t',
    categorySlugs: ['bunsik'],
    eventTypeSlugs: ['school', 'festival', 'corporate', 'other'],
    regions: within(DAEGU, '중구', '남구', '동구', '북구', '수성구'),
    baseFee: 170000,
    minServings: 50,
    maxServings: 300,
    rating: 4.6,
    reviewCount: 47,
    menu: [
      {
        name: '납작만두',
        description: '철판에 구운 납작만두 5장, 간장 소스',
        price: 3500,
        categorySlug: 'bunsik',
      },
      {
        name: '납작만두 떡볶이',
        description: '떡볶이 위에 납작만두를 올린 세트',
        price: 5000,
        categorySlug: 'bunsik',
      },
      { name: '옛날 떡볶이', description: '밀떡과 어묵을 넣은 떡볶이', price: 4000, categorySlug: 'bunsik' },
      { name: '어묵 꼬치', description: '어묵 꼬치 2개와 국물', price: 3000, categorySlug: 'bunsik' },
    ],
    business: {
      companyName: '납작분식',
      representative: '신재혁',
      businessNumber: '5036330217',
      phone: '01060707494',
    },
    createdDaysAgo: 75,
  },
  {
    slug: 'hanbat-waffle',
    name: '한밭 와플 트럭',
    description:
      '리에주 반죽으로 굽는 벨기에 와플과 크로플을 만드는 디저트 트럭입니다. 생크림, 과일, 아이스크림 토핑을 골라 올릴 수 있어요. 돌잔치와 가족 행사 디저트로 찾는 분이 많습니다.',
    truckTypeSlug: 'dessert',
    truckSizeSlug: '1t',
    categorySlugs: ['dessert', 'coffee'],
    eventTypeSlugs: ['wedding-party', 'school', 'corporate', 'festival'],
    regions: within(DAEJEON, '서구', '유성구', '중구', '동구', '대덕구'),
    baseFee: 160000,
    minServings: 40,
    maxServings: 250,
    rating: 4.7,
    reviewCount: 52,
    menu: [
      {
        name: '생크림 딸기 와플',
        description: '생크림과 딸기를 올린 벨기에 와플',
        price: 5000,
        categorySlug: 'dessert',
      },
      {
        name: '바닐라 크로플',
        description: '바닐라 아이스크림을 올린 크로플',
        price: 4500,
        categorySlug: 'dessert',
      },
      { name: '메이플 와플', description: '메이플 시럽과 버터', price: 4000, categorySlug: 'dessert' },
      {
        name: '아메리카노',
        description: '와플과 잘 어울리는 고소한 커피',
        price: 3000,
        categorySlug: 'coffee',
      },
    ],
    business: {
      companyName: '한밭디저트',
      representative: '권나연',
      businessNumber: '5041461656',
      phone: '01089532337',
    },
    createdDaysAgo: 18,
  },
  {
    slug: 'yuseong-coffee-station',
    name: '유성 커피 스테이션',
    description:
      '연구단지와 대학 행사를 주로 다니는 커피차입니다. 원두는 로스터리에서 일주일 안에 볶은 것만 사용합니다. 응원 커피차 현수막과 컵 홀더 디자인을 무료로 도와드려요.',
    truckTypeSlug: 'coffee-drink',
    truckSizeSlug: '1t',
    categorySlugs: ['coffee', 'beverage', 'dessert'],
    eventTypeSlugs: ['corporate', 'school', 'film-set', 'popup-brand'],
    regions: [...within(DAEJEON, '유성구', '서구', '대덕구'), ...within(CHUNGNAM, '공주시', '계룡시')],
    baseFee: 150000,
    minServings: 80,
    maxServings: 400,
    rating: 4.8,
    reviewCount: 76,
    menu: [
      {
        name: '아메리카노',
        description: '에티오피아 블렌드, 아이스·핫',
        price: 3000,
        categorySlug: 'coffee',
      },
      {
        name: '아인슈페너',
        description: '달콤한 크림을 올린 비엔나 커피',
        price: 4500,
        categorySlug: 'coffee',
      },
      {
        name: '디카페인 라떼',
        description: '디카페인 원두로 만든 라떼',
        price: 4000,
        categorySlug: 'coffee',
      },
      { name: '자몽 에이드', description: '자몽 과육 에이드', price: 4500, categorySlug: 'beverage' },
      {
        name: '미니 휘낭시에',
        description: '커피와 곁들이는 구움과자 (2개)',
        price: 3000,
        categorySlug: 'dessert',
      },
    ],
    business: {
      companyName: '유성커피스테이션',
      representative: '황태윤',
      businessNumber: '3057179834',
      phone: '01060309593',
    },
    createdDaysAgo: 160,
  },
  {
    slug: 'gwangju-sangchu-twigim',
    name: '광주 상추튀김 트럭',
    description:
      '광주의 명물 상추튀김을 행사장에서 바로 튀겨 드립니다. 얇게 부친 오징어튀김을 상추에 싸서 간장 양념과 함께 먹는 광주식 분식이에요. 떡볶이와 함께 세트로 인기가 많습니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: '1t',
    categorySlugs: ['bunsik'],
    eventTypeSlugs: ['festival', 'school', 'corporate'],
    regions: within(GWANGJU, '동구', '서구', '남구', '북구', '광산구'),
    baseFee: 170000,
    minServings: 50,
    maxServings: 300,
    rating: 4.7,
    reviewCount: 61,
    menu: [
      {
        name: '상추튀김',
        description: '오징어튀김, 상추, 양파 간장 (1인분)',
        price: 5000,
        categorySlug: 'bunsik',
      },
      { name: '광주식 떡볶이', description: '짜지 않고 달큰한 떡볶이', price: 4000, categorySlug: 'bunsik' },
      { name: '모둠 튀김', description: '김말이, 고구마, 야채튀김', price: 4500, categorySlug: 'bunsik' },
      { name: '야채 김밥', description: '채소를 듬뿍 넣은 김밥 한 줄', price: 3500, categorySlug: 'bunsik' },
    ],
    business: {
      companyName: '빛고을분식',
      representative: '안소희',
      businessNumber: '3140118750',
      phone: '01076232448',
    },
    createdDaysAgo: 22,
  },
  {
    slug: 'bitgoeul-deopbap',
    name: '빛고을 덮밥 트럭',
    description:
      '든든한 덮밥을 빠르게 배식할 수 있도록 설계한 2.5톤 식사 트럭입니다. 한 시간에 200인분까지 제공할 수 있어 체육대회와 기업 행사 점심에 알맞아요. 채식 메뉴도 미리 말씀해 주시면 준비합니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '2-5t',
    categorySlugs: ['korean-meal'],
    eventTypeSlugs: ['corporate', 'sports-outdoor', 'school', 'film-set'],
    regions: [...within(GWANGJU, '광산구', '서구', '북구'), ...within(JEONNAM, '나주시', '담양군', '화순군')],
    baseFee: 350000,
    minServings: 100,
    maxServings: 500,
    rating: 4.5,
    reviewCount: 44,
    menu: [
      { name: '불고기 덮밥', description: '간장 소불고기 덮밥', price: 8000, categorySlug: 'korean-meal' },
      {
        name: '치킨마요 덮밥',
        description: '치킨, 달걀 스크램블, 마요 소스',
        price: 7000,
        categorySlug: 'korean-meal',
      },
      { name: '닭갈비 덮밥', description: '매콤한 닭갈비 덮밥', price: 8500, categorySlug: 'korean-meal' },
      {
        name: '나물 비빔밥',
        description: '제철 나물 비빔밥 (채식 가능)',
        price: 8000,
        categorySlug: 'korean-meal',
      },
    ],
    business: {
      companyName: '빛고을케이터링',
      representative: '전우진',
      businessNumber: '4086924431',
      phone: '01090589683',
    },
    createdDaysAgo: 270,
  },
  {
    slug: 'jeju-gamgyul-ade',
    name: '제주 감귤 에이드',
    description:
      '제주 농가에서 받은 감귤과 한라봉으로 만드는 음료 트럭입니다. 제철에는 생과즙을 짜서 드리고, 그 밖의 계절에는 직접 담근 청을 씁니다. 야외 웨딩과 관광지 행사에 잘 어울려요.',
    truckTypeSlug: 'coffee-drink',
    truckSizeSlug: 'light',
    categorySlugs: ['beverage', 'coffee'],
    eventTypeSlugs: ['wedding-party', 'festival', 'popup-brand', 'sports-outdoor'],
    regions: within(JEJU, '제주시', '서귀포시'),
    baseFee: 150000,
    minServings: 40,
    maxServings: 250,
    rating: 4.9,
    reviewCount: 67,
    menu: [
      {
        name: '감귤 에이드',
        description: '감귤청과 탄산수, 생감귤 슬라이스',
        price: 4500,
        categorySlug: 'beverage',
      },
      {
        name: '한라봉 주스',
        description: '한라봉을 통째로 갈아 만든 주스',
        price: 5500,
        categorySlug: 'beverage',
      },
      { name: '청귤 에이드', description: '상큼한 제주 청귤 에이드', price: 4500, categorySlug: 'beverage' },
      { name: '감귤 라떼', description: '감귤청을 넣은 우유 라떼', price: 5000, categorySlug: 'coffee' },
    ],
    business: {
      companyName: '귤빛농장',
      representative: '홍다은',
      businessNumber: '4106134367',
      phone: '01059627613',
    },
    createdDaysAgo: 5,
  },
  {
    slug: 'jeju-heukdwaeji-kkochi',
    name: '제주 흑돼지 꼬치',
    description:
      '제주 흑돼지 목살을 두툼하게 썰어 숯불에 굽는 꼬치 트럭입니다. 멜젓 소스를 곁들여 제주 고깃집 맛을 그대로 살렸어요. 야외 파티와 캠핑장 행사에서 반응이 좋습니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1-4t',
    categorySlugs: ['skewer-grill', 'korean-meal'],
    eventTypeSlugs: ['sports-outdoor', 'wedding-party', 'festival', 'corporate'],
    regions: within(JEJU, '제주시', '서귀포시'),
    baseFee: 250000,
    minServings: 50,
    maxServings: 300,
    rating: 4.8,
    reviewCount: 93,
    menu: [
      {
        name: '흑돼지 목살 꼬치',
        description: '숯불 흑돼지 꼬치, 멜젓 소스',
        price: 7000,
        categorySlug: 'skewer-grill',
      },
      {
        name: '흑돼지 오겹 꼬치',
        description: '껍질째 구운 오겹살 꼬치',
        price: 7500,
        categorySlug: 'skewer-grill',
      },
      {
        name: '흑돼지 덮밥',
        description: '구운 흑돼지와 양파 간장 덮밥',
        price: 9500,
        categorySlug: 'korean-meal',
      },
      {
        name: '구운 옥수수',
        description: '버터를 발라 구운 옥수수 (반 개)',
        price: 3000,
        categorySlug: 'skewer-grill',
      },
    ],
    business: {
      companyName: '탐라꼬치',
      representative: '고은비',
      businessNumber: '6102335227',
      phone: '01084168625',
    },
    createdDaysAgo: 110,
  },
  {
    slug: 'ulsan-gorae-bingsu',
    name: '울산 고래 빙수',
    description:
      '우유를 얼려 곱게 간 눈꽃 얼음으로 만드는 빙수 트럭입니다. 한 사람이 들고 먹기 좋은 컵 빙수로 준비해 행사장에서도 깔끔해요. 더운 여름 체육대회와 물놀이 행사에 추천합니다.',
    truckTypeSlug: 'ice-cream',
    truckSizeSlug: '1t',
    categorySlugs: ['ice-cream', 'dessert'],
    eventTypeSlugs: ['sports-outdoor', 'school', 'festival', 'corporate'],
    regions: within(ULSAN, '남구', '중구', '동구', '북구', '울주군'),
    baseFee: 160000,
    minServings: 60,
    maxServings: 350,
    rating: 4.6,
    reviewCount: 39,
    menu: [
      {
        name: '우유 팥빙수',
        description: '국산 팥과 찹쌀떡을 올린 컵빙수',
        price: 6000,
        categorySlug: 'ice-cream',
      },
      {
        name: '망고 빙수',
        description: '망고 과육을 듬뿍 올린 컵빙수',
        price: 8000,
        categorySlug: 'ice-cream',
      },
      {
        name: '인절미 빙수',
        description: '콩고물과 인절미를 올린 컵빙수',
        price: 6500,
        categorySlug: 'ice-cream',
      },
      { name: '소프트아이스크림', description: '바닐라 소프트콘', price: 3000, categorySlug: 'ice-cream' },
      { name: '탕후루', description: '딸기·청포도 탕후루', price: 4000, categorySlug: 'dessert' },
    ],
    business: {
      companyName: '고래빙수',
      representative: '문준서',
      businessNumber: '6160527319',
      phone: '01073224731',
    },
    createdDaysAgo: 50,
  },
  {
    slug: 'gyeongpo-coffee-truck',
    name: '경포 커피 트럭',
    description:
      '강릉 바닷가에서 핸드드립으로 시작한 커피 트럭입니다. 행사 규모에 맞춰 에스프레소와 드립 커피를 함께 준비합니다. 강원 지역 축제와 기업 워크숍에 자주 찾아갑니다.',
    truckTypeSlug: 'coffee-drink',
    truckSizeSlug: '1t',
    categorySlugs: ['coffee', 'dessert'],
    eventTypeSlugs: ['corporate', 'festival', 'wedding-party', 'sports-outdoor'],
    regions: within(GANGWON, '강릉시', '속초시', '동해시', '양양군'),
    baseFee: 180000,
    minServings: 50,
    maxServings: 300,
    rating: 4.8,
    reviewCount: 58,
    menu: [
      {
        name: '핸드드립 커피',
        description: '그날의 싱글오리진 핸드드립',
        price: 4500,
        categorySlug: 'coffee',
      },
      { name: '아메리카노', description: '다크 초콜릿 향의 블렌드', price: 3000, categorySlug: 'coffee' },
      { name: '흑임자 라떼', description: '고소한 흑임자 크림 라떼', price: 4500, categorySlug: 'coffee' },
      { name: '감자빵', description: '쫀득한 강원도 감자빵', price: 3500, categorySlug: 'dessert' },
    ],
    business: {
      companyName: '경포로스터스',
      representative: '양지호',
      businessNumber: '6165185994',
      phone: '01078436847',
    },
    createdDaysAgo: 190,
  },
  {
    slug: 'hangang-soft-ice',
    name: '한강 소프트아이스크림',
    description:
      '목장 우유로 만든 소프트아이스크림과 아포가토를 파는 아이스크림 트럭입니다. 하얀 트럭에 파스텔색 차양이 달려 있어 사진 찍기 좋아요. 팝업스토어와 브랜드 시식 행사에 잘 어울립니다.',
    truckTypeSlug: 'ice-cream',
    truckSizeSlug: 'light',
    categorySlugs: ['ice-cream', 'coffee'],
    eventTypeSlugs: ['popup-brand', 'festival', 'wedding-party', 'school'],
    regions: within(SEOUL, '용산구', '마포구', '영등포구', '동작구', '성동구'),
    baseFee: 170000,
    minServings: 50,
    maxServings: 300,
    rating: 4.7,
    reviewCount: 81,
    menu: [
      {
        name: '우유 소프트콘',
        description: '목장 우유 소프트아이스크림',
        price: 3000,
        categorySlug: 'ice-cream',
      },
      {
        name: '벌집 소프트콘',
        description: '천연 벌집을 올린 소프트아이스크림',
        price: 5000,
        categorySlug: 'ice-cream',
      },
      {
        name: '아포가토',
        description: '소프트아이스크림에 에스프레소 한 샷',
        price: 5000,
        categorySlug: 'ice-cream',
      },
      { name: '아이스 아메리카노', description: '시원한 아메리카노', price: 3000, categorySlug: 'coffee' },
    ],
    business: {
      companyName: '한강아이스',
      representative: '손하늘',
      businessNumber: '2264409631',
      phone: '01030022997',
    },
    createdDaysAgo: 14,
  },
  {
    slug: 'pangyo-sandwich-truck',
    name: '판교 샌드위치 공방',
    description:
      '직접 구운 치아바타로 만드는 샌드위치와 토스트 트럭입니다. 개별 포장이 가능해 회의와 세미나 간식으로 많이 찾으세요. 샐러드 메뉴를 더하면 가벼운 점심으로도 충분합니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1t',
    categorySlugs: ['burger-sandwich', 'coffee'],
    eventTypeSlugs: ['corporate', 'popup-brand', 'school'],
    regions: within(GYEONGGI, '성남시', '용인시', '과천시', '의왕시'),
    baseFee: 180000,
    minServings: 40,
    maxServings: 250,
    rating: 4.5,
    reviewCount: 34,
    menu: [
      {
        name: '클럽 샌드위치',
        description: '닭가슴살, 베이컨, 달걀, 채소',
        price: 7000,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '잠봉뵈르',
        description: '햄과 버터를 넣은 바게트 샌드위치',
        price: 7500,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '햄치즈 토스트',
        description: '양배추 달걀부침과 햄, 치즈',
        price: 4500,
        categorySlug: 'burger-sandwich',
      },
      { name: '카페라떼', description: '샌드위치와 세트로 좋은 라떼', price: 3500, categorySlug: 'coffee' },
    ],
    business: {
      companyName: '판교브레드',
      representative: '배성진',
      businessNumber: '1063349707',
      phone: '01092905300',
    },
    createdDaysAgo: 3,
  },
  {
    slug: 'cheongju-taco-truck',
    name: '청주 타코 트럭',
    description:
      '옥수수 또띠야를 현장에서 데워 만드는 멕시칸 타코 트럭입니다. 매콤한 살사와 라임을 곁들여 맥주 파티에도 잘 어울려요. 고수는 빼거나 듬뿍 넣어 드릴 수 있습니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1t',
    categorySlugs: ['burger-sandwich', 'beverage'],
    eventTypeSlugs: ['festival', 'wedding-party', 'popup-brand', 'corporate'],
    regions: [...within(CHUNGBUK, '청주시', '충주시'), ...within(CHUNGNAM, '천안시')],
    baseFee: 200000,
    minServings: 40,
    maxServings: 250,
    rating: 4.4,
    reviewCount: 29,
    menu: [
      {
        name: '치킨 타코',
        description: '양념 치킨과 살사 (2개)',
        price: 7500,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '비프 타코',
        description: '천천히 익힌 소고기와 양파 (2개)',
        price: 8500,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '부리토',
        description: '밥, 콩, 고기, 치즈를 넣은 부리토',
        price: 8000,
        categorySlug: 'burger-sandwich',
      },
      {
        name: '라임 에이드',
        description: '라임과 민트를 넣은 에이드',
        price: 4000,
        categorySlug: 'beverage',
      },
    ],
    business: {
      companyName: '올라타코',
      representative: '백서진',
      businessNumber: '1290292431',
      phone: '01044545640',
    },
    createdDaysAgo: 40,
  },
  {
    slug: 'jeonju-bibim-bapcha',
    name: '전주 비빔 밥차',
    description:
      '전주식 비빔밥과 콩나물국밥을 대량으로 준비하는 2.5톤 밥차입니다. 열 가지가 넘는 나물을 매일 새벽에 무쳐 옵니다. 단체 행사와 학교 행사 급식에 알맞습니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '2-5t',
    categorySlugs: ['korean-meal'],
    eventTypeSlugs: ['school', 'corporate', 'film-set', 'festival'],
    regions: within(JEONBUK, '전주시', '완주군', '익산시', '군산시'),
    baseFee: 300000,
    minServings: 100,
    maxServings: 500,
    rating: 4.7,
    reviewCount: 70,
    menu: [
      {
        name: '전주 비빔밥',
        description: '나물 10가지와 볶은 소고기, 황포묵을 올린 비빔밥',
        price: 9000,
        categorySlug: 'korean-meal',
      },
      {
        name: '콩나물국밥',
        description: '수란을 곁들인 전주식 콩나물국밥',
        price: 8000,
        categorySlug: 'korean-meal',
      },
      {
        name: '한식 도시락',
        description: '밥, 국, 불고기, 밑반찬 3종',
        price: 10000,
        categorySlug: 'korean-meal',
      },
      {
        name: '김치볶음밥',
        description: '달걀프라이를 올린 김치볶음밥',
        price: 7000,
        categorySlug: 'korean-meal',
      },
    ],
    business: {
      companyName: '전주밥상',
      representative: '허민재',
      businessNumber: '3014577005',
      phone: '01096127104',
    },
    createdDaysAgo: 300,
  },
  {
    slug: 'noeul-cocktail-bar',
    name: '노을 칵테일 바',
    description:
      '해 질 녘 야외 파티를 위한 칵테일 바 트럭입니다. 바텐더 두 명이 하이볼, 모히또, 무알코올 칵테일을 만들어 드려요. 만 19세 이상만 주류를 주문할 수 있으며 조명과 음악 장비를 함께 준비합니다.',
    truckTypeSlug: 'bar',
    truckSizeSlug: '1t',
    categorySlugs: ['beer-cocktail', 'beverage'],
    eventTypeSlugs: ['wedding-party', 'corporate', 'popup-brand', 'festival'],
    regions: [...within(GYEONGGI, '하남시', '남양주시', '구리시'), ...within(SEOUL, '강동구', '송파구')],
    baseFee: 350000,
    minServings: 50,
    maxServings: 250,
    rating: 4.8,
    reviewCount: 46,
    menu: [
      {
        name: '노을 하이볼',
        description: '위스키와 자몽, 토닉워터',
        price: 8000,
        categorySlug: 'beer-cocktail',
      },
      {
        name: '클래식 모히또',
        description: '럼, 라임, 애플민트',
        price: 8000,
        categorySlug: 'beer-cocktail',
      },
      { name: '생맥주', description: '라거 생맥주 (500cc)', price: 5000, categorySlug: 'beer-cocktail' },
      { name: '버진 모히또', description: '알코올 없이 만든 모히또', price: 5500, categorySlug: 'beverage' },
      {
        name: '샹그리아 에이드',
        description: '과일을 우린 무알코올 샹그리아',
        price: 5500,
        categorySlug: 'beverage',
      },
    ],
    business: {
      companyName: '노을바',
      representative: '노유나',
      businessNumber: '4022205708',
      phone: '01051545873',
    },
    createdDaysAgo: 20,
  },
  {
    slug: 'kkoma-hotdog',
    name: '꼬마 핫도그',
    description:
      '아이들 손에 쏙 들어가는 미니 핫도그와 떡꼬치를 파는 경형 분식 트럭입니다. 설탕과 케첩, 머스터드를 취향대로 뿌려 드려요. 유치원·학원 행사와 아파트 단지 행사에 자주 갑니다.',
    truckTypeSlug: 'bunsik',
    truckSizeSlug: 'light',
    categorySlugs: ['bunsik', 'skewer-grill'],
    eventTypeSlugs: ['school', 'festival', 'other'],
    regions: [...within(GYEONGGI, '안산시', '시흥시', '군포시'), ...within(INCHEON, '남동구')],
    baseFee: 150000,
    minServings: 40,
    maxServings: 250,
    rating: 4.3,
    reviewCount: 25,
    menu: [
      { name: '미니 핫도그', description: '한입 크기 핫도그 3개', price: 3000, categorySlug: 'bunsik' },
      { name: '감자 핫도그', description: '깍둑 감자를 붙인 핫도그', price: 3500, categorySlug: 'bunsik' },
      { name: '떡꼬치', description: '달콤한 고추장 양념 떡꼬치', price: 2500, categorySlug: 'skewer-grill' },
      { name: '컵 떡볶이', description: '맵지 않은 어린이 떡볶이', price: 3000, categorySlug: 'bunsik' },
    ],
    business: {
      companyName: '꼬마분식',
      representative: '심규리',
      businessNumber: '1322689525',
      phone: '01064577151',
    },
    createdDaysAgo: 65,
  },
  {
    slug: 'changwon-gelato-truck',
    name: '창원 젤라또 트럭',
    description:
      '매일 아침 공방에서 만든 젤라또를 냉동 쇼케이스에 담아 오는 트럭입니다. 피스타치오, 딸기, 흑임자 등 여덟 가지 맛을 준비해요. 야외 웨딩의 디저트 코너로 특히 인기가 많습니다.',
    truckTypeSlug: 'ice-cream',
    truckSizeSlug: '1t',
    categorySlugs: ['ice-cream', 'coffee'],
    eventTypeSlugs: ['wedding-party', 'popup-brand', 'corporate', 'festival'],
    regions: within(GYEONGNAM, '창원시', '김해시', '양산시'),
    baseFee: 180000,
    minServings: 50,
    maxServings: 300,
    rating: 4.7,
    reviewCount: 42,
    menu: [
      {
        name: '젤라또 2가지 맛',
        description: '여덟 가지 맛 중 두 가지 선택',
        price: 4500,
        categorySlug: 'ice-cream',
      },
      {
        name: '피스타치오 젤라또',
        description: '시칠리아산 피스타치오 페이스트',
        price: 5000,
        categorySlug: 'ice-cream',
      },
      { name: '아포가토', description: '우유 젤라또에 에스프레소', price: 5000, categorySlug: 'ice-cream' },
      {
        name: '에스프레소',
        description: '진하게 내린 에스프레소 한 잔',
        price: 2500,
        categorySlug: 'coffee',
      },
    ],
    business: {
      companyName: '창원젤라또',
      representative: '구본혁',
      businessNumber: '1081772543',
      phone: '01098431908',
    },
    createdDaysAgo: 85,
  },
  {
    slug: 'sopung-dosirak-truck',
    name: '소풍 도시락 트럭',
    description:
      '소풍 가는 날 엄마가 싸 주던 도시락을 콘셉트로 한 식사 트럭입니다. 유부초밥, 김밥, 닭강정을 예쁜 도시락에 담아 드려요. 야외 행사와 어린이 행사에 알맞습니다.',
    truckTypeSlug: 'meal',
    truckSizeSlug: '1-4t',
    categorySlugs: ['korean-meal', 'bunsik'],
    eventTypeSlugs: ['school', 'sports-outdoor', 'corporate', 'festival'],
    regions: within(GYEONGGI, '용인시', '화성시', '평택시', '안성시'),
    baseFee: 200000,
    minServings: 60,
    maxServings: 350,
    rating: 4.6,
    reviewCount: 55,
    menu: [
      {
        name: '소풍 도시락',
        description: '김밥 반 줄, 유부초밥 3개, 닭강정, 과일',
        price: 9000,
        categorySlug: 'korean-meal',
      },
      {
        name: '유부초밥 세트',
        description: '유부초밥 6개와 미니 어묵탕',
        price: 6500,
        categorySlug: 'korean-meal',
      },
      { name: '참치 김밥', description: '참치마요 김밥 한 줄', price: 4500, categorySlug: 'bunsik' },
      { name: '닭강정 컵', description: '달콤한 간장 닭강정 한 컵', price: 5000, categorySlug: 'bunsik' },
    ],
    business: {
      companyName: '소풍키친',
      representative: '남궁하린',
      businessNumber: '6086584875',
      phone: '01088888351',
    },
    createdDaysAgo: 120,
  },
  {
    slug: 'byeolbit-support-coffee',
    name: '별빛 응원 커피차',
    description:
      '배우와 스태프를 응원하는 서포트 커피차를 전문으로 하는 트럭입니다. 현수막, 컵 홀더, 배너 시안을 직접 만들어 드리고 촬영장 동선에 맞춰 조용히 운영합니다. 간식 메뉴를 더해 응원 간식차로도 꾸밀 수 있어요.',
    truckTypeSlug: 'coffee-drink',
    truckSizeSlug: '1t',
    categorySlugs: ['coffee', 'beverage', 'dessert'],
    eventTypeSlugs: ['film-set', 'popup-brand', 'corporate', 'wedding-party'],
    regions: [
      ...within(SEOUL, '마포구', '영등포구', '강남구', '성동구'),
      ...within(GYEONGGI, '파주시', '고양시', '남양주시'),
    ],
    baseFee: 200000,
    minServings: 100,
    maxServings: 500,
    rating: 4.9,
    reviewCount: 158,
    menu: [
      { name: '아메리카노', description: '아이스·핫 선택', price: 3000, categorySlug: 'coffee' },
      { name: '카페라떼', description: '부드러운 라떼', price: 3500, categorySlug: 'coffee' },
      {
        name: '딸기 라떼',
        description: '생딸기청으로 만든 딸기 우유',
        price: 4500,
        categorySlug: 'beverage',
      },
      { name: '복숭아 아이스티', description: '달콤한 아이스티', price: 3000, categorySlug: 'beverage' },
      { name: '츄러스', description: '커피와 함께 나가는 응원 간식', price: 3500, categorySlug: 'dessert' },
      { name: '미니 크로플', description: '시럽을 바른 한입 크로플', price: 3500, categorySlug: 'dessert' },
    ],
    business: {
      companyName: '별빛서포트',
      representative: '유가람',
      businessNumber: '1306705783',
      phone: '01032828563',
    },
    createdDaysAgo: 1,
  },
];
