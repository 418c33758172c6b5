import { screen, waitFor, within } from '@testing-library/react';
import { getDb, setFault } from '@/mocks/db';
import { ownerMenus } from '@/mocks/seed/menus';
import type { MenuItem } from '@/api/generated/model';
import { column, confirmWith, findRow, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const TABLE = '身份列表';
const open = (path = '/operation/roleManager/identityManager') => openPage(path, TABLE);
const flat = (nodes: readonly MenuItem[]): MenuItem[] => nodes.flatMap((n) => [n, ...flat(n.childList)]);
const menu = (url: string) => flat(ownerMenus).find((m) => m.url === url)!;
const role = (name: string) => getDb().roles.find((r) => r.roleName === name);
const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });
const box = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name });

describe('身份管理', () => {
  it('lists the roles and sends 角色昵称 and 状态 to the server', async () => {
    const requests = recordRequests();
    const { user } = await open();
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['客服', '运营', '财务']));
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['角色编号', '角色昵称', '状态', '创建时间', '更新时间', '操作']);
    const service = role('客服')!;
    const cells = within(await findRow(TABLE, '客服')).getAllByRole('cell').map((c) => c.textContent);
    expect([cells[0], cells[1], cells[3], cells[4], cells[5]]).toEqual([String(service.id), '客服', service.createTime, service.updateTime, '编辑删除']);

    await user.type(screen.getByLabelText('角色昵称'), '运{Enter}');
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['运营']));
    expect(requests.last('/role/list')?.url.searchParams.get('roleName')).toBe('运');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await chooseOption(user, '状态', '关闭');
    await waitFor(() => expect(requests.last('/role/list')?.url.searchParams.get('status')).toBe('false'));
    expect(await within(screen.getByRole('table', { name: TABLE })).findByText('暂无身份')).toBeInTheDocument();
  });

  it('validates, then adds a role with linked checks: a page takes its buttons, its directory is partly checked', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '添加身份' }));
    const form = await dialog('添加身份');
    await within(form).findByRole('checkbox', { name: '展开/折叠' });
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('请输入角色名称')).toBeInTheDocument();
    expect(within(form).getByText('请选择菜单权限')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('角色名称'), '订单专员');
    await user.click(box(form, '展开/折叠'));
    await user.click(box(form, '订单管理'));
    expect(box(form, '订单管理')).toBeChecked();
    expect(box(form, '发货')).toBeChecked();
    expect(box(form, '订单')).toBePartiallyChecked();
    expect(box(form, '退款单')).not.toBeChecked();
    await user.click(box(form, '删除订单'));
    expect(box(form, '订单管理')).toBePartiallyChecked();
    // Checking a parent checks everything under it; checking it again clears it.
    await user.click(box(form, '主页'));
    await user.click(box(form, '用户'));
    expect(box(form, '用户管理')).toBeChecked();
    await user.click(box(form, '用户'));
    expect(box(form, '用户管理')).not.toBeChecked();

    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    const saved = role('订单专员')!;
    const orderList = menu('/order/list');
    const buttons = orderList.childList.filter((b) => b.name !== '删除订单').map((b) => b.id);
    const home = menu('/dashboard');
    expect(saved.rules).toBe([home.id, ...home.childList.map((b) => b.id), menu('/order').id, orderList.id, ...buttons].join(','));
    expect(saved.status).toBe(true);
    await waitFor(() => expect(column(TABLE, 1)).toContain('订单专员'));
  });

  it('re-checks a role exactly when editing, and saves a new name with the same menus', async () => {
    const { user } = await open();
    const before = role('客服')!.rules;
    await user.click(within(await findRow(TABLE, '客服')).getByRole('button', { name: '编辑 客服' }));
    const form = await dialog('编辑身份');
    expect(within(form).getByLabelText('角色名称')).toHaveValue('客服');
    await user.click(box(form, '展开/折叠'));
    expect(box(form, '主页')).toBeChecked();
    expect(box(form, '商品列表')).toBePartiallyChecked();
    expect(box(form, '商品分页列表')).toBeChecked();
    expect(box(form, '删除商品')).not.toBeChecked();
    expect(box(form, '财务')).not.toBeChecked();

    await user.clear(within(form).getByLabelText('角色名称'));
    await user.type(within(form).getByLabelText('角色名称'), '售后客服');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(role('售后客服')?.rules).toBe(before);
    await waitFor(() => expect(column(TABLE, 1)).toContain('售后客服'));
  });

  it('refuses to delete a role an admin holds and deletes a free one', async () => {
    const { user } = await open();
    await user.click(within(await findRow(TABLE, '客服')).getByRole('button', { name: '删除 客服' }));
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('角色已使用'));
    expect(role('客服')).toBeDefined();

    await user.click(within(await findRow(TABLE, '财务')).getByRole('button', { name: '删除 财务' }));
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(role('财务')).toBeUndefined();
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['客服', '运营']));
  });

  it('switches a role off, and back when the server refuses', async () => {
    const { user } = await open();
    const finance = () => within(screen.getByRole('table', { name: TABLE })).getByRole('switch', { name: '财务 状态' });
    await user.click(await within(screen.getByRole('table', { name: TABLE })).findByRole('switch', { name: '财务 状态' }));
    await waitFor(() => expect(role('财务')?.status).toBe(false));
    await waitFor(() => expect(finance()).not.toBeChecked());

    setFault('/admin/merchant/role/updateStatus', '500');
    await user.click(finance());
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(() => expect(finance()).not.toBeChecked());
    expect(role('财务')?.status).toBe(false);
  });
});
