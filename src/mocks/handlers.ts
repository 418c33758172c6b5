import { faultHandler } from './lib';
import { routed } from './router';
import { demoWire, referenceWire, type DemoWire } from './wire';
import { authHandlers } from './handlers/auth';
import { userHandlers } from './handlers/user';
import { statisticsHandlers } from './handlers/statistics';
import { materialHandlers } from './handlers/material';
import { fileHandlers } from './handlers/file';
import { productHandlers } from './handlers/product';
import { productDictionaryHandlers } from './handlers/product-dictionaries';
import { productCategoryHandlers } from './handlers/product-category';
import { productRuleHandlers } from './handlers/product-rule';
import { productReplyHandlers } from './handlers/product-reply';
import { productGuaranteeHandlers } from './handlers/product-guarantee';
import { productLabelHandlers } from './handlers/product-label';
import { systemFormHandlers } from './handlers/system-form';
import { orderHandlers } from './handlers/order';
import { refundHandlers } from './handlers/refund';
import { couponHandlers } from './handlers/coupon';
import { seckillHandlers } from './handlers/seckill';
import { groupBuyHandlers } from './handlers/groupbuy';
import { bargainHandlers } from './handlers/bargain';
import { financeHandlers } from './handlers/finance';
import { storeHandlers } from './handlers/store';
import { roleHandlers } from './handlers/role';
import { shippingHandlers } from './handlers/shipping';
import { maintainHandlers } from './handlers/maintain';
import { liveHandlers } from './handlers/live';
import { liveGoodsHandlers } from './handlers/live-goods';
import { videoHandlers } from './handlers/video';
import { cdkeyHandlers } from './handlers/cdkey';
import { employeeHandlers } from './handlers/employee';

/** Every call the demo backend answers. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...statisticsHandlers,
  ...materialHandlers,
  ...fileHandlers,
  ...productHandlers,
  ...productDictionaryHandlers,
  ...productCategoryHandlers,
  ...productRuleHandlers,
  ...productReplyHandlers,
  ...productGuaranteeHandlers,
  ...productLabelHandlers,
  ...systemFormHandlers,
  ...orderHandlers,
  ...refundHandlers,
  ...couponHandlers,
  ...seckillHandlers,
  ...groupBuyHandlers,
  ...bargainHandlers,
  ...financeHandlers,
  ...storeHandlers,
  ...roleHandlers,
  ...shippingHandlers,
  ...maintainHandlers,
  ...liveHandlers,
  ...liveGoodsHandlers,
  ...videoHandlers,
  ...cdkeyHandlers,
  ...employeeHandlers,
];

const answers = routed(handlers);

/**
 * What msw runs for a wire: the fault handler first, then the one handler routing to the rest. In the
 * reference's wire the calls go through it, and what is not a call (the demo's stored files, its pictures)
 * is answered as in the demo's own.
 */
export const demoBackendFor = (wire: DemoWire) => [faultHandler, ...(wire === 'reference' ? [referenceWire(answers), answers] : [answers])];

/** The demo backend in the wire the build chose. */
export const demoBackend = demoBackendFor(demoWire());
