/**
 * Which actions the product list offers, by tab and product (reference §4.1), and the permission
 * each one needs (the contract's descriptions). Pure, so the rules are tested on their own.
 */
import type { ProductListTab } from '@/lib/enums';
import { hasPermission } from '@/lib/permissions';

/** What an action needs to know about a row. */
export interface ActionProduct {
  isShow: boolean;
  type: number;
}

export type RowAction = 'detail' | 'submitAudit' | 'edit' | 'restore' | 'addStock' | 'quickEdit' | 'delete' | 'recycle';
export type MoreAction = 'detail' | 'freight' | 'brokerage' | 'coupons' | 'recycle';
export type BatchAction = 'freight' | 'brokerage' | 'coupons' | 'down' | 'up' | 'restore' | 'delete' | 'submitAudit' | 'recycle';
/** The 批量设置 items that call at once (after their question); the others open a dialog. */
export type BatchCall = Exclude<BatchAction, 'freight' | 'brokerage' | 'coupons'>;

export const rowActionLabels: Record<RowAction, string> = {
  detail: '详情',
  submitAudit: '提交审核',
  edit: '编辑',
  restore: '恢复商品',
  addStock: '编辑库存',
  quickEdit: '免审编辑',
  delete: '删除',
  recycle: '加入回收站',
};

export const moreActionLabels: Record<MoreAction, string> = {
  detail: '详情',
  freight: '设置运费',
  brokerage: '设置佣金',
  coupons: '添加回馈券',
  recycle: '加入回收站',
};

export const batchActionLabels: Record<BatchAction, string> = {
  freight: '设置运费',
  brokerage: '设置佣金',
  coupons: '添加回馈券',
  down: '批量下架',
  up: '批量上架',
  restore: '批量恢复',
  delete: '批量删除',
  submitAudit: '提交审核',
  recycle: '加入回收站',
};

export const PERMISSIONS = {
  info: 'merchant:product:info',
  up: 'merchant:product:up',
  down: 'merchant:product:down',
  update: 'merchant:product:update',
  save: 'merchant:product:save',
  delete: 'merchant:product:delete',
  restore: 'merchant:product:restore',
  submitAudit: 'merchant:product:submit:audit',
  addStock: 'merchant:product:quick:stock:add',
  quickEdit: 'merchant:product:review:free:edit',
  freight: 'merchant:product:set:freight:template',
  brokerage: 'merchant:product:set:brokerage',
  coupons: 'merchant:product:add:feedback:coupons',
  export: 'merchant:export:product:excel',
  tabsHeaders: 'merchant:product:tabs:headers',
  platformTree: 'merchant:plat:product:category:cache:tree',
  merchantTree: 'merchant:product:category:cache:tree',
  shippingTemplates: 'merchant:shipping:templates:list',
  usableCoupons: 'merchant:coupon:product:usable:list',
} as const;

export const batchPermissions: Record<BatchAction, string> = {
  freight: 'merchant:product:batch:set:freight:template',
  brokerage: 'merchant:product:batch:set:brokerage',
  coupons: 'merchant:product:batch:add:feedback:coupons',
  down: 'merchant:product:batch:down',
  up: 'merchant:product:batch:up',
  restore: 'merchant:product:batch:restore',
  delete: 'merchant:product:batch:delete',
  submitAudit: 'merchant:product:batch:submit:audit',
  recycle: 'merchant:product:batch:recycle',
};

const tabIn = (tab: ProductListTab, ...tabs: ProductListTab[]) => tabs.includes(tab);

/** The buttons of a row, in the reference's order (更多 aside). */
export function rowActions(tab: ProductListTab, product: ActionProduct): RowAction[] {
  const stockTab = tabIn(tab, 3, 4);
  const actions: Array<[RowAction, boolean]> = [
    ['detail', tabIn(tab, 1, 3, 5, 6, 7)],
    ['submitAudit', tab === 8],
    ['edit', !tabIn(tab, 5, 6)],
    ['restore', tab === 5],
    ['addStock', tab === 1 || (stockTab && product.isShow)],
    ['quickEdit', tab === 2 || (stockTab && !product.isShow)],
    ['delete', tab === 5],
    ['recycle', tabIn(tab, 6, 7)],
  ];
  return actions.filter(([, shown]) => shown).map(([action]) => action);
}

/**
 * Rows ending with the 更多 ▾ menu, as the reference has it: 仓库中, 警戒库存 and 待提审 always, 已售罄
 * when the product is off sale. 出售中 has none (its products come down first).
 */
export function hasMoreMenu(tab: ProductListTab, product: ActionProduct): boolean {
  return tabIn(tab, 2, 4, 8) || (tab === 3 && !product.isShow);
}

/** Product types that ship nothing, so have no shipping template: 云盘商品 (5) and 卡密商品 (6). */
const SHIPS_NOTHING = [5, 6];

