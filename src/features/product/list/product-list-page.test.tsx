import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { getDb } from '@/mocks/db';
import { inTab } from '@/mocks/handlers/product';
import { productListTabOptions } from '@/lib/enums';
import { seeded } from '@/test/demo-data';
import { confirmWith, openPage, texts } from '@/test/page';
import { chooseOption, shownChoice } from '@/test/select';
import { recordRequests } from '@/test/requests';
import { yuan } from '@/lib/format';

const product = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);
const tabCount = (tab: number) => getDb().products.filter((p) => inTab(p, tab, getDb().productSettings.alarmStock)).length;

const open = (path: string, account: 'admin' | 'staff' = 'admin') => openPage(path, '商品列表', account);

const tabs = () => within(screen.getByRole('tablist', { name: '商品状态' }));
const table = () => within(screen.getByRole('table', { name: '商品列表' }));
const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
const shelfOf = async (name: string) => within(await rowOf(name)).getByRole('switch');
/** A promise the test settles when it wants (to hold a server answer). */
function deferred() {
  const settle: Array<() => void> = [];
  const promise = new Promise<void>((done) => settle.push(done));
  return { promise, resolve: () => settle.forEach((done) => done()) };
}
/** The names of the products on sale (出售中) that `filter` keeps, sorted. */
const onSale = (filter: (p: ReturnType<typeof product>) => boolean) =>
  getDb()
    .products.filter((p) => inTab(p, 1, getDb().productSettings.alarmStock) && filter(p))
    .map((p) => p.name)
    .toSorted();
/** The product names in the table, in order. */
const names = () =>
  table()
    .queryAllByRole('switch')
    .map((s) => s.getAttribute('aria-label')!.replace(/ 上架$/, ''));

