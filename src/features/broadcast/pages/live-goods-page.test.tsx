import { screen, waitFor, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { yuan } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderApp, signIn } from '@/test/render-app';
import { recordRequests } from '@/test/requests';
import { changePicture } from '@/features/broadcast/live-goods-test-utils';

const texts = () => getMessages().map((m) => m.text);
const table = () => within(screen.getByRole('table', { name: '直播商品列表' }));
const rows = () => table().getAllByRole('row').slice(1);
const goodsWith = (status: number) => {
  const found = getDb().liveGoods.find((g) => g.reviewStatus === status);
  if (!found) throw new Error(`no live goods in state ${status}`);
  return found;
};
async function rowOf(name: string) {
  const button = await table().findByRole('button', { name: `删除 ${name}` });
  const row = button.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/** The query of every live goods list call. */
function listQueries() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/mp/live/goods/list')) seen.push(url.searchParams);
  });
  return seen;
}

async function open(path = '/marketing/broadcast/product') {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await screen.findByRole('table', { name: '直播商品列表' }, { timeout: 5000 });
  return app;
}

afterEach(() => server.events.removeAllListeners());

describe('直播商品列表', () => {
  beforeEach(() => {
    getDb().productSettings.reviewDelayMs = 60_000;
  });

  it('shows every item with its price by type', async () => {
    await open();
    await waitFor(() => expect(rows()).toHaveLength(getDb().liveGoods.length));
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', '商品ID', '商品名称', '商品图', '价格类型', '价格', '排序', '审核状态', '操作']);
    const range = getDb().liveGoods.find((g) => g.priceType === 2)!;
    expect((await rowOf(range.name)).getAllByRole('cell')[5]).toHaveTextContent(`${yuan(range.price)}~${yuan(range.price2)}`);
    const discount = getDb().liveGoods.find((g) => g.priceType === 3)!;
    expect((await rowOf(discount.name)).getAllByRole('cell')[5]).toHaveTextContent(`原价${yuan(discount.price)} 现价${yuan(discount.price2)}`);
    const fixed = getDb().liveGoods.find((g) => g.priceType === 1)!;
    expect((await rowOf(fixed.name)).getAllByRole('cell')[5]).toHaveTextContent(new RegExp(`^${yuan(fixed.price)}$`));
  });

  it('filters by tab and search through the address and the request', async () => {
    const queries = listQueries();
    const { user, location } = await open();

    const tabs = within(screen.getByRole('tablist', { name: '审核状态' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '商户创建', '平台待审核', '平台审核通过', '平台审核失败', '微信审核成功', '微信审核失败']);
    await user.click(tabs.getByRole('tab', { name: '平台审核失败' }));
    await waitFor(() => expect(location().search).toMatchObject({ reviewStatus: 3 }));
    await waitFor(() => expect(rows()).toHaveLength(getDb().liveGoods.filter((g) => g.reviewStatus === 3).length));
    expect(queries.at(-1)?.get('reviewStatus')).toBe('3');
    const refused = goodsWith(3);
    expect(await rowOf(refused.name).then((r) => r.getAllByRole('cell')[7])).toHaveTextContent(`平台审核失败原因：${refused.reviewReason}`);

    await user.click(tabs.getByRole('tab', { name: '全部' }));
    const target = goodsWith(4);
    await user.type(screen.getByLabelText('搜索'), target.name);
    await waitFor(() => expect(location().search).toMatchObject({ keywords: target.name }));
    await waitFor(() => expect(queries.at(-1)?.get('keywords')).toBe(target.name));
    expect(queries.at(-1)?.has('reviewStatus')).toBe(false);
    await waitFor(() => expect(rows().every((r) => r.textContent.includes(target.name))).toBe(true));
  });

  it('edits an item created by the store: name, price type and prices, checking the range', async () => {
    const goods = goodsWith(0);
    const seededCover = goods.coverImgUrl;
    const { user } = await open();
    const requests = recordRequests();
    await user.click(await table().findByRole('button', { name: `编辑 ${goods.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑直播商品' }));
    expect(dialog.getByLabelText('商品名称')).toHaveValue(goods.name);
    await user.clear(dialog.getByLabelText('商品名称'));
    await user.type(dialog.getByLabelText('商品名称'), '直播专享款');
    await user.click(dialog.getByRole('radio', { name: '价格区间' }));
    await user.clear(dialog.getByLabelText('最低价'));
    await user.type(dialog.getByLabelText('最低价'), '30');
    await user.clear(dialog.getByLabelText('最高价'));
    await user.type(dialog.getByLabelText('最高价'), '20');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('最高价必须大于最低价')).toBeInTheDocument();
    expect(goods.name).not.toBe('直播专享款');

    await user.clear(dialog.getByLabelText('最高价'));
    await user.type(dialog.getByLabelText('最高价'), '45.5');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(goods).toMatchObject({ name: '直播专享款', priceType: 2, price: '30.00', price2: '45.50' });
    expect((await rowOf('直播专享款')).getAllByRole('cell')[5]).toHaveTextContent('¥30.00~¥45.50');
    // The cover did not change: the save names it by the media id WeChat gave, and sends nothing to WeChat.
    expect(await requests.last('/mp/live/goods/update')?.body).toMatchObject({ coverImgUrl: seededCover, coverImgUrlLocal: goods.coverImgUrlLocal });
    expect(requests.count('/mp/media/uploadlocal')).toBe(0);
  });

  it('edits the cover: the picture goes to WeChat when it is chosen, and the save names it by its media id', async () => {
    const goods = goodsWith(0);
    const { user } = await open();
    const requests = recordRequests();
    await user.click(await table().findByRole('button', { name: `编辑 ${goods.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: '编辑直播商品' }));
    const picture = await changePicture(user, dialog);
    expect(await requests.bodies('/mp/media/uploadlocal')).toEqual([{ type: 'image', imagePath: picture }]);
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    const body = (await requests.last('/mp/live/goods/update')?.body) as { coverImgUrl: string; coverImgUrlLocal: string };
    expect(body.coverImgUrlLocal).toBe(picture);
    expect(getDb().wechatMedia[body.coverImgUrl]?.path).toBe(picture);
    expect(goods).toMatchObject({ coverImgUrl: body.coverImgUrl, coverImgUrlLocal: picture });
  });

  it('offers 编辑 in every state, and 撤回 and 重新提交 only under WeChat review', async () => {
    const withWechat = goodsWith(2);
    const approved = goodsWith(4);
    const { user } = await open();
    const row = await rowOf(withWechat.name);
    const approvedRow = await rowOf(approved.name);
    expect(approvedRow.getByRole('button', { name: `编辑 ${approved.name}` })).toBeInTheDocument();
    expect(approvedRow.queryByRole('button', { name: /^(撤回|重新提交) / })).toBeNull();
    expect((await rowOf(goodsWith(1).name)).queryByRole('button', { name: /^(撤回|重新提交) / })).toBeNull();

    const auditId = withWechat.auditId;
    await user.click(row.getByRole('button', { name: `重新提交 ${withWechat.name}` }));
    await waitFor(() => expect(texts()).toContain('提交成功'));
    expect(withWechat.auditId).not.toBe(auditId);
    expect(withWechat.reviewStatus).toBe(2);

    await user.click(row.getByRole('button', { name: `撤回 ${withWechat.name}` }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(withWechat.reviewStatus).toBe(0));
    await waitFor(() => expect(row.queryByRole('button', { name: `撤回 ${withWechat.name}` })).toBeNull());
  });

  it('changes the sort in place and deletes after asking', async () => {
    const goods = goodsWith(5);
    const { user } = await open();
    const sort = (await rowOf(goods.name)).getByLabelText(`排序 ${goods.name}`);
    await user.clear(sort);
    await user.type(sort, '88{Enter}');
    await waitFor(() => expect(goods.sort).toBe(88));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(goods.name));

    await user.click(table().getByRole('button', { name: `删除 ${goods.name}` }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('删除该商品吗？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().liveGoods.some((g) => g.id === goods.id)).toBe(false);
    await waitFor(() => expect(table().queryByRole('button', { name: `删除 ${goods.name}` })).toBeNull());
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    await open('/marketing/broadcast/product?reviewStatus=4');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(requests.count('/mp/live/goods/list')).toBe(1);
    expect(requests.last('/mp/live/goods/list')?.url.searchParams.get('reviewStatus')).toBe('4');
  });
});
