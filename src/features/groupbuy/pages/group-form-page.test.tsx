import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { activityNamed, goods, open, productNamed, retype, type User } from '@/features/groupbuy/groupbuy-test-utils';
import { confirmWith, texts } from '@/test/page';
import { REMOVE_PRODUCT_QUESTION } from './group-form-page';
import { recordRequests } from '@/test/requests';
import { addMoney, money } from '@/lib/format';

const ORANGE = '赣南脐橙';
const LONGJING = '西湖龙井明前特级';
const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** A date-time as the box shows it, some days from now, at a whole hour. */
const daysAhead = (days: number) => {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:00:00`;
};

const box = (label: string) => within(goods()).getByLabelText(label);
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function fillBasics(user: User, values: { name: string; start: string; end: string; buyCount: string; validHour: string; allQuota: string; oncQuota: string }) {
  await retype(user, '活动名称', values.name);
  fireEvent.change(screen.getByLabelText('活动开始时间'), { target: { value: values.start } });
  fireEvent.change(screen.getByLabelText('活动结束时间'), { target: { value: values.end } });
  await retype(user, '成团人数', values.buyCount);
  await retype(user, '成团有效期', values.validHour);
  await retype(user, '活动限购', values.allQuota);
  await retype(user, '单次限购', values.oncQuota);
}

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

async function setForProduct(user: User, kind: '设置拼团价' | '设置拼团限量', product: string, value: string) {
  await user.click(within(goods()).getByRole('button', { name: `${kind} ${product}` }));
  const dialog = await screen.findByRole('dialog', { name: `${kind}：${product}` });
  await user.type(within(dialog).getByLabelText(kind === '设置拼团价' ? '拼团价（元）' : '拼团限量'), value);
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: `${kind}：${product}` })).toBeNull());
}

/** The product is in no activity that would make the server refuse it. */
const isFree = (productId: number) => !getDb().groupActivities.some((a) => (a.groupStatus === 3 || a.groupStatus === 4) && a.skus.some((s) => s.productId === productId));

describe('拼团活动表单', () => {
  it('creates an activity with one product priced per product and per SKU; it goes to review, then is approved', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const longjing = productNamed(LONGJING);
    expect(isFree(longjing.id)).toBe(true);
    const [s100, s250] = longjing.attrValue;
    const { user, location } = await open('/marketing/group/createGroup', '添加拼团活动');
    const requests = recordRequests();
    const start = daysAhead(1);
    const end = daysAhead(6);
    await fillBasics(user, { name: '龙井三人团', start, end, buyCount: '3', validHour: '24', allQuota: '6', oncQuota: '2' });
    // 凑团 starts off, as in the reference; 虚拟成团 is offered while it is on and goes off with it.
    expect(screen.getByRole('switch', { name: '凑团' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('switch', { name: '虚拟成团' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: '凑团' }));
    await user.click(screen.getByRole('switch', { name: '虚拟成团' }));
    await user.click(screen.getByRole('switch', { name: '凑团' }));
    expect(screen.queryByRole('switch', { name: '虚拟成团' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: '凑团' }));
    expect(screen.getByRole('switch', { name: '虚拟成团' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('switch', { name: '虚拟成团' }));
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('tab', { name: '添加商品' })).toHaveAttribute('aria-selected', 'true');

    await pick(user, [LONGJING]);
    expect(within(goods()).getByText(LONGJING)).toBeInTheDocument();
    expect(within(goods()).getByText('100g')).toBeInTheDocument();
    expect(within(goods()).getByText('250g')).toBeInTheDocument();
    expect(within(goods()).getByText(s100.barCode ?? '-')).toBeInTheDocument();

    // The product's dialog keeps the price within the price range.
    await user.click(within(goods()).getByRole('button', { name: `设置拼团价 ${LONGJING}` }));
    const dialog = await screen.findByRole('dialog', { name: `设置拼团价：${LONGJING}` });
    await user.type(within(dialog).getByLabelText('拼团价（元）'), '1000000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('拼团价范围为0.01~999999.99')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('拼团价（元）'));
    await user.type(within(dialog).getByLabelText('拼团价（元）'), '200');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `设置拼团价：${LONGJING}` })).toBeNull());
    expect(box(`${LONGJING} 100g 拼团价`)).toHaveValue('200.00');
    expect(box(`${LONGJING} 250g 拼团价`)).toHaveValue('200.00');

    // The quota is cut to each SKU's stock.
    await setForProduct(user, '设置拼团限量', LONGJING, '150');
    expect(box(`${LONGJING} 100g 拼团限量`)).toHaveValue(String(Math.min(150, s100.stock)));
    expect(box(`${LONGJING} 250g 拼团限量`)).toHaveValue(String(Math.min(150, s250.stock)));

    // A group price above the SKU's own price is the merchant's choice: the reference bounds it by nothing but the range.
    const above = money(addMoney(s250.price, '10.5'));
    await user.clear(box(`${LONGJING} 250g 拼团价`));
    await user.type(box(`${LONGJING} 250g 拼团价`), above);
    expect(alerts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(location().pathname).toBe('/marketing/group/activity/3'));
    expect(texts()).toContain('提交成功');
    expect(await requests.last('/groupbuy/activity/save')?.body).toEqual({
      groupName: '龙井三人团',
      startTime: start,
      endTime: end,
      validHour: 24,
      buyCount: 3,
      allQuota: 6,
      oncQuota: 2,
      productCount: 1,
      showGroup: 1,
      fictiStatus: 1,
      groupBuySkuRequest: [
        { productId: longjing.id, skuId: s100.id, activePrice: '200.00', quotaShow: Math.min(150, s100.stock) },
        { productId: longjing.id, skuId: s250.id, activePrice: above, quotaShow: Math.min(150, s250.stock) },
      ],
    });
    const saved = activityNamed('龙井三人团');
    expect(saved.groupStatus).toBe(3);
    expect(saved.skus.map((s) => [s.skuId, s.activePrice, s.quotaShow])).toEqual([
      [s100.id, '200.00', Math.min(150, s100.stock)],
      [s250.id, above, Math.min(150, s250.stock)],
    ]);
    // The table's cells are drawn anew when the page renders again (its counts come in): look for the row, not one drawing of it.
    await waitFor(() => expect(within(screen.getByRole('table', { name: '拼团活动列表' })).getByText('龙井三人团')).toBeInTheDocument(), { timeout: 5000 });
    // The form's tab is closed.
    expect(screen.queryByRole('heading', { name: '添加拼团活动' })).toBeNull();

    // The platform decides: approved.
    saved.reviewAt = Date.now() - 1;
    await user.click(screen.getByRole('tab', { name: /已通过/ }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '拼团活动列表' })).getByText('龙井三人团')).toBeInTheDocument(), { timeout: 5000 });
    expect(activityNamed('龙井三人团').groupStatus).toBe(4);
  }, 30_000);

  it('shows each rule and sends nothing while one fails', async () => {
    const orange = productNamed(ORANGE);
    const { user } = await open('/marketing/group/createGroup', '添加拼团活动');
    const requests = recordRequests();

    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['请输入活动名称', '请选择活动开始时间', '请输入成团人数', '请输入成团有效期', '请输入活动限购', '请输入单次限购'])));
    expect(screen.getByRole('tab', { name: '基础设置' })).toHaveAttribute('aria-selected', 'true');

    await fillBasics(user, { name: '规则检查', start: daysAhead(5), end: daysAhead(2), buyCount: '1', validHour: '241', allQuota: '3', oncQuota: '4' });
    await waitFor(() => expect(alerts()).toEqual(['结束时间必须大于开始时间', '成团人数范围为2~10000', '成团有效期范围为0~240小时']));
    expect(screen.getByLabelText('成团人数')).toHaveAttribute('aria-invalid', 'true');
    // 单次限购 above 活动限购 is allowed, as the reference allows it.
    expect(screen.getByLabelText('单次限购')).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText('活动结束时间'), { target: { value: daysAhead(8) } });
    await retype(user, '成团人数', '2');
    await retype(user, '成团有效期', '240');
    await waitFor(() => expect(alerts()).toEqual([]));

    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(alerts()).toContain('请添加商品'));

    await pick(user, [ORANGE]);
    // Taking a product out asks first, in the reference's words; 取消 keeps it.
    await user.click(within(goods()).getByRole('button', { name: `删除 ${ORANGE}` }));
    await confirmWith(user, REMOVE_PRODUCT_QUESTION, '取消');
    expect(within(goods()).getByText(ORANGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['请输入拼团价', '请输入拼团限量'])));
    const [s5] = orange.attrValue;
    await user.type(box(`${ORANGE} 5斤 拼团价`), '1000000');
    await user.type(box(`${ORANGE} 5斤 拼团限量`), String(s5.stock + 1));
    await user.type(box(`${ORANGE} 9斤 拼团价`), '0');
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['拼团价范围为0.01~999999.99', '拼团限量不能大于库存', '拼团价必须大于0'])));
    // A third decimal and letters cannot be typed.
    await user.type(box(`${ORANGE} 9斤 拼团限量`), 'a1.5');
    expect(box(`${ORANGE} 9斤 拼团限量`)).toHaveValue('15');
    expect(requests.all('/groupbuy/activity/save')).toHaveLength(0);
  }, 30_000);

  it('edits a refused activity (the address’s type 1); it is sent with its id and approved again', async () => {
    getDb().productSettings.reviewDelayMs = 0;
    const digital = activityNamed('数码配件五人团');
    const { user, location } = await open(`/marketing/group/createGroup/${digital.id}/1`, '编辑拼团活动');
    const requests = recordRequests();
    await waitFor(() => expect(screen.getByLabelText('活动名称')).toHaveValue('数码配件五人团'));
    expect(screen.getByLabelText('成团人数')).toHaveValue('5');
    expect((screen.getByLabelText('活动开始时间') as HTMLInputElement).value).toBe(digital.startTime);

    await retype(user, '活动名称', '数码配件四人团');
    await retype(user, '成团人数', '4');
    await user.click(screen.getByRole('tab', { name: '添加商品' }));
    const [first] = digital.skus;
    const product = getDb().products.find((p) => p.id === first.productId);
    expect(box(`${product?.name ?? ''} ${first.sku} 拼团价`)).toHaveValue(money(first.activePrice));
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(location().pathname).toBe('/marketing/group/activity/3'));
    const body = (await requests.last('/groupbuy/activity/update')?.body) as { id: number; groupName: string; buyCount: number; groupBuySkuRequest: unknown[] };
    expect(body).toMatchObject({ id: digital.id, groupName: '数码配件四人团', buyCount: 4, startTime: digital.startTime, endTime: digital.endTime });
    expect(body.groupBuySkuRequest).toHaveLength(digital.skus.length);
    const saved = getDb().groupActivities.find((a) => a.id === digital.id);
    expect(saved).toMatchObject({ groupName: '数码配件四人团', buyCount: 4, groupStatus: 4, refusal: '' });
    expect(getDb().groupActivities).toHaveLength(6);
  }, 30_000);

  it('copies an activity into a new one (the address’s type 2, titled as a new one); the original stays as it was', async () => {
    getDb().productSettings.reviewDelayMs = 0;
    const home = activityNamed('周末家居拼团');
    const before = structuredClone(home);
    const { user, location } = await open(`/marketing/group/createGroup/${home.id}/2`, '添加拼团活动');
    const requests = recordRequests();
    await waitFor(() => expect(screen.getByLabelText('活动名称')).toHaveValue('周末家居拼团'));
    await retype(user, '活动名称', '周末家居拼团（二期）');
    await user.click(screen.getByRole('tab', { name: '添加商品' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(location().pathname).toBe('/marketing/group/activity/3'));
    expect(requests.all('/groupbuy/activity/update')).toHaveLength(0);
    const body = (await requests.last('/groupbuy/activity/save')?.body) as Record<string, unknown> & { groupBuySkuRequest: object[] };
    expect(body).not.toHaveProperty('id');
    for (const sku of body.groupBuySkuRequest) expect(Object.keys(sku).toSorted()).toEqual(['activePrice', 'productId', 'quotaShow', 'skuId']);
    expect(body).toMatchObject({ groupName: '周末家居拼团（二期）', productCount: 1, startTime: home.startTime, endTime: home.endTime });
    expect(getDb().groupActivities).toHaveLength(7);
    expect(getDb().groupActivities.find((a) => a.id === home.id)).toEqual(before);
    expect(activityNamed('周末家居拼团（二期）').skus.map((s) => s.skuId)).toEqual(home.skus.map((s) => s.skuId));
  }, 30_000);

  it('keeps everything typed when the server refuses, and asks before leaving', async () => {
    const digital = activityNamed('数码配件五人团');
    const { user, location } = await open(`/marketing/group/createGroup/${digital.id}/2`, '添加拼团活动');
    await waitFor(() => expect(screen.getByLabelText('活动名称')).toHaveValue('数码配件五人团'));
    await retype(user, '活动名称', '耳机再来一团');
    // Meanwhile the products sell out.
    for (const s of digital.skus) {
      const sku = getDb().products.find((p) => p.id === s.productId)?.attrValue.find((v) => v.id === s.skuId);
      if (sku) sku.stock = 0;
    }
    await user.click(screen.getByRole('tab', { name: '添加商品' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(texts()).toContain('商品库存不得大于原始商品库存'));
    expect(location().pathname).toBe(`/marketing/group/createGroup/${digital.id}/2`);
    expect(getDb().groupActivities).toHaveLength(6);
    expect(screen.getByLabelText('活动名称')).toHaveValue('耳机再来一团');

    await user.click(screen.getByRole('button', { name: '返回' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确认关闭？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location().pathname).toBe(`/marketing/group/createGroup/${digital.id}/2`);
    expect(screen.getByLabelText('活动名称')).toHaveValue('耳机再来一团');
  }, 30_000);
});
