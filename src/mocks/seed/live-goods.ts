import type { LiveAssistant, LiveGoods } from '@/api/generated/model';
import type { SeedBase } from './base';
import { mulMoney } from '@/lib/format';
import { formatDateTime } from '../logic/time';
import type { DemoLiveGoods, DemoLiveGoodsData } from '../types/live-goods';

const HOUR = 3_600_000;

/** The mini-program page of a product, as a live goods item links to it. */
export const liveGoodsUrl = (productId: number) => `pages/goods/goods_details/index?id=${productId}`;

/** Why refused items were refused, by review status. */
const REASONS: Partial<Record<LiveGoods['reviewStatus'], string>> = {
  3: '商品图片不清晰，请更换后重新提交',
  5: '商品名称与商品图不符',
};

const STATUSES: LiveGoods['reviewStatus'][] = [4, 4, 4, 4, 0, 1, 1, 2, 3, 5, 0, 4];
const PRICE_TYPES: LiveGoods['priceType'][] = [1, 2, 3, 1, 2, 1, 3, 1, 2, 1, 1, 3];

/** Twelve live goods from products on sale in every review state, four of them accepted by WeChat and ready for rooms. */
export function seedLiveGoods(now: number, base: SeedBase): DemoLiveGoodsData {
  const onSale = base.products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle);
  const liveGoods = STATUSES.map((reviewStatus, i): DemoLiveGoods => {
    const product = onSale[i % onSale.length];
    const priceType = PRICE_TYPES[i];
    const price = product.price;
    const withWechat = reviewStatus === 2 || reviewStatus === 4 || reviewStatus === 5;
    const reason = REASONS[reviewStatus];
    return {
      id: i + 1,
      productId: product.id,
      name: product.name.slice(0, 14),
      coverImgUrl: `demo-media-${1000 + i}`,
      coverImgUrlLocal: product.image,
      priceType,
      price,
      ...(priceType === 2 ? { price2: mulMoney(price, 1.5) } : priceType === 3 ? { price2: mulMoney(price, 0.8) } : {}),
      url: liveGoodsUrl(product.id),
      ...(withWechat ? { auditId: 525_000_000 + i, auditStatus: reviewStatus === 2 ? 1 : reviewStatus === 4 ? 2 : 3 } : {}),
      ...(reviewStatus === 4 ? { goodsId: 31_000 + i } : {}),
      reviewStatus,
      ...(reason ? { reviewReason: reason } : {}),
      sort: i % 4 === 0 ? 10 : 0,
      createTime: formatDateTime(new Date(now - (STATUSES.length - i) * 20 * HOUR)),
    };
  });
  const liveAssistants: LiveAssistant[] = [
    ['zhibo_xiaomei', '小美', '负责服装类直播'],
    ['tea_helper01', '茶茶助手', '茶叶专场'],
    ['fruit_ali', '阿里水果', ''],
    ['digital_wang', '数码小王', '周末数码专场副播'],
  ].map(([wechat, wechatNickname, assDesc], i) => ({
    id: i + 1,
    wechat,
    wechatNickname,
    assDesc,
    createTime: formatDateTime(new Date(now - (10 - i) * 24 * HOUR)),
  }));
  return { liveGoods, liveAssistants };
}
