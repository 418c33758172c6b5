import { screen, waitFor, within } from '@testing-library/react';
import { deleteSeckillProducts } from '@/api/generated/endpoints/seckill/seckill';
import { getDb } from '@/mocks/db';
import { seckillOf } from '@/features/seckill/seckill-test-utils';
import { confirmWith, openPage, rowOf, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';
import { SHELF_QUESTIONS } from './seckill-product-page';
import { compareMoney, money, yuan } from '@/lib/format';

const PATH = '/marketing/seckill/list';
const table = () => screen.getByRole('table', { name: '秒杀商品列表' });
/** The 商品名称 column (the check box column shows only where a batch action is offered). */
const names = () => {
  const column = within(table())
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === '商品名称');
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[column]?.textContent);
};
const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);

/** The seeded products by state: on the shelf, waiting for review, refused, approved in an ended activity. */
const seeded = () => ({
  onShelf: seckillOf((s) => s.auditStatus === 2 && s.isShow),
  pending: seckillOf((s) => s.auditStatus === 1),
  refused: seckillOf((s) => s.auditStatus === 3),
  ended: seckillOf((s) => s.auditStatus === 2 && !s.isShow),
});

const open = (path = PATH, first = seeded().onShelf.name) => openPage(path, () => screen.findByRole('cell', { name: first }, { timeout: 8000 }));
type User = Awaited<ReturnType<typeof open>>['user'];

const bar = () => within(screen.getByRole('toolbar', { name: '批量操作' }));
const dbEntry = (id: number) => getDb().seckillProducts.find((s) => s.id === id);

async function openDrawer(user: User, action: string, name: string, title: string) {
  await user.click(within(rowOf(table(), name)).getByRole('button', { name: `${action} ${name}` }));
  // The drawer's code loads when it first opens.
  return within(await screen.findByRole('dialog', { name: title }, { timeout: 5000 }));
}

beforeEach(() => {
  getDb().productSettings.reviewDelayMs = 0;
});

