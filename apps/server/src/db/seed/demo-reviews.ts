import {
  addDays,
  currentTimeMs,
  estimateBooking,
  REVIEW_WINDOW_DAYS,
  seoulDate,
  seoulInstant,
} from '@ft/shared';
import { newBookingCode } from '../../modules/bookings/booking-code.ts';
import type { Db } from '../client.ts';
import { type BookingMenuSnapshot, bookings, reviews, users } from '../schema/index.ts';

const DAY = 86_400_000;

/** Who wrote the demo's reviews: people without a password, who never sign in. */
const REVIEWERS = ['이서연', '박지훈', '최유진', '정민호', '강하은', '윤도현'];

/** What any organiser says of a truck that came, whatever it serves. */
const ANY_TRUCK: Record<number, string[]> = {
  5: [
    '약속한 시간보다 일찍 와서 준비해 주셨어요. 다음 행사에도 꼭 부를게요.',
    '사장님이 친절하시고 현장 정리까지 깔끔하게 해 주셨어요.',
  ],
  4: ['전반적으로 만족해요. 메뉴 구성을 미리 상담해 주셔서 편했습니다.'],
  3: [],
};

/**
 * What organisers say of what a kind of truck serves (its truck type's slug), by the stars they give: a coffee
 * truck is praised for its coffee, never for food made 덜 맵게. The demo's reviews draw from these and the
 * sayings above in turn; a test holds each kind to its own words (seed.api.test.ts).
 */
export const SAYINGS_BY_KIND: Record<string, Record<number, string[]>> = {
  meal: {
    5: [
      '직원 행사에 불렀는데 줄이 끊이지 않았어요. 양도 넉넉해서 다들 든든하게 먹었어요.',
      '현장에서 바로 만들어 주셔서 따뜻하게 먹었어요. 식사 대용으로 충분했어요.',
    ],
    4: ['맛은 정말 좋았어요. 점심시간에 사람이 몰려 대기가 조금 길었던 점만 아쉬워요.'],
    3: ['음식은 무난했어요. 도착이 조금 늦어 시작이 밀렸어요.'],
  },
  bunsik: {
    5: [
      '아이들 축제였는데 아이들 입맛에 맞게 덜 맵게 해 주셔서 모두 잘 먹었어요.',
      '어릴 때 먹던 분식 맛 그대로였어요. 준비해 오신 양이 금방 동났어요.',
    ],
    4: ['맛은 정말 좋았어요. 사람이 몰릴 때 대기가 조금 길었던 점만 아쉬워요.'],
    3: ['음식은 무난했어요. 도착이 조금 늦어 시작이 밀렸어요.'],
  },
  'coffee-drink': {
    5: [
      '촬영장 커피차 서포트로 불렀는데 배너까지 챙겨 주셔서 스태프 모두 감동했어요.',
      '음료가 정말 빨리 나와서 쉬는 시간 안에 다 같이 받았어요. 라떼가 특히 맛있었어요.',
    ],
    4: ['음료 맛은 좋았어요. 주문이 몰릴 때 잠깐 기다린 점만 아쉬워요.'],
    3: ['음료는 무난했어요. 도착이 조금 늦어 시작이 밀렸어요.'],
  },
  dessert: {
    5: [
      '후식으로 불렀는데 달콤한 냄새에 줄이 끊이지 않았어요. 아이들이 제일 좋아했어요.',
      '갓 구워서 따뜻할 때 나눠 주셔서 다들 좋아했어요. 포장도 깔끔했어요.',
    ],
    4: ['디저트 맛은 좋았어요. 한꺼번에 몰릴 때 조금 기다렸어요.'],
    3: ['디저트는 무난했어요. 도착이 조금 늦어 시작이 밀렸어요.'],
  },
  bar: {
    5: [
      '저녁 파티에 불렀는데 맥주도 칵테일도 맛있어서 분위기가 확 살았어요.',
      '주류 허가부터 신분 확인까지 꼼꼼하게 챙겨 주셔서 안심이 됐어요.',
    ],
    4: ['술맛은 좋았어요. 잔이 한꺼번에 몰릴 때 조금 기다렸어요.'],
    3: ['음료는 무난했어요. 도착이 조금 늦어 시작이 밀렸어요.'],
  },
  'ice-cream': {
    5: [
      '더운 날 야외 행사였는데 시원한 디저트 덕분에 다들 웃으면서 버텼어요.',
      '아이들이 두 번씩 받으러 갔어요. 녹기 전에 빨리빨리 담아 주셨어요.',
    ],
    4: ['맛은 정말 좋았어요. 줄이 길 때 조금 기다렸던 점만 아쉬워요.'],
    3: ['디저트는 무난했어요. 도착이 조금 늦어 시작이 밀렸어요.'],
  },
};

/** The sayings a truck of this kind draws from for a rating: its kind's first, then any truck's. */
export function sayingsFor(truckTypeSlug: string, rating: number): string[] {
  const kind = SAYINGS_BY_KIND[truckTypeSlug];
  if (!kind) throw new Error(`No demo review sayings for truck type ${truckTypeSlug}`);
  return [...(kind[rating] ?? []), ...(ANY_TRUCK[rating] ?? [])];
}

