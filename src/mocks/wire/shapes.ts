import type { CategoryTreeNode, LoginAdminResponse, MenuItem, SeckillSku } from '@/api/generated/model';

// Where the reference backend's classes name or build a thing otherwise than the console's model (which
// the demo backend answers in): the demo's data put in the reference's terms, by call, before it is written
// as the Java class (java.ts), which fills every other field by name. backend-wire-facts.md lists these shapes.

type Shape = (data: never) => unknown;

/**
 * The reference builds the tree from its menus shown and not buttons (is_show = 1, menu_type <> 'A'): the
 * buttons are permissions, and hidden pages are routes of the console alone.
 */
const inReferenceTree = (m: MenuItem) => !m.hidden && m.menuType !== 'A';

const asMenu = (m: MenuItem): unknown => ({
  ...m,
  title: m.name,
  path: m.url,
  children: m.childList.filter(inReferenceTree).map(asMenu),
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
 * product's price, `masterId` the product's SKU. 
 */
const asSeckillSku = (rowId: number) => (s: SeckillSku & { id?: number }, i: number) => ({ ...s, id: s.id ?? rowId * 1000 + i + 1, masterId: s.attrValueId, price: s.activityPrice, otPrice: s.price, isDel: false });

/** The data of each call answered in shapes of the reference's own, by method and reference path. */
export const SHAPES: Readonly<Record<string, Shape>> = {
  'GET /admin/merchant/getMenus': (menus: MenuItem[]) => menus.filter(inReferenceTree).map(asMenu),
  'GET /admin/merchant/category/list/tree': (tree: CategoryTreeNode[]) => tree.map(asCategory),
  'GET /admin/merchant/getAdminInfoByToken': (info: LoginAdminResponse) => ({ ...info, roles: asRoles(info.roles) }),
  'GET /admin/merchant/seckill/product/page': (page: { list: Array<{ id: number; attrValue: SeckillSku[] }> }) => ({
    ...page,
    list: page.list.map((p) => ({ ...p, attrValue: p.attrValue.map(asSeckillSku(p.id)) })),
  }),
  // 99Api's collection answers the collected product itself; 一号通's (copy/product) wraps it in `info`.
  'POST /admin/merchant/product/importProduct': (collected: { info: unknown }) => collected.info,
};
