import { toModel } from './edge';

// The edge reads a backend's answer into the console's model: the reference backend's decimal text passes
// as it is; a backend that sends numbers gets them as text, wherever the contract says an amount sits.

describe('the edge', () => {
  it('keeps decimal text as the reference backend sends it, and reads numbers as text with two decimals', () => {
    const page = { page: 1, limit: 20, totalPage: 1, total: 2, list: [{ id: 1, name: 'a', price: '99.00', vipPrice: 59.9 }, { id: 2, name: 'b', price: 12, vipPrice: null }] };
    expect(toModel('get', '/admin/merchant/product/list', page)).toMatchObject({
      list: [{ price: '99.00', vipPrice: '59.90' }, { price: '12.00' }],
    });
  });

  it('finds the operation by its path template and leaves other fields and other calls alone', () => {
    expect(toModel('get', '/admin/merchant/user/detail/42?temp=1', { id: 42, nowMoney: 0.5, integral: 7 })).toEqual({ id: 42, nowMoney: '0.50', integral: 7 });
    expect(toModel('post', '/admin/merchant/user/detail/42', { nowMoney: 0.5 })).toEqual({ nowMoney: 0.5 });
    expect(toModel('get', '/admin/merchant/copyright/get/company/info', { companyName: 'x' })).toEqual({ companyName: 'x' });
  });

  it('leaves out the nulls the reference backend writes for fields without a value', () => {
    const answer = { id: 1, nickname: 'a', realName: null, tags: [{ id: 2, name: null }], nowMoney: null };
    expect(toModel('get', '/admin/merchant/user/detail/1', answer)).toEqual({ id: 1, nickname: 'a', tags: [{ id: 2 }] });
  });

  it('keeps more decimals than two as they came, and leaves an absent answer alone', () => {
    expect(toModel('get', '/admin/merchant/user/detail/1', { nowMoney: 0.125 })).toEqual({ nowMoney: '0.125' });
    expect(toModel('get', '/admin/merchant/user/detail/1', null)).toBeNull();
  });
});