/** Ratings whose average comes close to `target`: mostly fives, fours and a rare three. */
function ratingsFor(target: number, count: number): number[] {
  const ratings: number[] = [];
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const wanted = target * (i + 1) - sum;
    const rating = Math.max(3, Math.min(5, Math.round(wanted)));
    ratings.push(rating);
    sum += rating;
  }
  return ratings;
}

export interface ReviewedTruck {
  id: number;
  slug: string;
  /** Its kind: what its reviews praise (SAYINGS_BY_KIND). */
  truckTypeSlug: string;
  baseFee: number;
  /** The average and size the demo's reviews of it aim for (data/trucks.ts); a few reviews stand for many. */
  rating: number;
  reviewCount: number;
  menu: Omit<BookingMenuSnapshot, 'servings'>[];
  region: { sido: string; sigungu: string };
}

/**
 * Reviews the demo catalogue starts with, written as they would be: each on a past booking of its truck, served
 * and confirmed, by one of a few demo organisers, and published. They are past history, so they are stored
 * without the history lines that announce new moves (nobody is notified of them); the database's trigger
 * turns them into each truck's rating and count (migration 0033).
 */
export async function seedDemoReviews(tx: Db, trucks: ReviewedTruck[], eventTypeId: number): Promise<void> {
  const people = await tx
    .insert(users)
    .values(
      REVIEWERS.map((nickname, index) => ({
        email: `reviewer-${index + 1}@example.com`,
        nickname,
        role: 'customer' as const,
      })),
    )
    .returning({ id: users.id });
  const today = seoulDate();
  const past: (typeof bookings.$inferInsert)[] = [];
  const written: Omit<typeof reviews.$inferInsert, 'bookingId'>[] = [];
  let serial = 0;
  for (const truck of trucks) {
    const count = Math.max(1, Math.min(8, Math.round(truck.reviewCount / 25)));
    for (const [index, rating] of ratingsFor(truck.rating, count).entries()) {
      serial += 1;
      const eventDate = addDays(today, -(REVIEW_WINDOW_DAYS + 7 + index * 9 + (truck.id % 5)));
      const startsAt = seoulInstant(eventDate, '11:00');
      const endsAt = seoulInstant(eventDate, '14:00');
      const createdAt = new Date(startsAt.getTime() - 20 * DAY);
      const confirmedAt = new Date(endsAt.getTime() + DAY);
      const dish = truck.menu[index % truck.menu.length]!;
      const menus = [{ ...dish, servings: 100 }];
      const estimate = estimateBooking(menus, truck.baseFee);
      const reviewer = people[serial % people.length]!;
      const n = serial;
      past.push({
        code: newBookingCode(createdAt, (size) =>
          Uint8Array.from({ length: size }, (_, i) => (n >> (i * 5)) & 31),
        ),
        customerId: reviewer.id,
        idempotencyKey: `demo-review-${truck.slug}-${index}`,
        targetTruckId: truck.id,
        truckId: truck.id,
        eventTypeId,
        eventName: '사내 행사',
        eventDate,
        startTime: '11:00',
        endTime: '14:00',
        startsAt,
        endsAt,
        guestCount: 100,
        postcode: '06236',
        roadAddress: `${truck.region.sido} ${truck.region.sigungu}`,
        detailAddress: '',
        sido: truck.region.sido,
        sigungu: truck.region.sigungu,
        budget: null,
        menus,
        menuSource: 'truck',
        categoryIds: [dish.categoryId],
        contactName: REVIEWERS[serial % REVIEWERS.length]!,
        contactPhone: '01000000000',
        contactEmail: `reviewer-${(serial % REVIEWERS.length) + 1}@example.com`,
        requests: '',
        estimate,
        quotedAmount: estimate,
        acceptedAt: new Date(createdAt.getTime() + DAY),
        status: 'completed',
        serviceConfirmedAt: confirmedAt,
        serviceConfirmedBy: 'customer',
        createdAt,
        updatedAt: confirmedAt,
      });
      const writtenAt = new Date(confirmedAt.getTime() + 2 * DAY);
      const sayings = sayingsFor(truck.truckTypeSlug, rating);
      written.push({
        truckId: truck.id,
        side: 'customer',
        authorId: reviewer.id,
        rating,
        body: sayings[serial % sayings.length]!,
        status: 'published',
        createdAt: writtenAt,
        updatedAt: writtenAt,
        publishedAt: new Date(Math.min(writtenAt.getTime() + DAY, currentTimeMs())),
      });
    }
  }
  // Two statements for the whole catalogue: this runs on a first start. Rows come back in the order given.
  const inserted = await tx.insert(bookings).values(past).returning({ id: bookings.id });
  await tx.insert(reviews).values(written.map((review, i) => ({ ...review, bookingId: inserted[i]!.id })));
}
