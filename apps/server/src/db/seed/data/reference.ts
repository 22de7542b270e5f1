/**
 * Reference data seeded on first start: event types, truck types and sizes, and the menu catalogue
 * (categories with items and reference per-serving prices for catering, integer KRW).
 */

export interface EventTypeSeed {
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
}

export interface TruckTypeSeed {
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
}

export interface TruckSizeSeed {
  slug: string;
  name: string;
  lengthM: number;
  widthM: number;
  description: string;
  sortOrder: number;
}

/** `unitPrice` is KRW per serving (1인분), an integer. */
export interface MenuItemSeed {
  slug: string;
  name: string;
  description: string;
  unitPrice: number;
}

export interface MenuCategorySeed {
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
  items: MenuItemSeed[];
}

export const EVENT_TYPES: EventTypeSeed[] = [
  {
    slug: 'corporate',
    name: '기업 행사',
    description: '임직원 간식차·커피차, 워크숍, 창립기념일, 사내 체육대회처럼 회사가 준비하는 행사',
    sortOrder: 1,
  },
  {
    slug: 'festival',
    name: '축제·지역 행사',
    description: '지역 축제, 플리마켓, 야시장, 아파트 단지 행사 등 많은 방문객이 오가는 행사',
    sortOrder: 2,
  },
  {
    slug: 'wedding-party',
    name: '웨딩·파티',
    description: '야외 결혼식, 돌잔치, 생일·기념일 파티, 브라이덜 샤워 등 특별한 날의 케이터링',
    sortOrder: 3,
  },
  {
    slug: 'film-set',
    name: '촬영장 밥차',
    description: '드라마·영화·광고 촬영 현장의 식사 밥차와 배우·스태프 응원 커피차, 간식차',
    sortOrder: 4,
  },
  {
    slug: 'school',
    name: '학교·학원 행사',
    description: '졸업식, 입학식, 축제, 수능 응원, 학원 이벤트 등 학생과 학부모를 위한 행사',
    sortOrder: 5,
  },
  {
    slug: 'sports-outdoor',
    name: '스포츠·야외 행사',
    description: '마라톤, 동호회 대회, 캠핑장, 야외 공연처럼 야외에서 진행하는 행사',
    sortOrder: 6,
  },
  {
    slug: 'popup-brand',
    name: '팝업·브랜드 프로모션',
    description: '신제품 출시, 팝업스토어, 브랜드 시음·시식 행사 등 고객 체험형 프로모션',
    sortOrder: 7,
  },
  {
    slug: 'other',
    name: '기타',
    description: '위 분류에 맞지 않는 행사. 요청사항에 행사 성격을 적어 주세요.',
    sortOrder: 8,
  },
];

export const TRUCK_TYPES: TruckTypeSeed[] = [
  {
    slug: 'meal',
    name: '식사',
    description: '덮밥, 도시락, 버거, 파스타처럼 한 끼 식사를 조리해 제공하는 트럭',
    sortOrder: 1,
  },
  {
    slug: 'bunsik',
    name: '분식',
    description: '떡볶이, 순대, 어묵, 김밥, 핫도그 등 누구나 좋아하는 분식 트럭',
    sortOrder: 2,
  },
  {
    slug: 'coffee-drink',
    name: '커피·음료',
    description: '에스프레소 커피와 에이드, 차 음료를 현장에서 만들어 주는 커피차',
    sortOrder: 3,
  },
  {
    slug: 'dessert',
    name: '디저트',
    description: '츄러스, 와플, 붕어빵, 호떡처럼 달콤한 간식과 디저트 트럭',
    sortOrder: 4,
  },
  {
    slug: 'bar',
    name: '주류·바',
    description: '생맥주, 하이볼, 칵테일을 제공하는 바 트럭 (주류 판매 신고를 마친 사업자)',
    sortOrder: 5,
  },
  {
    slug: 'ice-cream',
    name: '아이스크림·빙수',
    description: '소프트아이스크림, 젤라또, 빙수로 더운 날 행사에 잘 어울리는 트럭',
    sortOrder: 6,
  },
];

