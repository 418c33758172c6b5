// What the card-secret import template and the import share (the page writes the template, the demo
// backend reads what comes back): a header row of these two titles, then one card secret per row.

/** The header row of an import workbook: 卡号, then 密码. */
export const CARD_SECRET_COLUMNS = ['卡号', '密码'] as const;

/** The name the template downloads under. */
export const CARD_SECRET_TEMPLATE_NAME = '卡密导入模板.xlsx';

/** The sheet of the template. */
export const CARD_SECRET_SHEET = '卡密';
