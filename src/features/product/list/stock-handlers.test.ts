import { addProductStock } from '@/api/generated/endpoints/product/product';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

/** The demo backend's quick stock call, as the 编辑库存 drawer makes it. */
describe('the demo backend of 编辑库存', () => {
  beforeEach(() => switchRole('admin'));

  it('adds to an ordinary product’s SKU and refuses a card-secret product, as the reference backend (6303)', async () => {
    const shirt = getDb().products.find((p) => p.type === 0 && p.attrValue.length > 1)!;
    const sku = shirt.attrValue[0];
    const before = sku.stock;
    await addProductStock({ id: shirt.id, attrValueList: [{ id: sku.id!, stock: 3 }] });
    expect(getDb().products.find((p) => p.id === shirt.id)!.attrValue[0].stock).toBe(before + 3);

    const cards = getDb().products.find((p) => p.type === 6)!;
    const stock = cards.attrValue.map((v) => v.stock);
    await expect(addProductStock({ id: cards.id, attrValueList: [{ id: cards.attrValue[0].id!, stock: 3 }] })).rejects.toThrow('卡密商品不支持快捷添加库存');
    expect(getDb().products.find((p) => p.id === cards.id)!.attrValue.map((v) => v.stock)).toEqual(stock);
  });
});
