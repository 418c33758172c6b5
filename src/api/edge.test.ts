import { toModel } from './edge';

// The edge reads a backend's answer into the console's model: the reference backend's decimal text passes
// as it is; a backend that sends numbers gets them as text, wherever the contract says an amount sits; a
// null where the model requires a list or text becomes an empty one, any other null is left out.

describe('the edge', () => {
  it('keeps decimal text as the reference backend sends it, and reads numbers as text with two decimals', () => {
    const page = { page: 1, limit: 20, totalPage: 1, total: 2, list: [{ id: 1, name: 'a', price: '99.00', vipPrice: 59.9 }, { id: 2, name: 'b', price: 12, vipPrice: null }] };
    expect(toModel('get', '/admin/merchant/product/list', page)).toMatchObject({
      list: [{ price: '99.00', vipPrice: '59.90' }, { price: '12.00' }],
    });
  });

  it('finds the operation by its path template and leaves other fields and other calls alone', () => {
    expect(toModel('get', '/admin/merchant/user/detail/42?temp=1', { id: 42, nowMoney: 0.5, integral: 7 })).toMatchObject({ id: 42, nowMoney: '0.50', integral: 7 });
    expect(toModel('post', '/admin/merchant/user/detail/42', { nowMoney: 0.5 })).toEqual({ nowMoney: 0.5 });
    expect(toModel('get', '/admin/merchant/copyright/get/company/info', { companyName: 'x', companyImage: 'y' })).toEqual({ companyName: 'x', companyImage: 'y' });
  });

  it('leaves out the nulls the reference backend writes for fields without a value', () => {
    const answer = { id: 1, nickname: 'a', realName: null, tags: [{ id: 2, name: null }], nowMoney: null };
    const model = toModel('get', '/admin/merchant/user/detail/1', answer);
    expect(model).toMatchObject({ id: 1, nickname: 'a', tags: [{ id: 2 }] });
    expect(model).not.toHaveProperty('realName');
    expect(model).not.toHaveProperty('nowMoney');
  });

  it('keeps more decimals than two as they came, and leaves an absent answer alone', () => {
    expect(toModel('get', '/admin/merchant/user/detail/1', { nowMoney: 0.125 })).toMatchObject({ nowMoney: '0.125' });
    expect(toModel('get', '/admin/merchant/user/detail/1', null)).toBeNull();
  });

  it('reads a null where the model requires a list as an empty list, and one where it requires text as empty text', () => {
    // The reference's group details (GroupBuyRecordDetailResponse) with no members and no product name.
    const record = { id: 3, groupStatus: 0, productName: null, memberDataList: null };
    expect(toModel('get', '/admin/merchant/groupbuy/record/info/3', record)).toMatchObject({ id: 3, groupStatus: 0, productName: '', memberDataList: [] });
  });

  it('fills at every depth, through pages, lists and trees', () => {
    const menus = [{ id: 1, pid: 0, title: 'a', path: '/a', perms: null, icon: null, menuType: 'M', sort: 1, children: [{ id: 2, pid: 1, title: 'b', path: null, perms: 'x', icon: null, menuType: 'C', sort: 1, children: null }] }];
    const [root] = toModel('get', '/admin/merchant/getMenus', menus) as Array<{ childList: Array<{ url: string; childList: unknown[] }> }>;
    expect(root.childList[0]).toMatchObject({ url: '', childList: [] });
    const page = { page: 1, limit: 20, totalPage: 1, total: 1, list: [{ id: 1, name: null, price: null }] };
    expect(toModel('get', '/admin/merchant/product/list', page)).toMatchObject({ list: [{ id: 1, name: '' }] });
  });

  it('leaves a null where the model requires a number (or anything but a list or text) out', () => {
    const model = toModel('get', '/admin/merchant/shipping/templates/info/3', { id: null, name: 'a', type: 1, appoint: 0, sort: null, regionList: [], freeList: [] });
    expect(model).not.toHaveProperty('id');
    expect(model).not.toHaveProperty('sort');
  });
});
