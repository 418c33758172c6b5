import { getAdminInfoByToken, getMenus, merchantLogin } from '@/api/generated/functions/auth/auth';
import { getCategoryTree } from '@/api/generated/functions/material/material';
import { setToken } from '@/lib/session-cookies';

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
