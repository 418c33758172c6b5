import { screen, waitFor, within } from '@testing-library/react';
import { saveAdmin, saveRole } from '@/api/generated/endpoints/role/role';
import type { MenuItem } from '@/api/generated/model';
import { clearSession, switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { demoWire } from '@/mocks/wire';
import { ownerMenus } from '@/mocks/seed/menus';
import { renderApp, signIn } from '@/test/render-app';
import { texts } from '@/test/page';

const flat = (nodes: readonly MenuItem[]): MenuItem[] => nodes.flatMap((n) => [n, ...flat(n.childList)]);
const menu = (url: string) => flat(ownerMenus).find((m) => m.url === url)!;
/** A page with every button under it, as checking it in the tree gives. */
const page = (url: string) => [menu(url).id, ...menu(url).childList.map((b) => b.id)];

/** The owner creates a role and an admin holding it through the calls, then signs out. */
async function createAdmin(rules: number[], status = true) {
  switchRole('admin');
  await saveRole({ roleName: '商品订单', rules: rules.join(','), status: true });
  const roleId = getDb().roles.find((r) => r.roleName === '商品订单')!.id;
  await saveAdmin({ account: 'clerk', pwd: 'clerk123', realName: '孙店员', roles: String(roleId), status });
  clearSession();
}

/** The names in the sidebar's top level (its first list; nested lists are inside its items). */
const topMenus = (nav: HTMLElement) => Array.from(nav.querySelector('ul')?.children ?? [], (li) => li.textContent?.replace('›', '').trim());

describe('an admin holding a role', () => {
  it('sees only the menus the role grants and can use the product list', async () => {
    await createAdmin([menu('/dashboard').id, menu('/product').id, ...page('/product/list'), menu('/order').id, ...page('/order/list')]);
    const { user, app, location } = renderApp('/login');
    await signIn(user, 'clerk', 'clerk123');
    expect(await screen.findByTestId('real-name', {}, { timeout: 5000 })).toHaveTextContent('孙店员');
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(topMenus(nav)).toEqual(['主页', '商品', '订单']);
    await user.click(within(nav).getByRole('button', { name: '商品' }));
    expect(within(nav).getByRole('link', { name: '商品列表' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '商品分类' })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: '商品列表' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    const table = await screen.findByRole('table', { name: '商品列表' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(texts()).not.toContain('没有权限访问');

    // Pages the role does not grant stay closed, the settings above all.
    app.router.history.push('/operation/roleManager/adminList');
    await waitFor(() => expect(location().pathname).toBe('/401'));
  });

  it('is refused at sign-in while disabled', async () => {
    await createAdmin([menu('/dashboard').id], false);
    const { user } = renderApp('/login');
    await signIn(user, 'clerk', 'clerk123');
    // The reference backend names the account (and says so before looking at the password).
    await waitFor(() => expect(texts()).toContain(demoWire() === 'reference' ? '对不起，您的账号：clerk 已停用' : '账号已被禁用，请联系管理员'));
    expect(screen.queryByTestId('real-name')).toBeNull();
  });
});
