/** Filled in by the product-reply work. */
export const productReplyHandlers = [];
