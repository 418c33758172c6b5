/** A refund's `returnGoodsType` when the goods come back by express (0 none, 2 brought to the store): approving it needs a return address. */
export const EXPRESS_RETURN = 1;