describe('商品列表', () => {
  it('shows the tab counts and the rows of 出售中 from the demo backend', async () => {
    await open('/product/list?limit=30');
    for (const { value, label } of productListTabOptions) {
      expect(await tabs().findByRole('tab', { name: `${label}(${tabCount(value)})` }, { timeout: 5000 })).toBeInTheDocument();
    }
    expect(tabs().getByRole('tab', { name: /^出售中/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(names()).toHaveLength(tabCount(1)));
    expect(names()).toContain('纯棉圆领短袖T恤');
    expect(names()).not.toContain('便携蓝牙音箱');
    const row = await rowOf('纯棉圆领短袖T恤');
    expect(row).toHaveTextContent('[多规格]纯棉圆领短袖T恤');
    expect(row).toHaveTextContent(yuan(product('纯棉圆领短袖T恤').price));
    expect(await rowOf('正山小种红茶')).toHaveTextContent('[单规格]正山小种红茶');
  });

  it('filters by keyword: rows and counts follow', async () => {
    const { user, location } = await open('/product/list');
    await user.type(screen.getByLabelText('商品搜索'), '龙井{Enter}');
    await waitFor(() => expect(names()).toEqual(['西湖龙井明前特级']));
    expect(await tabs().findByRole('tab', { name: '出售中(1)' })).toBeInTheDocument();
    expect(tabs().getByRole('tab', { name: '回收站(0)' })).toBeInTheDocument();
    expect(location().search).toMatchObject({ keywords: '龙井' });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names().length).toBeGreaterThan(1));
    expect(screen.getByLabelText('商品搜索')).toHaveValue('');
  });

  it('filters by a level-3 platform category; hidden ones cannot be chosen', async () => {
    const { user } = await open('/product/list');
    await user.click(screen.getByRole('button', { name: '平台分类' }));
    const options = within(await screen.findByRole('listbox', { name: '平台分类' }));
    expect(options.queryByRole('option', { name: /^服装/ })).toBeNull();
    expect(options.getByRole('option', { name: /夹克/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(options.getByRole('option', { name: '自然风光' }));
    await waitFor(() => expect(names()).toEqual(['黄山风景区门票']));
  });

  it('filters by 商品类型 and 会员商品 through the address', async () => {
    const { user, location } = await open('/product/list?limit=30');
    await waitFor(() => expect(names().length).toBeGreaterThan(1));
    expect(onSale((p) => p.type === 2).length).toBeGreaterThan(0);
    await chooseOption(user, '商品类型', '虚拟商品');
    await waitFor(() => expect(names().toSorted()).toEqual(onSale((p) => p.type === 2)));
    expect(location().search).toMatchObject({ productType: 2 });
    expect(shownChoice('商品类型')).toBe('虚拟商品');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(shownChoice('商品类型')).toBe('全部'));
    expect(onSale((p) => p.isPaidMember).length).toBeGreaterThan(0);
    await chooseOption(user, '会员商品', '是');
    await waitFor(() => expect(names().toSorted()).toEqual(onSale((p) => p.isPaidMember)));
    expect(location().search).toMatchObject({ isPaidMember: true });
  });

  it('sets the freight template of a checked row in 设置运费, which asks for one first', async () => {
    const { user } = await open('/product/list?type=2&limit=30');
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: '设置运费' }));
    const dialog = await screen.findByRole('dialog', { name: '设置运费' });
    const select = await within(dialog).findByRole('combobox', { name: '运费模板' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择运费模板')).toBeInTheDocument();
    await chooseOption(user, select, '按重量计费');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('高腰A字半身裙').tempId).toBe(2));
    expect(screen.queryByRole('dialog', { name: '设置运费' })).not.toBeInTheDocument();
  });

  it('opens 待审核 from the dashboard link ?type=6', async () => {
    const { location } = await open('/product/list?type=6');
    expect(tabs().getByRole('tab', { name: /^待审核/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(names().toSorted()).toEqual(['便携蓝牙音箱', '视频会员月卡'].toSorted()));
    for (const s of table().getAllByRole('switch')) expect(s).toBeDisabled();
    expect(location().search).toMatchObject({ type: 6 });
  });

  it('shows why a product was rejected, and its collections and other sales when expanded', async () => {
    const { user } = await open('/product/list?type=7');
    const rejected = product('磁吸手机支架');
    expect(table().getByRole('columnheader', { name: '失败原因' })).toBeInTheDocument();
    const row = await rowOf('磁吸手机支架');
    expect(row).toHaveTextContent(rejected.reason!);
    await user.click(within(row).getByRole('button', { name: '展开 磁吸手机支架' }));
    const details = row.nextElementSibling as HTMLElement;
    expect(details).toHaveTextContent(`收藏：${rejected.collectNum}`);
    expect(details).toHaveTextContent(`其他销量：${rejected.ficti}`);
    expect(details).toHaveTextContent(`拒绝原因：${rejected.reason}`);
    expect(within(row).getByRole('button', { name: '收起 磁吸手机支架' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles the shelf at once and rolls back with the server message when it refuses', async () => {
    const { user } = await open('/product/list?type=3');
    await user.click(await shelfOf('砂糖橘'));
    await waitFor(() => expect(texts()).toContain('下架成功'));
    expect(product('砂糖橘').isShow).toBe(false);
    await waitFor(async () => expect(await shelfOf('砂糖橘')).toHaveAttribute('aria-checked', 'false'));

    // With the store closed (商户开关), nothing goes on sale. Hold the answer to see the switch move first.
    getDb().baseInfo.isSwitch = false;
    const held = deferred();
    server.use(http.post('*/api/admin/merchant/product/up/:id', async () => void (await held.promise)));
    await user.click(await shelfOf('砂糖橘'));
    expect(await shelfOf('砂糖橘')).toHaveAttribute('aria-checked', 'true');
    // The list's reload waits too: what the switch shows next is the rollback, not fresh rows.
    const reloading = deferred();
    server.use(http.get('*/api/admin/merchant/product/list', async () => void (await reloading.promise)));
    held.resolve();
    await waitFor(() => expect(texts()).toContain('商户开关未开启'));
    await waitFor(async () => expect(await shelfOf('砂糖橘')).toHaveAttribute('aria-checked', 'false'));
    expect(product('砂糖橘').isShow).toBe(false);
    reloading.resolve();
  });

  it('sends a product to the recycle bin and brings it back', async () => {
    const { user } = await open('/product/list?type=2');
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '加入回收站' }));
    await confirmWith(user, `id为${product('高腰A字半身裙').id}的商品加入回收站吗`);
    await waitFor(() => expect(product('高腰A字半身裙').isRecycle).toBe(true));
    await waitFor(() => expect(names()).not.toContain('高腰A字半身裙'));

    await user.click(tabs().getByRole('tab', { name: /^回收站/ }));
    const row = await rowOf('高腰A字半身裙');
    expect(within(row).getByRole('switch')).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: '恢复商品' }));
    await confirmWith(user, '确定恢复商品吗？', '取消');
    expect(product('高腰A字半身裙').isRecycle).toBe(true);
    await user.click(within(row).getByRole('button', { name: '恢复商品' }));
    await confirmWith(user, '确定恢复商品吗？');
    await waitFor(() => expect(product('高腰A字半身裙').isRecycle).toBe(false));
    await waitFor(() => expect(names()).not.toContain('高腰A字半身裙'));
    expect(texts()).toContain('操作成功');
  });

  it('deletes for good from the recycle bin after the delete question', async () => {
    const { user } = await open('/product/list?type=5');
    await user.click(within(await rowOf('手工桃酥')).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(`删除 id 为 ${getDb().products.find((p) => p.name === '手工桃酥')?.id} 的商品`);
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().products.some((p) => p.name === '手工桃酥')).toBe(false));
    expect(texts()).toContain('删除成功');
  });

  it('adds stock in the 编辑库存 drawer', async () => {
    const { user } = await open('/product/list?keywords=纯棉');
    const before = structuredClone(product('纯棉圆领短袖T恤'));
    await user.click(within(await rowOf('纯棉圆领短袖T恤')).getByRole('button', { name: '编辑库存' }));
    // The drawer shows its form once the product's current SKUs are in.
    await screen.findByRole('table', { name: '商品规格库存' });
    const drawer = screen.getByRole('dialog', { name: '编辑库存' });
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('请输入增加的库存')).toBeInTheDocument();
    const first = before.attrValue[0];
    await user.type(within(drawer).getByRole('textbox', { name: `${first.sku} 增加库存` }), '5');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑库存' })).toBeNull());
    const after = product('纯棉圆领短袖T恤');
    expect(after.attrValue[0].stock).toBe(first.stock + 5);
    expect(after.stock).toBe(before.stock + 5);
    await waitFor(async () => expect(await rowOf('纯棉圆领短袖T恤')).toHaveTextContent(String(before.stock + 5)));
    // Opened again, the drawer shows the new stock.
    await user.click(within(await rowOf('纯棉圆领短袖T恤')).getByRole('button', { name: '编辑库存' }));
    const again = await screen.findByRole('dialog', { name: '编辑库存' });
    expect(within(await within(again).findByRole('row', { name: new RegExp(`^.*${first.sku}`) })).getAllByRole('cell')[5]).toHaveTextContent(String(first.stock + 5));
  });

  it('shows a card-secret product’s SKUs with their library and 补充卡密 in 编辑库存, adding nothing', async () => {
    const cards = getDb().products.find((p) => p.type === 6 && p.isShow && !p.isRecycle && p.attrValue.every((v) => v.cdkeyId))!;
    const { user, location } = await open(`/product/list?keywords=${encodeURIComponent(cards.name)}`);
    await user.click(within(await rowOf(cards.name)).getByRole('button', { name: '编辑库存' }));
    const skus = await screen.findByRole('table', { name: '商品规格库存' });
    const drawer = screen.getByRole('dialog', { name: '编辑库存' });
    expect(within(skus).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '确定' })).toBeNull();
    const [first] = cards.attrValue;
    const link = within(skus).getByRole('link', { name: `补充卡密 ${first.sku}` });
    await user.click(link);
    // The library's card secrets, its name in the address as the library list links it.
    await waitFor(() => expect(location().pathname).toMatch(new RegExp(`^/product/cdkey/creatCdkey/${first.cdkeyId}/.+`)));
  });

  it('changes price and categories in 免审编辑', async () => {
    const { user } = await open('/product/list?type=2&keywords=贵妃芒');
    await user.click(within(await rowOf('海南贵妃芒')).getByRole('button', { name: '免审编辑' }));
    const price = await screen.findByRole('textbox', { name: '默认 售价' });
    const drawer = screen.getByRole('dialog', { name: '免审编辑' });
    await user.clear(price);
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText(/售价须在0.01-999999.99之间/)).toBeInTheDocument();
    await user.type(price, '66.6');
    await user.click(within(drawer).getByRole('button', { name: '商户分类' }));
    await user.click(within(await screen.findByRole('listbox', { name: '商户分类' })).getByRole('option', { name: '新品上市' }));
    await user.keyboard('{Escape}');
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('海南贵妃芒').price).toBe('66.60'));
    expect(product('海南贵妃芒').cateId).toBe('7,1');
  });

  it('shows a card-secret SKU\'s stock in 免审编辑 as its library\'s unused card secrets, not typed', async () => {
    const card = product('全国话费充值卡100元');
    card.isShow = false;
    const unused = getDb().cardSecrets.filter((c) => c.libraryId === 3 && !c.isUse).length;
    const { user } = await open('/product/list?type=2&keywords=话费充值卡');
    await user.click(within(await rowOf('全国话费充值卡100元')).getByRole('button', { name: '免审编辑' }));
    const stock = await screen.findByRole('textbox', { name: '默认 库存' });
    expect(stock).toHaveAttribute('readonly');
    expect(stock).toHaveValue(String(card.attrValue[0].stock));
    const drawer = screen.getByRole('dialog', { name: '免审编辑' });
    const library = within(drawer).getByRole('combobox', { name: '默认 卡密库' });
    await user.click(library);
    await waitFor(() => expect(screen.getByRole('option', { name: `游戏点卡50元（库存${unused}）` })).toBeInTheDocument());
    await chooseOption(user, library, `游戏点卡50元（库存${unused}）`);
    expect(stock).toHaveValue(String(unused));
    await user.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('全国话费充值卡100元').attrValue[0]).toMatchObject({ cdkeyId: 3, stock: unused }));
  });

  it('sets the commission from 更多, each rate within 0–100 and the two within 30', async () => {
    // 更多 is on the rows of 仓库中 (出售中 has none, as in the reference).
    product('正山小种红茶').isShow = false;
    const { user } = await open('/product/list?type=2&keywords=红茶');
    await user.click(within(await rowOf('正山小种红茶')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '设置佣金' }));
    const first = await screen.findByLabelText('一级返佣(%)');
    const dialog = screen.getByRole('dialog', { name: '设置佣金' });
    await user.clear(first);
    await user.type(first, '80');
    await user.clear(within(dialog).getByLabelText('二级返佣(%)'));
    await user.type(within(dialog).getByLabelText('二级返佣(%)'), '101');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入0-100之间的整数')).toBeInTheDocument();
    // Together they may not pass the platform's 30.
    await user.clear(within(dialog).getByLabelText('二级返佣(%)'));
    await user.type(within(dialog).getByLabelText('二级返佣(%)'), '30');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('一二级返佣比例之和范围为 0~30')).toBeInTheDocument();
    await user.clear(first);
    await user.type(first, '20');
    await user.clear(within(dialog).getByLabelText('二级返佣(%)'));
    await user.type(within(dialog).getByLabelText('二级返佣(%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('正山小种红茶')).toMatchObject({ brokerage: 20, brokerageTwo: 10, isSub: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '设置佣金' })).toBeNull());
    // Opened again, it starts from the rates just saved (not a cached copy of the product).
    await user.click(within(await rowOf('正山小种红茶')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '设置佣金' }));
    expect(await screen.findByLabelText('一级返佣(%)')).toHaveValue('20');
    const again = screen.getByRole('dialog', { name: '设置佣金' });
    expect(within(again).getByLabelText('二级返佣(%)')).toHaveValue('10');
  });

  it('adds feedback coupons to checked rows and clears the checks', async () => {
    const { user } = await open('/product/list?type=2&limit=30');
    const bar = screen.getByRole('button', { name: /批量设置/ });
    expect(bar).toBeDisabled();
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('checkbox'));
    await user.click(within(await rowOf('海南贵妃芒')).getByRole('checkbox'));
    expect(bar).toBeEnabled();
    await user.click(bar);
    await user.click(await screen.findByRole('menuitem', { name: '添加回馈券' }));
    const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(texts()).toContain('请先选择优惠劵');
    expect(within(dialog).getByRole('row', { name: /无门槛5元券/ })).toHaveTextContent('无门槛');
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 满200减30' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('高腰A字半身裙').couponIds).toEqual([2]));
    expect(product('海南贵妃芒').couponIds).toEqual([2]);
    await waitFor(() => expect(screen.getByRole('button', { name: /批量设置/ })).toBeDisabled());
  });

  it('puts checked rows on sale in one batch', async () => {
    const { user } = await open('/product/list?type=2&limit=30');
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('checkbox'));
    await user.click(within(await rowOf('麦饭石不粘炒锅')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['设置运费', '设置佣金', '添加回馈券', '批量上架', '加入回收站']);
    await user.click(menu.getByRole('menuitem', { name: '批量上架' }));
    await confirmWith(user, '确定要将选中商品批量上架吗？');
    await waitFor(() => expect(product('高腰A字半身裙').isShow).toBe(true));
    expect(product('麦饭石不粘炒锅').isShow).toBe(true);
    await waitFor(() => expect(names()).not.toContain('高腰A字半身裙'));
  });

  it('asks before 批量下架, and 取消 sends nothing', async () => {
    const { user } = await open('/product/list?limit=30');
    const requests = recordRequests();
    await user.click(within(await rowOf('正山小种红茶')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['批量下架']);
    await user.click(menu.getByRole('menuitem', { name: '批量下架' }));
    await confirmWith(user, '确定要将选中商品批量下架吗？', '取消');
    expect(requests.count('/product/batch/down')).toBe(0);
    expect(product('正山小种红茶').isShow).toBe(true);
    // The check stays for another try.
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '批量下架' }));
    await confirmWith(user, '确定要将选中商品批量下架吗？');
    await waitFor(() => expect(product('正山小种红茶').isShow).toBe(false));
    expect(await requests.bodies('/product/batch/down')).toEqual([{ idList: [product('正山小种红茶').id] }]);
  });

  it('asks before 批量恢复 from the recycle bin and before 提交审核 of checked drafts', async () => {
    const recycled = seeded('products', (p) => p.isRecycle);
    const { user } = await open('/product/list?type=5&limit=30');
    const requests = recordRequests();
    await user.click(within(await rowOf(recycled.name)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '批量恢复' }));
    await confirmWith(user, '确定批量恢复商品吗？', '取消');
    expect(requests.count('/product/batch/restore')).toBe(0);
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '批量恢复' }));
    await confirmWith(user, '确定批量恢复商品吗？');
    await waitFor(() => expect(product(recycled.name).isRecycle).toBe(false));

    await user.click(tabs().getByRole('tab', { name: /^待提审/ }));
    await user.click(within(await rowOf('桌面抽屉收纳盒')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['提交审核', '加入回收站']);
    await user.click(menu.getByRole('menuitem', { name: '提交审核' }));
    await confirmWith(user, '确定将选中的商品提交审核吗？', '取消');
    expect(requests.count('/product/batch/submit/audit')).toBe(0);
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '提交审核' }));
    await confirmWith(user, '确定将选中的商品提交审核吗？');
    await waitFor(() => expect(product('桌面抽屉收纳盒').isAudit).toBe(true));
  });

  it('offers 更多 by tab as the reference does: none on 出售中, the settings on 仓库中, 详情 and 加入回收站 on 待提审', async () => {
    const { user } = await open('/product/list?limit=30');
    expect(within(await rowOf('正山小种红茶')).queryByRole('button', { name: '更多' })).toBeNull();

    await user.click(tabs().getByRole('tab', { name: /^仓库中/ }));
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('button', { name: '更多' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['详情', '设置运费', '设置佣金', '添加回馈券', '加入回收站']);
    await user.keyboard('{Escape}');

    await user.click(tabs().getByRole('tab', { name: /^待提审/ }));
    await user.click(within(await rowOf('桌面抽屉收纳盒')).getByRole('button', { name: '更多' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['详情', '加入回收站']);
  });

  it('submits a draft for review, asking whether it goes on sale when approved', async () => {
    const { user } = await open('/product/list?type=8');
    await user.click(within(await rowOf('桌面抽屉收纳盒')).getByRole('button', { name: '提交审核' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('审核通过之后是否自动上架？');
    await user.click(within(ask).getByRole('button', { name: '是' }));
    await waitFor(() => expect(product('桌面抽屉收纳盒')).toMatchObject({ isAudit: true, autoUp: true }));
    expect(texts()).toContain('提交成功');
    await waitFor(() => expect(names()).not.toContain('桌面抽屉收纳盒'));
  });

  it('takes a product on sale down before editing it', async () => {
    const { user, location } = await open('/product/list?keywords=红茶');
    await user.click(within(await rowOf('正山小种红茶')).getByRole('button', { name: '编辑' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('下架该商品吗？出售商品需下架之后可编辑。');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    const id = product('正山小种红茶').id;
    await waitFor(() => expect(location().pathname).toBe(`/product/list/creatProduct/${id}/2`));
    expect(product('正山小种红茶').isShow).toBe(false);
  });

  it('opens 选择商品类型 from 添加商品 and goes to the form for that type', async () => {
    const { user, location } = await open('/product/list');
    await user.click(screen.getByRole('button', { name: '添加商品' }));
    const dialog = await screen.findByRole('dialog', { name: '选择商品类型' });
    expect(dialog).toHaveTextContent('云盘商品、卡密商品不支持用户申请售后');
    await user.click(within(dialog).getByRole('button', { name: /卡密商品/ }));
    await waitFor(() => expect(location().pathname).toBe('/product/list/creatProduct/0/2'));
    expect(location().search).toMatchObject({ productType: 6 });
  });

  it('keeps the chosen columns under goods_stroge', async () => {
    const { user } = await open('/product/list');
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /销量/ }));
    await waitFor(() => expect(table().queryByRole('columnheader', { name: '销量' })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem('goods_stroge') ?? '[]')).toEqual(['商品图', '商品名称', '商品售价', '库存', '状态']);
  });

  it('exports the tab with its filters as an xlsx file', async () => {
    const saved: string[] = [];
    const create = vi.fn<(blob: Blob) => string>(() => 'blob:export');
    const revoke = vi.fn<(url: string) => void>();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { user } = await open('/product/list?type=2');
      await user.click(screen.getByRole('button', { name: '导出' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^商品导出_\d+\.xlsx$/);
    } finally {
      click.mockRestore();
    }
  });

  it('shows the staff account the list with 详情 and 编辑 only', async () => {
    const { user } = await open('/product/list?limit=30', 'staff');
    const row = await rowOf('纯棉圆领短袖T恤');
    expect(within(row).getByRole('link', { name: '详情' })).toBeInTheDocument();
    expect(within(row).getByRole('switch')).toBeDisabled();
    for (const name of ['编辑', '编辑库存', '加入回收站', '删除']) expect(within(row).queryByRole('button', { name })).toBeNull();
    // 出售中 has no 更多, and the staff account holds none of its settings anyway.
    expect(within(row).queryByRole('button', { name: '更多' })).toBeNull();
    expect(screen.queryByRole('button', { name: /批量设置/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '全选本页' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.queryByRole('button', { name: '平台分类' })).toBeNull();
    expect(tabs().getByRole('tab', { name: '出售中' })).toBeInTheDocument();

    await user.click(tabs().getByRole('tab', { name: '仓库中' }));
    const off = await rowOf('高腰A字半身裙');
    expect(within(off).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(off).queryByRole('button', { name: '免审编辑' })).toBeNull();
    expect(texts()).not.toContain('没有权限访问');
  });
});

describe('景区商品', () => {
  it('lists only the scenic-spot products, with counts for them', async () => {
    await open('/product/scenic');
    await waitFor(() => expect(names().toSorted()).toEqual(['欢乐谷一日票', '黄山风景区门票'].toSorted()));
    expect(await tabs().findByRole('tab', { name: '出售中(2)' })).toBeInTheDocument();
    expect(tabs().getByRole('tab', { name: '仓库中(1)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '平台分类' })).toBeNull();
    expect(screen.getByRole('region', { name: '筛选' })).toHaveTextContent('平台分类：景区门票');
    expect(document.title).toMatch(/^景区商品/);
  });
});
