import type { VideoCat, VideoDraft, VideoProduct, VideoSku } from '@/api/generated/model';
import type { SeedBase } from './base';
import type { DemoProduct } from '../types/products';
import { formatDateTime } from '../logic/time';
import { videoAttrOf, videoAttrValueOf } from '@/lib/domain/video-sku';
import type { DemoVideoData, DemoVideoDraft } from '../types/video';

type Leaf = [id: number, name: string, qualification?: [text: string, type: 1 | 2]];

const FOOD = ['食品经营许可证', 1] as const;
const COSMETIC = ['国产非特殊用途化妆品备案凭证', 2] as const;
const CCC = ['3C认证证书', 1] as const;

/** WeChat's category tree: [id, name, [id, name, leaves][]][]; some leaves ask for product qualifications. */
const TREE: Array<[number, string, Array<[number, string, Leaf[]]>]> = [
  [1, '服饰内衣', [
    [101, '女装', [[10101, '连衣裙'], [10102, 'T恤'], [10103, '半身裙'], [10104, '衬衫']]],
    [102, '男装', [[10201, '夹克'], [10202, '衬衫'], [10203, '休闲裤'], [10204, '卫衣']]],
    [103, '内衣', [[10301, '文胸'], [10302, '睡衣/家居服']]],
  ]],
  [2, '家居日用', [
    [201, '收纳', [[20101, '收纳箱'], [20102, '收纳袋'], [20103, '置物架']]],
    [202, '餐厨', [[20201, '锅具'], [20202, '餐具'], [20203, '保鲜盒']]],
    [203, '家纺', [[20301, '四件套'], [20302, '枕头'], [20303, '毛巾']]],
  ]],
  [3, '食品饮料', [
    [301, '茶叶', [[30101, '绿茶', [...FOOD]], [30102, '红茶', [...FOOD]], [30103, '乌龙茶', [...FOOD]]]],
    [302, '零食', [[30201, '坚果炒货', [...FOOD]], [30202, '饼干糕点', [...FOOD]], [30203, '肉干肉脯', [...FOOD]]]],
  ]],
  [4, '美妆个护', [
    [401, '面部护肤', [[40101, '面霜', [...COSMETIC]], [40102, '精华', [...COSMETIC]], [40103, '面膜', [...COSMETIC]]]],
    [402, '彩妆', [[40201, '口红', [...COSMETIC]], [40202, '粉底', [...COSMETIC]]]],
  ]],
  [5, '数码家电', [
    [501, '手机配件', [[50101, '数据线', [...CCC]], [50102, '充电器', [...CCC]], [50103, '手机壳']]],
  ]],
];

function leafNode([value, label, qualification]: Leaf): VideoCat {
  if (!qualification) return { value, label, qualificationType: 0, productQualificationType: 0 };
  return { value, label, qualificationType: 0, productQualification: `需提供${qualification[0]}`, productQualificationType: qualification[1] };
}

export const videoCatTree = (): VideoCat[] =>
  TREE.map(([value, label, seconds]) => ({
    value,
    label,
    children: seconds.map(([v, l, leaves]) => ({ value: v, label: l, children: leaves.map(leafNode) })),
  }));

/** The third-level categories of a tree. */
export const videoCatLeaves = (tree: readonly VideoCat[]): VideoCat[] => tree.flatMap((a) => (a.children ?? []).flatMap((b) => b.children ?? []));

const BRANDS = ['优品生活', '森屿', '茶语山房', '简约家', '南山牧场', '极客数码'];

/** A draft's or product's SKUs, copied from the store product's SKUs. */
export const videoSkusOf = (product: DemoProduct): VideoSku[] =>
  product.attrValue.map((v) => ({ attrValueId: v.id ?? 0, sku: v.sku ?? '默认', image: v.image, price: v.price, otPrice: v.otPrice, stock: v.stock }));

/** [editStatus, platformEditStatus] of the eight drafts: every review state on both sides. */
const DRAFT_STATES: Array<[VideoDraft['editStatus'], VideoDraft['platformEditStatus']]> = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 4],
  [3, 4],
  [4, 4],
  [4, 4],
  [1, 1],
];
const DRAFT_CATS = [10101, 20101, 30101, 20202, 10201, 20301, 30201, 50103];
const PRODUCT_STATUSES: Array<VideoProduct['status']> = [5, 5, 0, 11, 13, 5];

