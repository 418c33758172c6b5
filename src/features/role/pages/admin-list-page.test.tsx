import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { ROLE_IDS } from '@/mocks/seed/accounts';
import { column, confirmWith, findRow, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const TABLE = '管理员列表';
const open = (path = '/operation/roleManager/adminList') => openPage(path, TABLE);
const admin = (account: string) => getDb().accounts.find((a) => a.account === account);
const dialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('管理员列表', () => {
  it('lists the admins with their roles; the owner cannot be switched off, edited, deleted or given a password', async () => {
    await open();
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['张店长', '李客服', '王运营']));
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID', '姓名', '账号', '手机号', '身份', '最后登录时间', '最后登录IP', '状态', '是否接收短信', '操作',
    ]);
    const staff = admin('staff')!;
    const cells = within(await findRow(TABLE, '李客服')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([String(staff.id), '李客服', 'staff', staff.phone, '客服', staff.lastTime, staff.lastIp]);

    const owner = await findRow(TABLE, '张店长');
    expect(within(owner).queryByRole('switch', { name: '张店长 状态' })).toBeNull();
    expect(within(owner).getByRole('switch', { name: '张店长 是否接收短信' })).toBeChecked();
    expect(within(owner).queryByRole('button', { name: '删除 张店长' })).toBeNull();
    expect(within(owner).queryByRole('button', { name: '编辑 张店长' })).toBeNull();
    // The owner changes their own password in 个人中心; the server refuses another admin's reset too.
    expect(within(owner).queryByRole('button', { name: '修改密码 张店长' })).toBeNull();
    expect(within(await findRow(TABLE, '李客服')).getByRole('button', { name: '修改密码 李客服' })).toBeInTheDocument();
  });

  it('sends 身份, 状态 and 管理搜索 to the server', async () => {
    const requests = recordRequests();
    const { user } = await open();
    // The roles come with their own request: the list offers 运营 once they are in.
    await user.click(screen.getByRole('combobox', { name: '身份' }));
    await user.click(await within(screen.getByRole('listbox', { name: '身份' })).findByRole('option', { name: '运营' }));
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['王运营']));
    expect(requests.last('/admin/list')?.url.searchParams.get('roles')).toBe(String(ROLE_IDS.operation));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.type(screen.getByLabelText('管理搜索'), 'staff{Enter}');
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['李客服']));
    expect(requests.last('/admin/list')?.url.searchParams.get('realName')).toBe('staff');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await chooseOption(user, '状态', '关闭');
    await waitFor(() => expect(requests.last('/admin/list')?.url.searchParams.get('status')).toBe('false'));
    expect(await within(screen.getByRole('table', { name: TABLE })).findByText('暂无管理员')).toBeInTheDocument();
  });

  it('checks the new admin, then adds them with the roles chosen', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '添加管理员' }));
    const form = await dialog('添加管理员');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    for (const text of ['请输入管理员账号', '请输入管理员密码', '请输入管理员姓名', '请选择管理员身份']) expect(await within(form).findByText(text)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('管理员账号'), 'cashier');
    await user.type(within(form).getByLabelText('管理员密码'), '12345');
    await user.type(within(form).getByLabelText('确认密码'), '123456');
    await user.type(within(form).getByLabelText('管理员姓名'), '钱出纳');
    await user.click(await within(form).findByRole('checkbox', { name: '财务' }));
    await user.type(within(form).getByLabelText('手机号'), '1370013');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('密码长度为6-30位')).toBeInTheDocument();
    expect(within(form).getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(within(form).getByLabelText('管理员姓名')).toHaveValue('钱出纳');

    await user.type(within(form).getByLabelText('管理员密码'), '6');
    await user.type(within(form).getByLabelText('手机号'), '0000');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    expect(admin('cashier')).toMatchObject({ pwd: '123456', realName: '钱出纳', roleIds: [ROLE_IDS.finance], phone: '13700130000', status: true, type: 4 });
    await waitFor(() => expect(column(TABLE, 1)).toContain('钱出纳'));
    expect(within(await findRow(TABLE, '钱出纳')).getAllByRole('cell')[4]).toHaveTextContent('财务');
  });

  it('edits an admin: name and roles, no password', async () => {
    const { user } = await open();
    await user.click(within(await findRow(TABLE, '李客服')).getByRole('button', { name: '编辑 李客服' }));
    const form = await dialog('编辑管理员');
    expect(within(form).getByLabelText('管理员账号')).toHaveValue('staff');
    expect(within(form).queryByLabelText('管理员密码')).toBeNull();
    expect(await within(form).findByRole('checkbox', { name: '客服' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: '运营' }));
    await user.clear(within(form).getByLabelText('管理员姓名'));
    await user.type(within(form).getByLabelText('管理员姓名'), '李主管');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(admin('staff')).toMatchObject({ realName: '李主管', roleIds: [ROLE_IDS.service, ROLE_IDS.operation], roleNames: '客服,运营' });
    expect(admin('staff')?.permissions).toContain('merchant:coupon:page:list');
    await waitFor(() => expect(column(TABLE, 4)).toContain('客服,运营'));
  });

  it('switches status and SMS, sets a password and deletes an admin', async () => {
    const { user } = await open();
    const row = await findRow(TABLE, '王运营');
    await user.click(within(row).getByRole('switch', { name: '王运营 状态' }));
    await waitFor(() => expect(admin('operator')?.status).toBe(false));
    // 王运营 has no phone: the notices need one.
    await user.click(within(row).getByRole('switch', { name: '王运营 是否接收短信' }));
    await waitFor(() => expect(texts()).toContain('请先为管理员设置手机号'));
    expect(admin('operator')?.isSms).toBe(false);
    await waitFor(() => expect(within(row).getByRole('switch', { name: '王运营 是否接收短信' })).not.toBeChecked());
    await user.click(within(await findRow(TABLE, '李客服')).getByRole('switch', { name: '李客服 是否接收短信' }));
    await waitFor(() => expect(admin('staff')?.isSms).toBe(true));

    await user.click(within(row).getByRole('button', { name: '修改密码 王运营' }));
    const form = await dialog('修改密码');
    await user.type(within(form).getByLabelText('新密码'), 'newpass1');
    await user.type(within(form).getByLabelText('确认密码'), 'newpass2');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('确认密码'));
    await user.type(within(form).getByLabelText('确认密码'), 'newpass1');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(admin('operator')?.pwd).toBe('newpass1'));
    expect(texts()).toContain('修改成功');

    await user.click(within(await findRow(TABLE, '王运营')).getByRole('button', { name: '删除 王运营' }));
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(admin('operator')).toBeUndefined();
    await waitFor(() => expect(column(TABLE, 1)).toEqual(['张店长', '李客服']));
  });
});
