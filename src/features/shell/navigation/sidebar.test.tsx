import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { openPage } from '@/test/page';
import { recordRequests } from '@/test/requests';

/** The sidebar's links marked as the page in use. */
const current = () =>
  within(screen.getByRole('navigation', { name: '主菜单' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the sidebar', () => {
  it('starts loading the code of a submenu’s pages when it is opened, and fetches no data for them', async () => {
    const app = await openPage('/dashboard', () => screen.findAllByTestId('kpi-today', {}, { timeout: 5000 }));
    const chunks = vi.spyOn(app.app.router, 'loadRouteChunk');
    const calls = recordRequests();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await app.user.click(within(menu).getByRole('button', { name: '用户' }));
    await waitFor(() => expect(chunks.mock.calls.map(([route]) => route.fullPath)).toContain('/user/index'));
    expect(calls.all('/')).toEqual([]);
    expect(app.location().pathname).toBe('/dashboard');

    // Closing it loads nothing more.
    chunks.mockClear();
    await app.user.click(within(menu).getByRole('button', { name: '用户' }));
    expect(chunks).not.toHaveBeenCalled();
  });

  // The reference's activeMenu: a hidden page out of its menu page's path marks that page in the sidebar
  // (SPEC.md §2 says so of creatProduct under 商品列表); these marked nothing.
  it.each([
    ['/marketing/seckill/creatActivity/1', '参加秒杀活动', '秒杀活动'],
    ['/marketing/seckill/creatSeckill', '添加秒杀商品', '秒杀商品'],
    ['/marketing/group/createGroup', '拼团活动管理', '拼团活动'],
    ['/marketing/broadcast/creatRoom', '添加直播间', '直播间管理'],
    ['/videoChannel/creatVideoChannel', '添加视频号商品', '草稿列表'],
    ['/product/list/creatProduct/0/2', '商品添加', '商品列表'],
  ])('on %s (%s) marks %s as the page in use', async (path, _title, menuPage) => {
    // Once the page is on screen (the sidebar follows the page shown, not the address asked for).
    await openPage(path);
    await waitFor(() => expect(current()).toEqual([menuPage]), { timeout: 15_000 });
  });
});
