import { screen, waitFor, within } from '@testing-library/react';
import { seeded } from '@/test/demo-data';
import { confirmWith, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { names, open, product, rowOf, tabs } from './product-list-test-utils';

// 商品列表's bulk bar (批量设置): what it offers per tab, the questions it asks and the batch calls.

describe('商品列表', () => {
  it('adds feedback coupons to checked rows and clears the checks', async () => {
    const { user } = await open('/product/list?type=2&limit=30');
    const bar = screen.getByRole('button', { name: /批量设置/ });
    expect(bar).toBeDisabled();
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('checkbox'));
    await user.click(within(await rowOf('海南贵妃芒')).getByRole('checkbox'));
    expect(bar).toBeEnabled();
    await user.click(bar);
    await user.click(await screen.findByRole('menuitem', { name: '添加回馈券' }));
    const dialog = await screen.findByRole('dialog', { name: '优惠劵' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(texts()).toContain('请先选择优惠劵');
    expect(within(dialog).getByRole('row', { name: /无门槛5元券/ })).toHaveTextContent('无门槛');
    await user.click(await within(dialog).findByRole('checkbox', { name: '选择 满200减30' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(product('高腰A字半身裙').couponIds).toEqual([2]));
    expect(product('海南贵妃芒').couponIds).toEqual([2]);
    await waitFor(() => expect(screen.getByRole('button', { name: /批量设置/ })).toBeDisabled());
  });

  it('puts checked rows on sale in one batch', async () => {
    const { user } = await open('/product/list?type=2&limit=30');
    await user.click(within(await rowOf('高腰A字半身裙')).getByRole('checkbox'));
    await user.click(within(await rowOf('麦饭石不粘炒锅')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['设置运费', '设置佣金', '添加回馈券', '批量上架', '加入回收站']);
    await user.click(menu.getByRole('menuitem', { name: '批量上架' }));
    await confirmWith(user, '确定要将选中商品批量上架吗？');
    await waitFor(() => expect(product('高腰A字半身裙').isShow).toBe(true));
    expect(product('麦饭石不粘炒锅').isShow).toBe(true);
    await waitFor(() => expect(names()).not.toContain('高腰A字半身裙'));
  });

  it('asks before 批量下架, and 取消 sends nothing', async () => {
    const { user } = await open('/product/list?limit=30');
    const requests = recordRequests();
    await user.click(within(await rowOf('正山小种红茶')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['批量下架']);
    await user.click(menu.getByRole('menuitem', { name: '批量下架' }));
    await confirmWith(user, '确定要将选中商品批量下架吗？', '取消');
    expect(requests.count('/product/batch/down')).toBe(0);
    expect(product('正山小种红茶').isShow).toBe(true);
    // The check stays for another try.
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '批量下架' }));
    await confirmWith(user, '确定要将选中商品批量下架吗？');
    await waitFor(() => expect(product('正山小种红茶').isShow).toBe(false));
    expect(await requests.bodies('/product/batch/down')).toEqual([{ idList: [product('正山小种红茶').id] }]);
  });

  it('asks before 批量恢复 from the recycle bin and before 提交审核 of checked drafts', async () => {
    const recycled = seeded('products', (p) => p.isRecycle);
    const { user } = await open('/product/list?type=5&limit=30');
    const requests = recordRequests();
    await user.click(within(await rowOf(recycled.name)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '批量恢复' }));
    await confirmWith(user, '确定批量恢复商品吗？', '取消');
    expect(requests.count('/product/batch/restore')).toBe(0);
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '批量恢复' }));
    await confirmWith(user, '确定批量恢复商品吗？');
    await waitFor(() => expect(product(recycled.name).isRecycle).toBe(false));

    await user.click(tabs().getByRole('tab', { name: /^待提审/ }));
    await user.click(within(await rowOf('桌面抽屉收纳盒')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['提交审核', '加入回收站']);
    await user.click(menu.getByRole('menuitem', { name: '提交审核' }));
    await confirmWith(user, '确定将选中的商品提交审核吗？', '取消');
    expect(requests.count('/product/batch/submit/audit')).toBe(0);
    await user.click(screen.getByRole('button', { name: /批量设置/ }));
    await user.click(await screen.findByRole('menuitem', { name: '提交审核' }));
    await confirmWith(user, '确定将选中的商品提交审核吗？');
    await waitFor(() => expect(product('桌面抽屉收纳盒').isAudit).toBe(true));
  });
});
