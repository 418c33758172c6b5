import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { seeded } from '@/test/demo-data';
import { openPage } from '@/test/page';
import { shownChoice } from '@/test/select';
import { recordRequests } from '@/test/requests';

const product = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);

// jsdom lays nothing out: give elements a size so the virtualised SKU matrix renders its rows.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(560);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

const openForm = async (path: string) => {
  const opened = await openPage(path);
  await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
  return opened;
};

describe('商品表单: 添加分类 and 添加规格', () => {
  it('adds a merchant category beside the cascader, which then offers and chooses it', async () => {
    const { user } = await openForm('/product/list/creatProduct/0/2?productType=0');
    await user.click(screen.getByRole('button', { name: '添加分类' }));
    const dialog = await screen.findByRole('dialog', { name: '添加分类' });
    // Two levels, as the reference: a second-level category takes no children.
    await user.click(within(dialog).getByRole('combobox', { name: '父级' }));
    expect(screen.getByRole('option', { name: /本周爆款/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('combobox', { name: '父级' }));
    await user.type(within(dialog).getByLabelText('分类名称'), '秋季上新');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加分类' })).not.toBeInTheDocument());
    const created = getDb().merCategories.find((c) => c.name === '秋季上新');
    expect(created).toMatchObject({ pid: 0 });
    const cascader = document.getElementById('product-cate');
    if (!cascader) throw new Error('no cascader');
    await waitFor(() => expect(cascader).toHaveTextContent('秋季上新'));
    await user.click(cascader);
    expect(await screen.findByRole('option', { name: /秋季上新/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds a spec template from 规格库存, chosen at once for 确认', async () => {
    const { user } = await openForm('/product/list/creatProduct/0/2?productType=0');
    await user.click(screen.getByRole('tab', { name: '规格库存' }));
    await user.click(screen.getByLabelText('多规格'));
    await user.click(await screen.findByRole('button', { name: '添加规格' }));
    const dialog = await screen.findByRole('dialog', { name: '添加商品规格' });
    await user.type(within(dialog).getByLabelText('规格名称'), '杯型容量');
    await user.type(within(dialog).getByPlaceholderText('请输入规格', { exact: true }), '容量');
    await user.type(within(dialog).getByPlaceholderText('请输入规格值'), '大杯');
    await user.click(within(dialog).getByRole('button', { name: '确定添加规格' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加商品规格' })).not.toBeInTheDocument());
    const rule = getDb().rules.find((r) => r.ruleName === '杯型容量');
    expect(rule).toBeDefined();
    await waitFor(() => expect(shownChoice('选择规格')).toBe(rule?.ruleName));
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByRole('list', { name: '容量 的规格值' })).toHaveTextContent('大杯');
  });
});

describe('商品表单: reordering spec values', () => {
  it('moves a value with the keyboard; the SKU rows follow, each keeping what was typed', async () => {
    // dnd-kit's keyboard moves from box to box: lay the value tags out in a row.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const siblings = this.parentElement ? Array.from(this.parentElement.children) : [];
      const left = this.tagName === 'LI' ? siblings.indexOf(this) * 60 : 0;
      return { x: left, y: 0, left, top: 0, width: 50, height: 20, right: left + 50, bottom: 20, toJSON: () => ({}) };
    });
    const tee = product('纯棉圆领短袖T恤');
    tee.isShow = false;
    const { user } = await openForm(`/product/list/creatProduct/${tee.id}/2`);
    await user.click(screen.getByRole('tab', { name: '规格库存' }));
    const sizes = await screen.findByRole('list', { name: '尺码 的规格值' });
    const before = within(sizes).getAllByRole('button', { name: /^尺码 / }).map((b) => b.textContent);
    const price = await screen.findByLabelText(`白色,${before[0]} 售价`);
    await user.clear(price);
    await user.type(price, '77.7');

    const handle = within(sizes).getByRole('button', { name: `尺码 ${before[0]}` });
    handle.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowRight]');
    await user.keyboard('[Space]');
    const after = [before[1], before[0], ...before.slice(2)];
    await waitFor(() => expect(within(sizes).getAllByRole('button', { name: /^尺码 / }).map((b) => b.textContent)).toEqual(after));
    // The matrix follows: 白色 with the second size first, and the typed price stays with its row.
    const rows = within(screen.getByRole('table', { name: '商品规格' })).getAllByRole('row');
    const names = rows.flatMap((r) => within(r).queryAllByLabelText(/^白色.* 售价$/).map((i) => i.getAttribute('aria-label')));
    expect(names.slice(0, 3)).toEqual([`白色,${after[0]} 售价`, `白色,${after[1]} 售价`, `白色,${after[2]} 售价`]);
    expect(screen.getByLabelText(`白色,${before[0]} 售价`)).toHaveValue('77.7');
  });
});

describe('商品表单: 主图视频', () => {
  it('refuses an mp4 of 20 MB or more before uploading, uploads a smaller one and saves it first in sliderImage', async () => {
    const requests = recordRequests();
    const skirt = product('高腰A字半身裙');
    const pictures = JSON.parse(skirt.sliderImage).length;
    const { user, location } = await openForm(`/product/list/creatProduct/${skirt.id}/2`);
    const chooser = screen.getByLabelText('选择主图视频文件');
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
    await user.upload(chooser, big);
    expect(await screen.findByText('视频大小不能超过20MB')).toBeInTheDocument();
    expect(requests.count('/upload/file')).toBe(0);
    expect(screen.queryByLabelText('主图视频预览')).not.toBeInTheDocument();

    // An mp4 by its first bytes (a box size, then ftyp).
    await user.upload(chooser, new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32])], 'show.mp4', { type: 'video/mp4' }));
    const preview = await screen.findByLabelText('主图视频预览');
    expect(requests.count('/upload/file')).toBe(1);
    expect(screen.queryByText('视频大小不能超过20MB')).not.toBeInTheDocument();
    const url = preview.getAttribute('src');
    expect(url).toMatch(/\.mp4$/);
    expect(screen.getByLabelText('主图视频')).toHaveValue(url);

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(location().pathname).toBe('/product/list'));
    const slider: unknown = JSON.parse(product('高腰A字半身裙').sliderImage);
    expect(Array.isArray(slider) && slider[0]).toBe(url);
    expect(slider).toHaveLength(pictures + 1);
  });

  it('detects a saved video by its extension and shows it as the video, not as a picture', async () => {
    const skirt = product('高腰A字半身裙');
    const pictures: string[] = JSON.parse(skirt.sliderImage);
    skirt.sliderImage = JSON.stringify(['/demo-files/upload/clip.MP4', ...pictures]);
    await openForm(`/product/list/creatProduct/${skirt.id}/1`);
    expect(screen.getByLabelText('主图视频')).toHaveValue('/demo-files/upload/clip.MP4');
    expect(screen.getByLabelText('主图视频预览')).toHaveAttribute('src', '/demo-files/upload/clip.MP4');
    expect(within(screen.getByRole('list', { name: '商品轮播图' })).getAllByRole('img')).toHaveLength(pictures.length);
  });
});