export const TRUCK_SIZES: TruckSizeSeed[] = [
  {
    slug: 'light',
    name: '경형',
    lengthM: 3.6,
    widthM: 1.5,
    description:
      '경형 밴·트럭 개조차. 골목, 실내 로비, 좁은 공간에도 설치할 수 있어요. 주차 공간 1면이면 충분합니다.',
    sortOrder: 1,
  },
  {
    slug: '1t',
    name: '1톤',
    lengthM: 4.8,
    widthM: 1.7,
    description: '가장 흔한 1톤 탑차 개조 푸드트럭. 주차 공간 1면과 서빙창 앞 대기 공간(약 2m)이 필요합니다.',
    sortOrder: 2,
  },
  {
    slug: '1-4t',
    name: '1.4톤',
    lengthM: 5.3,
    widthM: 1.9,
    description: '주방 공간이 넓어 조리 메뉴가 많은 트럭에 쓰여요. 주차 공간 1면 반 정도를 확보해 주세요.',
    sortOrder: 3,
  },
  {
    slug: '2-5t',
    name: '2.5톤',
    lengthM: 6.6,
    widthM: 2.2,
    description: '200인분 이상 대량 조리가 가능한 중형 트럭. 진입로 폭 3m 이상, 주차 공간 2면이 필요합니다.',
    sortOrder: 4,
  },
  {
    slug: '5t',
    name: '5톤',
    lengthM: 9.5,
    widthM: 2.5,
    description:
      '촬영장·대형 행사용 이동식 주방(밥차). 대형차 진입이 가능한 평탄한 부지와 배식 공간이 필요합니다.',
    sortOrder: 5,
  },
];

