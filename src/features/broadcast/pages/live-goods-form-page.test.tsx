import { screen, waitFor, within } from '@testing-library/react';
import { getMessages } from '@/lib/message';
import { money } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { confirmWith } from '@/test/page';
import { changePicture } from '@/features/broadcast/live-goods-test-utils';
import { renderApp, signIn } from '@/test/render-app';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const texts = () => getMessages().map((m) => m.text);
/** Products on sale in the picker's order: by sort, then newest. */
const onSale = () =>
  getDb()
    .products.filter((p) => !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2) && p.isShow)
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);

function savedBodies() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/mp/live/goods/save')) void request.clone().json().then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

async function open(path = '/marketing/broadcast/creatPro') {
  const app = renderApp(path);
  await signIn(app.user, 'admin', 'admin123');
  await screen.findByRole('table', { name: '待提交直播商品' }, { timeout: 5000 });
  return app;
}

/** Chooses the first `count` products on sale in the live-goods picker. */
async function pickProducts(user: ReturnType<typeof renderApp>['user'], count: number) {
  await user.click(screen.getByRole('button', { name: '选择商品' }));
  // The picker loads the first time it opens.
  const dialog = within(await screen.findByRole('dialog', { name: '商品列表' }, { timeout: 5000 }));
  await chooseOption(user, await dialog.findByRole('combobox', { name: '每页条数' }, { timeout: 5000 }), '4条/页');
  const chosen = onSale().slice(0, count);
  for (const p of chosen) await user.click(await dialog.findByRole('checkbox', { name: `选择 ${p.name}` }));
  await user.click(dialog.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '商品列表' })).toBeNull());
  return chosen;
}

const rowOf = (index: number, name: string) => within(screen.getByRole('row', { name: `第${index}行 ${name}` }));

/** The media id the demo's WeChat gave last for a picture. */
const mediaIdOf = (path: string) => Object.entries(getDb().wechatMedia).findLast(([, m]) => m.path === path)?.[0];

afterEach(() => server.events.removeAllListeners());

