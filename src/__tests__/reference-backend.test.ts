import { getAdminInfoByToken, getMenus, merchantLogin } from '@/api/generated/functions/auth/auth';
import { getCategoryTree } from '@/api/generated/functions/material/material';
import { setToken } from '@/lib/session-cookies';
import { ignoreContractViolationsInThisTest } from '@/test/contract';
import { getDb } from '@/mocks/db';
import { JAVA_CLASSES } from '@/mocks/wire/reference.gen';

// Runs in the vitest project "reference backend" only: the answers are in the reference backend's
// shapes on the wire (checked here on the raw answers), and the console reads them as its model.

async function raw(path: string, token: string) {
  const response = await fetch(`http://localhost/api${path}`, { headers: { 'Authori-zation': token } });
  return (await response.json()) as { code: number; message: string | null; data: unknown };
}

describe('the reference backend’s shapes', () => {
  it('are what goes over the wire, and the console reads its model from them', async () => {
    const { token } = await merchantLogin({ account: 'admin', pwd: 'admin123' });
    setToken(token);

    const menus = await raw('/admin/merchant/getMenus', token);
    expect(menus.message).toBeNull();
    // Its tree has directories and pages only: buttons are permissions, never sent (menu_type <> 'A').
    const types = new Set<unknown>();
    const walk = (nodes: Array<{ menuType: unknown; children: unknown[] }>) => nodes.forEach((n) => (types.add(n.menuType), walk(n.children as typeof nodes)));
    walk(menus.data as Parameters<typeof walk>[0]);
    expect([...types].toSorted()).toEqual(['C', 'M']);
    expect(menus.data).toEqual(expect.arrayContaining([expect.objectContaining({ title: '商品', path: '/product', children: expect.any(Array) })]));
    expect(JSON.stringify(menus.data)).not.toContain('"childList"');
    expect((await getMenus()).find((m) => m.name === '商品')).toMatchObject({ url: '/product', hidden: false, childList: expect.any(Array) });

    const info = await raw('/admin/merchant/getAdminInfoByToken', token);
    expect(info.data).toMatchObject({ roles: '2' });
    expect((await getAdminInfoByToken()).roles).toContain('admin');

    const folders = await raw('/admin/merchant/category/list/tree?type=2&status=-1', token);
    expect(JSON.stringify(folders.data)).toContain('"child"');
    const tree = await getCategoryTree({ type: 2, status: -1 });
    expect(tree.some((node) => node.childList.length > 0)).toBe(true);
  });
});

/** Every key of a JSON object at every depth, by the object's place (`list[].attrValue[]`). */
function keysAt(value: unknown, at = '', out = new Map<string, Set<string>>()) {
  if (Array.isArray(value)) for (const v of value) keysAt(v, `${at}[]`, out);
  else if (value !== null && typeof value === 'object') {
    const keys = out.get(at) ?? new Set<string>();
    for (const [k, v] of Object.entries(value)) {
      keys.add(k);
      keysAt(v, `${at}.${k}`, out);
    }
    out.set(at, keys);
  }
  return out;
}

describe('the demo backend in the reference wire (VITE_DEMO_WIRE=reference)', () => {
  let token = '';
  beforeEach(async () => {
    token = (await merchantLogin({ account: 'admin', pwd: 'admin123' })).token;
  });

  it('answers with exactly the fields of the Java class at every depth, null where it has no value, money as text and its dates', async () => {
    const page = await raw('/admin/merchant/product/list?page=1&limit=5&type=1', token);
    expect(page).toMatchObject({ code: 200, message: null });
    const fields = JAVA_CLASSES.AdminProductListResponse!.map(([name]) => name);
    const rows = (page.data as { list: Array<Record<string, unknown>> }).list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).toSorted()).toEqual(fields.toSorted());
    expect(rows[0]!.price).toEqual(expect.stringMatching(/^\d+\.\d{2}$/));

    const seckill = (await raw('/admin/merchant/seckill/product/page?page=1&limit=5', token)).data;
    const skus = keysAt(seckill).get('.list[].attrValue[]');
    expect(skus && [...skus].toSorted()).toEqual(JAVA_CLASSES.ProductAttrValue!.map(([name]) => name).toSorted());
    expect(JSON.stringify(seckill)).toContain(':null');
  });

  it('answers the copyright as the platform’s setting, text, which the footer reads', async () => {
    expect(await raw('/admin/merchant/copyright/get/company/info', token)).toEqual({ code: 200, message: null, data: '云上好店科技有限公司' });
  });

  it('serves the demo’s stored pictures as in its own wire', async () => {
    const avatar = getDb().accounts.find((a) => a.account === 'admin')?.avatar ?? '';
    expect(avatar).toContain('/demo-files/');
    const response = await fetch(new URL(avatar, 'http://localhost'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });

  it('writes dates as yyyy-MM-dd HH:mm:ss', async () => {
    const templates = (await raw('/admin/merchant/shipping/templates/list?page=1&limit=5', token)).data as { list: Array<{ createTime: unknown }> };
    expect(templates.list[0]!.createTime).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
  });

  it('refuses with the code of the Java error enum', async () => {
    expect(await raw('/admin/merchant/product/info/987654', token)).toEqual({ code: 6102, message: '商品不存在', data: null });
  });

  it('answers a call the reference has not as an unmapped path: Spring Boot’s 404 body', async () => {
    ignoreContractViolationsInThisTest();
    const response = await fetch('http://localhost/api/admin/merchant/statistics/home/sales/trend?days=7', { headers: { 'Authori-zation': token } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, error: 'Not Found', path: '/api/admin/merchant/statistics/home/sales/trend' });
  });

  it('reads a body as its request class: fields the class has not are dropped before the demo sees them', async () => {
    ignoreContractViolationsInThisTest();
    expect(JAVA_CLASSES.SeckillProductPriceAttrValueRequest!.map(([name]) => name)).toEqual(['id', 'activityPrice']);
    const fetched = await fetch('http://localhost/api/admin/merchant/shipping/templates/save', {
      method: 'POST',
      headers: { 'Authori-zation': token, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '按件', type: 1, appoint: 1, sort: 0, shippingTemplatesRegionRequestList: [{ cityId: '0', title: '全国', first: 1, firstPrice: 5, renewal: 1, renewalPrice: 1 }] }),
    });
    // ShippingTemplatesRegionServiceImpl.saveAll parses the title as a JSON list of region paths.
    expect(await fetched.json()).toMatchObject({ code: 500, data: null });
  });
});
