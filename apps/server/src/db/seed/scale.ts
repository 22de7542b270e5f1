import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { deferListingRefresh, refreshListing } from '../listing-refresh.ts';

/**
 * A large, realistic catalogue for benchmarks (`npm run seed:scale`), written by the database itself from the
 * demo data: the approved demo trucks are cloned (names, menus, categories, event types and photo rows, spread
 * over the demo's areas, prices, ratings and two years of sign-ups), customers are added, and bookings in every
 * status are spread over the past and the coming year. Every value follows from the row's number, so the same
 * arguments give the same data. Two accounts carry the heavy cases: a customer with 1,000 bookings and a
 * vendor whose truck has 5,000.
 */
export const SCALE_ACCOUNTS = {
  heavyCustomer: 'scale-heavy-customer@example.com',
  heavyVendor: 'scale-vendor@example.com',
} as const;
export const HEAVY_CUSTOMER_BOOKINGS = 1_000;
export const HEAVY_TRUCK_BOOKINGS = 5_000;

const BATCH = 50_000;
/** The four characters of a booking code (booking-code.ts): taken from the row number, so codes never clash. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const MAX_BOOKINGS = 32 ** 4 - 1;

export interface ScaleOptions {
  trucks: number;
  bookings: number;
  password: string;
  /** Progress lines (rows written so far); silent when omitted. */
  log?: (line: string) => void;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return rows<T>(await db.execute(query))[0]!;
}

/**
 * Adds trucks until `trucks` exist (a few of them waiting for review or suspended, as in a live catalogue) and
 * `bookings` bookings; a second run with the same figures adds nothing.
 */
