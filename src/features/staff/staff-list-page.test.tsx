import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { menusFor, staffMenuUrls } from '@/mocks/seed/menus';
import { EMPLOYEE_USER_TAKEN } from '@/mocks/logic/employee';
import { confirmWith, findRow, findTable, openPage, pickPicture, rowOf, texts, type PageUser } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const PATH = '/staff/index';
const TABLE = '员工列表';

/** The names in the 员工姓名 column, top to bottom. */
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]?.textContent);

const employee = (name: string) => {
  const found = getDb().employees.find((e) => e.name === name);
  if (!found) throw new Error(`no employee ${name}`);
  return found;
};

/** The list signed in as the owner, once its newest employee shows. */
async function open(path = PATH) {
  const app = await openPage(path);
  const table = await findTable(TABLE);
  await findRow(table, '吴超');
  return { ...app, table };
}

/** Searches the open 选择用户 dialog for the user by their uid and picks them. */
async function pickUser(user: PageUser, uid: number) {
  const picker = await screen.findByRole('dialog', { name: '选择用户' });
  await user.type(within(picker).getByLabelText('用户搜索'), `${uid}{Enter}`);
  await user.click(await within(picker).findByRole('radio', { name: new RegExp(`UID ${uid}）$`) }));
  await user.click(within(picker).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择用户' })).not.toBeInTheDocument());
}

describe('员工管理', () => {
  it('lists the employees newest first with their columns, permissions by name and the linked user', async () => {
    const { table } = await open();
    expect(names(table)).toEqual(['吴超', '胡军', '吴浩然', '何梓萱', '张杰', '何娜']);
    for (const header of ['ID', '头像', '员工姓名', '关联用户', '手机号', '管理权限', '创建时间', '状态', '操作']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const first = employee('何娜');
    const cells = within(rowOf(table, '何娜')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(String(first.id));
    expect(cells[3]).toHaveTextContent(`Leo / ${first.uid}`);
    expect(cells[4]).toHaveTextContent(first.phone);
    expect(cells[5]).toHaveTextContent('订单管理商品管理售后管理订单核销销量/用户统计');
    expect(cells[6]).toHaveTextContent(first.creatTime);
    expect(within(rowOf(table, '何娜')).getByRole('switch', { name: '何娜 状态' })).toHaveAttribute('aria-checked', 'true');
    expect(within(rowOf(table, '吴浩然')).getByRole('switch', { name: '吴浩然 状态' })).toHaveAttribute('aria-checked', 'false');
  });

  it('filters by 员工状态 and by name or phone through the address, and resets', async () => {
    const { user, table, location } = await open();
    await chooseOption(user, '员工状态', '关闭');
    await waitFor(() => expect(names(table)).toEqual(['吴浩然']));
    expect(location().search).toMatchObject({ status: 0 });

    await chooseOption(user, '员工状态', '开启');
    await waitFor(() => expect(names(table)).toEqual(['吴超', '胡军', '何梓萱', '张杰', '何娜']));
    await user.type(screen.getByLabelText('员工搜索'), '何{Enter}');
    await waitFor(() => expect(names(table)).toEqual(['何梓萱', '何娜']));
    expect(location().search).toMatchObject({ status: 1, keywords: '何' });

    await user.clear(screen.getByLabelText('员工搜索'));
    await user.type(screen.getByLabelText('员工搜索'), `${employee('张杰').phone.slice(3, 8)}{Enter}`);
    await waitFor(() => expect(names(table)).toEqual(['张杰']));

    await user.type(screen.getByLabelText('员工搜索'), '0000{Enter}');
    expect(await within(table).findByText('没有符合条件的员工')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names(table)).toHaveLength(6));
    expect(location().search).not.toHaveProperty('status');
    expect(location().search).not.toHaveProperty('keywords');
  });

  it('reads the filters from an address opened directly', async () => {
    const app = await openPage(`${PATH}?status=0`);
    const table = await findTable(TABLE);
    await findRow(table, '吴浩然');
    expect(names(table)).toEqual(['吴浩然']);
    expect(screen.getByRole('combobox', { name: '员工状态' })).toHaveTextContent('关闭');
    expect(app.location().search).toMatchObject({ status: 0 });
  });

  it('switches an employee off in place, sending the whole employee to the update call', async () => {
    const { user, table } = await open();
    const requests = recordRequests();
    await user.click(within(rowOf(table, '胡军')).getByRole('switch', { name: '胡军 状态' }));
    await waitFor(() => expect(texts()).toContain('修改成功'));
    expect(employee('胡军').status).toBe(0);
    const target = employee('胡军');
    expect(await requests.bodies('/employee/update')).toEqual([
      { id: target.id, uid: target.uid, name: '胡军', phone: target.phone, role: '5', status: 0, avatar: target.avatar },
    ]);
    await waitFor(() => expect(within(rowOf(table, '胡军')).getByRole('switch', { name: '胡军 状态' })).toHaveAttribute('aria-checked', 'false'));
  });

  it('rolls the switch back when the server refuses', async () => {
    const { user, table } = await open();
    getDb().faults['/admin/merchant/employee/update'] = '500';
    await user.click(within(rowOf(table, '何梓萱')).getByRole('switch', { name: '何梓萱 状态' }));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(() => expect(within(rowOf(table, '何梓萱')).getByRole('switch', { name: '何梓萱 状态' })).toHaveAttribute('aria-checked', 'true'));
    expect(employee('何梓萱').status).toBe(1);
    expect(texts()).not.toContain('修改成功');
  });

  it('opens the linked user’s details from the list, in the address', async () => {
    const { user, table, location } = await open();
    await user.click(within(rowOf(table, '何娜')).getByRole('button', { name: /查看关联用户 Leo/ }));
    const drawer = await screen.findByRole('dialog', { name: '用户详情' });
    expect(location().search).toMatchObject({ user: employee('何娜').uid });
    expect(await within(drawer).findByText('Leo')).toBeInTheDocument();
    expect(within(drawer).getByText(`UID ${employee('何娜').uid} · 正常`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location().search).not.toHaveProperty('user'));
  });

  it('shows every rule at its field, refuses a user already an employee, then adds one', async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: '添加员工' }));
    const dialog = await screen.findByRole('dialog', { name: '添加员工' });
    expect(within(dialog).getByRole('switch', { name: '状态' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['订单管理', '商品管理', '售后管理', '订单核销', '销量/用户统计']);

    await user.type(within(dialog).getByLabelText('手机号'), '1380013');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const rule of ['请选择关联用户', '请输入姓名', '请输入正确的手机号', '请选择管理权限']) expect(await within(dialog).findByText(rule)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('1380013');

    // A user already linked: the form fills from the user, the server refuses, what was typed stays.
    const taken = employee('张杰');
    await user.click(within(dialog).getByRole('button', { name: '选择用户' }));
    await pickUser(user, taken.uid);
    expect(within(dialog).queryByText('请选择关联用户')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('linked-user')).toHaveTextContent(`UID ${taken.uid}`);
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('张杰');
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('1380013');
    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), '13800138000');
    await user.click(within(dialog).getByRole('checkbox', { name: '订单核销' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '订单管理' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain(EMPLOYEE_USER_TAKEN));
    expect(getDb().employees).toHaveLength(6);
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('13800138000');

    // Another user, a picture from the library, switched off.
    const free = getDb().users.find((u) => !u.isLogoff && !getDb().employees.some((e) => e.uid === u.id));
    if (!free) throw new Error('no user free to link');
    await user.click(within(dialog).getByRole('button', { name: '更换用户' }));
    await pickUser(user, free.id);
    await user.clear(within(dialog).getByLabelText('姓名'));
    await user.type(within(dialog).getByLabelText('姓名'), ' 店长小王 ');
    await user.click(within(dialog).getByRole('button', { name: '更换员工头像' }));
    const picture = await pickPicture(user, 1);
    await user.click(within(dialog).getByRole('switch', { name: '状态' }));
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加员工' })).not.toBeInTheDocument());
    expect(texts()).toContain('创建成功');
    expect(await requests.bodies('/employee/save')).toEqual([{ uid: free.id, name: '店长小王', phone: '13800138000', role: '1,5', status: 0, avatar: picture }]);
    expect(getDb().employees.find((e) => e.uid === free.id)).toMatchObject({ id: 7, name: '店长小王', role: '1,5', status: 0, avatar: picture });
    await waitFor(() => expect(names(table)[0]).toBe('店长小王'));
    expect(within(rowOf(table, '店长小王')).getAllByRole('cell')[3]).toHaveTextContent(`${free.nickname} / ${free.id}`);
  });

  it('asks before closing a dialog holding unsaved input', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '添加员工' }));
    const dialog = await screen.findByRole('dialog', { name: '添加员工' });
    await user.type(within(dialog).getByLabelText('姓名'), '小李');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await confirmWith(user, '确认关闭', '取消');
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('小李');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await confirmWith(user, '确认关闭');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加员工' })).not.toBeInTheDocument());
  });

  it('edits an employee as the server has them, keeping the linked user', async () => {
    const { user, table } = await open();
    const target = employee('吴浩然');
    await user.click(within(rowOf(table, '吴浩然')).getByRole('button', { name: '编辑 吴浩然' }));
    // The employee loads first; the form replaces the loading dialog.
    await screen.findByLabelText('姓名');
    const dialog = screen.getByRole('dialog', { name: '编辑员工' });
    await waitFor(() => expect(within(dialog).getByTestId('linked-user')).toHaveTextContent(`吴海边的风UID ${target.uid} · ${target.phone}`), { timeout: 3000 });
    expect(within(dialog).getByLabelText('姓名')).toHaveValue('吴浩然');
    expect(within(dialog).getByLabelText('手机号')).toHaveValue(target.phone);
    expect(within(dialog).getByRole('checkbox', { name: '订单管理' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '售后管理' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '商品管理' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: '状态' })).toHaveAttribute('aria-checked', 'false');

    await user.click(within(dialog).getByRole('checkbox', { name: '订单管理' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '售后管理' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择管理权限')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: '销量/用户统计' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '商品管理' }));
    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), '13912345678');
    await user.click(within(dialog).getByRole('switch', { name: '状态' }));
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(await requests.bodies('/employee/update')).toEqual([
      { id: target.id, uid: target.uid, name: '吴浩然', phone: '13912345678', role: '2,6', status: 1, avatar: target.avatar },
    ]);
    expect(employee('吴浩然')).toMatchObject({ phone: '13912345678', role: '2,6', status: 1 });
    await waitFor(() => expect(within(rowOf(table, '吴浩然')).getAllByRole('cell')[5]).toHaveTextContent('商品管理销量/用户统计'));
  });

  it('deletes after confirmation, and cancelling keeps the employee', async () => {
    const { user, table } = await open();
    await user.click(within(rowOf(table, '张杰')).getByRole('button', { name: '删除 张杰' }));
    await confirmWith(user, '该员工删除后，将无法使用移动端-商家管理', '取消');
    expect(getDb().employees).toHaveLength(6);

    const requests = recordRequests();
    await user.click(within(rowOf(table, '张杰')).getByRole('button', { name: '删除 张杰' }));
    await confirmWith(user, '该员工删除后，将无法使用移动端-商家管理');
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(requests.last('/employee/delete')?.url.searchParams.get('id')).toBe('2');
    expect(getDb().employees.map((e) => e.name)).not.toContain('张杰');
    await waitFor(() => expect(names(table)).not.toContain('张杰'));
  });

  it('shows the empty state when the store has no employees', async () => {
    getDb().employees = [];
    await openPage(PATH);
    const table = await findTable(TABLE);
    expect(await within(table).findByText('暂无员工')).toBeInTheDocument();
  });

  it('lets an account given the page but not the users see the linked user as text and keep it', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff');
    if (!staff) throw new Error('no staff account');
    staff.permissions = [...staff.permissions.filter((p) => !p.startsWith('merchant:user:')), 'merchant:employee:list', 'merchant:employee:save'];
    staff.menus = menusFor([...staffMenuUrls, PATH]);
    const { user } = await openPage(PATH, undefined, 'staff');
    const table = await findTable(TABLE);
    const row = await findRow(table, '何娜');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(`Leo / ${employee('何娜').uid}`);
    expect(within(row).queryByRole('button', { name: /查看关联用户/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加员工' }));
    const dialog = await screen.findByRole('dialog', { name: '添加员工' });
    expect(within(dialog).getByRole('button', { name: '选择用户' })).toBeDisabled();
    expect(within(dialog).getByText('无用户列表权限，不能选择用户')).toBeInTheDocument();
  });

  it('shows an account granted the list alone no add, edit, delete or switch', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff');
    if (!staff) throw new Error('no staff account');
    staff.permissions = [...staff.permissions, 'merchant:employee:list'];
    staff.menus = menusFor([...staffMenuUrls, PATH]);
    await openPage(PATH, undefined, 'staff');
    const table = await findTable(TABLE);
    const row = await findRow(table, '何娜');
    expect(within(row).getAllByRole('cell')[7]).toHaveTextContent('开启');
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /编辑|删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加员工' })).not.toBeInTheDocument();
  });
});
