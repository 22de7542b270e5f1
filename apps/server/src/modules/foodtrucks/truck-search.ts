import type { FoodTruckListQuery } from '@ft/shared';
import type { KeywordNeedle } from './keyword-search.ts';

/** A listed truck as the search holds it: what the filters test, what the sorts compare, its rendered card. */
export interface SearchableTruck {
  id: number;
  reviewCount: number;
  /** Epoch milliseconds (fractional: the database keeps microseconds). */
  createdAt: number;
  baseFee: number;
  /** Each 시/도 and each "시/도 시/군/구" it serves. */
  areas: readonly string[];
  categoryIds: readonly number[];
  eventTypeIds: readonly number[];
  truckTypeId: number;
  truckSizeId: number;
  searchJamo: string;
  searchChoseong: string;
  /**
   * The truck's `FoodTruckSummary`, serialized once, as UTF-8 bytes: held outside the JavaScript heap (which
   * the collector then need not walk) and sent without encoding again.
   */
  card: Buffer;
}

export type Sort = FoodTruckListQuery['sort'];
export const SORTS = ['recommended', 'newest', 'price_asc', 'price_desc'] as const satisfies readonly Sort[];

type Compare = (a: SearchableTruck, b: SearchableTruck) => number;

/** Each sort's order; the tie-break on id keeps pages stable. */
const COMPARE: Record<Sort, Compare> = {
  recommended: (a, b) => b.reviewCount - a.reviewCount || a.id - b.id,
  newest: (a, b) => b.createdAt - a.createdAt || a.id - b.id,
  price_asc: (a, b) => a.baseFee - b.baseFee || a.id - b.id,
  price_desc: (a, b) => b.baseFee - a.baseFee || b.id - a.id,
};

/** The filters of one list request, slugs already resolved (null: a slug nothing has, so nothing matches). */
export interface SearchFilters {
  area?: string;
  categoryId?: number | null;
  eventTypeId?: number | null;
  truckTypeId?: number | null;
  truckSizeId?: number | null;
  keyword?: KeywordNeedle;
}

export interface SearchPage {
  cards: Buffer[];
  /** Matches counted, stopping once past `cap`. */
  total: number;
}

/**
 * A list of ints (4 bytes each, outside the JavaScript heap, which the collector then need not walk): the
 * keyword postings hold millions of entries at 100k trucks, and each facet's sort orders hold truck ids.
 */
class IntList {
  items = new Int32Array(4);
  length = 0;

  /** The last value pushed: a truck's repeated n-gram is pushed once. */
  get last(): number | undefined {
    return this.length > 0 ? this.items[this.length - 1] : undefined;
  }

  static of(values: readonly number[]): IntList {
    const list = new IntList();
    list.items = Int32Array.from(values);
    list.length = values.length;
    return list;
  }

  push(value: number): void {
    this.insert(this.length, value);
  }

  insert(at: number, value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(Math.max(4, this.items.length * 2));
      grown.set(this.items);
      this.items = grown;
    }
    this.items.copyWithin(at + 1, at, this.length);
    this.items[at] = value;
    this.length++;
  }

  removeAt(at: number): void {
    this.items.copyWithin(at, at + 1, this.length);
    this.length--;
  }
}

/** Where `unit`'s folded characters start: every unit below it stands for one character. */
const FOLDED = 222;

/**
 * A character as one byte, its unit: ASCII as itself, the compatibility jamo (ㄱ…ㆎ) after it, anything else
 * folded into the rest. A fold only lets more candidates through, and every candidate is checked.
 */
function unit(code: number): number {
  if (code < 128) return code;
  if (code >= 0x3131 && code <= 0x318e) return 128 + code - 0x3131;
  return FOLDED + (code % 34);
}

/** Calls `each` with every substring of `size` (2 or 3) characters of `text` as a small integer (a byte each). */
function eachGram(text: string, size: number, each: (gram: number) => void): void {
  for (let i = 0; i + size <= text.length; i++) {
    let gram = 0;
    for (let j = 0; j < size; j++) gram = (gram << 8) | unit(text.charCodeAt(i + j));
    each(gram);
  }
}

let unitScratch = Buffer.alloc(256);

/**
 * The text with each character as its unit, one byte each: a string half the size of the text, which the
 * search tests instead of the text when the keyword's units are exact (unitNeedle).
 */
function unitText(text: string): string {
  if (unitScratch.length < text.length) unitScratch = Buffer.alloc(text.length * 2);
  for (let i = 0; i < text.length; i++) unitScratch[i] = unit(text.charCodeAt(i));
  return unitScratch.toString('latin1', 0, text.length);
}