export async function seedScale(db: Db, opts: ScaleOptions): Promise<{ trucks: number; bookings: number }> {
  if (opts.bookings > MAX_BOOKINGS) throw new Error(`at most ${MAX_BOOKINGS} bookings`);
  const log = opts.log ?? (() => undefined);
  const passwordHash = await hashPassword(opts.password);

  // ── Accounts: the heavy customer and vendor, and customers enough for ~50 bookings each ──
  const customerCount = Math.max(100, Math.ceil(opts.bookings / 50));
  await db.execute(sql`
    insert into users (id, email, password_hash, nickname, role, phone)
    values (md5(${SCALE_ACCOUNTS.heavyCustomer})::uuid, ${SCALE_ACCOUNTS.heavyCustomer}, ${passwordHash}, '단골 고객', 'customer', '01090000001'),
           (md5(${SCALE_ACCOUNTS.heavyVendor})::uuid, ${SCALE_ACCOUNTS.heavyVendor}, ${passwordHash}, '바쁜 사장님', 'vendor', '01090000002')
    on conflict do nothing`);
  await db.execute(sql`
    insert into users (id, email, password_hash, nickname, role, phone)
    select md5('scale-customer-' || n)::uuid, 'scale-customer-' || n || '@example.com', ${passwordHash},
      '고객' || n, 'customer', '010' || lpad((n % 100000000)::text, 8, '0')
    from generate_series(1, ${customerCount}) n
    on conflict do nothing`);

  // ── Trucks: clones of the approved demo trucks, with explicit ids so each clone knows its source ──
  const { trucksNow, maxId, sources } = await one<{ trucksNow: number; maxId: number; sources: number }>(
    db,
    sql`select (select count(*)::int from food_trucks) as "trucksNow",
      (select coalesce(max(id), 0)::int from food_trucks) as "maxId",
      (select count(*)::int from food_trucks where status = 'approved' and owner_id is null) as sources`,
  );
  const clones = Math.max(0, opts.trucks - trucksNow);
  if (clones > 0 && sources === 0) throw new Error('seed:scale clones the demo trucks: seed the demo first');
  // Every 40th clone waits for review and every 50th is suspended, as in a live catalogue; the first is the
  // heavy vendor's.
  for (let from = 1; from <= clones; from += BATCH) {
    const to = Math.min(clones, from + BATCH - 1);
    await db.transaction(async (tx) => {
      await deferListingRefresh(tx);
      await tx.execute(
        sql`create temp table scale_clone (truck_id int primary key, source_id int, g int) on commit drop`,
      );
      await tx.execute(sql`
        with src as (
          select row_number() over (order by id)::int - 1 as k, id from food_trucks
          where status = 'approved' and owner_id is null)
        insert into scale_clone (truck_id, source_id, g)
        select ${maxId} + g, src.id, g from generate_series(${from}::int, ${to}::int) g
        join src on src.k = g % ${sources}`);
      await tx.execute(sql`
        insert into food_trucks (id, owner_id, name, description, truck_type_id, truck_size_id, base_fee, min_servings,
          max_servings, status, rating, review_count,
          business_name, representative, business_number, business_phone, created_at, updated_at)
        overriding system value
        select c.truck_id, case when c.g = 1 then md5(${SCALE_ACCOUNTS.heavyVendor})::uuid end,
          s.name || ' ' || c.g, s.description, s.truck_type_id, s.truck_size_id,
          s.base_fee + (c.g % 21) * 10000, s.min_servings, s.max_servings,
          case when c.g > 1 and c.g % 50 = 0 then 'suspended' when c.g > 1 and c.g % 40 = 0 then 'pending' else 'approved' end,
          round((3.5 + ((c.g * 31) % 16) / 10.0)::numeric, 1), (c.g * 7919) % 600,
          s.business_name, s.representative, s.business_number, s.business_phone,
          now() - make_interval(days => c.g % 730, secs => c.g % 86400), now() - make_interval(days => c.g % 730)
        from scale_clone c join food_trucks s on s.id = c.source_id`);
      // Each clone serves one or two of the demo's areas, picked from its number.
      await tx.execute(sql`
        with areas as (
          select row_number() over (order by sido, sigungu)::int - 1 as k, sido, sigungu
          from (select distinct sido, sigungu from food_truck_regions) a),
        n as (select count(*)::int as p from areas)
        insert into food_truck_regions (truck_id, sido, sigungu)
        select distinct c.truck_id, a.sido, a.sigungu from scale_clone c, n
        join areas a on true
        where a.k = (c.g * 7) % n.p or a.k = (c.g * 13 + 1) % n.p`);
      await tx.execute(sql`
        insert into food_truck_categories (truck_id, category_id)
        select c.truck_id, fc.category_id from scale_clone c join food_truck_categories fc on fc.truck_id = c.source_id`);
      await tx.execute(sql`
        insert into food_truck_event_types (truck_id, event_type_id)
        select c.truck_id, fe.event_type_id from scale_clone c join food_truck_event_types fe on fe.truck_id = c.source_id`);
      await tx.execute(sql`
        insert into food_truck_menu_items (truck_id, category_id, name, description, price, sort_order)
        select c.truck_id, m.category_id, m.name, m.description, m.price + (c.g % 5) * 500, m.sort_order
        from scale_clone c join food_truck_menu_items m on m.truck_id = c.source_id`);
      await tx.execute(sql`
        insert into food_truck_photos (truck_id, file_id, kind, sort_order)
        select c.truck_id, p.file_id, p.kind, p.sort_order
        from scale_clone c join food_truck_photos p on p.truck_id = c.source_id`);
      await refreshListing(tx, sql`array(select truck_id from scale_clone)`);
    });
    log(`trucks ${to.toLocaleString()} / ${clones.toLocaleString()}`);
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('food_trucks', 'id'), (select max(id) from food_trucks))`,
  );

  // ── Bookings ──
  // The heavy vendor's truck is the first clone; the others follow it.
  const { existing, firstClone, lastTruck } = await one<{
    existing: number;
    firstClone: number | null;
    lastTruck: number;
  }>(
    db,
    sql`select (select count(*)::int from bookings where idempotency_key like 'scale-%') as existing,
      (select min(id) from food_trucks where owner_id = md5(${SCALE_ACCOUNTS.heavyVendor})::uuid) as "firstClone",
      (select max(id) from food_trucks) as "lastTruck"`,
  );
  const otherClones = firstClone === null ? 0 : lastTruck - firstClone;
  if (firstClone === null || otherClones === 0) return { trucks: clones, bookings: 0 };
  const wanted = opts.bookings;
  for (let from = existing + 1; from <= wanted; from += BATCH) {
    const to = Math.min(wanted, from + BATCH - 1);
    await db.transaction(async (tx) => {
      // Each booking's insert trigger writes its one history line (it starts where it stands) and its event.
      await tx.execute(bookingBatch({ from, to, firstClone, otherClones, customerCount }));
    });
    log(`bookings ${to.toLocaleString()} / ${wanted.toLocaleString()}`);
  }
  // The seeded bookings' moves are history, not news: nobody is notified of them when a server starts (the
  // listeners would work through hundreds of thousands of events beside whatever is being measured).
  await db.execute(sql`update event_cursors c set last_tx_id = e.tx_id, last_id = e.id
    from (select tx_id, id from domain_events order by tx_id desc, id desc limit 1) e`);
  // The listing refresh (migration 0029) rewrote every cloned truck row once, leaving the table twice its size
  // (PGlite has no autovacuum) and every scan reading the dead versions too: rewrite it.
  await db.execute(sql`vacuum (full, analyze) food_trucks`);
  // Fresh statistics, so the planner sees the catalogue as it now is; and the visibility map a live database's
  // autovacuum keeps, so a count can read its index alone. (PGlite has no autovacuum, and this machine's
  // PostgreSQL runs without it: a million fresh rows would otherwise each be fetched to be counted.)
  await db.execute(sql`vacuum (analyze)`);
  return { trucks: clones, bookings: Math.max(0, wanted - existing) };
}

/**
 * Bookings number `from`..`to`. The first HEAVY_TRUCK_BOOKINGS go to the heavy vendor's truck (seven two-hour
 * slots a day over two years, so accepted ones never overlap); the rest cycle over the clones, one slot per
 * truck and day, ten days apart. The next HEAVY_CUSTOMER_BOOKINGS belong to the heavy customer, the others to
 * the generated customers. Past events ended completed, cancelled, expired or rejected; coming ones wait,
 * are confirmed, cancelled or rejected; every fifth waiting one (not the heavy truck's) is an open request.
 */
function bookingBatch(p: {
  from: number;
  to: number;
  firstClone: number;
  otherClones: number;
  customerCount: number;
}) {
  const letter = (shift: number) => sql.raw(`substr('${CODE_ALPHABET}', ((g >> ${shift}) & 31) + 1, 1)`);
  return sql`
    with slots as (
      select g,
        case when g <= ${HEAVY_TRUCK_BOOKINGS} then ${p.firstClone}
          else ${p.firstClone} + 1 + (g % ${p.otherClones}) end as truck_id,
        -- The n-th booking of a truck lands in the n-th block of 73 days: one truck never has two at once.
        case when g <= ${HEAVY_TRUCK_BOOKINGS} then (g - 1) % 730
          else (((g / ${p.otherClones}) * 73 + g % 73) % 730) end - 365 as day_offset,
        case when g <= ${HEAVY_TRUCK_BOOKINGS} then 8 + 2 * (((g - 1) / 730) % 7)
          else 9 + 2 * ((g / ${p.otherClones * 10}) % 6) end as start_hour,
        case when g > ${HEAVY_TRUCK_BOOKINGS} and g <= ${HEAVY_TRUCK_BOOKINGS + HEAVY_CUSTOMER_BOOKINGS}
          then md5(${SCALE_ACCOUNTS.heavyCustomer})::uuid
          else md5('scale-customer-' || (1 + (g * 7) % ${p.customerCount}))::uuid end as customer_id,
        ${letter(15)} || ${letter(10)} || ${letter(5)} || ${letter(0)} as suffix
      from generate_series(${p.from}::int, ${p.to}::int) g),
    timed as (
      select s.*, (current_date + s.day_offset) as event_date,
        ((current_date + s.day_offset)::timestamp + make_interval(hours => s.start_hour)) at time zone 'Asia/Seoul' as starts_at
      from slots s),
    shaped as (
      select t.*, t.starts_at + interval '2 hours' as ends_at,
        case when t.starts_at < now() then (array['completed','completed','completed','completed','completed','completed','cancelled','cancelled','expired','rejected'])[1 + t.g % 10]
          else (array['requested','requested','requested','requested','accepted','accepted','accepted','cancelled','cancelled','rejected'])[1 + t.g % 10] end as status,
        -- Requested up to 30 days before the event, and never in the last hour; a future event's request is
        -- spread over the past 180 days (one hour for them all filled today's booking codes, FT-YYYYMMDD-XXXX).
        least(t.starts_at - make_interval(days => 1 + t.g % 30),
          now() - make_interval(mins => 60 + ((t.g::bigint * 7919) % (60 * 24 * 180))::int)) as created_at
      from timed t)
    insert into bookings (id, code, customer_id, idempotency_key, target_truck_id, truck_id, event_type_id, event_name,
      event_date, start_time, end_time, starts_at, ends_at, guest_count, postcode, road_address, detail_address,
      sido, sigungu, menus, menu_source, category_ids, contact_name, contact_phone, contact_email, requests,
      estimate, quoted_amount, cancellation_fee, status_reason, status, created_at, updated_at)
    select md5('scale-booking-' || b.g)::uuid,
      'FT-' || to_char(b.created_at at time zone 'Asia/Seoul', 'YYYYMMDD') || '-' || b.suffix,
      b.customer_id, 'scale-' || b.g,
      case when open then null else b.truck_id end,
      case when open then null else b.truck_id end,
      e.id, '행사 ' || b.g, b.event_date,
      lpad(b.start_hour::text, 2, '0') || ':00', lpad((b.start_hour + 2)::text, 2, '0') || ':00',
      b.starts_at, b.ends_at, 50 + (b.g % 5) * 50, '06236', r.sido || ' ' || r.sigungu || ' 행사로 ' || (1 + b.g % 300), '',
      r.sido, r.sigungu,
      case when open
        then jsonb_build_array(jsonb_build_object('menuItemId', cm.id, 'categoryId', cm.category_id, 'name', cm.name,
          'unitPrice', cm.unit_price, 'servings', 50 + (b.g % 5) * 50))
        else jsonb_build_array(jsonb_build_object('menuItemId', m.id, 'categoryId', m.category_id, 'name', m.name,
          'unitPrice', m.price, 'servings', 50 + (b.g % 5) * 50)) end,
      case when open then 'catalog' else 'truck' end, array[m.category_id],
      u.nickname, coalesce(u.phone, '01000000000'), u.email, '',
      m.price * (50 + (b.g % 5) * 50) + ft.base_fee,
      case when b.status in ('accepted', 'completed') then m.price * (50 + (b.g % 5) * 50) + ft.base_fee end,
      case when b.status = 'cancelled' then 0 end,
      case when b.status in ('cancelled', 'rejected') then '일정이 맞지 않아요' end,
      b.status, b.created_at, greatest(b.created_at, least(b.ends_at, now() - interval '1 minute'))
    from shaped b
    cross join lateral (select b.g > ${HEAVY_TRUCK_BOOKINGS} and b.status in ('requested', 'expired') and b.g % 5 = 0 as open) o
    join food_trucks ft on ft.id = b.truck_id
    join users u on u.id = b.customer_id
    cross join lateral (select sido, sigungu from food_truck_regions where truck_id = b.truck_id order by sido, sigungu limit 1) r
    cross join lateral (select id, category_id, name, price from food_truck_menu_items where truck_id = b.truck_id order by sort_order limit 1) m
    cross join lateral (select fe.event_type_id as id from food_truck_event_types fe where fe.truck_id = b.truck_id order by 1 limit 1) e
    cross join lateral (select id, category_id, name, unit_price from menu_items where category_id = m.category_id order by sort_order limit 1) cm
    on conflict do nothing`;
}
