import { getResponse, http, HttpResponse } from 'msw';
import type { CategoryTreeNode, LoginAdminResponse, MenuItem, RoleInfo, SeckillSku, SystemLoginResponse } from '@/api/generated/model';
import { demoBackend } from '@/mocks/handlers';

// The demo backend's answers in the reference backend's (CRMEB's) shapes, as backend-wire-facts.md and the
// inventory describe them: message null on success, menus with title, path and children and no hidden pages, category trees with child, roles as a comma list of role ids, role details without rules,
// and seckill SKUs as the seckill copy's whole SKU (saved shipping rows the demo backend answers as the reference does). Tests run under it
// (vitest project "reference backend") to show that no page sees the difference; the contract watcher
// checks every such answer against the wire contract.

type Shape = (data: unknown) => unknown;
/** One operation's answer in the reference's shape, from the model's. */
const shape = <T>(fn: (data: T) => unknown): Shape => (data) => fn(data as T);

const asMenu = (m: MenuItem): unknown => ({
  id: m.id,
  pid: m.pid,
  title: m.name,
  icon: m.icon || null,
  perms: m.perms || null,
  path: m.url,
  menuType: m.menuType,
  sort: m.sort,
  // The reference's tree lists only what the sidebar shows: hidden pages are routes of the console alone.
  children: m.childList.filter((c) => !c.hidden).map(asMenu),
});

const asCategory = ({ childList, ...node }: CategoryTreeNode): unknown => ({
  ...node,
  path: `/0/${node.pid}/`,
  url: node.url ?? null,
  extra: node.extra ?? null,
  ...(childList.length > 0 ? { child: childList.map(asCategory) } : {}),
});

/** The reference's owner is role 2; the other roles go by id already. */
const asRoles = (roles: string[]) => roles.map((r) => (r === 'admin' ? '2' : r)).join(',');

const asSeckillSku = (s: SeckillSku): unknown => ({
  id: s.id,
  masterId: s.attrValueId,
  sku: s.sku,
  image: s.image,
  price: s.activityPrice,
  otPrice: s.price,
  stock: s.stock,
  quota: s.quota,
  quotaShow: s.quotaShow,
  isDel: false,
});

/** The shape of one operation's data, by method and path (without /api). */
const SHAPES: Array<[method: string, path: RegExp, shape: Shape]> = [
  ['GET', /^\/admin\/merchant\/getMenus$/, shape((menus: MenuItem[]) => menus.filter((m) => !m.hidden).map(asMenu))],
  ['GET', /^\/admin\/merchant\/category\/list\/tree$/, shape((tree: CategoryTreeNode[]) => tree.map(asCategory))],
  ['GET', /^\/admin\/merchant\/getAdminInfoByToken$/, shape((info: LoginAdminResponse) => ({ ...info, roles: asRoles(info.roles) }))],
  ['POST', /^\/admin\/merchant\/login$/, shape(({ merStarLevel: _s, merReceiptPrintingSwitch: _p, ...rest }: SystemLoginResponse) => rest)],
  ['GET', /^\/admin\/merchant\/role\/info\/\d+$/, shape(({ rules: _r, ...rest }: RoleInfo) => ({ ...rest, createTime: null, updateTime: null }))],
  ['GET', /^\/admin\/merchant\/seckill\/product\/page$/, shape((page: { list: Array<{ attrValue: SeckillSku[] }> }) => ({ ...page, list: page.list.map((p) => ({ ...p, attrValue: p.attrValue.map(asSeckillSku) })) }))],
];

/** Every call answered by the demo backend, then put in the reference's shape. */
export const referenceShapes = http.all('*/api/*', async ({ request }) => {
  const response = await getResponse(demoBackend, request);
  if (!response || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response.json()) as { code: number; message: string | null; data?: unknown };
  if (body.code !== 200) return HttpResponse.json(body);
  const path = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
  const toReference = SHAPES.find(([method, pattern]) => method === request.method && pattern.test(path))?.[2];
  const data = body.data === undefined || body.data === null ? null : toReference ? toReference(body.data) : body.data;
  return HttpResponse.json({ code: 200, message: null, data });
});