describe('添加直播商品', () => {
  beforeEach(() => {
    getDb().productSettings.reviewDelayMs = 60_000;
  });

  it('turns picked products into prefilled rows and checks each row before sending anything', async () => {
    const bodies = savedBodies();
    const { user } = await open();
    const [a, b] = await pickProducts(user, 2);
    const first = rowOf(1, a.name);
    const second = rowOf(2, b.name);
    expect(first.getByLabelText('商品名称')).toHaveValue(a.name.slice(0, 14));
    expect(first.getByRole('img', { name: '商品图预览' })).toHaveAttribute('src', a.image);
    expect(first.getByRole('radio', { name: '一口价' })).toBeChecked();
    expect(first.getByLabelText('直播价')).toHaveValue(String(a.price));

    await user.click(second.getByRole('radio', { name: '价格区间' }));
    await user.clear(second.getByLabelText('最低价'));
    await user.type(second.getByLabelText('最低价'), '20');
    await user.type(second.getByLabelText('最高价'), '10');
    await user.clear(first.getByLabelText('商品名称'));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await first.findByText('请输入商品名称')).toBeInTheDocument();
    expect(second.getByText('最高价必须大于最低价')).toBeInTheDocument();

    await user.click(first.getByLabelText('商品名称'));
    await user.paste('一二三四五六七八九十一二三四五');
    expect(first.getByText('商品名称最多14个字')).toBeInTheDocument();
    await user.type(first.getByLabelText('商品名称'), '{Backspace}');
    expect(first.queryByText('商品名称最多14个字')).toBeNull();
    await user.type(second.getByLabelText('最高价'), '0');
    expect(second.queryByText('最高价必须大于最低价')).toBeNull();
    expect(bodies).toHaveLength(0);
  });

  it('submits every row for review (批量新增并提审) and shows them in the list as 平台待审核', async () => {
    const bodies = savedBodies();
    const { user, location } = await open();
    const [a, b] = await pickProducts(user, 2);
    const second = rowOf(2, b.name);
    await user.click(second.getByRole('radio', { name: '价格区间' }));
    await user.clear(second.getByLabelText('最低价'));
    await user.type(second.getByLabelText('最低价'), '20');
    await user.type(second.getByLabelText('最高价'), '35.5');

    const before = getDb().liveGoods.length;
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(texts()).toContain('提交成功'));
    await waitFor(() => expect(location().pathname).toBe('/marketing/broadcast/product'));
    expect(bodies).toEqual([
      [
        { productId: a.id, url: `pages/goods/goods_details/index?id=${a.id}`, name: a.name.slice(0, 14), coverImgUrl: mediaIdOf(a.image), coverImgUrlLocal: a.image, priceType: 1, price: money(a.price) },
        { productId: b.id, url: `pages/goods/goods_details/index?id=${b.id}`, name: b.name.slice(0, 14), coverImgUrl: mediaIdOf(b.image), coverImgUrlLocal: b.image, priceType: 2, price: '20.00', price2: '35.50' },
      ],
    ]);
    expect(mediaIdOf(a.image)).toMatch(/^demo-media-/);
    expect(getDb().liveGoods).toHaveLength(before + 2);
    const table = within(await screen.findByRole('table', { name: '直播商品列表' }));
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(2));
    for (const goods of getDb().liveGoods.slice(-2)) {
      const row = table.getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(goods.id));
      expect(row).toHaveTextContent('平台待审核');
    }
    expect(table.getByText('¥20.00~¥35.50')).toBeInTheDocument();
  });

  it('sends each row’s picture to WeChat when the product is picked, and a new cover when it is chosen', async () => {
    const requests = recordRequests();
    const { user } = await open();
    const [a, b] = await pickProducts(user, 2);
    await waitFor(async () => expect(await requests.bodies('/mp/media/uploadlocal')).toEqual([a.image, b.image].map((imagePath) => ({ type: 'image', imagePath }))));

    const picture = await changePicture(user, rowOf(1, a.name));
    expect(requests.count('/mp/media/uploadlocal')).toBe(3);

    const bodies = savedBodies();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(texts()).toContain('提交成功'));
    expect(requests.count('/mp/media/uploadlocal')).toBe(3);
    expect((bodies[0] as Array<{ coverImgUrl: string; coverImgUrlLocal: string }>).map((r) => [r.coverImgUrlLocal, getDb().wechatMedia[r.coverImgUrl]?.path])).toEqual([
      [picture, picture],
      [b.image, b.image],
    ]);
  });

  it('shows WeChat’s refusal of a picture on its row and saves nothing until another is chosen', async () => {
    const [first] = onSale();
    const product = getDb().products.find((p) => p.id === first.id)!;
    product.image = '/elsewhere/photo.png';
    const bodies = savedBodies();
    const requests = recordRequests();
    const { user } = await open();
    const [a] = await pickProducts(user, 1);
    expect(a.id).toBe(product.id);
    const row = () => rowOf(1, a.name);
    expect(await row().findByText('上传微信素材出错：读取不到这张图片')).toBeInTheDocument();
    expect(texts()).toContain('上传微信素材出错：读取不到这张图片');
    // A save tries the refused picture again, and stops there.
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(requests.count('/mp/media/uploadlocal')).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交' })).not.toHaveAttribute('aria-busy'));
    expect(row().getByText('上传微信素材出错：读取不到这张图片')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(row().getByRole('button', { name: '更换商品图' }));
    const library = within(await screen.findByRole('dialog', { name: '上传图片' }));
    const [tile] = await library.findAllByRole('button', { pressed: false, name: /\.png$/ });
    await user.click(tile);
    await user.click(library.getByRole('button', { name: '使用选中图片' }));
    await waitFor(() => expect(row().queryByText('上传微信素材出错：读取不到这张图片')).toBeNull());
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(texts()).toContain('提交成功'));
    expect(bodies).toHaveLength(1);
  });

  it('keeps every row when the server refuses one, and removes a row', async () => {
    const { user, location } = await open();
    const [a, b, c] = await pickProducts(user, 3);
    await user.click(rowOf(3, c.name).getByRole('button', { name: `删除 ${c.name}` }));
    await confirmWith(user, '删除该直播商品吗？');
    expect(screen.queryByRole('row', { name: `第3行 ${c.name}` })).toBeNull();
    await user.click(rowOf(2, b.name).getByRole('radio', { name: '折扣价' }));
    expect(rowOf(2, b.name).getByLabelText('原价')).toHaveValue(String(b.price));
    await user.type(rowOf(2, b.name).getByLabelText('现价'), '1');

    const picture = await changePicture(user, rowOf(1, a.name));

    // The reference saves the rows unchecked; a refusal here is the server failing.
    getDb().faults['/admin/merchant/mp/live/goods/save'] = '500';
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    expect(location().pathname).toBe('/marketing/broadcast/creatPro');
    expect(rowOf(1, a.name).getByLabelText('商品名称')).toHaveValue(a.name.slice(0, 14));
    expect(rowOf(2, b.name).getByLabelText('现价')).toHaveValue('1');
    expect(rowOf(1, a.name).getByRole('img', { name: '商品图预览' })).toHaveAttribute('src', picture);
  });

  it('keeps what was typed in the rows below one removed, and sends only the rows left', async () => {
    const bodies = savedBodies();
    const { user } = await open();
    const [a, b, c] = await pickProducts(user, 3);
    await user.click(rowOf(2, b.name).getByRole('radio', { name: '价格区间' }));
    await user.type(rowOf(2, b.name).getByLabelText('最高价'), '999');
    await user.clear(rowOf(3, c.name).getByLabelText('商品名称'));
    await user.type(rowOf(3, c.name).getByLabelText('商品名称'), '第三件');

    await user.click(rowOf(1, a.name).getByRole('button', { name: `删除 ${a.name}` }));
    await confirmWith(user, '删除该直播商品吗？');
    expect(rowOf(1, b.name).getByRole('radio', { name: '价格区间' })).toBeChecked();
    expect(rowOf(1, b.name).getByLabelText('最高价')).toHaveValue('999');
    expect(rowOf(2, c.name).getByLabelText('商品名称')).toHaveValue('第三件');

    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject([
      { productId: b.id, priceType: 2, price: money(b.price), price2: money('999') },
      { productId: c.id, name: '第三件', priceType: 1 },
    ]);
    expect(bodies[0]).toHaveLength(2);
  });

  it('goes back to the room it was opened from', async () => {
    const { user, location } = await open('/marketing/broadcast/creatPro/7');
    const [a] = await pickProducts(user, 1);
    expect(rowOf(1, a.name).getByLabelText('直播价')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(location().pathname).toBe('/marketing/broadcast/creatRoom/7'));
  });
});