/**
 * The keyword as units, or undefined when one of its characters is folded: a folded unit stands for many
 * characters, so only a keyword with none is found in the unit text exactly where it is in the text.
 */
function unitNeedle(text: string): string | undefined {
  for (let i = 0; i < text.length; i++) if (unit(text.charCodeAt(i)) >= FOLDED) return undefined;
  return unitText(text);
}

function grams(text: string, size: number): Set<number> {
  const out = new Set<number>();
  eachGram(text, size, (gram) => out.add(gram));
  return out;
}

/** The map's value for `key`, made and stored first when it has none. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * A set of truck ids as bits: which trucks a facet holds, read without reaching the truck itself (reading a
 * truck's object for each candidate was mostly waiting for memory at 100k trucks).
 */
class IdSet {
  private words = new Uint32Array(0);

  has(id: number): boolean {
    return ((this.words[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;
  }

  add(id: number): void {
    const word = id >>> 5;
    if (word >= this.words.length) {
      const grown = new Uint32Array(Math.max(word + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[word]! |= 1 << (id & 31);
  }

  delete(id: number): void {
    const word = id >>> 5;
    if (word < this.words.length) this.words[word]! &= ~(1 << (id & 31));
  }

  clear(): void {
    this.words = new Uint32Array(0);
  }
}

const NO_IDS = new IdSet();

// Made once: postings are looked up for every n-gram of every truck read.
const newIntList = () => new IntList();

/** Sorting one match (its share of the sort) against a walk reading one mark: measured. */
const GATHER_COST_PER_CANDIDATE = 8;

/** Trigrams of the jamo form (a syllable is two or three jamo), pairs of the 초성 form (one per syllable). */
const GRAM_SIZE = { jamo: 3, choseong: 2 } as const;

/** The truck for each id listed (an array indexed by id: ids are dense). */
type Trucks = readonly (SearchableTruck | undefined)[];

/** Where `truck` belongs in `sorted` (or is, when it is there): the first position not before it. */
function position(sorted: IntList, trucks: Trucks, truck: SearchableTruck, compare: Compare): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(trucks[sorted.items[middle]!]!, truck) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The listed trucks held in memory and searched there: every filter and sort of the list answered without the
 * database, in time that does not grow with the catalogue.
 *
 * - Each facet (area, category, event type, truck type and size) keeps its truck ids in each sort's order,
 *   so a page of one facet is a slice and its count a length; with more filters the smallest facet is walked
 *   and each truck tested, stopping once the page is full and the count has passed the cap.
 * - A keyword keeps postings of its n-grams (jamo trigrams, 초성 pairs). Its rarest n-gram's trucks are the
 *   candidates: tested in the postings' order until the count has passed the cap, each marked a match or not
 *   in an array by id. The page is then either those matches sorted (when they are all found and few) or a
 *   walk in the sort's order that reads each truck's mark before it tests any text (the candidates the count
 *   did not reach are marked first: testing instead each text the walk reads, in the sort's order rather
 *   than the postings', measured slower even for a keyword in a third of 96k trucks).
 * - Texts are tested as unit strings (one byte a character, kept in arrays by id), not the trucks' own: half
 *   the memory to read, and no truck to reach first. With the processor's cache cold, that more than halved
 *   a common keyword's search at 96k trucks.
 *
 * Keyword postings are only appended to (a truck that changes adds the n-grams it gained); a candidate is
 * checked against the truck as it is now, so a stale entry costs a test, never a wrong answer. (A keyword
 * that is a single n-gram needs no test of a truck whose text is unchanged since the postings were built:
 * they name it only for n-grams it has.) They are rebuilt when stale entries outnumber live ones.
 */
export class TruckSearch {
  /**
   * @param gatherCost what sorting one keyword match costs against reading one mark in a walk: it picks the
   * plan, never the answer (the tests force each plan with 0 and Infinity).
   */
  constructor(private readonly gatherCost = GATHER_COST_PER_CANDIDATE) {}

  private trucks: (SearchableTruck | undefined)[] = [];
  private listed = 0;
  /** Facet key → the facet's truck ids in each sort's order (SORTS' order). */
  private readonly facets = new Map<string, IntList[]>();
  /** Facet key → the facet's truck ids as a set. */
  private readonly facetIds = new Map<string, IdSet>();
  /**
   * Trucks listed or whose text changed since the postings were last built: postings may name them for an
   * n-gram they no longer have, so a keyword's candidate among them is always tested against its text.
   */
  private readonly textChanged = new IdSet();
  private all: IntList[] = SORTS.map(() => new IntList());
  private readonly postings = { jamo: new Map<number, IntList>(), choseong: new Map<number, IntList>() };
  /** Each listed truck's texts as units (unitText), by id. */
  private readonly unitTexts = { jamo: [] as (string | undefined)[], choseong: [] as (string | undefined)[] };
  private postingEntries = 0;
  private liveEntries = 0;
  /** Per truck id, what the last keyword search that read it knows of it (stamps). */
  private marks = new Uint32Array(0);
  private stamp = 0;

  get size(): number {
    return this.listed;
  }

  /** Replaces the whole content: sorts once instead of inserting one by one. */
  reset(trucks: Iterable<SearchableTruck>): void {
    this.trucks = [];
    this.listed = 0;
    for (const field of TEXT_FIELDS) this.unitTexts[field] = [];
    this.facets.clear();
    this.facetIds.clear();
    const all: SearchableTruck[] = [];
    const facets = new Map<string, SearchableTruck[]>();
    for (const truck of trucks) {
      if (this.trucks[truck.id] === undefined) this.listed++;
      this.trucks[truck.id] = truck;
      this.keepUnitTexts(truck);
      this.makeMarkRoom(truck.id);
      all.push(truck);
      for (const key of facetKeys(truck)) {
        entryOf(facets, key, () => []).push(truck);
        this.idsOf(key).add(truck.id);
      }
    }
    const sortedIds = (list: SearchableTruck[]) =>
      SORTS.map((sort) => IntList.of(list.sort(COMPARE[sort]).map((t) => t.id)));
    this.all = sortedIds(all);
    for (const [key, list] of facets) this.facets.set(key, sortedIds(list));
    this.rebuildPostings();
  }

  /** Adds or replaces one truck. */
  upsert(truck: SearchableTruck): void {
    const previous = this.trucks[truck.id];
    if (previous) this.detach(previous);
    else this.listed++;
    this.trucks[truck.id] = truck;
    this.makeMarkRoom(truck.id);
    const keys = facetKeys(truck);
    SORTS.forEach((sort, i) => {
      this.insertSorted(this.all[i]!, truck, COMPARE[sort]);
      for (const key of keys) this.insertSorted(this.facetLists(key)[i]!, truck, COMPARE[sort]);
    });
    for (const key of keys) this.idsOf(key).add(truck.id);
    // A change that leaves the texts as they were (a price, a photo) leaves their units and postings too.
    if (!previous || TEXT_FIELDS.some((field) => textOf(previous, field) !== textOf(truck, field))) {
      this.textChanged.add(truck.id);
      this.keepUnitTexts(truck);
      for (const field of TEXT_FIELDS) {
        const had = previous ? grams(textOf(previous, field), GRAM_SIZE[field]) : new Set<number>();
        const now = grams(textOf(truck, field), GRAM_SIZE[field]);
        this.liveEntries += now.size - had.size;
        for (const gram of now) if (!had.has(gram)) this.addPosting(field, gram, truck.id);
      }
      this.compactIfStale();
    }
  }

  /** Takes a truck out (no longer listed). */
  remove(id: number): void {
    const previous = this.trucks[id];
    if (!previous) return;
    this.detach(previous);
    this.trucks[id] = undefined;
    for (const field of TEXT_FIELDS) this.unitTexts[field][id] = undefined;
    this.listed--;
    for (const field of TEXT_FIELDS) {
      this.liveEntries -= grams(textOf(previous, field), GRAM_SIZE[field]).size;
    }
    this.compactIfStale();
  }

  /** One page in the sort's order, and the matches counted up to just past `cap`. */
  search(filters: SearchFilters, sort: Sort, offset: number, limit: number, cap: number): SearchPage {
    const sortIndex = SORTS.indexOf(sort);
    const wanted = wantedFacets(filters);
    if (wanted === null) return { cards: [], total: 0 };
    const lists = wanted.map((key) => this.facets.get(key)?.[sortIndex] ?? new IntList());
    const walked = lists.reduce(
      (smallest, list) => (list.length < smallest.length ? list : smallest),
      this.all[sortIndex]!,
    );
    const trucks = this.trucks;
    const cardsOf = (ids: ArrayLike<number>) => Array.from(ids, (id) => trucks[id]!.card);
    const keyword = filters.keyword;
    if (!keyword && lists.length <= 1) {
      const page = walked.items.subarray(
        Math.min(offset, walked.length),
        Math.min(offset + limit, walked.length),
      );
      return { cards: cardsOf(page), total: walked.length };
    }
    const facetIds = wanted.map((key) => this.facetIds.get(key) ?? NO_IDS);
    const inFacets = (id: number) => {
      for (const ids of facetIds) if (!ids.has(id)) return false;
      return true;
    };
    const needed = Math.max(cap + 1, offset + limit);
    if (!keyword) return walk(walked, trucks, inFacets, offset, limit, needed);
    const needle = unitNeedle(keyword.text);
    const texts = this.unitTexts[keyword.field];
    const hasText =
      needle === undefined
        ? (id: number) => {
            const truck = trucks[id];
            return truck !== undefined && textOf(truck, keyword.field).includes(keyword.text);
          }
        : (id: number) => texts[id]?.includes(needle) === true;
    const rarest = this.rarestPosting(keyword);
    // A keyword shorter than an n-gram has no postings: every walked truck's text is tested.
    if (rarest === undefined) {
      return walk(walked, trucks, (id) => inFacets(id) && hasText(id), offset, limit, needed);
    }
    const { candidate, matched, rejected } = this.newStamps();
    const marks = this.marks;
    // A keyword that is one n-gram of exact units is in the text of every truck its postings name, unless the
    // truck's text changed since they were built.
    const whole = needle !== undefined && needle.length === GRAM_SIZE[keyword.field];
    const textChanged = this.textChanged;
    const isMatch = (id: number) =>
      inFacets(id) && (whole && !textChanged.has(id) ? trucks[id] !== undefined : hasText(id));
    // The count first, over the candidates in the postings' order (about the order of ids), until just past
    // the cap. A truck marked in this search is named twice (a removed truck's id used again): counted once.
    const found: number[] = [];
    const { items, length } = rarest;
    let next = 0;
    for (; next < length && found.length <= cap; next++) {
      const id = items[next]!;
      if (marks[id]! >= candidate) continue;
      if (isMatch(id)) {
        marks[id] = matched;
        found.push(id);
      } else marks[id] = rejected;
    }
    // Matches to expect in all, from those found among the candidates read.
    const expected = next === length ? found.length : (found.length * length) / next;
    const walkReads = Math.min(walked.length, ((offset + limit) * walked.length) / Math.max(1, expected));
    // Every match found: sorting them pays when they are few against what a walk to the page would read.
    if (found.length <= cap && found.length * this.gatherCost < walkReads) {
      const sorted = found.map((id) => trucks[id]!).sort(COMPARE[sort]);
      return { cards: sorted.slice(offset, offset + limit).map((t) => t.card), total: found.length };
    }
    // The page in the sort's order. The candidates the count did not reach are marked first; a truck this
    // search has not marked is not a candidate.
    for (let i = next; i < length; i++) {
      const id = items[i]!;
      if (marks[id]! < candidate) marks[id] = candidate;
    }
    const onPage = (id: number) => {
      const mark = marks[id]!;
      if (mark !== candidate) return mark === matched;
      const match = isMatch(id);
      marks[id] = match ? matched : rejected;
      return match;
    };
    const page = walk(walked, trucks, onPage, offset, limit, offset + limit);
    return { cards: page.cards, total: found.length };
  }

  /**
   * The postings of the keyword's rarest n-gram; undefined when the keyword is shorter than an n-gram. They name
   * candidates: a truck's other n-grams may be missing or apart, and postings keep entries a truck has since
   * lost. (Intersecting a second posting cost more than the candidates it removed: at 96k trucks the rarest
   * n-gram of each keyword measured named only matches.)
   */
  private rarestPosting(keyword: KeywordNeedle): IntList | undefined {
    let rarest: IntList | undefined;
    for (const gram of grams(keyword.text, GRAM_SIZE[keyword.field])) {
      const list = this.postings[keyword.field].get(gram) ?? new IntList();
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  /**
   * Three marks no truck has yet, in order: a candidate not yet tested, one tested and matching, one tested and
   * not. Every mark below the first was left by an earlier search.
   */
  private newStamps(): { candidate: number; matched: number; rejected: number } {
    if (this.stamp >= 0xffff_fffc) {
      this.marks.fill(0);
      this.stamp = 0;
    }
    const candidate = this.stamp + 1;
    this.stamp += 3;
    return { candidate, matched: candidate + 1, rejected: candidate + 2 };
  }

  private keepUnitTexts(truck: SearchableTruck): void {
    for (const field of TEXT_FIELDS) this.unitTexts[field][truck.id] = unitText(textOf(truck, field));
  }

  private makeMarkRoom(id: number): void {
    if (id < this.marks.length) return;
    const grown = new Uint32Array(Math.max(id + 1, this.marks.length * 2, 1024));
    grown.set(this.marks);
    this.marks = grown;
  }

  private insertSorted(sorted: IntList, truck: SearchableTruck, compare: Compare): void {
    sorted.insert(position(sorted, this.trucks, truck, compare), truck.id);
  }

  /** Takes `truck` (as it was listed) out of `sorted`. */
  private removeSorted(sorted: IntList, truck: SearchableTruck, compare: Compare): void {
    const at = position(sorted, this.trucks, truck, compare);
    if (at < sorted.length && sorted.items[at] === truck.id) sorted.removeAt(at);
  }

  private detach(truck: SearchableTruck): void {
    const keys = facetKeys(truck);
    SORTS.forEach((sort, i) => {
      this.removeSorted(this.all[i]!, truck, COMPARE[sort]);
      for (const key of keys) {
        const lists = this.facets.get(key);
        if (lists) this.removeSorted(lists[i]!, truck, COMPARE[sort]);
      }
    });
    for (const key of keys) {
      this.facetIds.get(key)?.delete(truck.id);
      if (this.facets.get(key)?.[0]?.length === 0) {
        this.facets.delete(key);
        this.facetIds.delete(key);
      }
    }
  }

  private idsOf(key: string): IdSet {
    return entryOf(this.facetIds, key, () => new IdSet());
  }

  /** The facet's lists, made empty when the facet is new. */
  private facetLists(key: string): IntList[] {
    return entryOf(this.facets, key, () => SORTS.map(() => new IntList()));
  }

  /** Adds `id` to the n-gram's postings, unless it is their last entry already (a repeated n-gram). */
  private addPosting(field: KeywordNeedle['field'], gram: number, id: number): void {
    const list = entryOf(this.postings[field], gram, newIntList);
    if (list.last === id) return;
    list.push(id);
    this.postingEntries++;
  }

  private compactIfStale(): void {
    if (this.postingEntries > 2 * this.liveEntries + 10_000) this.rebuildPostings();
  }

  private rebuildPostings(): void {
    for (const field of TEXT_FIELDS) this.postings[field].clear();
    this.textChanged.clear();
    this.postingEntries = 0;
    for (const truck of this.trucks) {
      if (!truck) continue;
      for (const field of TEXT_FIELDS) {
        eachGram(textOf(truck, field), GRAM_SIZE[field], (gram) => this.addPosting(field, gram, truck.id));
      }
    }
    this.liveEntries = this.postingEntries;
  }
}

/** Tests truck ids in `sorted` order, keeping the page's cards and counting matches until `needed`. */
function walk(
  sorted: IntList,
  trucks: Trucks,
  matches: (id: number) => boolean,
  offset: number,
  limit: number,
  needed: number,
): SearchPage {
  const cards: Buffer[] = [];
  let total = 0;
  const { items, length } = sorted;
  for (let i = 0; i < length; i++) {
    const id = items[i]!;
    if (!matches(id)) continue;
    if (total >= offset && total < offset + limit) cards.push(trucks[id]!.card);
    total++;
    if (total >= needed) break;
  }
  return { cards, total };
}

const TEXT_FIELDS = ['jamo', 'choseong'] as const;

const textOf = (truck: SearchableTruck, field: KeywordNeedle['field']) =>
  field === 'jamo' ? truck.searchJamo : truck.searchChoseong;

type FacetFilter = Exclude<keyof SearchFilters, 'keyword'>;

/** Each facet once: its key's prefix and the values a truck has for it. */
const FACETS: Record<
  FacetFilter,
  { prefix: string; values: (truck: SearchableTruck) => readonly (string | number)[] }
> = {
  area: { prefix: 'a', values: (t) => t.areas },
  categoryId: { prefix: 'c', values: (t) => t.categoryIds },
  eventTypeId: { prefix: 'e', values: (t) => t.eventTypeIds },
  truckTypeId: { prefix: 't', values: (t) => [t.truckTypeId] },
  truckSizeId: { prefix: 's', values: (t) => [t.truckSizeId] },
};
const FACET_FILTERS = Object.keys(FACETS) as FacetFilter[];

function facetKeys(truck: SearchableTruck): string[] {
  return FACET_FILTERS.flatMap((filter) => {
    const { prefix, values } = FACETS[filter];
    return values(truck).map((value) => `${prefix}:${value}`);
  });
}

/** The facet keys a request asks for, or null when one of its slugs names nothing. */
function wantedFacets(filters: SearchFilters): string[] | null {
  const wanted: string[] = [];
  for (const filter of FACET_FILTERS) {
    const value = filters[filter];
    if (value === null) return null;
    if (value === undefined || value === '') continue;
    wanted.push(`${FACETS[filter].prefix}:${value}`);
  }
  return wanted;
}
