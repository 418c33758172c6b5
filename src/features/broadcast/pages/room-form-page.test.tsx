import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmWith, openPage, texts } from '@/test/page';
import { REMOVE_LIVE_GOODS_QUESTION } from '@/features/broadcast/model/room-rules';
import { recordRequests } from '@/test/requests';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { formatMoment } from '@/lib/date-time';
import { TIME_SPAN_MESSAGE } from '@/features/broadcast/model/room-form-model';

afterEach(() => server.events.removeAllListeners());

const HOUR = 3_600_000;
const open = (path = '/marketing/broadcast/creatRoom') => openPage(path, () => screen.findByRole('form', { name: path.endsWith('/info') ? '直播间详情' : path === '/marketing/broadcast/creatRoom' ? '添加直播间' : '编辑直播间' }, { timeout: 5000 }));
const form = () => within(screen.getByRole('form'));
const setTime = (label: '开始时间' | '结束时间', ms: number) => fireEvent.change(form().getByLabelText(label), { target: { value: formatMoment(new Date(ms)) } });
const submit = () => form().getByRole('button', { name: '提交' });
const errorOf = (id: string) => document.getElementById(`room-${id}-error`)?.textContent;

/** A room's row in 直播间管理. */
async function listRow(name: string) {
  const list = within(await screen.findByRole('table', { name: '直播间列表' }, { timeout: 5000 }));
  return (await list.findByRole('cell', { name }, { timeout: 5000 })).closest('tr');
}

type User = Awaited<ReturnType<typeof open>>['user'];

/** Picks a picture of the library (the newest when no name is given) for one of the three pictures. */
async function pickImage(user: User, label: string, name: string | RegExp = /\.png$/) {
  await user.click(form().getByRole('button', { name: `${form().queryByRole('img', { name: label }) ? '更换' : '选择'}${label}` }));
  const dialog = await screen.findByRole('dialog', { name: '上传图片' });
  const [tile] = await within(dialog).findAllByRole('button', { pressed: false, name }, { timeout: 5000 });
  await user.click(tile);
  await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '上传图片' })).toBeNull());
}

/** A picture of the demo library under 100K, as the channel cover needs. */
const SMALL_PICTURE = '新品上市-2.png';

/** The picture WeChat's media id stands for, in the demo's WeChat. */
const pictureOfMedia = (mediaId: unknown) => (typeof mediaId === 'string' ? getDb().wechatMedia[mediaId]?.path : undefined);

async function fillRequired(user: User, name: string) {
  await user.type(form().getByLabelText('直播间名字'), name);
  await user.type(form().getByLabelText('主播昵称'), '主播小林');
  await user.type(form().getByLabelText('主播微信号'), 'lin_anchor');
  await pickImage(user, '背景图');
  await pickImage(user, '分享图');
  await pickImage(user, '直播频道封面图', SMALL_PICTURE);
  const start = Date.now() + 3 * HOUR;
  setTime('开始时间', start);
  setTime('结束时间', start + 2 * HOUR);
}

