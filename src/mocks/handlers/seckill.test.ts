import { addSeckillProducts, getSeckillActivityDetail, getSeckillActivityPage, getSeckillProductPage, putSeckillProductsOn, setSeckillProductPrice, withdrawSeckillProduct, deleteSeckillProducts } from '@/api/generated/endpoints/seckill/seckill';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const onSale = () => getDb().products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle && p.type === 0);
const skus = (productId: number, price = '9.90') =>
  getDb()
    .products.find((p) => p.id === productId)!
    .attrValue.map((v) => ({ attrValueId: v.id!, quota: Math.min(v.stock, 5), activityPrice: price }));

/** The demo backend of seckill, called as the console calls it. */
describe('the demo backend of seckill', () => {
  beforeEach(() => {
    switchRole('admin');
    getDb().productSettings.reviewDelayMs = 0;
  });

  it('lists the open activities with their state from the dates, and the products this store has in one', async () => {
    const page = await getSeckillActivityPage({ page: 1, limit: 20 });
    expect(page.list.map((a) => [a.name, a.status])).toEqual(expect.arrayContaining([['年货节限时秒杀', 1], ['双12限时秒杀', 0], ['双11秒杀', 2]]));
    const detail = await getSeckillActivityDetail(1);
    expect(detail.productIds).toHaveLength(3);
    expect(detail.activity?.productNum).toBe(3);
  });

  it('joins an activity with two products: reviewed, then put on the shelf; the same product twice is refused', async () => {
    const detail = await getSeckillActivityDetail(2);
    const [a, b] = onSale().filter((p) => !(detail.productIds ?? []).includes(p.id));
    await addSeckillProducts({ id: 2, productList: [{ id: a.id, sort: 1, attrValue: skus(a.id) }, { id: b.id, sort: 2, attrValue: skus(b.id, '19.9') }] });
    const page = await getSeckillProductPage({ activityName: '周末秒杀专场', auditStatus: 2 });
    expect(page.list.map((p) => p.productId).toSorted()).toEqual([a.id, b.id].toSorted());
    expect(page.list.find((p) => p.productId === b.id)?.seckillPrice).toBe('19.90');
    await putSeckillProductsOn({ ids: page.list.map((p) => p.id).join(',') });
    expect((await getSeckillProductPage({ activityName: '周末秒杀专场', proStatus: 1 })).total).toBe(2);
    await expect(addSeckillProducts({ id: 2, productList: [{ id: a.id, sort: 1, attrValue: skus(a.id) }] })).rejects.toThrow('已参加该活动');
  });

  it('checks prices and quotas, refuses an ended activity, and takes a refused product back to review with new prices', async () => {
    const fresh = onSale().find((p) => !getDb().seckillProducts.some((s) => s.productId === p.id))!;
    await expect(addSeckillProducts({ id: 1, productList: [{ id: fresh.id, sort: 0, attrValue: skus(fresh.id, '0') }] })).rejects.toThrow('活动价必须大于0');
    const tooMany = skus(fresh.id).map((v) => ({ ...v, quota: 99_999 }));
    await expect(addSeckillProducts({ id: 1, productList: [{ id: fresh.id, sort: 0, attrValue: tooMany }] })).rejects.toThrow('限量不能大于库存');
    await expect(addSeckillProducts({ id: 4, productList: [{ id: fresh.id, sort: 0, attrValue: skus(fresh.id) }] })).rejects.toThrow('活动已结束');

    const refused = getDb().seckillProducts.find((s) => s.auditStatus === 3)!;
    await setSeckillProductPrice({ productList: [{ id: refused.id, attrValue: refused.attrValue.map((v) => ({ id: v.id, activityPrice: '1.5' })) }] });
    expect(refused.auditStatus).toBe(2);
    expect(refused.attrValue.every((v) => v.activityPrice === '1.50')).toBe(true);
  });

  it('sets activity prices by the seckill copy’s own SKU ids, and refuses an id that is not one of the copy’s', async () => {
    const [copy, other] = getDb().seckillProducts.filter((s) => s.auditStatus !== 1);
    const [first, second] = copy.attrValue;
    const quotas = copy.attrValue.map((v) => [v.quota, v.quotaShow]);
    await setSeckillProductPrice({ productList: [{ id: copy.id, attrValue: [{ id: second.id, activityPrice: '8.8' }] }] });
    expect([first.activityPrice !== '8.80', second.activityPrice]).toEqual([true, '8.80']);
    expect(copy.attrValue.map((v) => [v.quota, v.quotaShow])).toEqual(quotas);
    const page = await getSeckillProductPage({ page: 1, limit: 50 });
    expect(page.list.find((p) => p.id === copy.id)?.attrValue.find((v) => v.id === second.id)?.activityPrice).toBe('8.80');

    // The original product's SKU, or another copy's, is not this copy's SKU.
    await expect(setSeckillProductPrice({ productList: [{ id: copy.id, attrValue: [{ id: first.attrValueId, activityPrice: '1' }] }] })).rejects.toThrow('秒杀商品规格不存在');
    await expect(setSeckillProductPrice({ productList: [{ id: copy.id, attrValue: [{ id: other.attrValue[0].id, activityPrice: '1' }] }] })).rejects.toThrow('秒杀商品规格不存在');
    expect(second.activityPrice).toBe('8.80');
  });

  it('withdraws a product under review, and deletes only a refused one (as the reference backend)', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const reviewing = getDb().seckillProducts.find((s) => s.auditStatus === 1)!;
    await withdrawSeckillProduct(reviewing.id);
    expect(reviewing).toMatchObject({ auditStatus: 3, reason: '商户撤回' });
    const approved = getDb().seckillProducts.find((s) => s.auditStatus === 2 && !s.isShow)!;
    await expect(deleteSeckillProducts({ ids: String(approved.id) })).rejects.toThrow('只能删除审核失败的商品');
    await deleteSeckillProducts({ ids: String(reviewing.id) });
    expect(getDb().seckillProducts.some((s) => s.id === reviewing.id)).toBe(false);
  });
});
