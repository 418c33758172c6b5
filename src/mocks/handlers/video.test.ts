import {
  addVideoDraft,
  applyVideoAccess,
  deleteVideoDraft,
  deleteVideoProduct,
  getVideoAccess,
  getVideoCatList,
  getVideoDraftInfo,
  getVideoDraftList,
  getVideoProductList,
  putVideoProductOn,
  reviewVideoDraft,
  takeVideoProductDown,
  updateVideoDraft,
} from '@/api/generated/endpoints/video-channel/video-channel';
import type { VideoDraftRequest } from '@/api/generated/model';
import { switchRole } from '@/lib/session';
import { videoAttrOf, videoAttrValueOf } from '@/lib/domain/video-sku';
import { getDb } from '@/mocks/db';
import { videoCatLeaves } from '@/mocks/seed/video';

/** Titles of drafts are unique (the reference refuses one any draft has): each request its own. */
let serial = 0;

/** A store product with several SKUs, and a valid draft of it. */
function request(change: Partial<VideoDraftRequest> = {}): VideoDraftRequest {
  const db = getDb();
  const product = db.products.find((p) => !p.isRecycle && p.attrValue.length > 1) ?? db.products[0];
  const leaf = videoCatLeaves(db.videoCats).find((c) => !c.productQualificationType);
  return {
    primaryProductId: product.id,
    title: `视频号测试商品${++serial}`,
    headImg: JSON.stringify([product.image]),
    thirdCatId: leaf?.value ?? 0,
    tempId: db.shippingTemplates[0].id,
    unitName: '件',
    specType: true,
    attr: product.attr.map(videoAttrOf),
    attrValue: product.attrValue.map((v, i) => ({ ...videoAttrValueOf(v), price: `${10 + i}.00`, stock: 5 })),
    ...change,
  };
}

const lastDraft = () => getDb().videoDrafts.toSorted((a, b) => b.id - a.id)[0];

