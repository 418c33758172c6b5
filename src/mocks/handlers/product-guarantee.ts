/** Filled in by the product-guarantee work. */
export const productGuaranteeHandlers = [];
