import { ACCOUNT_MAX, PWD_MAX, PWD_MIN } from '@/features/auth/login-form-schema';
import { ANCHOR_MAX, ANCHOR_MIN, NAME_MAX as ROOM_NAME_MAX, NAME_MIN as ROOM_NAME_MIN, WECHAT_MAX } from '@/features/broadcast/model/room-form-model';
import { ADD_ROWS_MAX } from '@/features/cdkey/model/secret-schema';
import { DAY_MAX, MIN_PRICE_MAX, MONEY_MAX, NAME_MAX as COUPON_NAME_MAX, SORT_MAX as COUPON_SORT_MAX, TOTAL_MAX } from '@/features/coupon/model/coupon-form-model';
import { BUY_COUNT_MAX, BUY_COUNT_MIN, NAME_MAX as GROUP_NAME_MAX, QUOTA_MAX as GROUP_QUOTA_MAX, SKU_QUOTA_MAX, VALID_HOUR_MAX } from '@/features/groupbuy/model/groupbuy-form-model';
import { REMARK_MAX } from '@/features/order/pages/order-list-page';
import { REFUND_TEXT_MAX } from '@/features/refund/refund-actions';
import { COMMENT_MAX, NICKNAME_MAX, PICS_MAX } from '@/features/product/comment/virtual-reply-dialog';
import { REPLY_MAX } from '@/features/product/comment/reply-dialog';
import { INTRO_MAX, NAME_MAX as PRODUCT_NAME_MAX, UNIT_MAX as PRODUCT_UNIT_MAX } from '@/features/product/form/form-model';
import { RULE_NAME_MAX } from '@/features/product/shared/attr-dialog';
import { QUOTA_MAX as SECKILL_QUOTA_MAX, SORT_MAX as SECKILL_SORT_MAX } from '@/features/seckill/model/seckill-join-model';
import { AMOUNT_MAX, NAME_MAX as FREIGHT_NAME_MAX, SORT_MAX as FREIGHT_SORT_MAX } from '@/features/shipping/freight-form-model';
import { PRINT_NAME_MAX } from '@/features/store/model/print-schema';
import { STOCK_MAX as VIDEO_STOCK_MAX, TITLE_MAX, UNIT_MAX as VIDEO_UNIT_MAX } from '@/features/video-channel/model/video-form-model';
import { contractLimit } from '@/test/write-operations';

// The forms check what the backend will check, with the same limits, before anything is sent (issue 22):
// each form's limit is the contract's, or tighter where the spec or the reference's page says so.
type Row = [form: string, limit: number, operation: string, path: string, bound: Parameters<typeof contractLimit>[2]];

