import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { DELETE_QUESTION, WITHDRAW_QUESTION } from './group-activity-page';
import { activityNamed } from '@/features/groupbuy/groupbuy-test-utils';
import { confirmWith, openPage, rowOf, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const TEA = '三人成团·茶叶专场';
const TSHIRT = '夏季T恤两人团';
const FRUIT = '水果拼团尝鲜';
const DIGITAL = '数码配件五人团';
const HOME = '周末家居拼团';
const OLD = '双11拼团';

const table = () => screen.getByRole('table', { name: '拼团活动列表' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
const tabs = () => within(screen.getByRole('tablist', { name: '审核状态' })).getAllByRole('tab').map((t) => t.textContent);

const open = (path = '/marketing/group/activity', first = TEA) => openPage(path, () => screen.findByRole('cell', { name: first }, { timeout: 8000 }));

beforeEach(() => {
  getDb().productSettings.reviewDelayMs = 0;
});

describe('拼团活动', () => {
  it('shows the approved activities with counts per review tab, and switches tabs in the path', async () => {
    const tea = activityNamed(TEA);
    const { user, location } = await open();
    await waitFor(() => expect(tabs()).toEqual(['已通过(3)', '待审核(1)', '已拒绝(1)', '已撤销(1)']));
    expect(screen.getByRole('tab', { name: '已通过(3)' })).toHaveAttribute('aria-selected', 'true');
    expect(names()).toEqual([OLD, TSHIRT, TEA]);
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', '活动名称', '活动时间', '成团人数', '活动进程', '参与商品数', '开团数', '成团数', '参团订单数', '成团订单数', '活动状态', '操作']);
    const cells = within(rowOf(table(), TEA)).getAllByRole('cell').map((c) => c.textContent);
    const records = getDb().groupRecords.filter((r) => r.activityId === tea.id);
    const done = records.filter((r) => r.recordStatus === 10);
    expect(cells.slice(0, 10)).toEqual([
      String(tea.id),
      TEA,
      `${tea.startTime}至 ${tea.endTime}`,
      '3',
      '进行中',
      '2',
      String(records.length),
      String(done.length),
      String(records.reduce((n, r) => n + r.members.length, 0)),
      String(done.reduce((n, r) => n + r.members.length, 0)),
    ]);
    expect(within(rowOf(table(), TEA)).getByRole('switch', { name: `${TEA} 活动状态` })).toHaveAttribute('aria-checked', 'true');
    expect(within(rowOf(table(), OLD)).getByRole('switch', { name: `${OLD} 活动状态` })).toHaveAttribute('aria-checked', 'false');
    // Running or not, an activity can be edited (the backend takes it back to review).
    expect(within(rowOf(table(), TEA)).getByRole('link', { name: `编辑 ${TEA}` })).toBeInTheDocument();
    expect(within(rowOf(table(), TSHIRT)).getByRole('link', { name: `编辑 ${TSHIRT}` })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /已拒绝/ }));
    await waitFor(() => expect(names()).toEqual([DIGITAL]));
    expect(location().pathname).toBe('/marketing/group/activity/1');
    expect(within(table()).getByRole('columnheader', { name: '拒绝原因' })).toBeInTheDocument();
    expect(within(table()).queryByRole('columnheader', { name: '活动状态' })).toBeNull();
    expect(within(table()).getByText('拼团价低于成本价，请调整')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /已撤销/ }));
    await waitFor(() => expect(names()).toEqual([HOME]));
    expect(location().pathname).toBe('/marketing/group/activity/2');

    await user.click(within(rowOf(table(), HOME)).getByRole('link', { name: `详情 ${HOME}` }));
    await waitFor(() => expect(location().pathname).toBe(`/marketing/group/createGroup/${activityNamed(HOME).id}/info`));
  });

  it('offers by state what the reference offers: in review 详情, 复制, 撤回; otherwise 详情, 编辑, 复制, 删除', async () => {
    const actions = (name: string) => [...(within(rowOf(table(), name)).getAllByRole('cell').at(-1)?.querySelectorAll('a, button') ?? [])].map((e) => e.textContent);
    const { user, location } = await open();
    expect(actions(TEA)).toEqual(['详情', '编辑', '复制', '删除']);
    // 编辑 opens the form's type 1, 复制 its type 2, as the reference's addresses.
    const tea = activityNamed(TEA);
    expect(within(rowOf(table(), TEA)).getByRole('link', { name: `编辑 ${TEA}` })).toHaveAttribute('href', `/marketing/group/createGroup/${tea.id}/1`);
    expect(within(rowOf(table(), TEA)).getByRole('link', { name: `复制 ${TEA}` })).toHaveAttribute('href', `/marketing/group/createGroup/${tea.id}/2`);

    await user.click(screen.getByRole('tab', { name: /待审核/ }));
    await waitFor(() => expect(names()).toEqual([FRUIT]));
    expect(actions(FRUIT)).toEqual(['详情', '复制', '撤回']);
    await user.click(screen.getByRole('tab', { name: /已拒绝/ }));
    await waitFor(() => expect(names()).toEqual([DIGITAL]));
    expect(actions(DIGITAL)).toEqual(['详情', '编辑', '复制', '删除']);
    await user.click(screen.getByRole('tab', { name: /已撤销/ }));
    await waitFor(() => expect(names()).toEqual([HOME]));
    expect(actions(HOME)).toEqual(['详情', '编辑', '复制', '删除']);

    await user.click(within(rowOf(table(), HOME)).getByRole('link', { name: `复制 ${HOME}` }));
    await waitFor(() => expect(location().pathname).toBe(`/marketing/group/createGroup/${activityNamed(HOME).id}/2`));
    expect(await screen.findByRole('heading', { name: '添加拼团活动' })).toBeInTheDocument();
  });

  it('filters by name, process, date and state in the address, and the counts follow', async () => {
    const tea = activityNamed(TEA);
    const { user, location } = await open();
    const requests = recordRequests();

    await chooseOption(user, '活动进程', '进行中');
    await waitFor(() => expect(names()).toEqual([TEA]));
    expect(location().search).toMatchObject({ groupProcess: 1 });
    await waitFor(() => expect(tabs()).toEqual(['已通过(1)', '待审核(0)', '已拒绝(0)', '已撤销(0)']));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    await chooseOption(user, '活动状态', '关闭');
    await waitFor(() => expect(names()).toEqual([OLD]));
    expect(requests.last('/groupbuy/activity/list')?.url.searchParams.get('activityStatus')).toBe('0');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    // A day within the tea activity, before the T-shirt one starts.
    const day = tea.startTime.slice(0, 10);
    fireEvent.change(screen.getByLabelText('活动日期'), { target: { value: day } });
    await waitFor(() => expect(names()).toEqual([TEA]));
    expect(location().search).toMatchObject({ startTime: day });
    expect(requests.last('/groupbuy/activity/list/count')?.url.searchParams.get('startTime')).toBe(day);

    await user.click(screen.getByRole('button', { name: '重置' }));
    await user.type(screen.getByLabelText('活动名称'), 'T恤{Enter}');
    await waitFor(() => expect(names()).toEqual([TSHIRT]));
    expect(location().search).toMatchObject({ groupName: 'T恤' });
    await waitFor(() => expect(tabs()).toEqual(['已通过(1)', '待审核(0)', '已拒绝(0)', '已撤销(0)']));
  });

  it('closes an activity with the switch and rolls the switch back when refused', async () => {
    const tea = activityNamed(TEA);
    const old = activityNamed(OLD);
    const { user } = await open();
    const requests = recordRequests();

    await user.click(within(rowOf(table(), TEA)).getByRole('switch', { name: `${TEA} 活动状态` }));
    await waitFor(() => expect(texts()).toContain('关闭成功'));
    expect(await requests.last('/groupbuy/activity/status')?.body).toEqual({ id: tea.id, status: 0 });
    expect(activityNamed(TEA).activityStatus).toBe(0);
    expect(within(rowOf(table(), TEA)).getByRole('switch', { name: `${TEA} 活动状态` })).toHaveAttribute('aria-checked', 'false');

    // The backend looks at no state (an ended activity opens too); when it refuses, the switch goes back.
    await user.click(within(rowOf(table(), OLD)).getByRole('switch', { name: `${OLD} 活动状态` }));
    await waitFor(() => expect(texts()).toContain('开启成功'));
    expect(getDb().groupActivities.find((a) => a.id === old.id)?.activityStatus).toBe(1);
    getDb().faults['/admin/merchant/groupbuy/activity/status'] = '500';
    await user.click(within(rowOf(table(), OLD)).getByRole('switch', { name: `${OLD} 活动状态` }));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(() => expect(within(rowOf(table(), OLD)).getByRole('switch', { name: `${OLD} 活动状态` })).toHaveAttribute('aria-checked', 'true'));
    expect(getDb().groupActivities.find((a) => a.id === old.id)?.activityStatus).toBe(1);
  });

  it('deletes an activity in any state, once the question is answered', async () => {
    const tea = activityNamed(TEA);
    const { user } = await open();

    // Cancelling keeps it.
    await user.click(within(rowOf(table(), TEA)).getByRole('button', { name: `删除 ${TEA}` }));
    await confirmWith(user, DELETE_QUESTION, '取消');
    expect(names()).toContain(TEA);

    // Running and open: deleted all the same.
    await user.click(within(rowOf(table(), TEA)).getByRole('button', { name: `删除 ${TEA}` }));
    await confirmWith(user, DELETE_QUESTION);
    await waitFor(() => expect(texts()).toContain('删除成功'));
    await waitFor(() => expect(names()).not.toContain(TEA));
    expect(getDb().groupActivities.find((a) => a.id === tea.id)?.isDel).toBe(true);
    await waitFor(() => expect(tabs()[0]).toBe('已通过(2)'));
  });

  it('withdraws an activity under review', async () => {
    const fruit = activityNamed(FRUIT);
    const { user } = await open('/marketing/group/activity/3', FRUIT);
    expect(screen.getByRole('tab', { name: /待审核/ })).toHaveAttribute('aria-selected', 'true');
    // 撤回 is offered under review only.
    await user.click(within(rowOf(table(), FRUIT)).getByRole('button', { name: `撤回 ${FRUIT}` }));
    await confirmWith(user, WITHDRAW_QUESTION);
    await waitFor(() => expect(texts()).toContain('撤回成功'));
    expect(getDb().groupActivities.find((a) => a.id === fruit.id)?.groupStatus).toBe(2);
    await waitFor(() => expect(tabs()).toEqual(['已通过(3)', '待审核(0)', '已拒绝(1)', '已撤销(2)']));
    await user.click(screen.getByRole('tab', { name: /已撤销/ }));
    await waitFor(() => expect(names()).toEqual([HOME, FRUIT]));
    expect(within(table()).queryByRole('button', { name: /^撤回/ })).toBeNull();
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open(`/marketing/group/activity/4?groupName=${encodeURIComponent('茶叶')}`);
    expect(requests.count('/groupbuy/activity/list')).toBe(1);
  });
});
