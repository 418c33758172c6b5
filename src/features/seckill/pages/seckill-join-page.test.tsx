import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { activityNamed, productNamed } from '@/features/seckill/seckill-test-utils';
import { confirmWith, openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';

const ORANGE = '赣南脐橙';
const TEA = '正山小种红茶';

const joinPath = (id: number) => `/marketing/seckill/creatActivity/${id}`;
const open = async (path: string, heading = '参加秒杀活动') => {
  const app = await openPage(path, () => screen.findByRole('heading', { name: heading }, { timeout: 8000 }));
  return app;
};
type User = Awaited<ReturnType<typeof open>>['user'];

const goods = () => screen.getByRole('table', { name: '秒杀商品' });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function pick(user: User, names: string[]) {
  await user.click(screen.getByRole('button', { name: '添加商品' }));
  const dialog = await screen.findByRole('dialog', { name: '商品列表' });
  for (const name of names) {
    await user.clear(within(dialog).getByLabelText('商品名称'));
    await user.click(within(dialog).getByLabelText('商品名称'));
    await user.paste(name);
    await user.click(within(dialog).getByRole('button', { name: '搜索' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: `选择 ${name}` }, { timeout: 5000 }));
  }
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '商品列表' })).toBeNull());
}

async function toProducts(user: User) {
  await user.click(screen.getByRole('tab', { name: '添加商品' }));
  expect(screen.getByRole('tab', { name: '添加商品' })).toHaveAttribute('aria-selected', 'true');
}

async function batch(user: User, values: { quota?: string; discount?: string; price?: string }) {
  await user.click(screen.getByRole('button', { name: '批量设置' }));
  const dialog = await screen.findByRole('dialog', { name: '批量设置' }, { timeout: 5000 });
  if (values.quota !== undefined) await user.type(within(dialog).getByLabelText('限量'), values.quota);
  if (values.discount !== undefined) {
    await user.click(within(dialog).getByRole('radio', { name: '活动折扣' }));
    await user.type(within(dialog).getByLabelText('活动折扣（%）'), values.discount);
  }
  if (values.price !== undefined) await user.type(within(dialog).getByLabelText('活动价（元）'), values.price);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '批量设置' })).toBeNull());
}

const box = (label: string) => within(goods()).getByLabelText(label);

/** A refused product of 年货节限时秒杀 sent again: its address, each SKU at quota 1 and 3.30, order 7. */
function resubmission() {
  const spring = activityNamed('年货节限时秒杀');
  const refused = getDb().seckillProducts.find((s) => s.activityId === spring.id && s.auditStatus === 3)!;
  const product = getDb().products.find((p) => p.id === refused.productId)!;
  const resubmit = { id: refused.id, productId: product.id, sort: 7, skus: refused.attrValue.map((v) => ({ attrValueId: v.attrValueId, quota: 1, activityPrice: '3.30' })) };
  return { spring, product, path: `/marketing/seckill/creatSeckill/${spring.id}?resubmit=${encodeURIComponent(JSON.stringify(resubmit))}` };
}

beforeEach(() => {
  getDb().productSettings.reviewDelayMs = 0;
});

