import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { ADMIN_AREAS, LOCALE_AREAS, LOCALE_AREA_NAMES, ROUTE_AREAS, areaOfKey, pickArea, pickCore } from './locale-areas';
import { ROUTES } from './routes';

type Strings = Record<string, unknown>;

function leaves(strings: Strings, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leaves(value as Strings, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('locale areas', () => {
  it('split a language file into parts that together hold every key exactly once', () => {
    const parts = [pickCore(en), ...LOCALE_AREA_NAMES.map((area) => pickArea(en, area))].map((part) => leaves(part));
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(leaves(en).sort());
  });

  it('name only key paths the language files have', () => {
    const paths = new Set(leaves(en).flatMap((key) => key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))));
    for (const area of LOCALE_AREA_NAMES) {
      for (const path of LOCALE_AREAS[area]) expect(paths, `${area}: ${path}`).toContain(path);
    }
  });

  it('place a key in its area, or in the core', () => {
    expect(areaOfKey('admin.nav.dashboard')).toBe('admin');
    expect(areaOfKey('insight.admin.title')).toBe('admin');
    expect(areaOfKey('insight.cost.total')).toBeNull();
    expect(areaOfKey('terms.title')).toBe('legal');
    expect(areaOfKey('myLots.count_one')).toBe('account');
    expect(areaOfKey('common.close')).toBeNull();
    expect(areaOfKey('administrator')).toBeNull();
  });

  it('are named for routes the app has', () => {
    const routes = new Set<string>(Object.values(ROUTES));
    for (const route of Object.keys(ROUTE_AREAS)) expect(routes, route).toContain(route);
    expect(ADMIN_AREAS).toContain('admin');
  });
});
