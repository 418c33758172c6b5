/** Filled in by the product-label work. */
export const productLabelHandlers = [];
