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

    await user.click(within(form).getByRole('button', { name: '添加banner' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择banner图片')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: '选择banner 3 图片' }));
    const image = await pickPicture(user, 2);
    await user.type(within(form).getByLabelText('banner 3 链接'), 'https://example.com/new');
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
    await waitFor(() => expect(texts()).toContain('编辑成功'));
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

  it('asks for the PC logo and the cover', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: '删除PC logo' }));
    await user.click(within(form).getByRole('button', { name: '删除品牌好店封面图' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择PC logo')).toBeInTheDocument();
    expect(within(form).getByText('请选择品牌好店封面图')).toBeInTheDocument();
  });
});
