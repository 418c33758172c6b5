import { screen, waitFor, within } from '@testing-library/react';
import { WHOLE_COUNTRY_TITLE } from '@/lib/domain/region-paths';
import { getDb } from '@/mocks/db';
import { chargesOf, freesOf } from '@/mocks/logic/shipping-rows';
import { regionChoice, regionTree } from '@/mocks/seed/shipping';
import { bodyRows, findTable, openPage, texts, type PageUser } from '@/test/page';
import { recordRequests } from '@/test/requests';

const TABLE = '运费模板列表';
const table = () => screen.getByRole('table', { name: TABLE });
const rows = () => bodyRows(TABLE);
const templateNamed = (name: string) => getDb().shippingTemplates.find((t) => t.name === name);

/** Opens the list once its first template's row is there. */
const open = (path = '/operation/freightSet') => openPage(path, async () => within(await findTable(TABLE)).findByRole('button', { name: `修改 ${getDb().shippingTemplates[0].name}` }));

async function openCreate(user: PageUser) {
  await user.click(screen.getByRole('button', { name: '添加运费模板' }));
  // The drawer's code loads when it first opens.
  return screen.findByRole('dialog', { name: '添加运费模板' }, { timeout: 5000 });
}

/** Opens a row's region picker (once the tree is in), lets `choose` tick regions, and confirms. */
async function pickRegions(user: PageUser, rowName: string, choose: (picker: HTMLElement) => Promise<void>) {
  const button = screen.getByRole('button', { name: `${rowName} 选择区域` });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  await user.click(button);
  const picker = await screen.findByRole('dialog', { name: '选择区域' });
  await choose(picker);
  await user.click(within(picker).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择区域' })).not.toBeInTheDocument());
}

const column = (picker: HTMLElement, name: '省份' | '城市' | '区县') => within(within(picker).getByRole('list', { name }));

describe('运费模板', () => {
  it('lists every template and searches the name through the address', async () => {
    const requests = recordRequests();
    const { user, location } = await open();
    expect(rows()).toHaveLength(getDb().shippingTemplates.length);
    expect(requests.last('/shipping/templates/list')?.url.searchParams.get('limit')).toBe('9999');
    const custom = getDb().shippingTemplates.find((t) => t.appoint === 2)!;
    const row = within(table()).getByText(custom.name).closest('tr')!;
    expect(row).toHaveTextContent('按件数');
    expect(row).toHaveTextContent('自定义');
    expect(row).toHaveTextContent(custom.createTime);

    await user.type(screen.getByLabelText('模板名称'), '偏远{Enter}');
    await waitFor(() => expect(requests.last('/shipping/templates/list')?.url.searchParams.get('keywords')).toBe('偏远'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(location().search).toEqual({ keywords: '偏远' });
    expect(rows()[0]).toHaveTextContent(custom.name);
  });

  it('creates a weight template with two charged regions and a free region, through the drawer', async () => {
    const { user } = await open();
    const drawer = await openCreate(user);
    await user.type(within(drawer).getByLabelText('模板名称'), '江浙沪按重量');
    await user.click(within(drawer).getByRole('radio', { name: '自定义' }));
    await user.click(within(drawer).getByRole('radio', { name: '按重量' }));
    const charges = within(drawer).getByRole('table', { name: '运费' });
    expect(within(charges).getByRole('columnheader', { name: '首件(kg)' })).toBeInTheDocument();
    expect(within(charges).getByText('默认运费')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: '按体积' }));
    expect(within(charges).getByRole('columnheader', { name: '续件(m³)' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: '按重量' }));

    await user.click(within(drawer).getByRole('button', { name: '添加区域' }));
    await user.click(within(drawer).getByRole('button', { name: '添加区域' }));
    await pickRegions(user, '区域1', async (picker) => {
      await user.click(column(picker, '省份').getByRole('checkbox', { name: '浙江省' }));
    });
    await pickRegions(user, '区域2', async (picker) => {
      await user.click(column(picker, '省份').getByRole('button', { name: '广东省' }));
      await user.click(column(picker, '城市').getByRole('checkbox', { name: '广州市' }));
      await user.click(column(picker, '城市').getByRole('checkbox', { name: '深圳市' }));
    });
    expect(within(charges).getByRole('button', { name: '区域1 选择区域' })).toHaveTextContent('浙江省');
    expect(within(charges).getByRole('button', { name: '区域2 选择区域' })).toHaveTextContent('广东省 / 广州市 等 2 个地区');
    await user.clear(within(charges).getByLabelText('区域1 首件(kg)'));
    await user.type(within(charges).getByLabelText('区域1 首件(kg)'), '0.5');
    await user.clear(within(charges).getByLabelText('区域1 运费（元）'));
    await user.type(within(charges).getByLabelText('区域1 运费（元）'), '6.5');
    await user.clear(within(charges).getByLabelText('默认运费 运费（元）'));
    await user.type(within(charges).getByLabelText('默认运费 运费（元）'), '10');

    await user.click(within(drawer).getByRole('button', { name: '添加指定包邮区域' }));
    await pickRegions(user, '包邮区域1', async (picker) => {
      await user.type(within(picker).getByLabelText('搜索地区'), '上海');
      await user.click(within(within(picker).getByRole('list', { name: '搜索结果' })).getByRole('checkbox', { name: '上海市' }));
    });
    await user.clear(within(drawer).getByLabelText('包邮区域1 包邮(kg)'));
    await user.type(within(drawer).getByLabelText('包邮区域1 包邮(kg)'), '5');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(texts()).toContain('创建成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加运费模板' })).not.toBeInTheDocument());
    const created = templateNamed('江浙沪按重量')!;
    expect(created).toMatchObject({ type: 2, appoint: 2 });
    const row = (await within(table()).findByText('江浙沪按重量')).closest('tr')!;
    expect(row).toHaveTextContent('按重量');
    // Every district chosen is sent, and kept, with its full path.
    const rules = getDb().shippingTemplateRules[created.id];
    expect(chargesOf(rules.charges).map((r) => [r.title, r.first, r.firstPrice])).toEqual([
      [WHOLE_COUNTRY_TITLE, '1.00', '10.00'],
      [regionChoice([33]).title, '0.50', '6.50'],
      [regionChoice([4401, 4403]).title, '1.00', '0.00'],
    ]);
    expect(freesOf(rules.frees)).toMatchObject([{ title: regionChoice([31]).title, number: '5.00', price: '0.00' }]);
  });

  it('opens a template for editing with its regions chosen as saved, and saves a changed choice', async () => {
    const { user } = await open();
    const custom = getDb().shippingTemplates.find((t) => t.appoint === 2)!;
    await user.click(screen.getByRole('button', { name: `修改 ${custom.name}` }));
    // The drawer opens at once and shows the form when the template and the region tree are in: the same drawer.
    const opened = await screen.findByRole('dialog', { name: '编辑运费模板' }, { timeout: 5000 });
    const drawer = await waitFor(() => within(screen.getByRole('dialog', { name: '编辑运费模板' })).getByLabelText('模板名称').closest('[role=dialog]') as HTMLElement, { timeout: 5000 });
    expect(drawer).toBe(opened);
    expect(within(drawer).getByLabelText('模板名称')).toHaveValue(custom.name);
    expect(within(drawer).getByRole('radio', { name: '自定义' })).toBeChecked();
    const button = within(drawer).getByRole('button', { name: '区域1 选择区域' });
    await waitFor(() => expect(button).toHaveTextContent('西藏自治区 等 3 个地区'), { timeout: 5000 });

    await pickRegions(user, '区域1', async (picker) => {
      expect(column(picker, '省份').getByRole('checkbox', { name: '西藏自治区' })).toBeChecked();
      expect(column(picker, '省份').getByRole('checkbox', { name: '新疆维吾尔自治区' })).toBeChecked();
      expect(column(picker, '省份').getByRole('checkbox', { name: '浙江省' })).not.toBeChecked();
      await user.click(column(picker, '省份').getByRole('button', { name: '青海省' }));
      await user.click(column(picker, '城市').getByRole('checkbox', { name: '西宁市' }));
      expect(column(picker, '省份').getByRole('checkbox', { name: '青海省' })).toBePartiallyChecked();
    });
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    const qinghaiButXining = (regionTree().find((p) => p.regionId === 63)?.child ?? []).map((c) => c.regionId).filter((id) => id !== 6301);
    expect(chargesOf(getDb().shippingTemplateRules[custom.id].charges)[1].title).toBe(regionChoice([54, ...qinghaiButXining, 65]).title);
  });

  it('refuses to delete a template products use, and deletes an unused one', async () => {
    const { user } = await open();
    const used = getDb().shippingTemplates.find((t) => getDb().products.some((p) => p.tempId === t.id))!;
    await user.click(screen.getByRole('button', { name: `删除 ${used.name}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('运费模板已使用'));
    expect(templateNamed(used.name)).toBeDefined();
    expect(within(table()).getByRole('button', { name: `删除 ${used.name}` })).toBeInTheDocument();

    const unused = getDb().shippingTemplates.find((t) => !getDb().products.some((p) => p.tempId === t.id))!;
    await user.click(screen.getByRole('button', { name: `删除 ${unused.name}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    await waitFor(() => expect(within(table()).queryByRole('button', { name: `删除 ${unused.name}` })).not.toBeInTheDocument());
    expect(templateNamed(unused.name)).toBeUndefined();
  });

  it('shows what is wrong under each field and row, keeps what was typed, and asks before dropping changes', async () => {
    const { user } = await open();
    const drawer = await openCreate(user);
    await user.click(within(drawer).getByRole('radio', { name: '部分包邮' }));
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('请输入模板名称')).toBeInTheDocument();
    expect(within(drawer).getByText('请添加区域')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '添加区域' }));
    await user.clear(within(drawer).getByLabelText('区域1 首件'));
    await user.clear(within(drawer).getByLabelText('区域1 续件'));
    await user.type(within(drawer).getByLabelText('区域1 续件'), '0.05');
    await user.clear(within(drawer).getByLabelText('区域1 续费（元）'));
    expect(within(drawer).getByText('请选择区域')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入首件')).toBeInTheDocument();
    // Pieces are counted whole (按件数); weights go down to 0.1 kg.
    expect(within(drawer).getByText('续件须为1~99999999之间的整数')).toBeInTheDocument();
    expect(within(drawer).getByText('请输入续费')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: '按重量' }));
    expect(within(drawer).getByText('请输入首重')).toBeInTheDocument();
    expect(within(drawer).getByText('续重不能小于0.1')).toBeInTheDocument();

    // A name the server refuses: its message shows, the drawer and everything typed stay.
    await user.click(within(drawer).getByRole('radio', { name: '全国包邮' }));
    await user.type(within(drawer).getByLabelText('模板名称'), '全国包邮');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('模板名称已存在,请更换模板名称!'));
    expect(within(drawer).getByLabelText('模板名称')).toHaveValue('全国包邮');
    expect(getDb().shippingTemplates.filter((t) => t.name === '全国包邮')).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: '取消' }));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(question).toHaveTextContent('确认关闭？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('dialog', { name: '添加运费模板' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('radio', { name: '部分包邮' }));
    expect(within(drawer).getByLabelText('区域1 续件(kg)')).toHaveValue('0.05');
  });
});
