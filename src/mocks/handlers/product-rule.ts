/** Filled in by the product-rule work. */
export const productRuleHandlers = [];