/**
 * The 更多 ▾ items. 待提审 offers 详情 and 加入回收站 only; elsewhere 详情 (where the row has no 详情
 * button), 设置运费 (not for 云盘 and 卡密 products), 设置佣金, 添加回馈券, and 加入回收站 — never for a
 * product on sale (a 警戒库存 row may be), which comes down first.
 */
export function moreActions(tab: ProductListTab, product: ActionProduct): MoreAction[] {
  if (!hasMoreMenu(tab, product)) return [];
  const detail = !rowActions(tab, product).includes('detail');
  const actions: Array<[MoreAction, boolean]> =
    tab === 8
      ? [
          ['detail', detail],
          ['recycle', true],
        ]
      : [
          ['detail', detail],
          ['freight', !SHIPS_NOTHING.includes(product.type)],
          ['brokerage', true],
          ['coupons', true],
          ['recycle', !product.isShow],
        ];
  return actions.filter(([, shown]) => shown).map(([action]) => action);
}

/**
 * What a 批量设置 item asks before anything is sent (取消 sends nothing), in the reference's words where
 * it has them; the three dialog items ask nothing (their dialog is the question).
 */
export const batchQuestions: Record<BatchCall, string> = {
  up: '确定要将选中商品批量上架吗？',
  down: '确定要将选中商品批量下架吗？',
  restore: '确定批量恢复商品吗？',
  delete: '确定批量删除商品吗？',
  submitAudit: '确定将选中的商品提交审核吗？',
  recycle: '确定批量加入回收站吗？',
};

/** The 批量设置 items of a tab. */
export function batchActions(tab: ProductListTab): BatchAction[] {
  switch (tab) {
    case 1:
      return ['down'];
    case 2:
      return ['freight', 'brokerage', 'coupons', 'up', 'recycle'];
    case 3:
    case 4:
      return ['down', 'up'];
    case 5:
      return ['restore', 'delete'];
    case 6:
    case 7:
      return ['recycle'];
    case 8:
      return ['submitAudit', 'recycle'];
  }
}

/** The permissions a row action needs; editing a product on sale takes it down first. */
export function rowActionPermissions(action: RowAction, product: ActionProduct): string[] {
  switch (action) {
    case 'detail':
      return [PERMISSIONS.info];
    case 'submitAudit':
      return [PERMISSIONS.submitAudit];
    case 'edit':
      return product.isShow ? [PERMISSIONS.update, PERMISSIONS.down] : [PERMISSIONS.update];
    case 'restore':
      return [PERMISSIONS.restore];
    // The drawers load the product's SKUs (and the store's categories).
    case 'addStock':
      return [PERMISSIONS.addStock, PERMISSIONS.info];
    case 'quickEdit':
      return [PERMISSIONS.quickEdit, PERMISSIONS.info, PERMISSIONS.merchantTree];
    case 'delete':
    case 'recycle':
      return [PERMISSIONS.delete];
  }
}

export function moreActionPermissions(action: MoreAction): string[] {
  switch (action) {
    case 'detail':
      return [PERMISSIONS.info];
    case 'freight':
      return [PERMISSIONS.freight, PERMISSIONS.shippingTemplates];
    case 'brokerage':
      // The dialog starts from the product's current rates.
      return [PERMISSIONS.brokerage, PERMISSIONS.info];
    case 'coupons':
      return [PERMISSIONS.coupons, PERMISSIONS.usableCoupons];
    case 'recycle':
      return [PERMISSIONS.delete];
  }
}

function batchActionPermissions(action: BatchAction): string[] {
  const extra = action === 'freight' ? [PERMISSIONS.shippingTemplates] : action === 'coupons' ? [PERMISSIONS.usableCoupons] : [];
  return [batchPermissions[action], ...extra];
}

const allowed = (held: readonly string[], required: string[]) => hasPermission(held, required, 'and');

/** What the signed-in user may do with a row on a tab. */
export function permittedRowActions(tab: ProductListTab, product: ActionProduct, held: readonly string[]): RowAction[] {
  return rowActions(tab, product).filter((a) => allowed(held, rowActionPermissions(a, product)));
}

export function permittedMoreActions(tab: ProductListTab, product: ActionProduct, held: readonly string[]): MoreAction[] {
  return moreActions(tab, product).filter((a) => allowed(held, moreActionPermissions(a)));
}

export function permittedBatchActions(tab: ProductListTab, held: readonly string[]): BatchAction[] {
  return batchActions(tab).filter((a) => allowed(held, batchActionPermissions(a)));
}

/** The 状态 switch: fixed on the recycle bin and the review tabs; otherwise it needs 上架 or 下架 as it goes. */
export function canToggleShelf(tab: ProductListTab, product: ActionProduct, held: readonly string[]): boolean {
  if (tab >= 5) return false;
  return hasPermission(held, product.isShow ? PERMISSIONS.down : PERMISSIONS.up);
}