const same: Row[] = [
  ['商品名称', PRODUCT_NAME_MAX, 'saveProduct', 'name', 'maxLength'],
  ['单位', PRODUCT_UNIT_MAX, 'saveProduct', 'unitName', 'maxLength'],
  ['优惠券名称', COUPON_NAME_MAX, 'saveCoupon', 'name', 'maxLength'],
  ['优惠券面值', MONEY_MAX, 'saveCoupon', 'money', 'maximum'],
  ['使用门槛', MIN_PRICE_MAX, 'saveCoupon', 'minPrice', 'maximum'],
  ['发布数量', TOTAL_MAX, 'saveCoupon', 'total', 'maximum'],
  ['使用有效期天数', DAY_MAX, 'saveCoupon', 'day', 'maximum'],
  ['优惠券排序', COUPON_SORT_MAX, 'saveCoupon', 'sort', 'maximum'],
  ['拼团活动名称', GROUP_NAME_MAX, 'saveGroupBuyActivity', 'groupName', 'maxLength'],
  ['成团人数下限', BUY_COUNT_MIN, 'saveGroupBuyActivity', 'buyCount', 'minimum'],
  ['成团人数上限', BUY_COUNT_MAX, 'saveGroupBuyActivity', 'buyCount', 'maximum'],
  ['成团有效时间', VALID_HOUR_MAX, 'saveGroupBuyActivity', 'validHour', 'maximum'],
  ['购买数量限制', GROUP_QUOTA_MAX, 'saveGroupBuyActivity', 'allQuota', 'maximum'],
  ['单次购买数量', GROUP_QUOTA_MAX, 'saveGroupBuyActivity', 'oncQuota', 'maximum'],
  ['拼团限量', SKU_QUOTA_MAX, 'saveGroupBuyActivity', 'groupBuySkuRequest[].quotaShow', 'maximum'],
  ['秒杀排序', SECKILL_SORT_MAX, 'addSeckillProducts', 'productList[].sort', 'maximum'],
  ['秒杀限量', SECKILL_QUOTA_MAX, 'addSeckillProducts', 'productList[].attrValue[].quota', 'maximum'],
  ['视频号商品标题', TITLE_MAX, 'addVideoDraft', 'title', 'maxLength'],
  ['视频号单位', VIDEO_UNIT_MAX, 'addVideoDraft', 'unitName', 'maxLength'],
  ['视频号库存', VIDEO_STOCK_MAX, 'addVideoDraft', 'attrValue[].stock', 'maximum'],
  ['直播间名称下限', ROOM_NAME_MIN, 'createLiveRoom', 'roomName', 'minLength'],
  ['直播间名称上限', ROOM_NAME_MAX, 'createLiveRoom', 'roomName', 'maxLength'],
  ['主播昵称下限', ANCHOR_MIN, 'createLiveRoom', 'anchorName', 'minLength'],
  ['主播昵称上限', ANCHOR_MAX, 'createLiveRoom', 'anchorName', 'maxLength'],
  ['主播微信号', WECHAT_MAX, 'createLiveRoom', 'anchorWechat', 'maxLength'],
  ['评价内容', COMMENT_MAX, 'addVirtualReply', 'comment', 'maxLength'],
  ['用户名称', NICKNAME_MAX, 'addVirtualReply', 'nickname', 'maxLength'],
  ['评价图片', PICS_MAX, 'addVirtualReply', 'pics', 'maxItems'],
  ['回复内容', REPLY_MAX, 'replyToProductReview', 'merchantReplyContent', 'maxLength'],
  ['订单备注', REMARK_MAX, 'remarkOrder', 'remark', 'maxLength'],
  ['拒绝退款原因', REFUND_TEXT_MAX, 'auditRefund', 'reason', 'maxLength'],
  ['拒绝收货原因', REFUND_TEXT_MAX, 'rejectRefundGoods', 'reason', 'maxLength'],
  ['退款单备注', REFUND_TEXT_MAX, 'remarkRefund', 'remark', 'maxLength'],
  ['打印机名称', PRINT_NAME_MAX, 'savePrint', 'printName', 'maxLength'],
  ['运费模板名称', FREIGHT_NAME_MAX, 'saveShippingTemplate', 'name', 'maxLength'],
  ['运费模板排序', FREIGHT_SORT_MAX, 'saveShippingTemplate', 'sort', 'maximum'],
  ['运费', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesRegionRequestList[].firstPrice', 'maximum'],
  ['续件运费', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesRegionRequestList[].renewalPrice', 'maximum'],
  ['包邮金额', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesFreeRequestList[].price', 'maximum'],
  ['首件', AMOUNT_MAX, 'saveShippingTemplate', 'shippingTemplatesRegionRequestList[].first', 'maximum'],
  ['账号', ACCOUNT_MAX, 'merchantLogin', 'account', 'maxLength'],
  ['密码下限', PWD_MIN, 'merchantLogin', 'pwd', 'minLength'],
  ['密码上限', PWD_MAX, 'merchantLogin', 'pwd', 'maxLength'],
];

// Tighter on purpose: the reference's page allows less than its backend.
const tighter: Row[] = [
  ['商品简介 (250 on the reference page)', INTRO_MAX, 'saveProduct', 'intro', 'maxLength'],
  ['卡密 rows added at once', ADD_ROWS_MAX, 'saveCardSecrets', 'csList', 'maxItems'],
  ['规格名称 (20 in the spec; the reference backend takes 32)', RULE_NAME_MAX, 'saveProductRule', 'ruleName', 'maxLength'],
];

describe('the forms check the limits the backend checks', () => {
  it.each(same)('%s: %d, as the contract', (_, limit, operation, path, bound) => {
    expect(limit).toBe(contractLimit(operation, path, bound));
  });

  it.each(tighter)('%s: %d, within the contract', (_, limit, operation, path, bound) => {
    const contract = contractLimit(operation, path, bound);
    expect(bound.startsWith('max') ? limit <= contract : limit >= contract).toBe(true);
  });
});