describe('the demo backend of the video channel', () => {
  beforeEach(() => switchRole('admin'));

  it('serves a three-level category tree with about thirty leaves', async () => {
    const tree = await getVideoCatList();
    const leaves = videoCatLeaves(tree);
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    expect(tree.map((c) => c.label)).toContain('服饰内衣');
    expect(leaves.some((c) => c.productQualificationType === 1)).toBe(true);
  });

  it('adds a draft with the stock of its SKUs, newest first, and checks every rule', async () => {
    await addVideoDraft(request());
    const created = lastDraft();
    expect(created).toMatchObject({ title: expect.stringMatching(/^视频号测试商品\d+$/), editStatus: 1, platformEditStatus: 1, status: 0, stock: 5 * created.skus.length });
    const page = await getVideoDraftList({ page: 1, limit: 20 });
    expect(page.list[0].id).toBe(created.id);

    const tree = getDb().videoCats;
    await expect(addVideoDraft(request({ title: created.title }))).rejects.toMatchObject({ code: 500, message: '当前草稿商品的名称已存在' });
    // The demo builds the draft from its main product: what it cannot build is refused.
    await expect(addVideoDraft(request({ primaryProductId: 999_999 }))).rejects.toThrow('商品不存在');
    await expect(addVideoDraft(request({ thirdCatId: tree[0].value }))).rejects.toThrow('请选择三级微信商品类目');
    await expect(addVideoDraft(request({ tempId: 999_999 }))).rejects.toThrow('运费模板不存在');
    const [sku] = request().attrValue;
    await expect(addVideoDraft(request({ attrValue: [{ ...sku, id: 999_999 }] }))).rejects.toThrow('规格不属于所选商品');
    // One spec: the first SKU alone, as the reference backend takes it; the draft keeps what was sent.
    await addVideoDraft(request({ specType: false }));
    expect(lastDraft()).toMatchObject({ specType: false, stock: 5 });
    expect(lastDraft().skus).toHaveLength(1);
    expect(JSON.parse(lastDraft().attrValue ?? '')).toEqual(request().attrValue);
    const needsPics = videoCatLeaves(tree).find((c) => c.productQualificationType === 1);
    await expect(addVideoDraft(request({ thirdCatId: needsPics?.value }))).rejects.toThrow('该类目需上传商品资质图');
    await addVideoDraft(request({ thirdCatId: needsPics?.value, qualificationPics: JSON.stringify(['/a.png']) }));
    expect(lastDraft().thirdCatName).toBe(needsPics?.label);
  });

  it('filters drafts by title and product', async () => {
    const [first] = getDb().videoDrafts;
    const page = await getVideoDraftList({ search: first.title.slice(0, 4), proId: first.primaryProductId });
    expect(page.list.length).toBeGreaterThan(0);
    for (const d of page.list) expect(d.title).toContain(first.title.slice(0, 4));
    for (const d of page.list) expect(d.primaryProductId).toBe(first.primaryProductId);
  });

  it('sets the platform state as sent from any state, edits a draft under review, refuses a title taken, and words a missing draft as the reference does', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const fresh = getDb().videoDrafts.find((d) => d.platformEditStatus === 1);
    const reviewing = getDb().videoDrafts.find((d) => d.platformEditStatus === 2);
    const approved = getDb().videoDrafts.find((d) => d.platformEditStatus === 4);
    if (!fresh || !reviewing || !approved) throw new Error('seed lacks a review state');
    // No state is refused: an approved draft may be submitted again, a fresh one withdrawn.
    await reviewVideoDraft({ draftProductId: approved.id, platformEditStatus: 2 });
    expect((await getVideoDraftInfo(approved.id)).platformEditStatus).toBe(2);
    await reviewVideoDraft({ draftProductId: fresh.id, platformEditStatus: 1 });
    expect((await getVideoDraftInfo(fresh.id)).platformEditStatus).toBe(1);
    await expect(reviewVideoDraft({ draftProductId: 9999, platformEditStatus: 2 })).rejects.toMatchObject({ code: 500, message: '商家操作草稿商品失败' });
    // A draft under review may be changed; it stays under review.
    await updateVideoDraft(request({ id: reviewing.id, title: '审核中改过的标题' }));
    expect(await getVideoDraftInfo(reviewing.id)).toMatchObject({ title: '审核中改过的标题', platformEditStatus: 2, editStatus: 1 });
    await expect(addVideoDraft(request({ title: '审核中改过的标题' }))).rejects.toMatchObject({ code: 500, message: '当前草稿商品的名称已存在' });
    await deleteVideoDraft(reviewing.id);
    expect(getDb().videoDrafts.some((d) => d.id === reviewing.id)).toBe(false);
    await expect(deleteVideoDraft(reviewing.id)).rejects.toMatchObject({ code: 500, message: '删除草稿商品失败' });
  });

  it('settles a submitted draft after the review delay into 过审商品', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    await addVideoDraft(request({ title: '待审核的视频号商品' }));
    const draft = lastDraft();
    await reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 2 });
    expect((await getVideoProductList({ search: '待审核的视频号商品' })).total).toBe(0);
    // Time passes: the platform and WeChat decide.
    draft.reviewAt = Date.now() - 1;
    const products = await getVideoProductList({ search: '待审核的视频号商品' });
    expect(products.list).toHaveLength(1);
    expect(products.list[0]).toMatchObject({ status: 0, draftId: draft.id, stock: draft.stock });
    expect(products.list[0].componentProductId).toBeGreaterThan(0);
    expect(await getVideoDraftInfo(draft.id)).toMatchObject({ platformEditStatus: 4, editStatus: 4 });
  });

  it('settles at once when the delay is 0 and refuses titles with 违规', async () => {
    getDb().productSettings.reviewDelayMs = 0;
    await addVideoDraft(request({ title: '违规商品' }));
    const draft = lastDraft();
    await reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 2 });
    expect(await getVideoDraftInfo(draft.id)).toMatchObject({ platformEditStatus: 3, platformStatusReason: expect.stringContaining('违规') });
    await updateVideoDraft(request({ id: draft.id, title: '合规商品' }));
    await reviewVideoDraft({ draftProductId: draft.id, platformEditStatus: 2 });
    expect((await getVideoProductList({ search: '合规商品' })).total).toBe(1);
  });

  it('puts on sale only what the store took off, takes off a new product or one on sale, and marks a deleted one with its draft', async () => {
    const products = getDb().videoProducts;
    const off = products.find((p) => p.status === 11);
    const banned = products.find((p) => p.status === 13);
    const onShelf = products.find((p) => p.status === 5);
    const fresh = products.find((p) => p.status === 0);
    if (!off || !banned || !onShelf || !fresh) throw new Error('seed lacks a shelf state');
    await putVideoProductOn(off.id);
    expect(off).toMatchObject({ status: 5, platformStatus: 5 });
    await takeVideoProductDown(onShelf.id);
    expect(onShelf).toMatchObject({ status: 11, platformStatus: 11 });
    await expect(putVideoProductOn(fresh.id)).rejects.toMatchObject({ code: 500, message: '商品只有在自主下架状态，才能上架' });
    await expect(putVideoProductOn(banned.id)).rejects.toThrow('商品只有在自主下架状态，才能上架');
    await expect(takeVideoProductDown(banned.id)).rejects.toMatchObject({ code: 500, message: '商品只有在初始值/上架状态，才能下架' });
    await takeVideoProductDown(fresh.id);
    expect(fresh.status).toBe(11);
    await deleteVideoProduct(banned.id);
    expect(banned.isDel).toBe(true);
    expect(getDb().videoDrafts.find((d) => d.id === banned.draftId)?.isDel ?? true).toBe(true);
    expect((await getVideoProductList({ page: 1, limit: 50 })).list.some((p) => p.id === banned.id)).toBe(false);
    await expect(deleteVideoProduct(banned.id)).rejects.toMatchObject({ code: 500, message: '商品已删除' });
    await expect(putVideoProductOn(banned.id)).rejects.toThrow('商品已删除');
  });

  it('applies for access only when not applied or refused', async () => {
    await expect(applyVideoAccess({ contactName: '张三', contactPhone: '13900001111' })).rejects.toThrow('已接入视频号，无需重复申请');
    getDb().videoAccess = { status: 3, reason: '资料不全' };
    await applyVideoAccess({ contactName: '张三', contactPhone: '13900001111', remark: '补充资料' });
    expect(await getVideoAccess()).toMatchObject({ status: 1, contactName: '张三', contactPhone: '13900001111' });
    await expect(applyVideoAccess({ contactName: '张三', contactPhone: '13900001111' })).rejects.toThrow('申请审核中');
  });
});
