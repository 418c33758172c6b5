// The buttons' permissions of what the product pages share (reference §6), kept apart from the dialogs so
// a page can gate a button without loading the dialog it opens.

/** The store's categories (商品分类, and 添加分类 in the product form). */
export const CATEGORY_PERMS = {
  add: 'merchant:product:category:add',
  update: 'merchant:product:category:update',
  delete: 'merchant:product:category:delete',
  show: 'merchant:product:category:show:status',
} as const;

/** Spec templates (商品规格, and 添加规格 in the product form). */
export const RULE_PERMS = {
  add: 'merchant:product:rule:save',
  update: 'merchant:product:rule:update',
  delete: 'merchant:product:rule:delete',
} as const;
