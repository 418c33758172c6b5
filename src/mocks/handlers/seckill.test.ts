import { addSeckillProducts, getSeckillActivityDetail, getSeckillActivityPage, getSeckillProductPage, putSeckillProductsOn, setSeckillProductPrice, takeSeckillProductsOff, withdrawSeckillProduct, deleteSeckillProducts } from '@/api/generated/endpoints/seckill/seckill';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const onSale = () => getDb().products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle && p.type === 0);
const skus = (productId: number, price = '9.90') =>
  getDb()
    .products.find((p) => p.id === productId)!
    .attrValue.map((v) => ({ attrValueId: v.id!, quota: Math.min(v.stock, 5), activityPrice: price }));
const rowsOf = (productId: number) => getDb().seckillProducts.filter((s) => s.productId === productId);

/** The demo backend of seckill, called as the console calls it: the reference backend's rules in both wires. */
describe('the demo backend of seckill', () => {
  beforeEach(() => {
    switchRole('admin');
    getDb().productSettings.reviewDelayMs = 0;
  });

  it('lists the open activities with their state from the dates, and the approved products this store has in one', async () => {
    const page = await getSeckillActivityPage({ page: 1, limit: 20 });
    expect(page.list.map((a) => [a.name, a.status])).toEqual(expect.arrayContaining([['年货节限时秒杀', 1], ['双12限时秒杀', 0], ['双11秒杀', 2]]));
    const detail = await getSeckillActivityDetail(1);
    const approved = getDb().seckillProducts.filter((s) => s.activityId === 1 && s.auditStatus === 2);
    expect(detail.productIds).toEqual(approved.map((s) => s.productId));
    expect(detail.activity?.productNum).toBe(3);
  });

  it('joins an activity with two products, each reviewed and on the shelf as its product is; the same product again is a new seckill product', async () => {
    const detail = await getSeckillActivityDetail(2);
    const [a, b] = onSale().filter((p) => !(detail.productIds ?? []).includes(p.id));
    await addSeckillProducts({ id: 2, productList: [{ id: a.id, sort: 1, attrValue: skus(a.id) }, { id: b.id, sort: 2, attrValue: skus(b.id, '19.9') }] });
    const page = await getSeckillProductPage({ activityName: '周末秒杀专场', auditStatus: 2 });
    expect(page.list.map((p) => p.productId).toSorted()).toEqual([a.id, b.id].toSorted());
    expect(page.list.find((p) => p.productId === b.id)?.seckillPrice).toBe('19.90');
    // Both products are on sale, so their seckill products are too.
    expect((await getSeckillProductPage({ activityName: '周末秒杀专场', proStatus: 1 })).total).toBe(2);
    // The copy's stock is its quota.
    expect(rowsOf(a.id).find((s) => s.activityId === 2)?.attrValue.map((v) => v.stock)).toEqual(skus(a.id).map((v) => v.quota));

    await addSeckillProducts({ id: 2, productList: [{ id: a.id, sort: 1, attrValue: skus(a.id) }] });
    expect(rowsOf(a.id).filter((s) => s.activityId === 2)).toHaveLength(2);
  });

  it('refuses as the reference backend: every SKU with a price above 0 and a quota within the stock, an open activity', async () => {
    const fresh = onSale().find((p) => p.attrValue.length > 1 && p.attrValue.every((v) => v.stock > 0) && !getDb().seckillProducts.some((s) => s.productId === p.id))!;
    await expect(addSeckillProducts({ id: 1, productList: [{ id: fresh.id, sort: 0, attrValue: skus(fresh.id, '0') }] })).rejects.toThrow('秒杀价格不能小于等于0');
    const tooMany = skus(fresh.id).map((v) => ({ ...v, quota: 99_999 }));
    await expect(addSeckillProducts({ id: 1, productList: [{ id: fresh.id, sort: 0, attrValue: tooMany }] })).rejects.toThrow(`添加秒杀商品SKU限量不能超过库存，秒杀商品名称:${fresh.name}`);
    await expect(addSeckillProducts({ id: 1, productList: [{ id: fresh.id, sort: 0, attrValue: skus(fresh.id).slice(1) }] })).rejects.toThrow(`添加秒杀商品未找到对应SKU，秒杀商品名称:${fresh.name},SKU = ${fresh.attrValue[0]?.sku}`);
    await expect(addSeckillProducts({ id: 4, productList: [{ id: fresh.id, sort: 0, attrValue: skus(fresh.id) }] })).rejects.toThrow('秒杀活动已结束');
    expect(rowsOf(fresh.id)).toHaveLength(0);
  });

  it('sets activity prices in any review state without touching the review: a refused product stays refused', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const refused = getDb().seckillProducts.find((s) => s.auditStatus === 3)!;
    const pending = getDb().seckillProducts.find((s) => s.auditStatus === 1)!;
    await setSeckillProductPrice({ productList: [{ id: refused.id, attrValue: refused.attrValue.map((v) => ({ id: v.id, activityPrice: '1.5' })) }] });
    await setSeckillProductPrice({ productList: [{ id: pending.id, attrValue: [{ id: pending.attrValue[0]!.id, activityPrice: '2' }] }] });
    expect(refused).toMatchObject({ auditStatus: 3, seckillPrice: '1.50' });
    expect(refused.attrValue.every((v) => v.activityPrice === '1.50')).toBe(true);
    expect(pending).toMatchObject({ auditStatus: 1, seckillPrice: '2.00' });
    const listed = await getSeckillProductPage({ auditStatus: 3 });
    expect(listed.list.find((p) => p.id === refused.id)?.seckillPrice).toBe('1.50');
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

  it('puts on the shelf by the product’s review, not the seckill product’s or the activity’s', async () => {
    const ended = getDb().seckillProducts.find((s) => s.activityId === 4)!;
    await putSeckillProductsOn({ ids: String(ended.id) });
    expect(ended.isShow).toBe(true);
    const pending = getDb().seckillProducts.find((s) => s.auditStatus === 1)!;
    getDb().products.find((p) => p.id === pending.productId)!.auditStatus = 1;
    await expect(putSeckillProductsOn({ ids: String(pending.id) })).rejects.toThrow('基础商品审核状态异常，无法上架');
    await expect(putSeckillProductsOn({ ids: `${ended.id},99999` })).rejects.toThrow('秒杀商品数量不匹配');
    await expect(takeSeckillProductsOff({ ids: '99999' })).rejects.toThrow('系统异常，请稍后重试');
  });

  it('withdraws a product under review out of the list, and deletes only a refused one (as the reference backend)', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const reviewing = getDb().seckillProducts.find((s) => s.auditStatus === 1)!;
    await withdrawSeckillProduct(reviewing.id);
    expect(reviewing).toMatchObject({ isDel: true, auditStatus: 3, reason: '上架撤回审核' });
    expect((await getSeckillProductPage({ page: 1, limit: 50 })).list.some((p) => p.id === reviewing.id)).toBe(false);
    await expect(withdrawSeckillProduct(reviewing.id)).rejects.toThrow('秒杀活动商品不存在');
    await expect(deleteSeckillProducts({ ids: String(reviewing.id) })).rejects.toThrow(`编号${reviewing.id}的商品不存在`);

    const approved = getDb().seckillProducts.find((s) => s.auditStatus === 2 && !s.isShow)!;
    await expect(deleteSeckillProducts({ ids: String(approved.id) })).rejects.toThrow('只能删除审核失败的商品');
    const refused = getDb().seckillProducts.find((s) => s.auditStatus === 3 && !s.isDel)!;
    await deleteSeckillProducts({ ids: String(refused.id) });
    expect((await getSeckillProductPage({ auditStatus: 3 })).total).toBe(0);
  });
});