describe('参加秒杀活动', () => {
  it('shows the chosen activity and joins it with two products priced by a discount', async () => {
    const weekend = activityNamed('周末秒杀专场');
    const orange = productNamed(ORANGE);
    const tea = productNamed(TEA);
    const { user, location } = await open(joinPath(weekend.id));
    const requests = recordRequests();

    await waitFor(() => expect(shownChoice('选择活动')).toBe(`${weekend.name}（进行中）`));
    const info = within(await screen.findByLabelText('活动信息'));
    expect(info.getByText(`${weekend.startDate} ~ ${weekend.endDate}`)).toBeInTheDocument();
    expect(info.getByText('09:00-10:00')).toBeInTheDocument();
    expect(info.getByText('21:00-22:00')).toBeInTheDocument();
    expect(info.getByText('全部分类')).toBeInTheDocument();
    expect(info.getByText('1星')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一步' }));
    await pick(user, [ORANGE, TEA]);
    // A header row per product, then its SKUs.
    expect(within(goods()).getByText(ORANGE)).toBeInTheDocument();
    expect(within(goods()).getByText(TEA)).toBeInTheDocument();
    expect(within(goods()).getAllByText(/^规格：/).map((e) => e.textContent)).toEqual(['规格：5斤', '规格：9斤', '规格：默认']);

    // 限量 10 is cut to each SKU's stock; 85% of 49.90 is 42.415, rounded half up to 42.42 (floats give 42.41).
    await batch(user, { quota: '10', discount: '85' });
    expect(box(`${ORANGE} 5斤 活动价`)).toHaveValue('42.42');
    expect(box(`${ORANGE} 9斤 活动价`)).toHaveValue('44.12');
    expect(box(`${TEA} 默认 活动价`)).toHaveValue('74.80');
    expect(box(`${ORANGE} 5斤 限量`)).toHaveValue('3');
    expect(box(`${ORANGE} 9斤 限量`)).toHaveValue('1');
    expect(box(`${TEA} 默认 限量`)).toHaveValue('10');

    await user.clear(box(`${TEA} 排序`));
    await user.type(box(`${TEA} 排序`), '8');
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(location().pathname).toBe('/marketing/seckill/list'));
    expect(location().search).toMatchObject({ auditStatus: 1 });
    expect(texts()).toContain('提交成功');
    const [s5, s9] = orange.attrValue;
    const [sTea] = tea.attrValue;
    expect(await requests.last('/seckill/product/add')?.body).toEqual({
      id: weekend.id,
      productList: [
        { id: orange.id, sort: 0, attrValue: [{ attrValueId: s5.id, quota: 3, activityPrice: '42.42' }, { attrValueId: s9.id, quota: 1, activityPrice: '44.12' }] },
        { id: tea.id, sort: 8, attrValue: [{ attrValueId: sTea.id, quota: 10, activityPrice: '74.80' }] },
      ],
    });
    const saved = getDb().seckillProducts.filter((s) => s.activityId === weekend.id);
    expect(saved.map((s) => ({ productId: s.productId, sort: s.sort, prices: s.attrValue.map((v) => [v.quotaShow, v.activityPrice]) }))).toEqual([
      { productId: orange.id, sort: 0, prices: [[3, '42.42'], [1, '44.12']] },
      { productId: tea.id, sort: 8, prices: [[10, '74.80']] },
    ]);
    // The form's tab is closed.
    expect(screen.queryByRole('heading', { name: '参加秒杀活动' })).toBeNull();
  }, 30_000);

  it('sets one activity price for every SKU', async () => {
    const weekend = activityNamed('周末秒杀专场');
    const { user } = await open(joinPath(weekend.id));
    await toProducts(user);
    await pick(user, [ORANGE]);
    await batch(user, { price: '9.9' });
    expect(box(`${ORANGE} 5斤 活动价`)).toHaveValue('9.90');
    expect(box(`${ORANGE} 9斤 活动价`)).toHaveValue('9.90');
    // Quotas were left blank by the batch.
    expect(box(`${ORANGE} 5斤 限量`)).toHaveValue('');
  });

  it('refuses a product already in the activity', async () => {
    const spring = activityNamed('年货节限时秒杀');
    const joined = getDb().seckillProducts.find((s) => s.activityId === spring.id);
    const name = getDb().products.find((p) => p.id === joined?.productId)?.name ?? '';
    const { user } = await open(joinPath(spring.id));
    await waitFor(() => expect(shownChoice('选择活动')).toBe(`${spring.name}（进行中）`));
    await screen.findByLabelText('活动信息');
    await toProducts(user);
    await pick(user, [name, TEA]);
    expect(texts()).toContain('该商品已参加该活动');
    expect(within(goods()).queryByText(name)).toBeNull();
    expect(within(goods()).getByText(TEA)).toBeInTheDocument();
  });

  it('shows each rule and sends nothing while one fails', async () => {
    const weekend = activityNamed('周末秒杀专场');
    const orange = productNamed(ORANGE);
    const { user } = await open(joinPath(weekend.id));
    const requests = recordRequests();
    await toProducts(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(alerts()).toContain('请添加商品'));

    await pick(user, [ORANGE]);
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['请输入限量', '请输入活动价'])));
    expect(box(`${ORANGE} 5斤 限量`)).toHaveAttribute('aria-invalid', 'true');

    await user.type(box(`${ORANGE} 5斤 限量`), String(orange.attrValue[0].stock + 1));
    await user.type(box(`${ORANGE} 5斤 活动价`), '0');
    await user.type(box(`${ORANGE} 9斤 活动价`), '1000000');
    await user.clear(box(`${ORANGE} 排序`));
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['限量不能大于库存', '活动价必须大于0', '活动价不能超过999999.99', '请输入排序'])));
    // Letters and a third decimal cannot be typed.
    await user.type(box(`${ORANGE} 9斤 限量`), 'a1.5');
    expect(box(`${ORANGE} 9斤 限量`)).toHaveValue('15');
    await user.clear(box(`${ORANGE} 9斤 活动价`));
    await user.type(box(`${ORANGE} 9斤 活动价`), '3.456');
    expect(box(`${ORANGE} 9斤 活动价`)).toHaveValue('3.45');
    expect(requests.all('/seckill/product/add')).toHaveLength(0);

    // Removing the product leaves nothing to send.
    await user.click(within(goods()).getByRole('button', { name: `删除 ${ORANGE}` }));
    await confirmWith(user, '删除该秒杀商品吗？', '取消');
    expect(within(goods()).getByText(ORANGE)).toBeInTheDocument();
    await user.click(within(goods()).getByRole('button', { name: `删除 ${ORANGE}` }));
    await confirmWith(user, '删除该秒杀商品吗？');
    expect(within(goods()).queryByText(ORANGE)).toBeNull();
    await waitFor(() => expect(alerts()).toContain('请添加商品'));
  });

  it('asks for an activity when opened without one', async () => {
    const twelve = activityNamed('双12限时秒杀');
    const ended = activityNamed('双11秒杀');
    const { user } = await open('/marketing/seckill/creatSeckill', '添加秒杀商品');
    const select = screen.getByRole('combobox', { name: '选择活动' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(shownChoice(select)).toBe('请选择活动');
    await user.click(select);
    const offered = await screen.findByRole('listbox', { name: '选择活动' });
    expect(within(offered).getAllByRole('option')).toHaveLength(3);
    // Ended activities are not offered.
    expect(within(offered).queryByRole('option', { name: new RegExp(ended.name) })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(shownChoice(select)).toBe('请选择活动');

    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(alerts()).toContain('请选择活动'));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('tab', { name: '基础设置' })).toHaveAttribute('aria-selected', 'true');

    await chooseOption(user, select, `${twelve.name}（未开始）`);
    expect(await screen.findByLabelText('活动信息')).toHaveTextContent(`${twelve.startDate} ~ ${twelve.endDate}`);
    expect(screen.getByLabelText('活动信息')).toHaveTextContent('2星');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('tab', { name: '添加商品' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens 添加秒杀商品 with the activity of the address, or none', async () => {
    const twelve = activityNamed('双12限时秒杀');
    const { user, location } = await open(`/marketing/seckill/creatSeckill/${twelve.id}`, '添加秒杀商品');
    await waitFor(() => expect(shownChoice('选择活动')).toBe(`${twelve.name}（未开始）`));
    expect(await screen.findByLabelText('活动信息')).toHaveTextContent(twelve.name);

    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(location().pathname).toBe('/marketing/seckill/list'));
    const list = await screen.findByRole('region', { name: '秒杀商品' }, { timeout: 5000 });
    await user.click(within(list).getByRole('link', { name: '添加秒杀商品' }));
    await waitFor(() => expect(location().pathname).toBe('/marketing/seckill/creatSeckill'));
    await waitFor(() => expect(shownChoice('选择活动')).toBe('请选择活动'));
  });

  it('does not choose an ended activity of the address', async () => {
    const ended = activityNamed('双11秒杀');
    await open(joinPath(ended.id));
    expect(await screen.findByText('该活动已结束或不存在，请重新选择', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(shownChoice('选择活动')).toBe('请选择活动');
    expect(screen.queryByLabelText('活动信息')).toBeNull();
  });

  it('keeps everything typed when the server refuses, and asks before leaving', async () => {
    const weekend = activityNamed('周末秒杀专场');
    const tea = productNamed(TEA);
    const { user, location } = await open(joinPath(weekend.id));
    await toProducts(user);
    await pick(user, [TEA]);
    await user.type(box(`${TEA} 默认 限量`), '5');
    await user.type(box(`${TEA} 默认 活动价`), '66.6');

    // Meanwhile the product's stock runs low.
    const sku = getDb().products.find((p) => p.id === tea.id)?.attrValue[0];
    if (sku) sku.stock = 2;
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(texts()).toContain(`添加秒杀商品SKU限量不能超过库存，秒杀商品名称:${TEA}`));
    expect(location().pathname).toBe(joinPath(weekend.id));
    expect(box(`${TEA} 默认 限量`)).toHaveValue('5');
    expect(box(`${TEA} 默认 活动价`)).toHaveValue('66.6');
    expect(getDb().seckillProducts.filter((s) => s.activityId === weekend.id)).toHaveLength(0);

    // Leaving asks first; staying keeps the input.
    await user.click(screen.getByRole('button', { name: '返回' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确认关闭？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location().pathname).toBe(joinPath(weekend.id));
    expect(box(`${TEA} 默认 活动价`)).toHaveValue('66.6');
  });

  it('starts from a refused product sent again (重新提交): its activity, and the product with its order, quotas and prices', async () => {
    const { spring, product, path } = resubmission();
    const { user } = await open(path, '添加秒杀商品');
    expect(screen.getByRole('tab', { name: '添加商品' })).toHaveAttribute('aria-selected', 'true');
    await within(goods()).findByText(product.name, undefined, { timeout: 8000 });
    expect(box(`${product.name} 排序`)).toHaveValue('7');
    for (const v of product.attrValue) {
      expect(box(`${product.name} ${v.sku?.trim() || '默认'} 限量`)).toHaveValue('1');
      expect(box(`${product.name} ${v.sku?.trim() || '默认'} 活动价`)).toHaveValue('3.30');
    }
    await user.click(screen.getByRole('tab', { name: '基础设置' }));
    await waitFor(() => expect(shownChoice('选择活动')).toBe(`${spring.name}（进行中）`));
  });

  it('says so when the refused product can no longer be added', async () => {
    const { product, path } = resubmission();
    product.isRecycle = true;
    await open(path, '添加秒杀商品');
    expect(await screen.findByText('该商品已不能参加活动，无法重新提交', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(within(goods()).queryByText(product.name)).toBeNull();
  });

  it('asks for the activities once: the route prefetches what the form reads', async () => {
    const requests = recordRequests();
    await open('/marketing/seckill/creatSeckill', '添加秒杀商品');
    await waitFor(() => expect(screen.getByLabelText('选择活动')).toBeEnabled());
    expect(requests.count('/seckill/activity/page')).toBe(1);
  });
});
