/** Why a card-secret SKU's stock is shown, not typed (the product form and 免审编辑). */
export const CARD_STOCK_NOTE = '卡密商品的库存为所选卡密库中未使用的卡密数量';
