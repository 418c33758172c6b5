import { categoryTree } from './category-tree';
import { logistics } from './logistics';
import { menu } from './menu';
import { roleInfo } from './role-info';
import { roles } from './roles';
import { seckillSku } from './seckill-sku';

// Each adapter reads the reference backend's shape (inventory §2.4, Appendix A; backend-wire-facts.md)
// into the console's model and lets the model's own shape pass unchanged.

describe('menu', () => {
  const reference = {
    id: 1, pid: 0, title: '商品', icon: 'goods', perms: '', path: '/product', menuType: 'M', sort: 9,
    children: [{ id: 2, pid: 1, title: '商品列表', icon: null, perms: 'merchant:product:page:list', path: '/product/list', menuType: 'C', sort: 1, children: [] }],
  };
  it('reads title, path and children as name, url and childList, nothing hidden', () => {
    expect(menu(reference)).toEqual({
      id: 1, pid: 0, name: '商品', url: '/product', perms: '', icon: 'goods', menuType: 'M', sort: 9, hidden: false,
      childList: [{ id: 2, pid: 1, name: '商品列表', url: '/product/list', perms: 'merchant:product:page:list', icon: '', menuType: 'C', sort: 1, hidden: false, childList: [] }],
    });
  });
  it('lets a menu already in the model pass', () => {
    const model = { id: 3, pid: 0, name: '订单', url: '/order', perms: '', icon: '', menuType: 'M', sort: 1, hidden: false, childList: [] };
    expect(menu(model)).toBe(model);
  });
});

describe('categoryTree', () => {
  it('reads child as childList at every level, and a leaf without child as one without children', () => {
    const reference = { id: 1, pid: 0, path: '/0/', name: '全部', type: 2, url: null, extra: null, status: true, sort: 1, child: [{ id: 2, pid: 1, name: '商品图', type: 2, status: true, sort: 1 }] };
    expect(categoryTree(reference)).toEqual({ id: 1, pid: 0, name: '全部', type: 2, status: true, sort: 1, childList: [{ id: 2, pid: 1, name: '商品图', type: 2, status: true, sort: 1, childList: [] }] });
  });
});

describe('roles', () => {
  it("reads the reference's comma list of role ids, the owner's role 2 as admin", () => {
    expect(roles('2')).toEqual(['admin', '2']);
    expect(roles('5, 7')).toEqual(['5', '7']);
    expect(roles(['admin'])).toEqual(['admin']);
  });
});

describe('roleInfo', () => {
  it('reads the ticked menus as rules when the backend sends none', () => {
    const reference = { id: 3, roleName: '客服', status: true, menuList: [{ id: 1, pid: 0, name: '订单', icon: '', checked: true, sort: 1, childList: [{ id: 4, pid: 1, name: '订单管理', icon: '', checked: true, sort: 1, childList: [] }, { id: 5, pid: 1, name: '退款单', icon: '', checked: false, sort: 2, childList: [] }] }] };
    expect(roleInfo(reference)).toMatchObject({ id: 3, rules: '1,4' });
  });
});

describe('seckillSku', () => {
  it("reads the seckill copy's SKU: id is the copy's own, masterId the product's SKU, price the activity price, otPrice the product's price", () => {
    // A ProductAttrValue as Jackson writes it, nulls included (the edge has dropped them before the adapter).
    const written = {
      id: 900, productId: 77, sku: '白色,S', stock: 30, sales: 0, price: '39.90', image: 'x.png', cost: '20.00', barCode: null, otPrice: '59.90',
      weight: '0.50', volume: null, brokerage: null, brokerageTwo: null, type: 1, quota: 10, quotaShow: 12, attrValue: '{"颜色":"白色","尺码":"S"}',
      isDel: false, version: 0, masterId: 101, isCallback: false, expand: null, cdkeyId: null, vipPrice: null, marketingType: 1, redeemIntegral: null, isPaidMember: false,
    };
    const present = Object.fromEntries(Object.entries(written).filter(([, v]) => v !== null));
    expect(seckillSku(present)).toEqual({ id: 900, attrValueId: 101, sku: '白色,S', image: 'x.png', price: '59.90', stock: 30, quota: 10, quotaShow: 12, activityPrice: '39.90' });
  });
});

describe('logistics', () => {
  it('reads deliverystatus and issign as deliveryStatus and isSign, and a list left out as no steps', () => {
    const written = { number: 'SF1', type: 'SF', list: [{ time: '2026-11-20 10:02:11', status: '已签收' }], deliverystatus: '3', issign: '1', expName: '顺丰速运', takeTime: '1天' };
    expect(logistics(written)).toEqual({ number: 'SF1', type: 'SF', list: [{ time: '2026-11-20 10:02:11', status: '已签收' }], deliveryStatus: '3', isSign: '1', expName: '顺丰速运', takeTime: '1天' });
    expect(logistics({ number: 'SF2', list: [{ time: '2026-11-20 10:02:11' }] })).toEqual({ number: 'SF2', list: [{ time: '2026-11-20 10:02:11', status: '' }] });
    expect(logistics({ number: 'SF3' })).toEqual({ number: 'SF3', list: [] });
  });
});
