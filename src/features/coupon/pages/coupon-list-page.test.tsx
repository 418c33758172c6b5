import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { couponWhere } from '@/features/coupon/coupon-test-utils';
import { openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';

const open = (path = '/coupon/list?limit=30') => openPage(path, '优惠券列表');
const table = () => within(screen.getByRole('table', { name: '优惠券列表' }));
/** The row whose 名称 cell is exactly this name. */
async function couponRow(name: string) {
  const cell = await table().findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}
const cellTexts = async (name: string) => within(await couponRow(name)).getAllByRole('cell').map((c) => c.textContent);
/** The names in the table, in order. */
const names = () =>
  table()
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');
const live = () => getDb().coupons.filter((c) => !c.isDel);
const switchOf = async (name: string) => within(await couponRow(name)).getByRole('switch', { name: `${name} 开启` });
function deferred() {
  const settle: Array<() => void> = [];
  const promise = new Promise<void>((done) => settle.push(done));
  return { promise, resolve: () => settle.forEach((done) => done()) };
}

describe('优惠券列表', () => {
  it('shows every coupon with its kind, value, threshold, windows and count', async () => {
    await open();
    await waitFor(() => expect(names()).toHaveLength(live().length));
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '名称', '类别', '面值', '使用门槛', '领取方式', '领取日期', '使用时间', '发布数量', '是否开启', '操作']);

    const product = couponWhere((c) => c.category === 2 && c.isTimeReceive && c.isLimited);
    expect(await cellTexts(product.name)).toEqual([
      String(product.id),
      product.name,
      '商品券',
      `¥${product.money.toFixed(2)}`,
      `满${product.minPrice}元可用`,
      product.receiveType === 1 ? '手动领取' : '赠送券',
      `${product.receiveStartTime} - ${product.receiveEndTime}`,
      `${product.day}天`,
      `发布：${product.total}剩余：${product.lastTotal}`,
      expect.any(String),
      expect.stringContaining('编辑'),
    ]);

    const fixed = couponWhere((c) => c.isFixedTime && c.category === 1);
    expect((await cellTexts(fixed.name)).slice(2, 8)).toEqual(['商家券', `¥${fixed.money.toFixed(2)}`, `满${fixed.minPrice}元可用`, '赠送券', '不限时', `${fixed.useStartTime} - ${fixed.useEndTime}`]);

    const free = couponWhere((c) => c.minPrice === 0 && !c.isLimited);
    const freeCells = await cellTexts(free.name);
    expect(freeCells[4]).toBe('无门槛');
    expect(freeCells[8]).toBe('不限量');
  });

  it('filters by name, state, receive way and kind, in the request and the address', async () => {
    const { user, location } = await open();
    const requests = recordRequests();

    await user.type(screen.getByLabelText('优惠名称'), '满200{Enter}');
    await waitFor(() => expect(names()).toEqual(live().filter((c) => c.name.includes('满200')).toSorted((a, b) => b.id - a.id).map((c) => c.name)));
    expect(requests.last('/coupon/list')?.url.searchParams.get('name')).toBe('满200');
    expect(location().search).toMatchObject({ name: '满200' });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names()).toHaveLength(live().length));

    const closed = live().filter((c) => !c.status);
    expect(closed.length).toBeGreaterThan(0);
    await chooseOption(user, '开启状态', '未开启');
    await waitFor(() => expect(names()).toEqual(closed.map((c) => c.name)));
    expect(requests.last('/coupon/list')?.url.searchParams.get('status')).toBe('0');
    expect(location().search).toMatchObject({ status: 0 });

    await chooseOption(user, '开启状态', '全部');
    await chooseOption(user, '优惠类别', '商品券');
    const productCoupons = live().filter((c) => c.category === 2);
    await waitFor(() => expect(names()).toEqual(productCoupons.map((c) => c.name)));
    expect(requests.last('/coupon/list')?.url.searchParams.get('category')).toBe('2');
    expect(location().search).toMatchObject({ category: 2 });
    expect(location().search).not.toHaveProperty('status');

    await chooseOption(user, '优惠类别', '全部');
    await chooseOption(user, '领取方式', '赠送券');
    const gifted = live().filter((c) => c.receiveType === 2);
    await waitFor(() => expect(names().toSorted()).toEqual(gifted.map((c) => c.name).toSorted()));
    expect(requests.last('/coupon/list')?.url.searchParams.get('receiveType')).toBe('2');
    expect(location().search).toMatchObject({ receiveType: 2 });
  });

  it('reads the filters from the address', async () => {
    await open('/coupon/list?category=2&status=1');
    const expected = live().filter((c) => c.category === 2 && c.status);
    await waitFor(() => expect(names()).toEqual(expected.map((c) => c.name)));
    expect(shownChoice('优惠类别')).toBe('商品券');
    expect(shownChoice('开启状态')).toBe('开启');
  });

  it('opens a closed coupon with its switch, and closes it again', async () => {
    const closed = couponWhere((c) => !c.status && !c.isDel);
    const { user } = await open();
    expect(await switchOf(closed.name)).toHaveAttribute('aria-checked', 'false');
    await user.click(await switchOf(closed.name));
    await waitFor(() => expect(texts()).toContain('修改成功'));
    expect(getDb().coupons.find((c) => c.id === closed.id)?.status).toBe(true);
    await waitFor(async () => expect(await switchOf(closed.name)).toHaveAttribute('aria-checked', 'true'));
  });

  it('moves the switch at once and rolls it back when the server fails', async () => {
    const target = couponWhere((c) => c.id === 3);
    expect(target.status).toBe(true);
    getDb().faults['/admin/merchant/v2/coupon/switch/3'] = '500';
    const { user } = await open();
    const held = deferred();
    server.use(http.post('*/api/admin/merchant/v2/coupon/switch/:id', async () => void (await held.promise)));
    await user.click(await switchOf(target.name));
    // Before the server has answered the switch already shows the new state.
    expect(await switchOf(target.name)).toHaveAttribute('aria-checked', 'false');
    expect(await switchOf(target.name)).toBeDisabled();
    // The list's reload waits too: what the switch shows next is the rollback, not fresh rows.
    const reloading = deferred();
    server.use(http.get('*/api/admin/merchant/v2/coupon/list', async () => void (await reloading.promise)));
    held.resolve();
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(async () => expect(await switchOf(target.name)).toHaveAttribute('aria-checked', 'true'));
    expect(getDb().coupons.find((c) => c.id === 3)?.status).toBe(true);
    expect(texts()).not.toContain('修改成功');
    reloading.resolve();
  });

  it('deletes a coupon after the delete question, and keeps it when cancelled', async () => {
    const target = couponWhere((c) => c.name === '老客回馈券');
    const { user } = await open();
    await user.click(within(await couponRow(target.name)).getByRole('button', { name: `删除 ${target.name}` }));
    let ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('删除当前数据?');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getDb().coupons.find((c) => c.id === target.id)?.isDel).toBe(false);

    const requests = recordRequests();
    await user.click(within(await couponRow(target.name)).getByRole('button', { name: `删除 ${target.name}` }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(await requests.last('/coupon/delete')?.body).toEqual({ id: target.id });
    expect(getDb().coupons.find((c) => c.id === target.id)?.isDel).toBe(true);
    await waitFor(() => expect(names()).not.toContain(target.name));
  });

  it('offers 复制 only for open coupons and 编辑 only for 商品券; 复制 and 编辑 open the form', async () => {
    const closed = couponWhere((c) => !c.status && !c.isDel);
    const open1 = couponWhere((c) => c.status && c.category === 2);
    const store = couponWhere((c) => !c.isDel && c.category === 1);
    const { user, location } = await open();
    expect(within(await couponRow(closed.name)).queryByRole('link', { name: `复制 ${closed.name}` })).toBeNull();
    expect(within(await couponRow(open1.name)).getByRole('link', { name: `编辑 ${open1.name}` })).toBeInTheDocument();
    expect(within(await couponRow(store.name)).queryByRole('link', { name: `编辑 ${store.name}` })).toBeNull();
    for (const c of live().filter((x) => x.status)) {
      expect(within(await couponRow(c.name)).getByRole('link', { name: `复制 ${c.name}` })).toBeInTheDocument();
    }
    await user.click(within(await couponRow(open1.name)).getByRole('link', { name: `复制 ${open1.name}` }));
    await waitFor(() => expect(location().pathname).toBe(`/coupon/list/save/${open1.id}/1`));
    expect(await screen.findByRole('heading', { name: '复制优惠劵' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('leads to the empty form from 添加优惠劵', async () => {
    const { user, location } = await open();
    await user.click(screen.getByRole('link', { name: '添加优惠劵' }));
    await waitFor(() => expect(location().pathname).toBe('/coupon/list/save'));
    expect(await screen.findByRole('heading', { name: '添加优惠劵' })).toBeInTheDocument();
  });
});