describe('添加直播间', () => {
  it('names every missing field, the length rules and the time rules, and sends nothing', async () => {
    const { user } = await open();
    const requests = recordRequests();
    await user.click(submit());
    await waitFor(() => expect(errorOf('roomName')).toBe('请输入直播间名字'));
    expect(errorOf('anchorName')).toBe('请输入主播昵称');
    expect(errorOf('anchorWechat')).toBe('请输入主播微信号');
    expect(errorOf('coverImgLocal')).toBe('请选择背景图');
    expect(errorOf('shareImgLocal')).toBe('请选择分享图');
    expect(errorOf('feedsImgLocal')).toBe('请选择直播频道封面图');
    expect(errorOf('time')).toBe('请选择开始时间');

    await user.type(form().getByLabelText('直播间名字'), 'ab');
    await user.type(form().getByLabelText('主播昵称'), '林');
    await user.tab();
    await waitFor(() => expect(errorOf('roomName')).toBe('直播间名字长度为3~17个字符'));
    expect(errorOf('anchorName')).toBe('主播昵称长度为2~15个字符');
    expect(form().getByLabelText('直播间名字')).toHaveAttribute('maxlength', '17');

    const start = Date.now() + HOUR;
    setTime('开始时间', start);
    setTime('结束时间', start + 20 * 60_000);
    await user.click(submit());
    await waitFor(() => expect(errorOf('time')).toBe(TIME_SPAN_MESSAGE));
    setTime('结束时间', start + 25 * HOUR);
    await user.click(submit());
    await waitFor(() => expect(errorOf('time')).toBe(TIME_SPAN_MESSAGE));
    setTime('开始时间', Date.now() - HOUR);
    setTime('结束时间', Date.now() + HOUR);
    await user.click(submit());
    await waitFor(() => expect(errorOf('time')).toBe('开播时间需要在当前时间的10分钟后'));
    // Sooner than 10 minutes from now is refused too, and so is a start more than 6 months ahead.
    setTime('开始时间', Date.now() + 5 * 60_000);
    setTime('结束时间', Date.now() + HOUR);
    await user.click(submit());
    await waitFor(() => expect(errorOf('time')).toBe('开播时间需要在当前时间的10分钟后'));
    const far = Date.now() + 200 * 24 * HOUR;
    setTime('开始时间', far);
    setTime('结束时间', far + HOUR);
    await user.click(submit());
    await waitFor(() => expect(errorOf('time')).toBe('开始时间不能在6个月之后'));
    // The field says the whole rule, in the reference form's words.
    expect(form().getByText('开播时间需要在当前时间的10分钟后，并且开始时间不能在6个月之后。开播时间和结束时间间隔不得短于30分钟，不得超过24小时')).toBeInTheDocument();
    expect(requests.all('/mp/live/room/create')).toHaveLength(0);
  });

  it('refuses a picture over WeChat’s size limit with the reason and keeps the one chosen before', async () => {
    const { user } = await open();
    const newest = getDb().attachments.toSorted((a, b) => b.attId - a.attId)[0];
    expect(Number(newest.attSize)).toBeGreaterThan(100 * 1024);
    await pickImage(user, '直播频道封面图');
    await waitFor(() => expect(errorOf('feedsImgLocal')).toBe('直播频道封面图大小不能超过100K，请重新选择'));
    expect(form().getByRole('button', { name: '选择直播频道封面图' })).toBeInTheDocument();

    await pickImage(user, '直播频道封面图', SMALL_PICTURE);
    await waitFor(() => expect(errorOf('feedsImgLocal')).toBe(''));
    const small = getDb().attachments.find((a) => a.name === SMALL_PICTURE);
    expect(form().getByRole('img', { name: '直播频道封面图' })).toHaveAttribute('src', small?.sattDir);

    // The same large picture fits the background (2M); a refused change keeps the small cover.
    await pickImage(user, '背景图');
    expect(errorOf('coverImgLocal')).toBe('');
    await pickImage(user, '直播频道封面图');
    await waitFor(() => expect(errorOf('feedsImgLocal')).toBe('直播频道封面图大小不能超过100K，请重新选择'));
    expect(form().getByRole('img', { name: '直播频道封面图' })).toHaveAttribute('src', small?.sattDir);
  });

  it('sends each picture to WeChat when it is chosen, and names the pictures by their media ids in the save', async () => {
    const { user } = await open();
    const requests = recordRequests();
    await fillRequired(user, '素材上传直播间');
    const pictures = (['背景图', '分享图', '直播频道封面图'] as const).map((label) => form().getByRole('img', { name: label }).getAttribute('src'));
    // The same picture chosen twice (the newest, for 背景图 and 分享图) goes once: its media id serves both.
    const distinct = [...new Set(pictures)];
    expect(distinct).toHaveLength(2);
    await waitFor(async () => expect(await requests.bodies('/mp/media/uploadlocal')).toEqual(distinct.map((imagePath) => ({ type: 'image', imagePath }))));

    await user.click(submit());
    await waitFor(() => expect(texts()).toContain('创建成功'));
    // Chosen pictures are not sent again.
    expect(requests.count('/mp/media/uploadlocal')).toBe(distinct.length);
    const body = (await requests.last('/mp/live/room/create')?.body) as Record<string, string>;
    expect([body.coverImgLocal, body.shareImgLocal, body.feedsImgLocal]).toEqual(pictures);
    expect([pictureOfMedia(body.coverImg), pictureOfMedia(body.shareImg), pictureOfMedia(body.feedsImg)]).toEqual(pictures);
  });

  it('keeps the picture chosen before when WeChat refuses one, with WeChat’s reason', async () => {
    const newest = getDb().attachments.toSorted((a, b) => b.attId - a.attId)[0];
    newest.name = newest.name.replace(/\.png$/, '.bmp');
    const { user } = await open();
    await pickImage(user, '背景图', SMALL_PICTURE);
    await waitFor(() => expect(form().getByRole('img', { name: '背景图' })).toBeInTheDocument());
    const small = form().getByRole('img', { name: '背景图' }).getAttribute('src');
    const requests = recordRequests();
    await pickImage(user, '背景图', newest.name);
    await waitFor(() => expect(errorOf('coverImgLocal')).toBe('上传微信素材出错：微信图片素材仅支持PNG、JPEG、JPG、GIF格式'));
    expect(requests.count('/mp/media/uploadlocal')).toBe(1);
    expect(form().getByRole('img', { name: '背景图' })).toHaveAttribute('src', small);
  });

  it('creates a room with imported goods; it shows in the list, approved after the review delay', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const goods = getDb().liveGoods.filter((g) => g.reviewStatus === 4).slice(0, 2);
    const { user, location } = await open();
    await fillRequired(user, '春季新品发布直播');
    await user.click(form().getByRole('radio', { name: '推流' }));
    const likes = within(form().getByRole('group', { name: '点赞' }));
    await user.click(likes.getByRole('radio', { name: '关闭' }));

    await user.click(form().getByRole('button', { name: '导入商品' }));
    const picker = await screen.findByRole('dialog', { name: '选择直播商品' });
    for (const g of goods) await user.click(await within(picker).findByRole('checkbox', { name: `${g.name}（ID ${g.id}）` }));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    const table = within(form().getByRole('table', { name: '已导入商品' }));
    expect(table.getAllByRole('row')).toHaveLength(goods.length + 1);
    // Taking one out asks first; 取消 keeps it.
    await user.click(table.getByRole('button', { name: `移除 ${goods[0].name}` }));
    await confirmWith(user, REMOVE_LIVE_GOODS_QUESTION, '取消');
    expect(table.getAllByRole('row')).toHaveLength(goods.length + 1);

    const requests = recordRequests();
    await user.click(submit());
    await waitFor(() => expect(texts()).toContain('创建成功'));
    expect(await requests.last('/mp/live/room/create')?.body).toMatchObject({ roomName: '春季新品发布直播', anchorName: '主播小林', anchorWechat: 'lin_anchor', type: 1, closeLike: 1, closeGoods: 0, isFeedsPublic: 1, closeReplay: 1, closeKf: 1, goodsIds: goods.map((g) => g.id) });
    await waitFor(() => expect(location().pathname).toBe('/marketing/broadcast/room'));
    const created = getDb().liveRooms.find((r) => r.roomName === '春季新品发布直播');
    expect(created).toMatchObject({ reviewStatus: 0, liveStatus: 102, storeShow: 0, banComment: 0 });

    expect(await listRow('春季新品发布直播')).toHaveTextContent('平台待审核');

    // The platform's review time comes; the 微信审核成功 tab shows the room.
    const room = getDb().liveRooms.find((r) => r.roomName === '春季新品发布直播');
    if (!room) throw new Error('the room was not created');
    room.reviewAt = Date.now() - 1;
    await user.click(screen.getByRole('tab', { name: '微信审核成功' }));
    await waitFor(async () => expect(await listRow('春季新品发布直播')).toHaveTextContent('微信审核成功'));
  });

  it('keeps everything typed when the server refuses', async () => {
    const { user } = await open();
    await fillRequired(user, '保留输入的直播间');
    getDb().faults['/admin/merchant/mp/live/room/create'] = '500';
    await user.click(submit());
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    expect(form().getByLabelText('直播间名字')).toHaveValue('保留输入的直播间');
    expect(form().getByLabelText('主播微信号')).toHaveValue('lin_anchor');
    expect(form().getByRole('img', { name: '背景图' })).toBeInTheDocument();
    expect(getDb().liveRooms.some((r) => r.roomName === '保留输入的直播间')).toBe(false);
  });

  it('edits a room not yet started, with its values loaded; its pictures keep the media ids WeChat gave', async () => {
    const target = getDb().liveRooms.find((r) => r.liveStatus === 102 && r.reviewStatus === 3);
    if (!target) throw new Error('no room to edit');
    const { coverImg, shareImg, feedsImg } = target;
    const { user, location } = await open(`/marketing/broadcast/creatRoom/${target.id}`);
    expect(form().getByLabelText('直播间名字')).toHaveValue(target.roomName);
    expect(form().getByLabelText('主播微信号')).toHaveValue(target.anchorWechat);
    expect(within(form().getByRole('table', { name: '已导入商品' })).getAllByRole('row')).toHaveLength(target.goods.length + 1);
    await user.clear(form().getByLabelText('直播间名字'));
    await user.type(form().getByLabelText('直播间名字'), '改名后的直播间');
    const requests = recordRequests();
    await user.click(submit());
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(await requests.last('/mp/live/room/edit')?.body).toMatchObject({ id: target.id, roomName: '改名后的直播间', goodsIds: target.goods.map((g) => g.id), coverImg, shareImg, feedsImg });
    expect(requests.count('/mp/media/uploadlocal')).toBe(0);
    await waitFor(() => expect(location().pathname).toBe('/marketing/broadcast/room'));
    expect(getDb().liveRooms.find((r) => r.id === target.id)?.roomName).toBe('改名后的直播间');
  });

  it('sends the pictures of a room saved without media ids to WeChat when it is saved again', async () => {
    const target = getDb().liveRooms.find((r) => r.liveStatus === 102 && r.reviewStatus === 3);
    if (!target) throw new Error('no room to edit');
    delete target.coverImg;
    delete target.shareImg;
    delete target.feedsImg;
    const { user } = await open(`/marketing/broadcast/creatRoom/${target.id}`);
    const requests = recordRequests();
    await user.click(submit());
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(requests.count('/mp/media/uploadlocal')).toBe(3);
    const body = (await requests.last('/mp/live/room/edit')?.body) as Record<string, string>;
    expect([pictureOfMedia(body.coverImg), pictureOfMedia(body.shareImg), pictureOfMedia(body.feedsImg)]).toEqual([target.coverImgLocal, target.shareImgLocal, target.feedsImgLocal]);
  });

  it('shows a room read-only with type info', async () => {
    const target = getDb().liveRooms[0];
    await open(`/marketing/broadcast/creatRoom/${target.id}/info`);
    expect(form().getByLabelText('直播间名字')).toHaveValue(target.roomName);
    expect(form().getByLabelText('直播间名字')).toBeDisabled();
    expect(form().queryByRole('button', { name: '提交' })).toBeNull();
    expect(form().queryByRole('button', { name: '导入商品' })).toBeNull();
  });

  it('asks before leaving with unsaved input', async () => {
    const { user, location } = await open();
    await user.type(form().getByLabelText('直播间名字'), '未保存');
    await user.click(screen.getByRole('button', { name: '返回' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确认关闭？');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(location().pathname).toBe('/marketing/broadcast/creatRoom');
    expect(form().getByLabelText('直播间名字')).toHaveValue('未保存');
  });

  it('loads the room’s details and goods once: the route prefetches what the form reads', async () => {
    const room = getDb().liveRooms.find((r) => r.liveStatus === 102);
    if (!room) throw new Error('no room not yet started');
    const requests = recordRequests();
    await open(`/marketing/broadcast/creatRoom/${room.id}`);
    expect(requests.count(`/mp/live/room/info/${room.id}`)).toBe(1);
    expect(requests.count(`/mp/live/room/goodslist/${room.id}`)).toBe(1);
  });
});
