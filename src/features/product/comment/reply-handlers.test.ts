import { addVirtualReply, deleteProductReply, getProductReply, getProductReplyList, replyToProductReview } from '@/api/generated/endpoints/product-reply/product-reply';
import type { ProductReplyVirtualRequest } from '@/api/generated/model';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';

const apple = () => getDb().products.find((p) => p.name === '阿克苏冰糖心苹果')!;

const body = (change: Partial<ProductReplyVirtualRequest> = {}): ProductReplyVirtualRequest => ({
  productId: apple().id,
  attrValueId: apple().attrValue[1].id!,
  star: 5,
  comment: '  很甜  ',
  nickname: ' 体验官 ',
  avatar: 'data:image/png;base64,AAAA',
  pics: [],
  ...change,
});

/** The demo backend's review endpoints, called as the console calls them. */
describe('the demo backend of 商品评论', () => {
  beforeEach(() => switchRole('admin'));

  it('adds a store-written review with uid 0 and the SKU of the product', async () => {
    await addVirtualReply(body());
    const added = getDb().replies.at(-1)!;
    expect(added).toMatchObject({ uid: 0, productId: apple().id, sku: apple().attrValue[1].sku, comment: '很甜', nickname: '体验官', star: 5 });
    const page = await getProductReplyList({ page: 1, limit: 1 });
    expect(page.list[0].id).toBe(added.id);
    expect(await getProductReply(added.id)).toMatchObject({ id: added.id, comment: '很甜' });
  });

  it('refuses a missing product, a SKU of none and blank text; a SKU of another product is taken, as the reference takes it', async () => {
    await expect(addVirtualReply(body({ productId: 9999 }))).rejects.toMatchObject({ code: 6102, message: '商品不存在' });
    await expect(addVirtualReply(body({ attrValueId: 999_999 }))).rejects.toMatchObject({ code: 6901, message: '商品规格属性值不存在' });
    await expect(addVirtualReply(body({ comment: '   ' }))).rejects.toThrow('请填写评论内容');
    await expect(addVirtualReply(body({ nickname: '  ' }))).rejects.toThrow('评论人昵称不能为空');
    expect(getDb().replies.some((r) => r.uid === 0)).toBe(false);
    const other = getDb().products.find((p) => p.id !== apple().id)!;
    await addVirtualReply(body({ attrValueId: other.attrValue[0].id! }));
    expect(getDb().replies.at(-1)).toMatchObject({ uid: 0, productId: apple().id, sku: other.attrValue[0].sku });
  });

  it('stores a reply as written with its time, once (an empty one too), and deletes', async () => {
    const review = getDb().replies.find((r) => !r.merchantReplyContent)!;
    await replyToProductReview({ id: review.id, merchantReplyContent: ' 谢谢 ' });
    expect(getDb().replies.find((r) => r.id === review.id)).toMatchObject({ merchantReplyContent: ' 谢谢 ', merchantReplyTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    await expect(replyToProductReview({ id: review.id, merchantReplyContent: '再谢' })).rejects.toMatchObject({ code: 6903, message: '商品已评论' });
    expect(getDb().replies.find((r) => r.id === review.id)?.merchantReplyContent).toBe(' 谢谢 ');

    const quiet = getDb().replies.find((r) => !r.merchantReplyContent)!;
    await replyToProductReview({ id: quiet.id, merchantReplyContent: '' });
    await expect(replyToProductReview({ id: quiet.id, merchantReplyContent: '补一句' })).rejects.toThrow('商品已评论');
    expect((await getProductReplyList({ isReply: true, limit: 100 })).list.map((r) => r.id)).toContain(quiet.id);

    await deleteProductReply(review.id);
    expect(getDb().replies.some((r) => r.id === review.id)).toBe(false);
    await expect(deleteProductReply(review.id)).rejects.toMatchObject({ code: 500, message: '系统异常，请稍后重试' });
    await expect(replyToProductReview({ id: review.id, merchantReplyContent: 'x' })).rejects.toMatchObject({ code: 6902, message: '商品评论不存在' });
  });

  it('filters by the phone of the reviewing user and sorts newest first', async () => {
    const review = getDb().replies[5];
    const phone = getDb().users.find((u) => u.id === review.uid)!.phone;
    const page = await getProductReplyList({ searchType: 'phone', content: phone.slice(-8), limit: 50 });
    expect(page.list.map((r) => r.id).toSorted()).toEqual(getDb().replies.filter((r) => r.uid === review.uid).map((r) => r.id).toSorted());
    const all = await getProductReplyList({ limit: 50 });
    const times = all.list.map((r) => r.createTime);
    expect(times).toEqual(times.toSorted().toReversed());
  });

  it('answers staff without the permission with 403', async () => {
    switchRole('staff');
    await expect(addVirtualReply(body())).rejects.toMatchObject({ code: 403 });
    await expect(getProductReplyList({ page: 1 })).resolves.toMatchObject({ page: 1 });
  });
});