describe('商品采集', () => {
  it('collects through 99Api on the platform chosen when the store uses it, spending one collection, and fills the form', async () => {
    getDb().productSettings.copyType = 2;
    const copyNum = getDb().productSettings.copyNum;
    const requests = recordRequests();
    const { user } = await openPage('/product/list/creatProduct/0/2/1?productType=0');
    const card = await screen.findByRole('region', { name: '商品采集' }, { timeout: 5000 });
    const platforms = await within(card).findByRole('group', { name: '采集平台' });
    expect(within(platforms).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['淘宝', '京东', '苏宁', '拼多多', '天猫']);
    expect(within(platforms).getByLabelText('淘宝')).toBeChecked();
    await user.click(within(platforms).getByLabelText('京东'));
    await user.type(within(card).getByLabelText('商品链接'), 'https://item.taobao.com/item.htm?id=1');
    await user.click(within(card).getByRole('button', { name: '确定' }));
    // The address is not on the platform chosen: the backend says so, the address stays.
    expect(await screen.findByText('商品链接不是京东的商品，请核对采集平台')).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('商品链接'));
    await user.type(within(card).getByLabelText('商品链接'), 'https://item.jd.com/100.html');
    await user.click(within(card).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByLabelText('商品名称')).toHaveValue('京东采集商品：夏季新款休闲衬衫'));
    const sent = requests.all('/product/importProduct').at(-1)?.url.searchParams;
    expect([sent?.get('form'), sent?.get('url')]).toEqual(['2', 'https://item.jd.com/100.html']);
    expect(requests.count('/product/copy/product')).toBe(0);
    // A collection through 99Api spends one of the store's collections as well; the refused one did not.
    expect(getDb().productSettings.copyNum).toBe(copyNum - 1);
  });

  it('collects through 一号通 otherwise, spending one of the collections left', async () => {
    const copyNum = getDb().productSettings.copyNum;
    const requests = recordRequests();
    const { user } = await openPage('/product/list/creatProduct/0/2/1?productType=0');
    const card = await screen.findByRole('region', { name: '商品采集' }, { timeout: 5000 });
    expect(await within(card).findByText(String(copyNum))).toBeInTheDocument();
    expect(within(card).queryByRole('group', { name: '采集平台' })).not.toBeInTheDocument();
    await user.type(within(card).getByLabelText('商品链接'), 'https://item.jd.com/100.html');
    await user.click(within(card).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByLabelText('商品名称')).toHaveValue('京东采集商品：夏季新款休闲衬衫'));
    expect(requests.count('/product/importProduct')).toBe(0);
    expect(getDb().productSettings.copyNum).toBe(copyNum - 1);
  });
});
