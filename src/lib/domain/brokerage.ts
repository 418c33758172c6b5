/**
 * The most a product's first and second level brokerage may add up to, in percent: the platform's
 * setting (crmeb.retailStoreBrokerageRatio), 30 as it ships.
 */
export const BROKERAGE_SUM_MAX = 30;

/** The backend's words for rates that add up to more. */
export const BROKERAGE_SUM_MESSAGE = `一二级返佣比例之和范围为 0~${BROKERAGE_SUM_MAX}`;
