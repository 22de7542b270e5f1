import type { Catalogue } from '@ft/shared';
import { describe, expect, it } from 'vitest';
import { bodyFromForm, entryDetail, formValuesOf, sortedEntries, toggleBody } from './catalogue-form.ts';

const item = {
  id: 7,
  categoryId: 2,
  slug: 'americano',
  name: '아메리카노',
  description: '고소한 원두로 내린 커피',
  unitPrice: 3500,
  sortOrder: 1,
  isActive: true,
};

describe('formValuesOf', () => {
  it('fills every field of the kind as text (a price grouped), and starts a new entry empty', () => {
    expect(formValuesOf('menu-items', item)).toEqual({
      categoryId: '2',
      name: '아메리카노',
      slug: 'americano',
      description: '고소한 원두로 내린 커피',
      unitPrice: '3,500',
      sortOrder: '1',
    });
    expect(formValuesOf('policies')).toEqual({
      title: '',
      slug: '',
      summary: '',
      version: '',
      effectiveDate: '',
      body: '',
    });
  });
});

describe('bodyFromForm', () => {
  it('turns a new menu item into the API body, numbers as numbers', () => {
    const result = bodyFromForm('menu-items', {
      ...formValuesOf('menu-items', item),
      unitPrice: '4,500',
      sortOrder: '',
    });
    expect(result).toEqual({
      ok: true,
      body: {
        categoryId: 2,
        name: '아메리카노',
        slug: 'americano',
        description: '고소한 원두로 내린 커피',
        unitPrice: 4500,
        sortOrder: 0,
        isActive: true,
      },
    });
  });

  it('sends an edit without the slug, which cannot change, and with the entry’s active state', () => {
    const result = bodyFromForm('menu-items', { ...formValuesOf('menu-items', item), slug: 'X' }, item);
    expect(result.ok && result.body).toEqual({
      categoryId: 2,
      name: '아메리카노',
      description: '고소한 원두로 내린 커피',
      unitPrice: 3500,
      sortOrder: 1,
      isActive: true,
    });
  });

  it('names every field that is missing or malformed, in Korean', () => {
    const result = bodyFromForm('truck-sizes', {
      name: '',
      slug: 'Big Truck',
      description: '큰 트럭',
      lengthM: '5,5m',
      widthM: '',
      sortOrder: '-1',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: '이름을 입력해주세요',
        slug: '슬러그는 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있어요',
        lengthM: '길이를 숫자로 입력해주세요',
        widthM: '너비를 입력해주세요',
        sortOrder: '정렬 순서를 확인해주세요',
      },
    });
  });

  it('checks a policy’s date and asks for a category on a menu item', () => {
    const policy = bodyFromForm('policies', {
      title: '이용약관',
      slug: 'terms-2',
      summary: '요약',
      version: 'v2',
      effectiveDate: '',
      body: '본문',
    });
    expect(policy).toEqual({ ok: false, errors: { effectiveDate: '시행일을 다시 골라주세요' } });
    const menu = bodyFromForm('menu-items', { ...formValuesOf('menu-items', item), categoryId: '' });
    expect(menu.ok === false && menu.errors).toEqual({ categoryId: '메뉴 분류를 골라주세요' });
  });
});

describe('entryDetail and sortedEntries', () => {
  const catalogue = {
    'menu-categories': [{ id: 2, name: '커피·음료' }],
  } as unknown as Catalogue;

  it('tells rows apart at a glance', () => {
    expect(entryDetail('menu-items', item, catalogue)).toBe('커피·음료 · 1인분 3,500원');
    expect(
      entryDetail('truck-sizes', {
        id: 1,
        slug: 'light',
        name: '경형',
        description: '',
        lengthM: 3.6,
        widthM: 1.5,
        sortOrder: 1,
        isActive: true,
      }),
    ).toBe('3.6 × 1.5m');
  });

  it('orders by sort order, then by age', () => {
    const rows = [
      { ...item, id: 3, sortOrder: 2 },
      { ...item, id: 2, sortOrder: 1 },
      { ...item, id: 1, sortOrder: 2 },
    ];
    expect(sortedEntries('menu-items', rows).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});

describe('an edit of an inactive entry', () => {
  // Saved exactly as shown, whatever the server would default a missing field to.
  it('keeps it inactive and where it was', () => {
    const inactive = { ...item, isActive: false, sortOrder: 7 };
    const result = bodyFromForm('menu-items', formValuesOf('menu-items', inactive), inactive);
    expect(result.ok && result.body).toMatchObject({ isActive: false, sortOrder: 7 });
    const cleared = bodyFromForm(
      'menu-items',
      { ...formValuesOf('menu-items', inactive), sortOrder: '' },
      inactive,
    );
    expect(cleared.ok && cleared.body).toMatchObject({ isActive: false, sortOrder: 0 });
  });

  it('toggles only the active state', () => {
    expect(toggleBody({ ...item, isActive: false, sortOrder: 7 })).toEqual({ isActive: true, sortOrder: 7 });
    const policy = {
      id: 1,
      slug: 'terms',
      title: '이용약관',
      summary: '',
      version: '1.0',
      effectiveDate: '2026-11-01',
      body: '',
      isActive: true,
    };
    expect(toggleBody(policy)).toEqual({ isActive: false });
  });
});
