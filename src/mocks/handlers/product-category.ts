/** Filled in by the product-category work. */
export const productCategoryHandlers = [];
