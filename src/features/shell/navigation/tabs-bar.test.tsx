import { screen, waitFor, within } from '@testing-library/react';
import { openPage } from '@/test/page';

const tabsBar = () => screen.getByRole('navigation', { name: '已打开的页面' });

describe('the tabs bar', () => {
  // An index route's match ends in a slash (/product/list/) where the address does not (/product/list):
  // these pages were never given a tab, so the bar kept showing the page before them.
  it.each([
    ['/product/list', '商品列表'],
    ['/coupon/list', '优惠券列表'],
    ['/product/cdkey', '卡密管理'],
  ])('gives %s, an index route, its tab, marked as the page shown', async (path, title) => {
    // The page is on screen once the breadcrumb names it.
    await openPage(path, () => waitFor(() => expect(within(screen.getByRole('navigation', { name: '面包屑' })).getByText(title)).toHaveAttribute('aria-current', 'page'), { timeout: 5000 }));
    const tab = await within(tabsBar()).findByRole('link', { name: title });
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(within(tabsBar()).getAllByRole('link').map((link) => link.textContent)).toEqual(['主页', title]);
  });
});