export const MENU_CATEGORIES: MenuCategorySeed[] = [
  {
    slug: 'korean-meal',
    name: '한식 도시락·밥',
    description: '든든한 한 끼가 필요한 행사에 좋은 덮밥, 비빔밥, 도시락',
    sortOrder: 1,
    items: [
      {
        slug: 'bulgogi-rice-bowl',
        name: '불고기 덮밥',
        description: '달콤한 간장 양념 소불고기를 밥 위에 듬뿍 올린 덮밥 (1인분)',
        unitPrice: 8000,
      },
      {
        slug: 'jeyuk-rice-bowl',
        name: '제육 덮밥',
        description: '불향 입힌 매콤한 고추장 돼지불고기 덮밥 (1인분)',
        unitPrice: 8000,
      },
      {
        slug: 'chicken-mayo-rice-bowl',
        name: '치킨마요 덮밥',
        description: '바삭한 치킨에 달걀 스크램블과 마요 소스를 곁들인 덮밥 (1인분)',
        unitPrice: 7000,
      },
      {
        slug: 'bibimbap',
        name: '비빔밥',
        description: '제철 나물과 달걀프라이, 고추장을 곁들인 비빔밥 (1인분)',
        unitPrice: 8000,
      },
      {
        slug: 'dakgalbi-rice-bowl',
        name: '닭갈비 덮밥',
        description: '춘천식 양념 닭갈비와 양배추를 볶아 올린 덮밥 (1인분)',
        unitPrice: 8500,
      },
      {
        slug: 'kimchi-fried-rice',
        name: '김치볶음밥',
        description: '잘 익은 김치와 베이컨을 볶아 달걀프라이를 올린 볶음밥 (1인분)',
        unitPrice: 7000,
      },
      {
        slug: 'korean-lunchbox',
        name: '한식 도시락',
        description: '밥, 국, 메인 반찬 1종과 밑반찬 3종으로 구성한 도시락 (1인분)',
        unitPrice: 10000,
      },
      {
        slug: 'beef-gukbap',
        name: '소고기 국밥',
        description: '양지를 푹 끓인 얼큰한 소고기 국밥, 깍두기 포함 (1인분)',
        unitPrice: 9000,
      },
    ],
  },
  {
    slug: 'bunsik',
    name: '분식',
    description: '떡볶이, 순대, 어묵처럼 남녀노소 모두 좋아하는 분식',
    sortOrder: 2,
    items: [
      {
        slug: 'tteokbokki',
        name: '떡볶이',
        description: '쫄깃한 밀떡에 달콤매콤한 고추장 소스, 어묵과 대파 포함 (1인분)',
        unitPrice: 4000,
      },
      {
        slug: 'rose-tteokbokki',
        name: '로제 떡볶이',
        description: '고추장 소스에 크림을 더해 부드럽게 매운 로제 떡볶이 (1인분)',
        unitPrice: 5000,
      },
      {
        slug: 'sundae',
        name: '순대',
        description: '찹쌀순대와 간·허파 약간, 소금과 막장 제공 (1인분)',
        unitPrice: 4500,
      },
      {
        slug: 'eomuk',
        name: '어묵',
        description: '멸치·다시마로 우린 시원한 국물과 꼬치 어묵 2개 (1인분)',
        unitPrice: 3000,
      },
      {
        slug: 'gimbap',
        name: '김밥',
        description: '햄, 단무지, 시금치, 달걀, 당근을 넣은 기본 김밥 한 줄',
        unitPrice: 3500,
      },
      {
        slug: 'assorted-twigim',
        name: '모둠 튀김',
        description: '김말이, 야채튀김, 오징어튀김, 고구마튀김 각 1개 (1인분)',
        unitPrice: 4500,
      },
      {
        slug: 'potato-hotdog',
        name: '감자 핫도그',
        description: '깍둑 감자를 붙여 바삭하게 튀긴 핫도그, 설탕·케첩 선택 (1개)',
        unitPrice: 3500,
      },
      {
        slug: 'rabokki',
        name: '라볶이',
        description: '떡볶이 소스에 라면 사리를 넣어 졸인 라볶이 (1인분)',
        unitPrice: 5000,
      },
    ],
  },
  {
    slug: 'burger-sandwich',
    name: '버거·샌드위치',
    description: '손에 들고 먹기 좋은 수제버거, 샌드위치, 토스트, 타코',
    sortOrder: 3,
    items: [
      {
        slug: 'classic-cheeseburger',
        name: '클래식 치즈버거',
        description: '그릴에 구운 소고기 패티, 체다치즈, 양상추·토마토·피클 (1개)',
        unitPrice: 8500,
      },
      {
        slug: 'bacon-double-burger',
        name: '베이컨 더블버거',
        description: '패티 두 장과 바삭한 베이컨을 넣은 든든한 버거 (1개)',
        unitPrice: 11000,
      },
      {
        slug: 'club-sandwich',
        name: '클럽 샌드위치',
        description: '닭가슴살, 베이컨, 달걀, 채소를 구운 식빵에 겹겹이 쌓은 샌드위치',
        unitPrice: 7000,
      },
      {
        slug: 'street-egg-toast',
        name: '길거리 토스트',
        description: '버터에 구운 식빵 사이에 양배추 달걀부침과 햄, 설탕 한 꼬집',
        unitPrice: 4500,
      },
      {
        slug: 'chicken-taco',
        name: '치킨 타코',
        description: '또르띠야에 양념 치킨과 살사, 고수 선택 (2개 1인분)',
        unitPrice: 7500,
      },
      {
        slug: 'american-hotdog',
        name: '아메리칸 핫도그',
        description: '긴 소시지를 번에 끼우고 볶은 양파와 머스터드를 뿌린 핫도그 (1개)',
        unitPrice: 5500,
      },
    ],
  },
  {
    slug: 'skewer-grill',
    name: '꼬치·구이',
    description: '숯불·철판에서 바로 굽는 꼬치와 구이 메뉴',
    sortOrder: 4,
    items: [
      {
        slug: 'dak-kkochi',
        name: '닭꼬치',
        description: '닭다리살과 대파를 꿰어 데리야끼·매운 양념으로 굽는 꼬치 (1개)',
        unitPrice: 4000,
      },
      {
        slug: 'sotteok-sotteok',
        name: '소떡소떡',
        description: '소시지와 가래떡을 번갈아 꿰어 구운 뒤 달콤한 소스를 바른 꼬치 (1개)',
        unitPrice: 3500,
      },
      {
        slug: 'lamb-skewer',
        name: '양꼬치',
        description: '어린 양고기를 숯불에 구워 쯔란을 곁들인 꼬치 (5개 1인분)',
        unitPrice: 9000,
      },
      {
        slug: 'cube-steak',
        name: '큐브 스테이크',
        description: '소고기 부채살을 한입 크기로 잘라 철판에 구운 스테이크 (150g)',
        unitPrice: 12000,
      },
      {
        slug: 'tornado-potato',
        name: '회오리 감자',
        description: '감자 한 알을 돌려 깎아 튀긴 뒤 시즈닝을 뿌린 꼬치 (1개)',
        unitPrice: 4000,
      },
      {
        slug: 'grilled-squid',
        name: '버터 오징어구이',
        description: '통오징어를 버터에 구워 마요네즈 소스를 곁들인 구이 (1마리)',
        unitPrice: 7000,
      },
    ],
  },
  {
    slug: 'western',
    name: '양식·파스타',
    description: '파스타, 리조또, 피자처럼 파티와 웨딩에 잘 어울리는 양식',
    sortOrder: 5,
    items: [
      {
        slug: 'cream-pasta',
        name: '크림 파스타',
        description: '베이컨과 양송이를 넣은 진한 크림 소스 파스타 (1인분)',
        unitPrice: 9000,
      },
      {
        slug: 'tomato-pasta',
        name: '토마토 파스타',
        description: '직접 끓인 토마토 소스에 바질을 더한 파스타 (1인분)',
        unitPrice: 8500,
      },
      {
        slug: 'gambas-pasta',
        name: '감바스 오일 파스타',
        description: '새우와 마늘을 올리브유에 볶은 알리오 올리오 파스타 (1인분)',
        unitPrice: 10000,
      },
      {
        slug: 'mushroom-risotto',
        name: '버섯 리조또',
        description: '모둠 버섯과 파르메산 치즈로 만든 크림 리조또 (1인분)',
        unitPrice: 9500,
      },
      {
        slug: 'pizza-slice',
        name: '조각 피자',
        description: '화덕에 구운 페퍼로니·마르게리타 피자 중 선택 (2조각)',
        unitPrice: 6000,
      },
      {
        slug: 'fish-and-chips',
        name: '피시 앤 칩스',
        description: '대구살 튀김과 감자튀김, 타르타르 소스 (1인분)',
        unitPrice: 9000,
      },
    ],
  },
  {
    slug: 'coffee',
    name: '커피',
    description: '현장에서 에스프레소를 추출해 만드는 커피 (아이스·핫 선택)',
    sortOrder: 6,
    items: [
      {
        slug: 'americano',
        name: '아메리카노',
        description: '고소한 블렌드 원두로 내린 아메리카노 (16oz)',
        unitPrice: 3000,
      },
      {
        slug: 'cafe-latte',
        name: '카페라떼',
        description: '에스프레소에 부드러운 우유를 더한 라떼 (16oz)',
        unitPrice: 3500,
      },
      {
        slug: 'vanilla-latte',
        name: '바닐라 라떼',
        description: '바닐라 시럽을 넣어 달콤한 라떼 (16oz)',
        unitPrice: 4000,
      },
      {
        slug: 'cold-brew',
        name: '콜드브루',
        description: '찬물로 12시간 우려낸 깔끔한 콜드브루 (16oz)',
        unitPrice: 4000,
      },
      {
        slug: 'einspanner',
        name: '아인슈페너',
        description: '진한 커피 위에 달콤한 크림을 올린 비엔나 커피 (12oz)',
        unitPrice: 4500,
      },
      {
        slug: 'decaf-americano',
        name: '디카페인 아메리카노',
        description: '카페인을 97% 이상 줄인 원두로 내린 아메리카노 (16oz)',
        unitPrice: 3500,
      },
    ],
  },
  {
    slug: 'beverage',
    name: '음료·에이드',
    description: '커피를 마시지 않는 분들을 위한 에이드, 차, 주스, 전통 음료',
    sortOrder: 7,
    items: [
      {
        slug: 'lemonade',
        name: '레몬에이드',
        description: '생레몬을 직접 짜 넣은 상큼한 탄산 에이드 (16oz)',
        unitPrice: 4000,
      },
      {
        slug: 'grapefruit-ade',
        name: '자몽에이드',
        description: '자몽 과육을 듬뿍 넣은 에이드 (16oz)',
        unitPrice: 4500,
      },
      {
        slug: 'green-grape-ade',
        name: '청포도에이드',
        description: '청포도 청으로 만든 달콤한 에이드 (16oz)',
        unitPrice: 4500,
      },
      {
        slug: 'peach-iced-tea',
        name: '복숭아 아이스티',
        description: '달콤한 복숭아 아이스티 (16oz)',
        unitPrice: 3000,
      },
      {
        slug: 'hot-chocolate',
        name: '핫초코',
        description: '진한 초콜릿 소스와 우유로 만든 따뜻한 음료 (12oz)',
        unitPrice: 3500,
      },
      {
        slug: 'citron-tea',
        name: '유자차',
        description: '고흥산 유자청으로 만든 따뜻한 유자차 (12oz)',
        unitPrice: 3500,
      },
      {
        slug: 'sikhye',
        name: '식혜',
        description: '엿기름으로 삭힌 살얼음 식혜 (1컵)',
        unitPrice: 3000,
      },
    ],
  },
  {
    slug: 'dessert',
    name: '디저트',
    description: '츄러스, 와플, 붕어빵처럼 행사 분위기를 살리는 달콤한 간식',
    sortOrder: 8,
    items: [
      {
        slug: 'churros',
        name: '츄러스',
        description: '갓 튀긴 츄러스에 시나몬 설탕을 묻힌 간식, 초코 소스 선택 (1개)',
        unitPrice: 3500,
      },
      {
        slug: 'bungeoppang',
        name: '붕어빵',
        description: '팥 앙금과 슈크림 중 고르는 바삭한 붕어빵 (3개 1인분)',
        unitPrice: 3000,
      },
      {
        slug: 'hotteok',
        name: '씨앗호떡',
        description: '흑설탕 시럽과 해바라기씨, 땅콩을 채운 부산식 호떡 (1개)',
        unitPrice: 2500,
      },
      {
        slug: 'belgian-waffle',
        name: '벨기에 와플',
        description: '생크림과 딸기잼을 바른 바삭한 와플 (1개)',
        unitPrice: 4500,
      },
      {
        slug: 'croffle',
        name: '크로플',
        description: '크루아상 생지를 와플 기계에 구워 시럽과 아이스크림을 올린 디저트',
        unitPrice: 4500,
      },
      {
        slug: 'gyeranppang',
        name: '계란빵',
        description: '폭신한 빵 반죽 위에 달걀 한 알을 통째로 올려 구운 빵 (1개)',
        unitPrice: 2500,
      },
      {
        slug: 'tanghulu',
        name: '탕후루',
        description: '딸기·청포도·귤을 얇은 설탕 코팅으로 감싼 과일 꼬치 (1개)',
        unitPrice: 4000,
      },
    ],
  },
  {
    slug: 'ice-cream',
    name: '아이스크림·빙수',
    description: '소프트아이스크림, 젤라또, 빙수 등 시원한 디저트',
    sortOrder: 9,
    items: [
      {
        slug: 'soft-serve',
        name: '소프트아이스크림',
        description: '우유 함량이 높은 바닐라 소프트아이스크림 (콘 또는 컵)',
        unitPrice: 3000,
      },
      {
        slug: 'gelato',
        name: '젤라또',
        description: '피스타치오, 딸기, 초콜릿 등 매일 만드는 젤라또 (2가지 맛 1컵)',
        unitPrice: 4500,
      },
      {
        slug: 'patbingsu',
        name: '팥빙수',
        description: '우유 얼음에 국산 팥과 찹쌀떡, 콩고물을 올린 빙수 (1인 컵)',
        unitPrice: 6000,
      },
      {
        slug: 'mango-bingsu',
        name: '망고빙수',
        description: '우유 얼음에 망고 과육과 망고 퓨레를 듬뿍 올린 빙수 (1인 컵)',
        unitPrice: 8000,
      },
      {
        slug: 'affogato',
        name: '아포가토',
        description: '바닐라 아이스크림에 에스프레소 한 샷을 부은 디저트',
        unitPrice: 5000,
      },
    ],
  },
  {
    slug: 'beer-cocktail',
    name: '주류·칵테일',
    description: '야외 파티와 축제를 위한 생맥주, 하이볼, 칵테일 (만 19세 이상 성인만 제공)',
    sortOrder: 10,
    items: [
      {
        slug: 'draft-beer',
        name: '생맥주',
        description: '시원하게 냉각한 라거 생맥주 (500cc)',
        unitPrice: 5000,
      },
      {
        slug: 'craft-ale',
        name: '수제 에일 맥주',
        description: '국내 양조장의 페일 에일·IPA 중 선택 (400cc)',
        unitPrice: 7000,
      },
      {
        slug: 'highball',
        name: '하이볼',
        description: '위스키에 탄산수와 레몬을 더한 하이볼 (레몬·진저 선택)',
        unitPrice: 7000,
      },
      {
        slug: 'mojito',
        name: '모히또',
        description: '럼, 라임, 애플민트로 만든 청량한 칵테일 (무알코올 선택 가능)',
        unitPrice: 8000,
      },
    ],
  },
];
