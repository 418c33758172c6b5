import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client';
import { getDb } from '@/mocks/db';
import { renderApp } from '@/test/render-app';
import { openPage, pickPicture, texts } from '@/test/page';
import { sentBodies } from '@/test/requests';

async function open() {
  const app = await openPage('/operation/mallConfiguration');
  const form = await screen.findByRole('form', { name: 'PC商城设置' }, { timeout: 5000 });
  return { ...app, form };
}

const bannerLinks = (form: HTMLElement) => within(within(form).getByRole('list', { name: '店铺banner' })).getAllByRole('textbox').map((i) => (i as HTMLInputElement).value);
const recommendedNames = (form: HTMLElement) =>
  within(within(form).getByRole('table', { name: '推荐商品' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);

describe('PC商城设置', () => {
  it('orders and checks the banners, picks recommended products and shows what was saved after a reload', async () => {
    const { user, form } = await open();
    const saved = getDb().pcConfig;
    expect(bannerLinks(form)).toEqual(saved.bannerList.map((b) => b.linkUrl));
    // A banner row has one 删除, the row's: its picture can be changed (更换) but the banner needs one.
    const [firstBanner] = within(within(form).getByRole('list', { name: '店铺banner' })).getAllByRole('listitem');
    expect(within(firstBanner).getAllByRole('button', { name: /删除/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['删除 banner 1']);
    const seededIds = saved.recommendProductStr.split(',').map(Number);
    expect(recommendedNames(form)).toEqual(seededIds.map((id) => getDb().products.find((p) => p.id === id)?.name));
    const bodies = sentBodies('/config/save/pc/shopping/config');

    await user.click(within(form).getByRole('button', { name: '添加模块' }));
    // A new banner starts 隐藏, as the reference adds one.
    expect(within(form).getByRole('switch', { name: 'banner 3 状态' })).toHaveAttribute('aria-checked', 'false');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择banner图片')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: '选择banner 3 图片' }));
    const image = await pickPicture(user, 2);
    await user.type(within(form).getByLabelText('banner 3 链接'), 'https://example.com/new');
    await user.click(within(form).getByRole('switch', { name: 'banner 3 状态' }));
    await user.click(within(form).getByRole('button', { name: '上移 banner 3' }));
    await user.click(within(form).getByRole('button', { name: '删除 banner 1' }));
    expect(bannerLinks(form)).toEqual(['https://example.com/new', saved.bannerList[1].linkUrl]);

    const [first] = seededIds.map((id) => getDb().products.find((p) => p.id === id)!);
    await user.click(within(form).getByRole('button', { name: `删除 ${first.name}` }));
    await user.click(within(form).getByRole('button', { name: '选择商品' }));
    const picker = await screen.findByRole('dialog', { name: '商品列表' });
    const boxes = await within(picker).findAllByRole('checkbox', { checked: false, name: /^选择 / });
    const pickedName = boxes[0].getAttribute('aria-label')!.replace(/^选择 /, '');
    await user.click(boxes[0]);
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(recommendedNames(form)).toContain(pickedName));

    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    const picked = getDb().products.find((p) => p.name === pickedName)!;
    const ids = [...seededIds.slice(1), picked.id];
    expect(bodies).toEqual([
      {
        pcLogo: saved.pcLogo,
        pcGoodStoreCoverImage: saved.pcGoodStoreCoverImage,
        bannerList: [
          { imageUrl: image, linkUrl: 'https://example.com/new', status: true, sort: 0 },
          { imageUrl: saved.bannerList[1].imageUrl, linkUrl: saved.bannerList[1].linkUrl, status: true, sort: 1 },
        ],
        recommendProductStr: ids.join(','),
      },
    ]);
    expect(getDb().pcConfig.recommendProductStr).toBe(ids.join(','));

    cleanup();
    queryClient.clear();
    // Still signed in: the page opens at once.
    renderApp('/operation/mallConfiguration');
    const again = { form: await screen.findByRole('form', { name: 'PC商城设置' }, { timeout: 5000 }) };
    await waitFor(() => expect(bannerLinks(again.form)).toEqual(['https://example.com/new', saved.bannerList[1].linkUrl]));
    expect(recommendedNames(again.form)).toEqual(ids.map((id) => getDb().products.find((p) => p.id === id)?.name));
  });

  it('shows and hides each banner with its 状态 switch, kept on save: a hidden banner can be shown again', async () => {
    const { user, form } = await open();
    const bodies = sentBodies('/config/save/pc/shopping/config');
    const status = (n: number) => within(form).getByRole('switch', { name: `banner ${n} 状态` });
    expect(status(1)).toHaveAttribute('aria-checked', 'true');
    expect(status(1)).toHaveTextContent('显示');
    await user.click(status(2));
    expect(status(2)).toHaveAttribute('aria-checked', 'false');
    expect(status(2)).toHaveTextContent('隐藏');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(texts()).toContain('保存成功'));
    expect((bodies[0] as { bannerList: Array<{ status: boolean }> }).bannerList.map((b) => b.status)).toEqual([true, false]);
    expect(getDb().pcConfig.bannerList.map((b) => b.status)).toEqual([true, false]);

    cleanup();
    queryClient.clear();
    renderApp('/operation/mallConfiguration');
    const again = await screen.findByRole('form', { name: 'PC商城设置' }, { timeout: 5000 });
    const hidden = await within(again).findByRole('switch', { name: 'banner 2 状态' });
    expect(hidden).toHaveAttribute('aria-checked', 'false');
    // Shown again and saved so.
    await user.click(hidden);
    await user.click(within(again).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(getDb().pcConfig.bannerList.map((b) => b.status)).toEqual([true, true]));
  });

  it('takes at most 10 banners: 添加模块 goes at the tenth', async () => {
    const { user, form } = await open();
    const count = () => within(within(form).getByRole('list', { name: '店铺banner' })).getAllByRole('listitem').length;
    expect(within(form).getByText('最多可添加10张图片，建议1200px宽；已添加2张')).toBeInTheDocument();
    while (count() < 10) await user.click(within(form).getByRole('button', { name: '添加模块' }));
    expect(within(form).queryByRole('button', { name: '添加模块' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: '删除 banner 10' }));
    expect(within(form).getByRole('button', { name: '添加模块' })).toBeInTheDocument();
  });

  it('takes at most 20 recommended products: the picker stops at 20, and 选择商品 goes once 20 are chosen', async () => {
    // Any products of the store (the saved list answers them whatever their state); the picker offers the rest on sale.
    getDb().pcConfig.recommendProductStr = getDb()
      .products.filter((p) => !p.isShow)
      .concat(getDb().products.filter((p) => p.isShow))
      .slice(0, 19)
      .map((p) => p.id)
      .join(',');
    const { user, form } = await open();
    await waitFor(() => expect(recommendedNames(form)).toHaveLength(19));
    expect(within(form).getByText('最多可选择20个商品')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '选择商品' }));
    const picker = await screen.findByRole('dialog', { name: '商品列表' });
    const unchecked = () => within(picker).findAllByRole('checkbox', { checked: false, name: /^选择 / });
    await user.click((await unchecked())[0]);
    // The twentieth is chosen; a twenty-first is refused with the picker's warning.
    const [next] = await unchecked();
    await user.click(next);
    await waitFor(() => expect(texts()).toContain('最多选择20个'));
    expect(next).not.toBeChecked();
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(recommendedNames(form)).toHaveLength(20));
    expect(within(form).queryByRole('button', { name: '选择商品' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: `删除 ${recommendedNames(form)[0]}` }));
    expect(within(form).getByRole('button', { name: '选择商品' })).toBeInTheDocument();
  });

  it('refuses more than 20 recommended products with the reference’s words', async () => {
    expect(getDb().products.length).toBeGreaterThan(20);
    getDb().pcConfig.recommendProductStr = getDb()
      .products.slice(0, 21)
      .map((p) => p.id)
      .join(',');
    const { user, form } = await open();
    const bodies = sentBodies('/config/save/pc/shopping/config');
    await waitFor(() => expect(recommendedNames(form)).toHaveLength(21));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('最多可选择20个商品', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('asks for the PC logo and the cover', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: '删除PC logo' }));
    await user.click(within(form).getByRole('button', { name: '删除品牌好店封面图' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择PC logo')).toBeInTheDocument();
    expect(within(form).getByText('请选择品牌好店封面图')).toBeInTheDocument();
  });
});
