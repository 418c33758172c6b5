import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { formatMoment } from '@/lib/date-time';
import { couponById, couponWhere } from '@/features/coupon/coupon-test-utils';
import { openPage, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';

const DAY = 86_400_000;
const open = (path: string, title: string) => openPage(path, () => screen.findByRole('form', { name: title }, { timeout: 8000 }));
const form = () => within(screen.getByRole('form'));
const alerts = () => form().queryAllByRole('alert').map((a) => a.textContent);
/** A datetime-local value some days from now, at a whole minute. */
const daysAhead = (days: number) => formatMoment(new Date(Date.now() + days * DAY));
/** The products the picker offers (the demo backend's order). */
const offered = () =>
  getDb()
    .products.filter((p) => !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2))
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);

type User = Awaited<ReturnType<typeof open>>['user'];

async function retype(user: User, label: string, text: string) {
  const box = form().getByLabelText(label);
  await user.clear(box);
  if (text) await user.type(box, text);
}

async function pickProducts(user: User, names: string[]) {
  await user.click(form().getByRole('button', { name: '选择商品' }));
  const dialog = await screen.findByRole('dialog', { name: '商品列表' });
  for (const name of names) await user.click(await within(dialog).findByRole('checkbox', { name: `选择 ${name}` }));
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '商品列表' })).toBeNull());
}

