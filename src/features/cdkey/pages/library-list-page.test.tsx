import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { menusFor, staffMenuUrls } from '@/mocks/seed/menus';
import { confirmWith, findTable, openPage, rowOf, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';

const PATH = '/product/cdkey';
const TABLE = '卡密库列表';
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);
const cells = (table: HTMLElement, name: string) => within(rowOf(table, name)).getAllByRole('cell').map((c) => c.textContent);

async function open(as: 'admin' | 'staff' = 'admin') {
  const app = await openPage(PATH, undefined, as);
  const table = await findTable(TABLE);
  await within(table).findByText('话费充值卡100元');
  return { ...app, table };
}

describe('卡密管理', () => {
  it('lists the libraries newest first with their product, SKU and counts from their card secrets', async () => {
    const { table } = await open();
    for (const header of ['ID', '卡密库名称', '关联商品', '关联商品规格', '未使用/卡密总数', '备注', '创建时间', '操作']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(names(table)).toEqual(['外卖红包兑换码', '音乐会员年卡', '游戏点卡50元', '视频会员月卡', '话费充值卡100元']);
    // A library a product sells from has that SKU's stock left.
    const stock = getDb().products.find((p) => p.name === '全国话费充值卡100元')?.attrValue[0].stock ?? -1;
    expect(cells(table, '话费充值卡100元').slice(0, 6)).toEqual(['1', '话费充值卡100元', '全国话费充值卡100元', '默认', `${stock}/${stock + 36}`, '移动、联通、电信通用']);
    // A free library serves no product: dashes, and its remark.
    expect(cells(table, '游戏点卡50元').slice(2, 6)).toEqual(['—', '—', '45/60', '新到一批']);
    expect(cells(table, '外卖红包兑换码')[4]).toBe('0/30');
  });

  it('searches by library name and by product name through the address', async () => {
    const { user, table, location } = await open();
    await user.type(screen.getByLabelText('卡密库名称'), '会员{Enter}');
    await waitFor(() => expect(names(table)).toEqual(['音乐会员年卡', '视频会员月卡']));
    expect(location().search).toMatchObject({ name: '会员' });
    await user.type(screen.getByLabelText('商品名称'), '视频{Enter}');
    await waitFor(() => expect(names(table)).toEqual(['视频会员月卡']));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names(table)).toHaveLength(5));
    await user.type(screen.getByLabelText('卡密库名称'), '不存在{Enter}');
    expect(await within(table).findByText('没有符合条件的卡密库')).toBeInTheDocument();
  });

  it('adds a library, checking the name at the field and keeping what was typed when the server refuses it', async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: '添加卡密库' }));
    const dialog = await screen.findByRole('dialog', { name: '新增卡密库' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写卡密库名称')).toBeInTheDocument();

    const name = within(dialog).getByLabelText('卡密库名称');
    await user.type(name, '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二超出');
    expect(name).toHaveValue('一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一二');
    expect(within(dialog).getByLabelText('备注')).toHaveAttribute('maxLength', '200');

    await user.clear(name);
    await user.type(name, '游戏点卡50元');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('卡密库名称已存在'));
    expect(name).toHaveValue('游戏点卡50元');

    await user.clear(name);
    await user.type(name, '腾讯视频年卡');
    await user.type(within(dialog).getByLabelText('备注'), '年度会员');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增卡密库' })).not.toBeInTheDocument());
    expect(texts()).toContain('新增成功');
    expect(getDb().cdkeyLibraries.find((l) => l.name === '腾讯视频年卡')).toMatchObject({ id: 6, remark: '年度会员' });
    await waitFor(() => expect(names(table)[0]).toBe('腾讯视频年卡'));
    expect(cells(table, '腾讯视频年卡')[4]).toBe('0/0');
  });

  it('edits a library’s name and remark', async () => {
    const { user, table } = await open();
    await user.click(within(table).getByRole('button', { name: '编辑 音乐会员年卡' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑卡密库' });
    expect(within(dialog).getByLabelText('卡密库名称')).toHaveValue('音乐会员年卡');
    await user.clear(within(dialog).getByLabelText('卡密库名称'));
    await user.type(within(dialog).getByLabelText('卡密库名称'), '音乐会员年卡（新）');
    await user.type(within(dialog).getByLabelText('备注'), '季度补货');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(getDb().cdkeyLibraries.find((l) => l.id === 4)).toMatchObject({ name: '音乐会员年卡（新）', remark: '季度补货' });
    await within(table).findByText('音乐会员年卡（新）');
  });

  it('keeps a library a product sells from, saying why before anything is sent, and deletes a free one with its card secrets after confirmation', async () => {
    const requests = recordRequests();
    const { user, table } = await open();
    await user.click(within(table).getByRole('button', { name: '删除 话费充值卡100元' }));
    await waitFor(() => expect(texts()).toContain('卡密库「话费充值卡100元」正在为商品「全国话费充值卡100元」（规格：默认）发货，不能删除。请先在该商品中更换卡密库或删除该商品'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.count('/cdkey/library/delete/1')).toBe(0);

    await user.click(within(table).getByRole('button', { name: '删除 游戏点卡50元' }));
    await confirmWith(user, '确定删除此卡密库吗？库中的卡密将一并删除');
    await waitFor(() => expect(texts()).toContain('删除成功'));
    await waitFor(() => expect(names(table)).not.toContain('游戏点卡50元'));
    expect(getDb().cardSecrets.some((s) => s.libraryId === 3)).toBe(false);
  });

  it('leads 管理卡密 to the library’s card secrets', async () => {
    const { user, table, location } = await open();
    await user.click(within(table).getByRole('link', { name: '管理卡密 视频会员月卡' }));
    await waitFor(() => expect(decodeURIComponent(location().pathname)).toBe('/product/cdkey/creatCdkey/2/视频会员月卡'));
    expect(await screen.findByRole('heading', { name: '视频会员月卡' })).toBeInTheDocument();
  });

  it('shows only listing to an account that may only list', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff');
    if (!staff) throw new Error('no staff account');
    staff.permissions = [...staff.permissions, 'merchant:cdkey:library:page:list'];
    staff.menus = menusFor([...staffMenuUrls, PATH]);
    const { table } = await open('staff');
    expect(screen.queryByRole('button', { name: '添加卡密库' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^(编辑|删除) / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^管理卡密/ })).not.toBeInTheDocument();
  });
});
