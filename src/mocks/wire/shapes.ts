import type { CategoryTreeNode, CityVo, GroupBuyMember, GroupBuyRecord, LoginAdminResponse, MenuItem, SeckillSku, ShippingFreeRow, ShippingRegionRow, ShippingTemplateInfo } from '@/api/generated/model';
import { regionTree } from '../seed/shipping';

// Where the reference backend's classes name or build a thing otherwise than the console's model (which
// the demo backend answers in): the demo's data put in the reference's terms, by call, before it is written
// as the Java class (java.ts), which fills every other field by name. backend-wire-facts.md lists these shapes.

type Shape = (data: never) => unknown;

const asMenu = (m: MenuItem): unknown => ({
  ...m,
  title: m.name,
  path: m.url,
  // The reference's tree lists only what the sidebar shows: hidden pages are routes of the console alone.
  children: m.childList.filter((c) => !c.hidden).map(asMenu),
});

/** Category trees: `child` (left out when empty, @JsonInclude NON_EMPTY) and the ancestors' path. */
const asCategory = ({ childList, ...node }: CategoryTreeNode): unknown => ({
  ...node,
  path: `/0/${node.pid}/`,
  ...(childList.length > 0 ? { child: childList.map(asCategory) } : {}),
});

/** The reference's owner is role 2; the other roles go by id already. */
const asRoles = (roles: readonly string[]) => roles.map((r) => (r === 'admin' ? '2' : r)).join(',');

/**
 * The seckill copy's whole SKU (ProductAttrValue): its own id, `price` the activity price, `otPrice` the
 * product's price, `masterId` the product's SKU. The demo keeps the copy's SKUs by the product's SKU; a
 * copy SKU's id is the product row's id and the SKU's place.
 */
const asSeckillSku = (rowId: number) => (s: SeckillSku & { id?: number }, i: number) => ({ ...s, id: s.id ?? rowId * 1000 + i + 1, masterId: s.attrValueId, price: s.activityPrice, otPrice: s.price, isDel: false });

let regionPaths: Map<number, number[]> | undefined;
/** Each region's path of ids from its province, as the reference console's region picker writes it. */
function pathOf(id: number): number[] {
  if (!regionPaths) {
    const paths = new Map<number, number[]>();
    const walk = (nodes: readonly CityVo[], above: number[]) => {
      for (const node of nodes) {
        const path = [...above, node.regionId];
        paths.set(node.regionId, path);
        if (node.child) walk(node.child, path);
      }
    };
    walk(regionTree(), []);
    regionPaths = paths;
  }
  return regionPaths.get(id) ?? [id];
}

/**
 * A saved row's title as ShippingTemplatesServiceImpl.getInfo builds it: the region path of each city
 * the row was saved with, in one JSON list; the whole country is `[[0,0]]`.
 */
function javaTitle(cityId: string): string {
  if (cityId === '0' || cityId === 'all') return '[[0,0]]';
  return JSON.stringify(cityId.split(',').map((id) => pathOf(Number(id))));
}
const withJavaTitle = <R extends ShippingRegionRow | ShippingFreeRow>({ cityId, ...row }: R) => ({ ...row, title: javaTitle(cityId) });

/** getInfo returns before reading the rows of a template that ships free everywhere, and reads free rows only for 部分包邮. */
function asShippingInfo(info: ShippingTemplateInfo): unknown {
  // Rows the demo already keeps as the reference's region paths (no cityId) are sent as they are.
  if (![...(info.regionList ?? []), ...(info.freeList ?? [])].every((row) => 'cityId' in row)) return info;
  if (info.appoint === 0) return { ...info, regionList: null, freeList: null };
  const regions = info.regionList.map(withJavaTitle);
  // The whole-country row first, as getInfo moves it.
  const ordered = [...regions.filter((r) => r.title === '[[0,0]]'), ...regions.filter((r) => r.title !== '[[0,0]]')];
  return { ...info, regionList: ordered, freeList: info.appoint === 2 ? info.freeList.map(withJavaTitle) : null };
}

const asGroupMember = (m: GroupBuyMember) => ({
  ...m,
  memberAvatar: m.avatar,
  memberId: m.uid,
  memberNickname: m.nickname,
  orderDetailSku: m.sku,
  isLeader: m.isLeader ? 1 : 0,
});

/** The data of each call answered in shapes of the reference's own, by method and reference path. */
export const SHAPES: Readonly<Record<string, Shape>> = {
  'GET /admin/merchant/getMenus': (menus: MenuItem[]) => menus.filter((m) => !m.hidden).map(asMenu),
  'GET /admin/merchant/category/list/tree': (tree: CategoryTreeNode[]) => tree.map(asCategory),
  'GET /admin/merchant/getAdminInfoByToken': (info: LoginAdminResponse) => ({ ...info, roles: asRoles(info.roles) }),
  'GET /admin/merchant/seckill/product/page': (page: { list: Array<{ id: number; attrValue: SeckillSku[] }> }) => ({
    ...page,
    list: page.list.map((p) => ({ ...p, attrValue: p.attrValue.map(asSeckillSku(p.id)) })),
  }),
  'GET /admin/merchant/shipping/templates/info/{id}': asShippingInfo,
  // Details the demo already answers as GroupBuyRecordDetailResponse (no `record`) are sent as they are.
  'GET /admin/merchant/groupbuy/record/info/{id}': (data: { record: GroupBuyRecord; members: GroupBuyMember[] }) =>
    'record' in data ? { ...data.record, memberDataList: data.members.map(asGroupMember) } : data,
};
