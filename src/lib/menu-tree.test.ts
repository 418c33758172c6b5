import { ownerMenus, menusFor, staffMenuUrls } from '@/mocks/seed/menus';
import { visibleMenuTree } from './menu-access';
import { createMenuSearch } from './menu-search';
import { menuPages, menuTrail } from './menu-tree';

const owner = visibleMenuTree(ownerMenus);

describe('menu pages', () => {
  it('lists visible pages with their trail and leaves out hidden ones', () => {
    const pages = menuPages(owner);
    expect(pages.find((p) => p.url === '/marketing/seckill/list')?.trail).toEqual(['营销', '秒杀']);
    expect(pages.some((p) => p.url === '/product/list/creatProduct')).toBe(false);
    expect(pages.find((p) => p.url.startsWith('https://'))?.external).toBe(true);
  });
});

describe('menuTrail', () => {
  it('finds the chain for a page, its hidden sub-pages and its parameters', () => {
    expect(menuTrail(owner, '/product/list').map((m) => m.name)).toEqual(['商品', '商品列表']);
    expect(menuTrail(owner, '/product/list/creatProduct/3/2').map((m) => m.name)).toEqual(['商品', '商品添加']);
    expect(menuTrail(owner, '/dashboard').map((m) => m.name)).toEqual(['主页']);
    expect(menuTrail(owner, '/nowhere')).toEqual([]);
  });
});

describe('the menu search', () => {
  const search = createMenuSearch(menuPages(owner));

  it('finds pages by Chinese name, by url and with a typo', () => {
    expect(search('优惠券')[0].url).toBe('/coupon/list');
    expect(search('freightSet')[0].name).toBe('运费模板');
    expect(search('freihtSet')[0].name).toBe('运费模板');
  });

  it('finds nothing for unrelated text, and everything for an empty query', () => {
    expect(search('zzzzqqqq')).toEqual([]);
    expect(search('  ')).toHaveLength(menuPages(owner).length);
  });

  it('searches only the menus it is given (the staff account never sees finance)', () => {
    const staffSearch = createMenuSearch(menuPages(visibleMenuTree(menusFor(staffMenuUrls))));
    expect(staffSearch('资金流水')).toEqual([]);
    expect(staffSearch('订单管理')[0].url).toBe('/order/list');
  });
});