describe('优惠劵表单', () => {
  it('creates a limited 商品券 with two products and a receive window', async () => {
    const [first, second] = offered();
    const { user, location } = await open('/coupon/list/save', '添加优惠劵');
    const requests = recordRequests();
    expect(screen.getByRole('heading', { name: '添加优惠劵' })).toBeInTheDocument();
    // The reference's defaults.
    expect(form().getByLabelText('优惠券面值')).toHaveValue('1');
    expect(form().getByRole('radio', { name: '商家券' })).toBeChecked();
    expect(form().getByRole('radio', { name: '商品买赠券' })).toBeChecked();
    expect(form().getByRole('radio', { name: '关闭' })).toBeChecked();
    expect(form().getByRole('radio', { name: '不限量' })).toBeChecked();

    await user.type(form().getByLabelText('优惠劵名称'), '春茶专享券');
    await user.click(form().getByRole('radio', { name: '商品券' }));
    await pickProducts(user, [first.name, second.name]);
    const chosen = form().getByRole('list', { name: '已选商品' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining(first.name), expect.stringContaining(second.name)]);

    await retype(user, '优惠券面值', '20');
    await user.click(form().getByRole('radio', { name: '有门槛' }));
    await retype(user, '优惠券最低消费', '199');
    await user.type(form().getByLabelText('使用有效期限（天）'), '30');
    await user.click(form().getByRole('radio', { name: '限时' }));
    const start = daysAhead(1);
    const end = daysAhead(31);
    fireEvent.change(form().getByLabelText('领取开始时间'), { target: { value: start } });
    fireEvent.change(form().getByLabelText('领取结束时间'), { target: { value: end } });
    await user.click(form().getByRole('radio', { name: '手动领取' }));
    await user.click(form().getByRole('radio', { name: '限量' }));
    await retype(user, '发布数量', '100');
    await retype(user, '排序', '5');
    await user.click(form().getByRole('radio', { name: '开启' }));

    const before = getDb().coupons.length;
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/coupon/list'));
    expect(texts()).toContain('保存成功');
    expect(await requests.last('/coupon/add')?.body).toEqual({
      name: '春茶专享券',
      category: 2,
      productIds: `${first.id},${second.id}`,
      receiveType: 1,
      money: 20,
      minPrice: 199,
      isLimited: true,
      total: 100,
      isTimeReceive: true,
      receiveStartTime: start,
      receiveEndTime: end,
      isFixedTime: false,
      day: 30,
      sort: 5,
      status: true,
    });
    expect(getDb().coupons).toHaveLength(before + 1);
    expect(getDb().coupons.at(-1)).toMatchObject({
      name: '春茶专享券',
      category: 2,
      productIds: [first.id, second.id],
      money: 20,
      minPrice: 199,
      isLimited: true,
      total: 100,
      lastTotal: 100,
      receiveStartTime: start,
      receiveEndTime: end,
      day: 30,
      status: true,
    });
    expect(await screen.findByRole('cell', { name: '春茶专享券' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows each rule at its field and sends nothing while one fails', async () => {
    const { user } = await open('/coupon/list/save', '添加优惠劵');
    const requests = recordRequests();
    await user.click(form().getByRole('radio', { name: '商品券' }));
    await retype(user, '优惠券面值', '50');
    await user.click(form().getByRole('radio', { name: '有门槛' }));
    await retype(user, '优惠券最低消费', '30');
    await user.click(form().getByRole('radio', { name: '限时' }));
    fireEvent.change(form().getByLabelText('领取开始时间'), { target: { value: daysAhead(10) } });
    fireEvent.change(form().getByLabelText('领取结束时间'), { target: { value: daysAhead(5) } });
    await user.click(form().getByRole('radio', { name: '限量' }));
    await retype(user, '发布数量', '0');
    await user.click(form().getByRole('button', { name: '保存' }));

    await waitFor(() => expect(alerts()).toContain('请输入优惠劵名称'));
    expect(alerts()).toEqual(expect.arrayContaining(['请选择商品', '请输入使用有效期限', '结束时间必须大于开始时间', '发布数量必须大于0']));
    // A threshold below the face value is allowed, as in the reference backend.
    expect(alerts()).not.toContain('使用门槛不能低于优惠券面值');
    expect(form().getByLabelText('优惠劵名称')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.all('/coupon/add')).toHaveLength(0);

    // Fixing a field clears its message.
    await retype(user, '发布数量', '5');
    await waitFor(() => expect(alerts()).not.toContain('发布数量必须大于0'));
    await retype(user, '优惠券面值', '');
    await waitFor(() => expect(alerts()).toContain('请输入优惠券面值'));
    await retype(user, '优惠券面值', '100000');
    await waitFor(() => expect(alerts()).toContain('优惠券面值范围为1~99999'));
    fireEvent.change(form().getByLabelText('领取结束时间'), { target: { value: daysAhead(700) } });
    await waitFor(() => expect(alerts()).toContain('领取时间不能超过600天'));
    expect(requests.all('/coupon/add')).toHaveLength(0);
  });

  it('asks for a name of at most 64 characters and a date range when the period is fixed', async () => {
    const { user } = await open('/coupon/list/save', '添加优惠劵');
    const name = form().getByLabelText('优惠劵名称');
    expect(name).toHaveAttribute('maxLength', '64');
    await user.type(name, '   ');
    await user.click(form().getByRole('radio', { name: '时间段' }));
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(alerts()).toContain('请输入优惠劵名称'));
    expect(alerts()).toContain('请选择使用有效期');
    fireEvent.change(form().getByLabelText('使用开始时间'), { target: { value: daysAhead(3) } });
    fireEvent.change(form().getByLabelText('使用结束时间'), { target: { value: daysAhead(2) } });
    await waitFor(() => expect(alerts()).toContain('结束时间必须大于开始时间'));
  });

  it('edits a 商品券: its terms shown and locked, its products changed and saved', async () => {
    const target = couponWhere((c) => c.category === 2 && c.productIds.length > 1);
    const products = getDb().products.filter((p) => target.productIds.includes(p.id));
    const { user, location } = await open(`/coupon/list/save/${target.id}`, '编辑优惠劵');
    expect(form().getByLabelText('优惠劵名称')).toHaveValue(target.name);
    expect(form().getByRole('radio', { name: '商品券' })).toBeChecked();
    const chosen = form().getByRole('list', { name: '已选商品' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(products.length);
    for (const p of products) expect(chosen).toHaveTextContent(p.name);
    expect(form().getByLabelText('优惠券面值')).toHaveValue(String(target.money));
    expect(form().getByRole('radio', { name: '有门槛' })).toBeChecked();
    expect(form().getByLabelText('优惠券最低消费')).toHaveValue(String(target.minPrice));
    expect(form().getByLabelText('使用有效期限（天）')).toHaveValue(String(target.day));
    expect(form().getByRole('radio', { name: '限时' })).toBeChecked();
    expect((form().getByLabelText('领取开始时间') as HTMLInputElement).value).toBe(target.receiveStartTime);
    expect(form().getByLabelText('发布数量')).toHaveValue(String(target.total));

    // A coupon's terms do not change once it exists (the reference backend edits only a 商品券's products).
    expect(form().getByRole('note')).toHaveTextContent('优惠券创建后只能修改适用的商品');
    for (const field of ['优惠劵名称', '优惠券面值', '优惠券最低消费', '发布数量']) expect(form().getByLabelText(field)).toBeDisabled();
    expect(form().getByRole('radio', { name: '商家券' })).toBeDisabled();

    // One product less.
    const requests = recordRequests();
    await user.click(form().getByRole('button', { name: `移除 ${products[0].name}` }));
    const count = getDb().coupons.length;
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/coupon/list'));
    expect(texts()).toContain('保存成功');
    expect(await requests.last('/coupon/update')?.body).toEqual({ id: target.id, productIds: products.slice(1).map((p) => p.id).join(',') });
    expect(getDb().coupons).toHaveLength(count);
    expect(couponById(target.id)).toMatchObject({
      name: target.name,
      productIds: products.slice(1).map((p) => p.id),
      money: target.money,
      minPrice: target.minPrice,
      total: target.total,
      lastTotal: target.lastTotal,
      receiveStartTime: target.receiveStartTime,
      receiveEndTime: target.receiveEndTime,
    });
  });

  it('shows a 商家券 opened for editing read-only, with nothing to save', async () => {
    const target = couponWhere((c) => c.category === 1 && !c.isDel);
    const before = structuredClone(target);
    const requests = recordRequests();
    await open(`/coupon/list/save/${target.id}`, '编辑优惠劵');
    expect(form().getByLabelText('优惠劵名称')).toHaveValue(target.name);
    expect(form().getByRole('note')).toHaveTextContent('优惠券创建后不能修改，只有商品券可以修改适用的商品。');
    for (const field of ['优惠劵名称', '优惠券面值', '排序']) expect(form().getByLabelText(field)).toBeDisabled();
    expect(form().getByRole('radio', { name: '商品券' })).toBeDisabled();
    expect(form().queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(form().queryByRole('button', { name: '选择商品' })).not.toBeInTheDocument();
    expect(requests.all('/coupon/update')).toHaveLength(0);
    expect(couponById(target.id)).toEqual(before);
  });

  it('copies a coupon into a new one and leaves the original', async () => {
    const original = structuredClone(couponWhere((c) => c.status && c.isFixedTime));
    const { user, location } = await open(`/coupon/list/save/${original.id}/1`, '复制优惠劵');
    const requests = recordRequests();
    expect(form().getByLabelText('优惠劵名称')).toHaveValue(original.name);
    expect(form().getByRole('radio', { name: '时间段' })).toBeChecked();
    expect((form().getByLabelText('使用开始时间') as HTMLInputElement).value).toBe(original.useStartTime);
    await retype(user, '优惠劵名称', `${original.name}副本`);
    const maxId = Math.max(...getDb().coupons.map((c) => c.id));
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/coupon/list'));
    expect(requests.all('/coupon/update')).toHaveLength(0);
    const body = (await requests.last('/coupon/add')?.body) as Record<string, unknown>;
    expect(body).not.toHaveProperty('id');
    expect(getDb().coupons.at(-1)).toMatchObject({
      id: maxId + 1,
      name: `${original.name}副本`,
      money: original.money,
      minPrice: original.minPrice,
      isFixedTime: true,
      useStartTime: original.useStartTime,
      useEndTime: original.useEndTime,
      total: original.total,
      lastTotal: original.total,
    });
    expect(couponById(original.id)).toEqual(original);
  });

  it('keeps everything typed when the server refuses the save', async () => {
    getDb().faults['/admin/merchant/v2/coupon/add'] = '500';
    const { user, location } = await open('/coupon/list/save', '添加优惠劵');
    await user.type(form().getByLabelText('优惠劵名称'), '周末满减券');
    await retype(user, '优惠券面值', '8');
    await user.type(form().getByLabelText('使用有效期限（天）'), '7');
    const count = getDb().coupons.length;
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    expect(location().pathname).toBe('/coupon/list/save');
    expect(form().getByLabelText('优惠劵名称')).toHaveValue('周末满减券');
    expect(form().getByLabelText('优惠券面值')).toHaveValue('8');
    expect(form().getByLabelText('使用有效期限（天）')).toHaveValue('7');
    expect(getDb().coupons).toHaveLength(count);

    // Once the server is back the same input saves.
    delete getDb().faults['/admin/merchant/v2/coupon/add'];
    await user.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/coupon/list'));
    expect(getDb().coupons.at(-1)).toMatchObject({ name: '周末满减券', money: 8, day: 7, minPrice: 0, isLimited: false, total: 0 });
  });

  it('guards unsaved input and offers its draft back', async () => {
    const { user, location } = await open('/coupon/list/save', '添加优惠劵');
    await user.type(form().getByLabelText('优惠劵名称'), '草稿券');
    await waitFor(() => expect(window.localStorage.getItem('draft:admin:coupon:create')).toContain('草稿券'), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: '返回' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确认关闭？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location().pathname).toBe('/coupon/list'));

    await user.click(within(await screen.findByRole('region', { name: '优惠券' })).getByRole('link', { name: '添加优惠劵' }));
    await screen.findByRole('form', { name: '添加优惠劵' }, { timeout: 5000 });
    const offer = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(offer).toHaveTextContent('有未保存的草稿');
    expect(form().getByLabelText('优惠劵名称')).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: '恢复草稿' }));
    expect(form().getByLabelText('优惠劵名称')).toHaveValue('草稿券');
  });
});
