import type { MenuItem } from '@/api/generated/model';
import { buildMenuAccess, canAccessPath, firstPageUnder, visibleMenuTree } from './menu-access';
import { menuTrail } from './menu-tree';

let nextId = 1;
const menu = (name: string, url: string, menuType: MenuItem['menuType'], childList: MenuItem[] = [], hidden = false): MenuItem => ({
  id: nextId++, pid: 0, name, url, perms: '', icon: '', menuType, sort: 0, hidden, childList,
});

const tree = [
  menu('主页', '/dashboard', 'C'),
  menu('商品', '/product', 'M', [
    menu('商品列表', '/product/list', 'C', [menu('删除', '', 'A')]),
    menu('商品添加', '/product/list/creatProduct', 'C', [], true),
  ]),
  menu('设置', '/operation', 'M', [menu('运费模板', '/operation/freightSet', 'C')]),
  menu('移动端', '/javaMobile', 'C'),
];

describe('menu access', () => {
  const access = buildMenuAccess(tree);

  it('leaves out the /javaMobile entry and buttons', () => {
    const visible = visibleMenuTree(tree);
    expect(visible.map((m) => m.url)).toEqual(['/dashboard', '/product', '/operation']);
    expect(visible[1].childList[0].childList).toEqual([]);
    expect(canAccessPath('/javaMobile', access, ['admin'])).toBe(false);
  });

  it('opens the pages of the tree, their hidden sub-pages and parameters', () => {
    expect(canAccessPath('/product/list', access, ['staff'])).toBe(true);
    expect(canAccessPath('/product/list/creatProduct/12/2', access, ['staff'])).toBe(true);
    expect(canAccessPath('/product/list/', access, ['staff'])).toBe(true);
  });

  it('keeps out paths outside the tree, including siblings under an open directory', () => {
    expect(canAccessPath('/product/attr', access, ['staff'])).toBe(false);
    expect(canAccessPath('/order/list', access, ['staff'])).toBe(false);
    expect(canAccessPath('/product-list', access, ['staff'])).toBe(false);
  });

  it('opens a hidden page the menus do not list (the reference backend lists only sidebar pages) through the page it belongs to', () => {
    const reference = buildMenuAccess([menu('营销', '/marketing', 'M', [menu('秒杀', '/marketing/seckill', 'M', [menu('秒杀商品', '/marketing/seckill/list', 'C')])])]);
    expect(canAccessPath('/marketing/seckill/creatSeckill', reference, ['staff'])).toBe(true);
    expect(canAccessPath('/marketing/seckill/creatSeckill/3', reference, ['staff'])).toBe(true);
    // Not its page: 参加秒杀活动 belongs to 秒杀活动, which this staff member does not have.
    expect(canAccessPath('/marketing/seckill/creatActivity', reference, ['staff'])).toBe(false);
    // The personal centre is everyone's own.
    expect(canAccessPath('/maintain/user', reference, ['staff'])).toBe(true);
  });

  it('needs role admin for operation routes even when the menu has them', () => {
    expect(canAccessPath('/operation/freightSet', access, ['staff'])).toBe(false);
    expect(canAccessPath('/operation/freightSet', access, ['admin'])).toBe(true);
  });

  it('finds the first visible page under a directory', () => {
    expect(firstPageUnder(tree, '/product')).toBe('/product/list');
    expect(firstPageUnder(tree, '/nothing')).toBeUndefined();
  });

  it('trails a hidden page the menus do not list as the page it belongs to, and one they list as itself', () => {
    const list = menu('秒杀商品', '/marketing/seckill/list', 'C');
    const seckill = menu('秒杀', '/marketing/seckill', 'M', [list]);
    expect(menuTrail([seckill], '/marketing/seckill/creatSeckill/3').map((m) => m.name)).toEqual(['秒杀', '秒杀商品']);
    const own = menu('添加秒杀商品', '/marketing/seckill/creatSeckill', 'C', [], true);
    expect(menuTrail([{ ...seckill, childList: [list, own] }], '/marketing/seckill/creatSeckill/3').map((m) => m.name)).toEqual(['秒杀', '添加秒杀商品']);
  });
});