const HOUR = 3_600_000;

export function seedVideo(now: number, base: SeedBase): DemoVideoData {
  const tree = videoCatTree();
  const leaves = videoCatLeaves(tree);
  const catName = (id: number) => leaves.find((c) => c.value === id)?.label ?? '';
  const onSale = base.products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle && p.type === 0);
  const tempId = base.shippingTemplates[0]?.id ?? 0;
  const at = (hoursAgo: number) => formatDateTime(new Date(now - hoursAgo * HOUR));

  const videoDrafts: DemoVideoDraft[] = DRAFT_STATES.map(([editStatus, platformEditStatus], i) => {
    const product = onSale[i % onSale.length];
    const skus = videoSkusOf(product);
    return {
      id: i + 1,
      primaryProductId: product.id,
      title: product.name.slice(0, 60),
      headImg: JSON.parse(product.sliderImage) as string[],
      ...(leaves.find((c) => c.value === DRAFT_CATS[i])?.productQualificationType ? { qualificationPics: [product.image] } : {}),
      thirdCatId: DRAFT_CATS[i],
      thirdCatName: catName(DRAFT_CATS[i]),
      brandId: (i % BRANDS.length) + 1,
      descInfo: `${product.name}，品质保证，视频号专享。`,
      tempId,
      unitName: product.unitName || '件',
      stock: skus.reduce((n, s) => n + s.stock, 0),
      sales: editStatus === 4 ? 20 + i * 7 : 0,
      status: 0,
      editStatus,
      platformEditStatus,
      ...(platformEditStatus === 3 ? { platformStatusReason: '商品类目与商品信息不符，请修改后重新提交' } : {}),
      ...(editStatus === 3 ? { rejectReason: '商品图片不清晰，请更换主图' } : {}),
      specType: product.specType,
      attr: JSON.stringify(product.specType ? product.attr.map(videoAttrOf) : []),
      attrValue: JSON.stringify(product.attrValue.map(videoAttrValueOf)),
      skus,
      createTime: at(200 - i * 20),
      updateTime: at(150 - i * 15),
    };
  });

  const approvedDrafts = videoDrafts.filter((d) => d.editStatus === 4);
  const videoProducts: VideoProduct[] = PRODUCT_STATUSES.map((status, i) => {
    const draft = approvedDrafts.at(i);
    const product = draft ? base.products.find((p) => p.id === draft.primaryProductId) ?? onSale[i] : onSale[(i + 8) % onSale.length];
    const skus = draft?.skus ?? videoSkusOf(product);
    const thirdCatId = draft?.thirdCatId ?? DRAFT_CATS[(i + 3) % DRAFT_CATS.length];
    if (draft) draft.status = status;
    return {
      id: i + 1,
      primaryProductId: product.id,
      componentProductId: 30_000_000 + i + 1,
      ...(draft ? { draftId: draft.id } : {}),
      title: draft?.title ?? product.name.slice(0, 60),
      headImg: draft?.headImg ?? (JSON.parse(product.sliderImage) as string[]),
      thirdCatId,
      thirdCatName: catName(thirdCatId),
      brandId: draft?.brandId ?? i + 1,
      status,
      editStatus: 4,
      // Points are whole: one per yuan of the price.
      giveIntegral: Math.floor(Number(product.price)),
      sales: 30 + i * 11,
      stock: skus.reduce((n, s) => n + s.stock, 0),
      skus,
      createTime: at(300 - i * 30),
      updateTime: at(100 - i * 10),
    };
  });

  return {
    videoCats: tree,
    videoBrands: BRANDS.map((brandName, i) => ({ brandId: i + 1, brandName })),
    videoDrafts,
    videoProducts,
    videoAccess: {
      status: 2,
      contactName: '王晓明',
      contactPhone: '13800138000',
      wechatAppid: 'wx8f3c2a9b1d7e4f60',
      remark: '',
      applyTime: at(24 * 30),
      auditTime: at(24 * 29),
    },
  };
}
