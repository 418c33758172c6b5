import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addSeckillProducts } from '@/api/generated/endpoints/seckill/seckill';
import { getDb } from '@/mocks/db';
import { activityNamed } from '@/features/seckill/seckill-test-utils';
import { openPage, rowOf } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { shownChoice } from '@/test/select';

const PATH = '/marketing/seckill/seckillActivity';
const table = () => screen.getByRole('table', { name: '秒杀活动列表' });
const open = (path = PATH) => openPage(path, () => screen.findByRole('cell', { name: '年货节限时秒杀' }, { timeout: 8000 }));
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('秒杀活动', () => {
  it('shows each activity with its quotas, stars, state, dates and sessions', async () => {
    const weekend = activityNamed('周末秒杀专场');
    weekend.allQuota = 0;
    const spring = activityNamed('年货节限时秒杀');
    const inSpring = getDb().seckillProducts.filter((s) => s.activityId === spring.id).length;
    await open();

    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', '活动名称', '商品数量', '单次限购', '活动限购', '商品分类', '商家星级', '活动状态', '活动日期', '活动时间', '创建时间', '操作']);

    const springCells = within(rowOf(table(), '年货节限时秒杀')).getAllByRole('cell').map((c) => c.textContent);
    expect(springCells.slice(0, 11)).toEqual([
      String(spring.id),
      '年货节限时秒杀',
      String(inSpring),
      '2',
      '5',
      '全部分类',
      '1星',
      '进行中',
      `${spring.startDate} ~ ${spring.endDate}`,
      '10:00-12:0020:00-22:00',
      spring.createTime,
    ]);
    const weekendCells = within(rowOf(table(), '周末秒杀专场')).getAllByRole('cell').map((c) => c.textContent);
    expect(weekendCells[3]).toBe('1');
    expect(weekendCells[4]).toBe('不限');
    expect(within(rowOf(table(), '双12限时秒杀')).getByText('未开始')).toBeInTheDocument();
    expect(within(rowOf(table(), '双12限时秒杀')).getByText('2星')).toBeInTheDocument();

    // An ended activity cannot be joined; the others can.
    expect(within(rowOf(table(), '双11秒杀')).getByText('已结束')).toBeInTheDocument();
    expect(within(rowOf(table(), '双11秒杀')).queryByRole('link', { name: /参加活动/ })).toBeNull();
    expect(within(rowOf(table(), '双12限时秒杀')).getByRole('link', { name: '参加活动 双12限时秒杀' })).toBeInTheDocument();
  });

  it('offers no 参加活动 for an activity asking more stars than the store has, and the demo backend refuses it', async () => {
    const twelve = activityNamed('双12限时秒杀');
    const stars = getDb().baseInfo.starLevel;
    getDb().seckillActivities.find((a) => a.id === twelve.id)!.merStars = stars + 1;
    await open();
    const row = rowOf(table(), '双12限时秒杀');
    expect(within(row).queryByRole('link', { name: /参加活动/ })).toBeNull();
    expect(row).toHaveTextContent(`需${stars + 1}星商户`);
    const product = getDb().products.find((p) => p.auditStatus === 2 && !p.isRecycle)!;
    const attrValue = product.attrValue.map((v) => ({ attrValueId: v.id!, quota: 1, activityPrice: v.price }));
    await expect(addSeckillProducts({ id: twelve.id, productList: [{ id: product.id, sort: 0, attrValue }] })).rejects.toThrow(`参加此活动最低需${stars + 1}星商户`);
  });

  it('opens 参加秒杀活动 with the activity chosen', async () => {
    const weekend = activityNamed('周末秒杀专场');
    const { user, location } = await open();
    await user.click(within(rowOf(table(), '周末秒杀专场')).getByRole('link', { name: '参加活动 周末秒杀专场' }));
    await waitFor(() => expect(location().pathname).toBe(`/marketing/seckill/creatActivity/${weekend.id}`));
    expect(await screen.findByRole('heading', { name: '参加秒杀活动' })).toBeInTheDocument();
    await waitFor(() => expect(shownChoice('选择活动')).toBe(`${weekend.name}（进行中）`));
  });

  it('filters by name and by a day within the activity, in the address', async () => {
    const twelve = activityNamed('双12限时秒杀');
    const { user, location } = await open();
    const requests = recordRequests();
    expect(names()).toHaveLength(4);

    await user.type(screen.getByLabelText('活动名称'), '秒杀专场{Enter}');
    await waitFor(() => expect(names()).toEqual(['周末秒杀专场']));
    expect(location().search).toMatchObject({ name: '秒杀专场' });
    expect(requests.last('/seckill/activity/page')?.url.searchParams.get('name')).toBe('秒杀专场');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names()).toHaveLength(4));

    fireEvent.change(screen.getByLabelText('活动日期'), { target: { value: twelve.startDate } });
    await waitFor(() => expect(names()).toEqual(['双12限时秒杀']));
    expect(location().search).toMatchObject({ date: twelve.startDate });
    expect(requests.last('/seckill/activity/page')?.url.searchParams.get('date')).toBe(twelve.startDate);
  });

  it('reads its filters from the address', async () => {
    await openPage(`${PATH}?name=${encodeURIComponent('双11')}`, () => screen.findByRole('cell', { name: '双11秒杀' }, { timeout: 8000 }));
    expect(names()).toEqual(['双11秒杀']);
    expect(screen.getByLabelText('活动名称')).toHaveValue('双11');
  });

  it('asks for the activities once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await openPage(`${PATH}?name=${encodeURIComponent('双11')}&limit=30`, () => screen.findByRole('cell', { name: '双11秒杀' }, { timeout: 8000 }));
    expect(requests.count('/seckill/activity/page')).toBe(1);
  });
});
