import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { confirmWith, findTable, openPage, texts } from '@/test/page';
import { ANCHOR_CODE_URL, REMOVE_LIVE_GOODS_QUESTION } from '@/features/broadcast/model/room-rules';
import { DELETE_ON_AIR_QUESTION } from './room-list-page';
import { recordRequests } from '@/test/requests';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import type { DemoLiveRoom } from '@/mocks/types/live';
import { chooseOption } from '@/test/select';

afterEach(() => server.events.removeAllListeners());

const open = (path = '/marketing/broadcast/room') => openPage(path, () => findTable('直播间列表'));
const table = () => within(screen.getByRole('table', { name: '直播间列表' }));
const names = () =>
  table()
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '');
async function rowOf(name: string) {
  const cell = await table().findByRole('cell', { name });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}
function room(test: (r: DemoLiveRoom) => boolean): DemoLiveRoom {
  const found = getDb().liveRooms.find(test);
  if (!found) throw new Error('no such room in the seed');
  return found;
}
const stored = (id: number) => getDb().liveRooms.find((r) => r.id === id);
const byIdDesc = (rows: DemoLiveRoom[]) => rows.toSorted((a, b) => b.id - a.id).map((r) => r.roomName);

/** A promise the test settles when it wants the server to answer. */
function deferred() {
  const settle: Array<() => void> = [];
  const promise = new Promise<void>((done) => settle.push(done));
  return { promise, resolve: () => settle.forEach((done) => done()) };
}