describe('秒杀商品', () => {
  it('shows the approved products first, with counts per review state, and switches tabs in the address', async () => {
    const { onShelf, pending, refused, ended } = seeded();
    const { user, location } = await open();
    await waitFor(() => expect(tabs()).toEqual(['待审核(1)', '审核成功(2)', '审核失败(1)']));
    expect(screen.getByRole('tab', { name: '审核成功(2)' })).toHaveAttribute('aria-selected', 'true');
    expect(names()).toEqual(expect.arrayContaining([onShelf.name, ended.name]));
    expect(names()).toHaveLength(2);
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    // The first header holds the 全选本页 box; 失败原因 shows under 审核失败 only.
    expect(headers).toEqual(['', 'ID', '商品图', '商品名称', '商品分类', '活动名称', '商品售价', '活动价', '排序', '商品状态', '活动状态', '审核状态', '操作']);

    const cells = within(rowOf(table(), onShelf.name)).getAllByRole('cell').map((c) => c.textContent);
    const product = getDb().products.find((p) => p.id === onShelf.entry.productId);
    const lowest = onShelf.entry.attrValue.map((v) => v.activityPrice).reduce((min, price) => (compareMoney(price, min) < 0 ? price : min));
    expect(cells.slice(1, 12)).toEqual([String(onShelf.entry.id), '', onShelf.name, expect.any(String), '年货节限时秒杀', yuan(product?.price), yuan(lowest), String(onShelf.entry.sort), '上架', '进行中', '审核成功']);
    expect(within(rowOf(table(), onShelf.name)).getByRole('switch', { name: `${onShelf.name} 上架` })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('tab', { name: /审核失败/ }));
    await waitFor(() => expect(names()).toEqual([refused.name]));
    expect(location().search).toMatchObject({ auditStatus: 3 });
    expect(within(table()).getByRole('columnheader', { name: '失败原因' })).toBeInTheDocument();
    expect(within(rowOf(table(), refused.name)).getByText(refused.entry.reason)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /待审核/ }));
    await waitFor(() => expect(names()).toEqual([pending.name]));
    expect(location().search).toMatchObject({ auditStatus: 1 });
  });

  it('filters by product, activity, shelf and activity state, and the counts follow', async () => {
    const { onShelf, ended } = seeded();
    const { user, location } = await open();
    const requests = recordRequests();

    await chooseOption(user, '活动状态', '已结束');
    await waitFor(() => expect(names()).toEqual([ended.name]));
    expect(location().search).toMatchObject({ activityStatus: 2 });
    await waitFor(() => expect(tabs()).toEqual(['待审核(0)', '审核成功(1)', '审核失败(0)']));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    await chooseOption(user, '商品状态', '上架');
    await waitFor(() => expect(names()).toEqual([onShelf.name]));
    expect(requests.last('/seckill/product/page')?.url.searchParams.get('proStatus')).toBe('1');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.type(screen.getByLabelText('商品名称'), `${ended.name}{Enter}`);
    await waitFor(() => expect(names()).toEqual([ended.name]));
    expect(location().search).toMatchObject({ proName: ended.name });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.type(screen.getByLabelText('活动名称'), '双11{Enter}');
    await waitFor(() => expect(names()).toEqual([ended.name]));
    expect(requests.last('/seckill/product/page')?.url.searchParams.get('activityName')).toBe('双11');
  });

  it('takes a product off the shelf, shelves one of an ended activity, and refuses one whose product is in review', async () => {
    const { onShelf, ended } = seeded();
    const { user } = await open();
    const requests = recordRequests();
    const onSwitch = within(rowOf(table(), onShelf.name)).getByRole('switch', { name: `${onShelf.name} 上架` });
    await user.click(onSwitch);
    await confirmWith(user, SHELF_QUESTIONS.down, '取消');
    expect(requests.count('/seckill/product/down')).toBe(0);
    expect(onSwitch).toHaveAttribute('aria-checked', 'true');
    await user.click(onSwitch);
    await confirmWith(user, SHELF_QUESTIONS.down);
    await waitFor(() => expect(texts()).toContain('下架成功'));
    expect(dbEntry(onShelf.entry.id)?.isShow).toBe(false);
    await waitFor(() => expect(within(rowOf(table(), onShelf.name)).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));

    // The backend looks at the product's review, not the activity's dates.
    await user.click(within(rowOf(table(), ended.name)).getByRole('switch', { name: `${ended.name} 上架` }));
    await confirmWith(user, SHELF_QUESTIONS.up);
    await waitFor(() => expect(texts()).toContain('上架成功'));
    expect(dbEntry(ended.entry.id)?.isShow).toBe(true);

    const product = getDb().products.find((p) => p.id === onShelf.entry.productId);
    if (product) product.auditStatus = 1;
    await user.click(within(rowOf(table(), onShelf.name)).getByRole('switch'));
    await confirmWith(user, SHELF_QUESTIONS.up);
    await waitFor(() => expect(texts()).toContain('基础商品审核状态异常，无法上架'));
    expect(dbEntry(onShelf.entry.id)?.isShow).toBe(false);
    await waitFor(() => expect(within(rowOf(table(), onShelf.name)).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
  });

  it('edits activity prices by the seckill copy’s own SKUs, as the backend takes them; the SKUs read back the new prices', async () => {
    const { onShelf } = seeded();
    const { user } = await open();
    const requests = recordRequests();
    let drawer = await openDrawer(user, '编辑', onShelf.name, '编辑秒杀商品');
    const [first, second] = onShelf.entry.attrValue;
    const skus = within(drawer.getByRole('table', { name: '商品规格' }));
    expect(skus.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['规格', '售价', '库存', '限量', '限量剩余', '活动价']);
    expect(drawer.getByLabelText(`${first.sku} 活动价`)).toHaveValue(money(first.activityPrice));
    // The backend sets activity prices only: the quota is shown as it was set.
    expect(drawer.queryByLabelText(`${first.sku} 限量`)).toBeNull();
    expect(within(skus.getAllByRole('row')[1]).getAllByRole('cell')[3]).toHaveTextContent(String(first.quotaShow));

    await user.clear(drawer.getByLabelText(`${first.sku} 活动价`));
    await user.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(drawer.getAllByRole('alert').map((a) => a.textContent)).toContain('请输入活动价'));
    expect(requests.all('/seckill/product/set/price')).toHaveLength(0);

    await user.type(drawer.getByLabelText(`${first.sku} 活动价`), '19.99');
    await user.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑秒杀商品' })).toBeNull());

    const body = (await requests.last('/seckill/product/set/price')?.body) as { productList: Array<{ id: number; attrValue: unknown[] }> };
    expect(first.id).not.toBe(first.attrValueId);
    expect(body.productList).toEqual([{ id: onShelf.entry.id, attrValue: onShelf.entry.attrValue.map((v) => ({ id: v.id, activityPrice: v === first ? '19.99' : money(v.activityPrice) })) }]);
    expect(dbEntry(onShelf.entry.id)?.attrValue[0]).toMatchObject({ id: first.id, quotaShow: first.quotaShow, activityPrice: '19.99' });
    await waitFor(() => expect(within(rowOf(table(), onShelf.name)).getByText('¥19.99')).toBeInTheDocument());
    drawer = await openDrawer(user, '编辑', onShelf.name, '编辑秒杀商品');
    expect(drawer.getByLabelText(`${first.sku} 活动价`)).toHaveValue('19.99');
    expect(drawer.getByLabelText(`${second.sku} 活动价`)).toHaveValue(money(second.activityPrice));
  });

  it('keeps the drawer input when the server refuses', async () => {
    const { onShelf } = seeded();
    const { user } = await open();
    const drawer = await openDrawer(user, '编辑', onShelf.name, '编辑秒杀商品');
    const [first] = onShelf.entry.attrValue;
    await user.clear(drawer.getByLabelText(`${first.sku} 活动价`));
    await user.type(drawer.getByLabelText(`${first.sku} 活动价`), '12.5');
    // It is deleted meanwhile.
    const entry = dbEntry(onShelf.entry.id);
    if (entry) entry.isDel = true;
    await user.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('秒杀活动商品不存在'));
    expect(screen.getByRole('dialog', { name: '编辑秒杀商品' })).toBeInTheDocument();
    expect(drawer.getByLabelText(`${first.sku} 活动价`)).toHaveValue('12.5');
  });

  it('shows a product in review read-only, and withdraws it: it leaves the list, under no tab', async () => {
    const { pending, refused } = seeded();
    const { user } = await open(`${PATH}?auditStatus=1`, pending.name);
    const drawer = await openDrawer(user, '详情', pending.name, '秒杀商品详情');
    expect(drawer.queryAllByRole('textbox')).toHaveLength(0);
    expect(drawer.queryByRole('button', { name: '保存' })).toBeNull();
    await user.click(drawer.getAllByRole('button', { name: '关闭' }).at(-1) ?? document.body);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '秒杀商品详情' })).toBeNull());

    await user.click(within(rowOf(table(), pending.name)).getByRole('button', { name: `撤回审核 ${pending.name}` }));
    await confirmWith(user, '撤回审核秒杀商品吗？');
    await waitFor(() => expect(texts()).toContain('撤回成功'));
    expect(dbEntry(pending.entry.id)).toMatchObject({ isDel: true, auditStatus: 3, reason: '上架撤回审核' });
    await waitFor(() => expect(screen.getByText('暂无秒杀商品')).toBeInTheDocument());
    await waitFor(() => expect(tabs()).toEqual(['待审核(0)', '审核成功(2)', '审核失败(1)']));
    await user.click(screen.getByRole('tab', { name: /审核失败/ }));
    await waitFor(() => expect(names()).toEqual([refused.name]));
  });

  it('sends a refused product again through the add form, started from it: a new product waits for review, the refused one stays', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const { refused, pending } = seeded();
    const { user, location } = await open(`${PATH}?auditStatus=3`, refused.name);
    const requests = recordRequests();
    // 详情 shows it; 重新提交 opens the add form of its activity.
    expect(within(rowOf(table(), refused.name)).getByRole('button', { name: `详情 ${refused.name}` })).toBeInTheDocument();
    await user.click(within(rowOf(table(), refused.name)).getByRole('button', { name: `重新提交 ${refused.name}` }));
    await waitFor(() => expect(location().pathname).toBe(`/marketing/seckill/creatSeckill/${refused.entry.activityId}`));
    const goods = await screen.findByRole('table', { name: '秒杀商品' }, { timeout: 8000 });
    await within(goods).findByText(refused.name, undefined, { timeout: 8000 });
    const [first] = refused.entry.attrValue;
    const box = (label: string) => within(goods).getByLabelText(`${refused.name} ${label}`);
    expect(box(`${first.sku} 限量`)).toHaveValue(String(first.quotaShow));
    expect(box(`${first.sku} 活动价`)).toHaveValue(money(first.activityPrice));
    await user.clear(box(`${first.sku} 活动价`));
    await user.type(box(`${first.sku} 活动价`), '9.9');
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(location().pathname).toBe(PATH));
    expect(texts()).toContain('提交成功');
    expect(requests.all('/seckill/product/set/price')).toHaveLength(0);
    expect(await requests.last('/seckill/product/add')?.body).toEqual({
      id: refused.entry.activityId,
      productList: [
        {
          id: refused.entry.productId,
          sort: refused.entry.sort,
          attrValue: refused.entry.attrValue.map((v) => ({ attrValueId: v.attrValueId, quota: v.quotaShow, activityPrice: v === first ? '9.90' : money(v.activityPrice) })),
        },
      ],
    });
    // Found under 待审核 (the list opens there), the refused one still under 审核失败.
    await waitFor(() => expect(names()).toEqual(expect.arrayContaining([refused.name, pending.name])));
    await waitFor(() => expect(tabs()).toEqual(['待审核(2)', '审核成功(2)', '审核失败(1)']));
    expect(dbEntry(refused.entry.id)).toMatchObject({ auditStatus: 3, reason: refused.entry.reason });
  });

  it('deletes a refused product only, as the reference (its backend says 只能删除审核失败的商品)', async () => {
    const { onShelf, ended, refused } = seeded();
    const { user } = await open();
    // Approved products: no 删除 on their rows, no 批量删除.
    expect(within(rowOf(table(), onShelf.name)).queryByRole('button', { name: `删除 ${onShelf.name}` })).toBeNull();
    expect(within(rowOf(table(), ended.name)).queryByRole('button', { name: `删除 ${ended.name}` })).toBeNull();
    expect(bar().queryByRole('button', { name: '批量删除' })).toBeNull();
    await expect(deleteSeckillProducts({ ids: String(ended.entry.id) })).rejects.toThrow('只能删除审核失败的商品');
    expect(dbEntry(ended.entry.id)).toBeDefined();

    await user.click(screen.getByRole('tab', { name: /^审核失败/ }));
    await screen.findByRole('cell', { name: refused.name }, { timeout: 8000 });
    expect(bar().queryByRole('button', { name: '批量下架' })).toBeNull();
    await user.click(within(rowOf(table(), refused.name)).getByRole('button', { name: `删除 ${refused.name}` }));
    await confirmWith(user, '删除该秒杀商品吗？');
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(dbEntry(refused.entry.id)?.isDel).toBe(true);
    await waitFor(() => expect(screen.getByText('暂无秒杀商品')).toBeInTheDocument());
  });

  it('takes the checked products off the shelf together', async () => {
    const { onShelf, ended } = seeded();
    const { user } = await open();
    const requests = recordRequests();

    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await user.click(bar().getByRole('button', { name: '批量下架' }));
    await confirmWith(user, SHELF_QUESTIONS.batchDown, '取消');
    expect(requests.count('/seckill/product/down')).toBe(0);
    await user.click(bar().getByRole('button', { name: '批量下架' }));
    await confirmWith(user, SHELF_QUESTIONS.batchDown);
    await waitFor(() => expect(texts()).toContain('下架成功'));
    const ids = [onShelf.entry.id, ended.entry.id];
    const sent = (await requests.last('/seckill/product/down')?.body) as { ids: string } | undefined;
    expect(sent?.ids.split(',').map(Number).toSorted()).toEqual(ids.toSorted());
    expect(ids.map((id) => dbEntry(id)?.isShow)).toEqual([false, false]);
    await waitFor(() => expect(within(rowOf(table(), onShelf.name)).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
  });

  it('opens 添加秒杀商品', async () => {
    const { user, location } = await open();
    await user.click(screen.getByRole('link', { name: '添加秒杀商品' }));
    await waitFor(() => expect(location().pathname).toBe('/marketing/seckill/creatSeckill'));
    expect(await screen.findByRole('heading', { name: '添加秒杀商品' })).toBeInTheDocument();
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const { refused } = seeded();
    const requests = recordRequests();
    await open(`${PATH}?auditStatus=3&proName=${encodeURIComponent(refused.name)}`, refused.name);
    // The tabs' counts ask for one-row pages of the same call.
    expect(requests.all('/seckill/product/page').filter((r) => r.url.searchParams.get('limit') !== '1')).toHaveLength(1);
  });
});
