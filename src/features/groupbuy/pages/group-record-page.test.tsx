import { dateLimitToRange } from '@/lib/date-range';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { openPage, rowOf } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';
import { yuan } from '@/lib/format';

const PATH = '/marketing/group/list';
const table = () => screen.getByRole('table', { name: '开团记录列表' });
const ids = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const tabs = () => within(screen.getByRole('tablist', { name: '拼团状态' })).getAllByRole('tab').map((t) => t.textContent);

/** The seeded records of a state, newest first (the list's order). */
const seeded = (status: 0 | 10 | -1, test: (r: ReturnType<typeof getDb>['groupRecords'][number]) => boolean = () => true) =>
  getDb()
    .groupRecords.filter((r) => r.recordStatus === status && test(r))
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime));
const activityOf = (activityId: number) => getDb().groupActivities.find((a) => a.id === activityId)?.groupName ?? '';

const open = (path = PATH) => openPage(path, () => screen.findByRole('cell', { name: String(seeded(10)[0]?.id) }, { timeout: 8000 }));

describe('开团记录', () => {
  it('shows the successful groups with counts per state, and switches tabs in the address', async () => {
    const { user, location } = await open();
    const all = getDb().groupRecords;
    const count = (s: number) => all.filter((r) => r.recordStatus === s).length;
    await waitFor(() => expect(tabs()).toEqual([`已成功(${count(10)})`, `拼团中(${count(0)})`, `已失败(${count(-1)})`]));
    expect(ids()).toEqual(seeded(10).map((r) => String(r.id)));
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', '活动名称', '团长信息', '商品信息', '拼团时间', '成团人数', '已参团人数', '操作']);

    const [first] = seeded(10);
    const leader = first.members.find((m) => m.isLeader === 1);
    const product = getDb().products.find((p) => p.id === first.productId);
    const cells = within(rowOf(table(), activityOf(first.activityId))).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([String(first.id), activityOf(first.activityId), `${leader?.memberNickname ?? ''} / ${first.leaderUid}`, product?.name, `${first.createTime}至 ${first.endTime}`, String(first.buyingCountNum), String(first.members.length)]);

    await user.click(screen.getByRole('tab', { name: /拼团中/ }));
    await waitFor(() => expect(ids()).toEqual(seeded(0).map((r) => String(r.id))));
    expect(location().search).toMatchObject({ recordStatus: 0 });
    await user.click(screen.getByRole('tab', { name: /已失败/ }));
    await waitFor(() => expect(ids()).toEqual(seeded(-1).map((r) => String(r.id))));
    expect(location().search).toMatchObject({ recordStatus: -1 });
  });

  it('filters by activity, product, leader and date, and the counts follow', async () => {
    const old = getDb().groupActivities.find((a) => a.groupName === '双11拼团');
    const { user, location } = await open();
    const requests = recordRequests();

    await user.type(screen.getByLabelText('活动名称'), '双11{Enter}');
    await waitFor(() => expect(ids()).toEqual(seeded(10, (r) => r.activityId === old?.id).map((r) => String(r.id))));
    expect(location().search).toMatchObject({ groupActivityName: '双11' });
    await waitFor(() => expect(tabs()).toEqual(['已成功(1)', '拼团中(0)', '已失败(1)']));
    expect(requests.last('/groupbuy/record/list/count')?.url.searchParams.get('groupActivityName')).toBe('双11');

    await user.click(screen.getByRole('button', { name: '重置' }));
    const [first] = seeded(10);
    const productName = getDb().products.find((p) => p.id === first.productId)?.name ?? '';
    await user.type(screen.getByLabelText('商品搜索'), `${productName}{Enter}`);
    await waitFor(() => expect(ids()).toEqual(seeded(10, (r) => r.productId === first.productId).map((r) => String(r.id))));
    expect(location().search).toMatchObject({ productName });

    // The leader by uid: only digits can be typed.
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(ids()).toHaveLength(seeded(10).length));
    await chooseOption(user, '团长搜索类型', '用户ID');
    await user.type(screen.getByLabelText('团长搜索'), `a${first.leaderUid}{Enter}`);
    expect(screen.getByLabelText('团长搜索')).toHaveValue(String(first.leaderUid));
    await waitFor(() => expect(ids()).toEqual(seeded(10, (r) => r.leaderUid === first.leaderUid).map((r) => String(r.id))));
    expect(location().search).toMatchObject({ searchType: 'uid', content: String(first.leaderUid) });
    const sent = requests.last('/groupbuy/record/list')?.url.searchParams;
    expect([sent?.get('searchType'), sent?.get('content'), sent?.get('recordStatus')]).toEqual(['uid', String(first.leaderUid), '10']);

    // 最近7天: the old activity's groups drop out.
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(ids()).toHaveLength(seeded(10).length));
    await user.click(within(screen.getByRole('group', { name: /开团日期/ })).getByRole('radio', { name: '最近7天' }));
    await waitFor(() => expect(ids()).toEqual(seeded(10, (r) => r.activityId !== old?.id).map((r) => String(r.id))));
    expect(location().search).toMatchObject({ dateLimit: 'lately7' });
    // Sent as the days it covers, as the reference backend reads it (it knows no dateLimit).
    const dated = requests.last('/groupbuy/record/list')?.url.searchParams;
    const [from, to] = dateLimitToRange('lately7')!;
    expect([dated?.get('startTime'), dated?.get('endTime'), dated?.get('dateLimit')]).toEqual([from, to, null]);
    expect(requests.last('/groupbuy/record/list/count')?.url.searchParams.get('startTime')).toBe(from);
  });

  it('shows the members of a group in a drawer', async () => {
    const { user } = await open();
    const [first] = seeded(10);
    await user.click(within(rowOf(table(), activityOf(first.activityId))).getByRole('button', { name: `详情 ${first.id}` }));
    const drawer = within(await screen.findByRole('dialog', { name: '拼团详情' }));
    const members = await drawer.findByRole('table', { name: '参团成员' });
    expect(within(members).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['头像', '用户', '订单编号', '商品规格', '拼团时间', '购买数量', '实付金额', '已退款数量']);
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(first.members.length);
    first.members.forEach((m, i) => {
      const cells = within(rows[i]).getAllByRole('cell').map((c) => c.textContent);
      expect(cells.slice(1)).toEqual([`${m.memberNickname} / ${m.memberId}${m.isLeader === 1 ? '团长' : ''}`, m.orderNo, m.orderDetailSku, m.createTime, String(m.payNum), yuan(m.payPrice), String(m.refundNum)]);
    });
    expect(within(rows[0]).getByText('团长')).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拼团详情' })).toBeNull());
  });

  it('lists the members the reference backend sends in memberDataList, its nulls included', async () => {
    const { user } = await open();
    const [first] = seeded(10);
    // GroupBuyRecordDetailResponse as Jackson writes it: the group's fields side by side, the members beside them.
    server.use(
      http.get('*/api/admin/merchant/groupbuy/record/info/:id', ({ params }) =>
        HttpResponse.json({
          code: 200,
          message: null,
          data: {
            groupBuyingId: Number(params.id),
            recordStatus: 10,
            buyingCountNum: 2,
            yetBuyingNum: 2,
            createTime: '2026-11-20 10:00:00',
            endTime: '2026-11-21 10:00:00',
            productImage: 'https://example.com/p.jpg',
            productName: '云南小粒咖啡豆',
            memberDataList: [
              { id: 71, memberAvatar: null, memberId: 1001, memberNickname: '阿杰', orderNo: 'PT202611201000001', orderDetailSku: '500g', payNum: 1, payPrice: '39.90', refundNum: 0, isLeader: 1, createTime: '2026-11-20 10:00:00' },
              { id: 72, memberAvatar: 'https://example.com/a.png', memberId: 1002, memberNickname: null, orderNo: 'PT202611201030002', orderDetailSku: null, payNum: 2, payPrice: '79.80', refundNum: 1, isLeader: 0, createTime: '2026-11-20 10:30:00' },
            ],
          },
        }),
      ),
    );
    await user.click(within(rowOf(table(), activityOf(first.activityId))).getByRole('button', { name: `详情 ${first.id}` }));
    const drawer = within(await screen.findByRole('dialog', { name: '拼团详情' }));
    const members = await drawer.findByRole('table', { name: '参团成员' });
    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['阿杰 / 1001团长', 'PT202611201000001', '500g', '2026-11-20 10:00:00', '1', '¥39.90', '0'],
      ['- / 1002', 'PT202611201030002', '-', '2026-11-20 10:30:00', '2', '¥79.80', '1'],
    ]);
    expect(drawer.getByText('云南小粒咖啡豆')).toBeInTheDocument();
    const facts = drawer.getByRole('list', { name: '拼团信息' });
    for (const text of ['已成功', '成团人数2', '已参团人数2', '开团时间2026-11-20 10:00:00', '结束时间2026-11-21 10:00:00', `活动名称${activityOf(first.activityId)}`]) expect(facts).toHaveTextContent(text);
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const first = seeded(0)[0];
    if (!first) throw new Error('no group in progress in the seed');
    const requests = recordRequests();
    await openPage(`${PATH}?recordStatus=0`, () => screen.findByRole('cell', { name: String(first.id) }, { timeout: 8000 }));
    expect(requests.count('/groupbuy/record/list')).toBe(1);
  });
});
