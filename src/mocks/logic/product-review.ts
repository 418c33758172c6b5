import { commit, getDb } from '../db';
import type { DemoProduct } from '../types/products';
import { reviewDueAt } from './review';

// The platform's review of this store's products: whether it reviews them, a product submitted to it, and
// its decisions, which the demo makes once the review delay has passed (review.ts: the timer every area's
// review shares).

/** The platform reviews this store's products (the reference's merchant.productSwitch). */
export const needsReview = () => {
  const s = getDb().productSettings;
  return s.productSwitch && s.isSwitch;
};

/** The store is open (商户开关): closed, nothing goes on sale. */
export const storeOpen = () => getDb().baseInfo.isSwitch;

/** Starts the demo platform's review of a submitted product: it decides after the configured delay. */
export function submitForReview(p: DemoProduct, autoUp: boolean) {
  p.auditStatus = 1;
  p.isAudit = true;
  p.isShow = false;
  p.autoUp = autoUp;
  delete p.reason;
  p.reviewAt = reviewDueAt();
}

/**
 * The demo platform decides submitted reviews once their time has come: names with 违规 are rejected. An
 * approved product goes on sale if it was submitted so and the store is open, as the reference's review does.
 */
export function settleReviews(now = Date.now()) {
  for (const p of getDb().products) {
    if (!p.isAudit || p.reviewAt === undefined || p.reviewAt > now) continue;
    p.isAudit = false;
    delete p.reviewAt;
    if (p.name.includes('违规')) {
      p.auditStatus = 3;
      p.reason = '商品信息含违规内容，请修改后重新提交';
    } else {
      p.auditStatus = 2;
      p.isShow = (p.autoUp ?? false) && storeOpen();
    }
    commit();
  }
}

/** Whether the platform reviews this store's products, and whether the store is open (商户开关). */
export const auditSwitch = () => ({ productSwitch: needsReview(), isSwitch: storeOpen() });
