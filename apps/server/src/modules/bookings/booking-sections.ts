import {
  type bookingInfoSchema,
  type bookingMenusSchema,
  estimateBooking,
  regionFromAddress,
  seoulInstant,
  servingsProblems,
  servingsRangeOf,
  validationMessage,
} from '@ft/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BookingMenuSnapshot } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { truckMenuItemsById } from '../foodtrucks/foodtrucks.service.ts';
import {
  type ActiveEventType,
  activeEventTypeAndMenuItems,
  activeMenuItemsById,
  type CatalogItemPrice,
  findActiveEventType,
} from '../reference/reference.service.ts';

// What each section of a request becomes in the booking row, for create and edit alike.

type InfoSection = z.output<typeof bookingInfoSchema>;
type MenuLines = z.output<typeof bookingMenusSchema>;

/** Field messages gathered from several checks, the first of them naming the whole answer. */
export function fieldErrors(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION_ERROR', { message: validationMessage(Object.keys(fields)[0]), fields });
}

export function infoColumns(info: InfoSection) {
  // The contract refuses an address it cannot place, so a region is always found here.
  const region = regionFromAddress(info.address.roadAddress) ?? { sido: '', sigungu: '' };
  return {
    eventName: info.eventName,
    eventDate: info.eventDate,
    startTime: info.startTime,
    endTime: info.endTime,
    startsAt: seoulInstant(info.eventDate, info.startTime),
    endsAt: seoulInstant(info.eventDate, info.endTime),
    guestCount: info.guestCount,
    postcode: info.address.postcode,
    roadAddress: info.address.roadAddress,
    detailAddress: info.address.detailAddress,
    sido: region.sido,
    sigungu: region.sigungu,
    budget: info.budget,
  };
}

export interface PricedMenus {
  menus: BookingMenuSnapshot[];
  menuSource: 'catalog' | 'truck';
  categoryIds: number[];
  estimate: number;
}

/**
 * Prices the lines on the server (docs/product.md § Domain): from the target truck's own menu plus its
 * call-out fee, or from the catalogue for an open request. Unknown items are named per line, like the
 * contract's own messages; servings outside the truck's range (or the catalogue's limits) are refused per
 * line with the rule the menu step shows (docs/decisions/014), never clamped.
 */
export async function priceMenus(
  db: Db,
  lines: MenuLines,
  truck: PricingTruck | null,
  fields: Record<string, string>,
): Promise<PricedMenus> {
  const ids = lines.map((line) => line.menuItemId);
  const items = truck ? await truckMenuItemsById(db, truck.id, ids) : await activeMenuItemsById(db, ids);
  return priceLines(lines, items, truck, fields);
}

type PricingTruck = { id: number; baseFee: number; minServings: number; maxServings: number };

function priceLines(
  lines: MenuLines,
  items: CatalogItemPrice[],
  truck: PricingTruck | null,
  fields: Record<string, string>,
): PricedMenus {
  Object.assign(fields, servingsProblems(lines, servingsRangeOf(truck)));
  const byId = new Map(items.map((item) => [item.id, item]));
  const menus: BookingMenuSnapshot[] = [];
  lines.forEach((line, index) => {
    const item = byId.get(line.menuItemId);
    if (!item) {
      fields[`menus.${index}.menuItemId`] = truck
        ? '이 푸드트럭의 메뉴에서 골라주세요'
        : '메뉴를 찾을 수 없어요. 다시 골라주세요';
      return;
    }
    menus.push({
      menuItemId: item.id,
      categoryId: item.categoryId,
      name: item.name,
      unitPrice: item.price,
      servings: line.servings,
    });
  });
  return {
    menus,
    menuSource: truck ? 'truck' : 'catalog',
    categoryIds: [...new Set(menus.map((line) => line.categoryId))].sort((a, b) => a - b),
    estimate: estimateBooking(menus, truck?.baseFee ?? 0),
  };
}

export async function checkEventType(db: Db, id: number, fields: Record<string, string>) {
  return eventTypeOrField(await findActiveEventType(db, id), fields);
}

function eventTypeOrField<T>(eventType: T | undefined, fields: Record<string, string>): T | undefined {
  if (!eventType) fields.eventTypeId = '행사 종류를 다시 선택해주세요';
  return eventType;
}

/**
 * A new request's event type and menus, priced from the truck's menu or (an open request) the catalogue. Each
 * check writes its own fields into `fields`, the event type's first, so the first field names the message
 * whichever query answers first. An open request reads both in one statement.
 */
export async function checkEventTypeAndMenus(
  db: Db,
  eventTypeId: number,
  lines: MenuLines,
  truck: PricingTruck | null,
  fields: Record<string, string>,
) {
  const eventTypeFields: Record<string, string> = {};
  const menuFields: Record<string, string> = {};
  let eventType: ActiveEventType | undefined;
  let priced: PricedMenus;
  if (truck) {
    [eventType, priced] = await Promise.all([
      checkEventType(db, eventTypeId, eventTypeFields),
      priceMenus(db, lines, truck, menuFields),
    ]);
  } else {
    const ids = lines.map((line) => line.menuItemId);
    const found = await activeEventTypeAndMenuItems(db, eventTypeId, ids);
    eventType = eventTypeOrField(found.eventType, eventTypeFields);
    priced = priceLines(lines, found.items, null, menuFields);
  }
  Object.assign(fields, eventTypeFields, menuFields);
  return { eventType, priced };
}