describe('直播间管理', () => {
  it('lists the rooms with their columns, states and review reasons', async () => {
    await open();
    await waitFor(() => expect(names()).toEqual(byIdDesc(getDb().liveRooms)));
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '直播间名称', '主播昵称', '主播微信号', '官方收录', '禁言', '客服开关', '回放', '商城显示', '直播状态', '审核状态', '开始时间', '计划结束时间', '操作']);
    const refused = room((r) => r.reviewStatus === 2);
    const cells = within(await rowOf(refused.roomName)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual([String(refused.id), refused.roomName, refused.anchorName, refused.anchorWechat]);
    expect(cells[9]).toBe('未开始');
    expect(cells[10]).toBe(`微信审核失败原因：${refused.reviewReason}`);
    expect(cells.slice(11, 13)).toEqual([refused.startTime, refused.endTime]);
    const live = room((r) => r.liveStatus === 101);
    expect(within(await rowOf(live.roomName)).getAllByRole('cell')[9]).toHaveTextContent('直播中');
    // 商城显示 0 is on (SPEC.md §4).
    const hidden = room((r) => r.storeShow === 1);
    expect(within(await rowOf(hidden.roomName)).getByRole('switch', { name: `${hidden.roomName} 商城显示` })).toHaveAttribute('aria-checked', 'false');
  });

  it('shows WeChat’s anchor code under 成为主播 (the reference’s fixed image), and hides it on Escape', async () => {
    const { user } = await open();
    expect(screen.queryByRole('dialog', { name: '主播码' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '成为主播' }));
    const popover = await screen.findByRole('dialog', { name: '主播码' });
    expect(within(popover).getByRole('img', { name: '主播码' })).toHaveAttribute('src', ANCHOR_CODE_URL);
    expect(ANCHOR_CODE_URL).toBe('https://res.wx.qq.com/op_res/9rSix1dhHfK4rR049JL0PHJ7TpOvkuZ3mE0z7Ou_Etvjf-w1J_jVX0rZqeStLfwh');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '主播码' })).toBeNull());
  });

  it('sends the filters and tabs in the request body as the reference reads them (searchRequest, pageParamRequest) and keeps them in the address', async () => {
    const { user, location } = await open();
    const requests = recordRequests();
    const rooms = getDb().liveRooms;

    await user.click(screen.getByRole('tab', { name: '微信审核失败' }));
    await waitFor(() => expect(names()).toEqual(byIdDesc(rooms.filter((r) => r.reviewStatus === 2))));
    expect(await requests.last('/mp/live/room/list')?.body).toEqual({ searchRequest: { reviewStatus: 2 }, pageParamRequest: { page: 1, limit: 15 } });
    expect(location().search).toMatchObject({ reviewStatus: 2 });

    await user.click(screen.getByRole('tab', { name: '全部' }));
    await chooseOption(user, '直播状态', '已结束');
    await waitFor(() => expect(names()).toEqual(byIdDesc(rooms.filter((r) => r.liveStatus === 103))));
    expect(await requests.last('/mp/live/room/list')?.body).toEqual({ searchRequest: { liveStatus: 103 }, pageParamRequest: { page: 1, limit: 15 } });

    await chooseOption(user, '直播状态', '全部');
    await chooseOption(user, '显示状态', '商城显示关闭');
    await waitFor(() => expect(names()).toEqual(byIdDesc(rooms.filter((r) => r.storeShow === 1))));
    expect(await requests.last('/mp/live/room/list')?.body).toEqual({ searchRequest: { storeShow: 1 }, pageParamRequest: { page: 1, limit: 15 } });
    expect(location().search).toMatchObject({ storeShow: 1 });

    await user.click(screen.getByRole('button', { name: '重置' }));
    const target = rooms[4];
    await user.type(screen.getByLabelText('搜索'), `${target.anchorName}{Enter}`);
    await waitFor(() => expect(names()).toEqual([target.roomName]));
    expect(await requests.last('/mp/live/room/list')?.body).toEqual({ searchRequest: { keywords: target.anchorName }, pageParamRequest: { page: 1, limit: 15 } });
    expect(location().search).toMatchObject({ keywords: target.anchorName });
  });

  it('reads the tab and filters from the address', async () => {
    await open('/marketing/broadcast/room?reviewStatus=3&liveStatus=102');
    await waitFor(() => expect(names()).toEqual(byIdDesc(getDb().liveRooms.filter((r) => r.reviewStatus === 3 && r.liveStatus === 102))));
    expect(screen.getByRole('tab', { name: '微信审核成功' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: '直播状态' })).toHaveTextContent('未开始');
  });

  it('mutes a room with its switch, and rolls a switch back when the server fails', async () => {
    const target = room((r) => r.banComment === 0 && r.closeKf === 1);
    const { user } = await open();
    const mute = () => within(screen.getByRole('table', { name: '直播间列表' })).getByRole('switch', { name: `${target.roomName} 禁言` });
    await rowOf(target.roomName);
    expect(mute()).toHaveAttribute('aria-checked', 'false');
    await user.click(mute());
    await waitFor(() => expect(texts()).toContain('操作成功'));
    expect(stored(target.id)?.banComment).toBe(1);
    await waitFor(() => expect(mute()).toHaveAttribute('aria-checked', 'true'));

    // 客服 is closed (1); opening it fails.
    getDb().faults[`/admin/merchant/mp/live/room/updateclosekf/${target.id}/0`] = '500';
    const kf = () => within(screen.getByRole('table', { name: '直播间列表' })).getByRole('switch', { name: `${target.roomName} 客服开关` });
    expect(kf()).toHaveAttribute('aria-checked', 'false');
    const { promise: held, resolve: answer } = deferred();
    server.use(http.get('*/api/admin/merchant/mp/live/room/updateclosekf/:id/:closeKf', async () => void (await held)));
    await user.click(kf());
    // Before the server has answered the switch already shows the new state.
    await waitFor(() => expect(kf()).toHaveAttribute('aria-checked', 'true'));
    answer();
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(() => expect(kf()).toHaveAttribute('aria-checked', 'false'));
    expect(stored(target.id)?.closeKf).toBe(1);
  });

  it('imports approved live goods into a room', async () => {
    const target = room((r) => r.reviewStatus === 3 && r.liveStatus === 102);
    const fresh = getDb().liveGoods.find((g) => g.reviewStatus === 4 && !target.goods.some((x) => x.id === g.id));
    if (!fresh) throw new Error('no approved goods outside the room');
    const refused = getDb().liveGoods.find((g) => g.reviewStatus !== 4);
    if (!refused) throw new Error('no unapproved goods in the seed');
    const inRoom = getDb().liveGoods.filter((g) => target.goods.some((x) => x.id === g.id));
    expect(inRoom.length).toBeGreaterThan(0);
    const { user } = await open();
    await user.click(within(await rowOf(target.roomName)).getByRole('button', { name: `导入商品 ${target.roomName}` }));
    const dialog = await screen.findByRole('dialog', { name: `导入商品 - ${target.roomName}` });
    const box = await within(dialog).findByRole('checkbox', { name: `${fresh.name}（ID ${fresh.id}）` });
    expect(within(dialog).queryByRole('checkbox', { name: `${refused.name}（ID ${refused.id}）` })).toBeNull();
    for (const item of inRoom) expect(within(dialog).getByRole('checkbox', { name: `${item.name}（ID ${item.id}）` })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择要导入的商品');

    const requests = recordRequests();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('操作成功'));
    expect(await requests.last('/mp/live/room/addgoods')?.body).toEqual({ id: target.id, ids: [fresh.id] });
    expect(stored(target.id)?.goods.map((g) => g.id)).toContain(fresh.id);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the assistants of a room', async () => {
    const target = room((r) => r.assistantIds.length === 0);
    const [first, second] = getDb().liveAssistants;
    const { user } = await open();
    await user.click(within(await rowOf(target.roomName)).getByRole('button', { name: `编辑助手 ${target.roomName}` }));
    const dialog = await screen.findByRole('dialog', { name: `编辑助手 - ${target.roomName}` });
    await user.click(await within(dialog).findByRole('checkbox', { name: `${first.wechatNickname}（${first.wechat}）` }));
    await user.click(within(dialog).getByRole('checkbox', { name: `${second.wechatNickname}（${second.wechat}）` }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('操作成功'));
    expect(stored(target.id)?.assistantIds).toEqual([first.id, second.id]);
  });

  it('shows the share code, page path (copied) and poster of an approved room only', async () => {
    const approved = room((r) => r.reviewStatus === 3);
    const pending = room((r) => r.reviewStatus === 0);
    const { user } = await open();
    expect(within(await rowOf(pending.roomName)).queryByRole('button', { name: `分享 ${pending.roomName}` })).toBeNull();
    await user.click(within(await rowOf(approved.roomName)).getByRole('button', { name: `分享 ${approved.roomName}` }));
    const dialog = await screen.findByRole('dialog', { name: `分享直播间 - ${approved.roomName}` });
    expect(await within(dialog).findByRole('img', { name: '直播间二维码' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByRole('img', { name: '分享海报' })).toBeInTheDocument();
    const path = within(dialog).getByTestId('share-path').textContent ?? '';
    expect(path).toContain(`room_id=${approved.roomId}`);
    await user.click(within(dialog).getByRole('button', { name: '复制路径' }));
    await waitFor(() => expect(texts()).toContain('复制成功'));
    expect(await navigator.clipboard.readText()).toBe(path);
  });

  it('shows a room and its goods in the details drawer', async () => {
    const target = room((r) => r.goods.length > 1);
    const { user } = await open();
    await user.click(within(await rowOf(target.roomName)).getByRole('button', { name: `详情 ${target.roomName}` }));
    const drawer = await screen.findByRole('dialog', { name: '直播间详情' });
    const goods = await within(drawer).findByRole('table', { name: '直播间商品' });
    const first = getDb().liveGoods.find((g) => g.id === target.goods[0].id);
    if (!first) throw new Error('goods missing');
    expect(await within(goods).findByRole('cell', { name: first.name })).toBeInTheDocument();
    expect(within(goods).getAllByRole('row')).toHaveLength(target.goods.length + 1);
    expect(drawer).toHaveTextContent(target.anchorWechat);
    // Taking goods out of the room asks first, in the reference's words.
    await user.click(within(goods).getByRole('button', { name: `移除 ${first.name}` }));
    await confirmWith(user, REMOVE_LIVE_GOODS_QUESTION, '取消');
    expect(stored(target.id)?.goods).toHaveLength(target.goods.length);
  });

  it('asks in the reference’s words before deleting a room on air', async () => {
    const target = room((r) => r.liveStatus === 101);
    const { user } = await open();
    await user.click(within(await rowOf(target.roomName)).getByRole('button', { name: `删除 ${target.roomName}` }));
    await confirmWith(user, DELETE_ON_AIR_QUESTION, '取消');
    expect(stored(target.id)).toBeDefined();
  });

  it('deletes a room after the question', async () => {
    const target = room((r) => r.liveStatus === 103);
    const { user } = await open();
    await user.click(within(await rowOf(target.roomName)).getByRole('button', { name: `删除 ${target.roomName}` }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确定永久删除该数据');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(stored(target.id)).toBeUndefined();
    await waitFor(() => expect(names()).not.toContain(target.roomName));
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open('/marketing/broadcast/room?reviewStatus=2');
    await waitFor(() => expect(names()).toEqual(byIdDesc(getDb().liveRooms.filter((r) => r.reviewStatus === 2))));
    expect(requests.count('/mp/live/room/list')).toBe(1);
    expect(await requests.last('/mp/live/room/list')?.body).toEqual({ searchRequest: { reviewStatus: 2 }, pageParamRequest: { page: 1, limit: 15 } });
  });
});
