import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { getDb } from '@/mocks/db';
import { confirmWith, texts } from '@/test/page';
import { deferred, names, open, product, rowOf, shelfOf, tabs } from './product-list-test-utils';

// 商品列表's row actions: the shelf switch, the recycle bin, delete, 提交审核, 编辑 and 添加商品.

describe('商品列表', () => {
  it('toggles the shelf at once and rolls back with the server message when it refuses', async () => {
    const { user } = await open('/product/list?type=3');
    await user.click(await shelfOf('砂糖橘'));
    await waitFor(() => expect(texts()).toContain('下架成功'));
    expect(product('砂糖橘').isShow).toBe(false);
    await waitFor(async () => expect(await shelfOf('砂糖橘')).toHaveAttribute('aria-checked', 'false'));

    // With the store closed (商户开关), nothing goes on sale. Hold the answer to see the switch move first.
    getDb().baseInfo.isSwitch = false;
    const held = deferred();
    server.use(http.post('*/api/admin/merchant/product/up/:id', async () => void (await held.promise)));
    await user.click(await shelfOf('砂糖橘'));
    expect(await shelfOf('砂糖橘')).toHaveAttribute('aria-checked', 'true');
    // The list's reload waits too: what the switch shows next is the rollback, not fresh rows.
    const reloading = deferred();
    server.use(http.get('*/api/admin/merchant/product/list', async () => void (await reloading.promise)));
    held.resolve();
    await waitFor(() => expect(texts()).toContain('商户开关未开启'));
    await waitFor(async () => expect(await shelfOf('砂糖橘')).toHaveAttribute('aria-checked', 'false'));
    expect(product('砂糖橘').isShow).toBe(false);
    reloading.resolve();
  });

  it('sends a product to the recycle bin and brings it back', async () => {
    const { user } = await open('/product/list?type=2');
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '加入回收站' }));
    await confirmWith(user, `id为${product('高腰A字半身裙').id}的商品加入回收站吗`);
    await waitFor(() => expect(product('高腰A字半身裙').isRecycle).toBe(true));
    await waitFor(() => expect(names()).not.toContain('高腰A字半身裙'));

    await user.click(tabs().getByRole('tab', { name: /^回收站/ }));
    const row = await rowOf('高腰A字半身裙');
    expect(within(row).getByRole('switch')).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: '恢复商品' }));
    await confirmWith(user, '确定恢复商品吗？', '取消');
    expect(product('高腰A字半身裙').isRecycle).toBe(true);
    await user.click(within(row).getByRole('button', { name: '恢复商品' }));
    await confirmWith(user, '确定恢复商品吗？');
    await waitFor(() => expect(product('高腰A字半身裙').isRecycle).toBe(false));
    await waitFor(() => expect(names()).not.toContain('高腰A字半身裙'));
    expect(texts()).toContain('操作成功');
  });

  it('deletes for good from the recycle bin after the delete question', async () => {
    const { user } = await open('/product/list?type=5');
    await user.click(within(await rowOf('手工桃酥')).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(`删除 id 为 ${getDb().products.find((p) => p.name === '手工桃酥')?.id} 的商品`);
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().products.some((p) => p.name === '手工桃酥')).toBe(false));
    expect(texts()).toContain('删除成功');
  });

  it('submits a draft for review, asking whether it goes on sale when approved', async () => {
    const { user } = await open('/product/list?type=8');
    await user.click(within(await rowOf('桌面抽屉收纳盒')).getByRole('button', { name: '提交审核' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(ask).toHaveTextContent('审核通过之后是否自动上架？');
    await user.click(within(ask).getByRole('button', { name: '是' }));
    await waitFor(() => expect(product('桌面抽屉收纳盒')).toMatchObject({ isAudit: true, autoUp: true }));
    expect(texts()).toContain('提交成功');
    await waitFor(() => expect(names()).not.toContain('桌面抽屉收纳盒'));
  });

  it('takes a product on sale down before editing it', async () => {
    const { user, location } = await open('/product/list?keywords=红茶');
    await user.click(within(await rowOf('正山小种红茶')).getByRole('button', { name: '编辑' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('下架该商品吗？出售商品需下架之后可编辑。');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    const id = product('正山小种红茶').id;
    await waitFor(() => expect(location().pathname).toBe(`/product/list/creatProduct/${id}/2`));
    expect(product('正山小种红茶').isShow).toBe(false);
  });

  it('opens 选择商品类型 from 添加商品 and goes to the form for that type', async () => {
    const { user, location } = await open('/product/list');
    await user.click(screen.getByRole('button', { name: '添加商品' }));
    const dialog = await screen.findByRole('dialog', { name: '选择商品类型' });
    expect(dialog).toHaveTextContent('云盘商品、卡密商品不支持用户申请售后');
    await user.click(within(dialog).getByRole('button', { name: /卡密商品/ }));
    await waitFor(() => expect(location().pathname).toBe('/product/list/creatProduct/0/2'));
    expect(location().search).toMatchObject({ productType: 6 });
  });
});
