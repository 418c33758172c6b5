import { screen, waitFor, within } from '@testing-library/react';
import { productListTabOptions } from '@/lib/enums';
import { texts } from '@/test/page';
import { chooseOption, shownChoice } from '@/test/select';
import { yuan } from '@/lib/format';
import { names, onSale, open, product, rowOf, table, tabCount, tabs } from './product-list-test-utils';

// 商品列表 itself: tabs and counts, filters, columns, export and what the staff account sees. Its row
// actions, drawers and bulk bar are tested beside it (product-row-actions, product-list-drawers,
// product-bulk-actions).

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
