import { SENSITIVE_CALLS, type SensitiveCall } from '../sensitive-calls';

// The calls of products, categories, card secrets and forms that the reference backend writes to the
// 敏感操作日志 (their controller methods carry its log annotation with intoDB), as that annotation names them.

const call = (controller: string, method: string, methodType: SensitiveCall['methodType'], description: string): SensitiveCall => ({
  description,
  methodType,
  method: `com.zbkj.admin.controller.merchant.${controller}.${method}()`,
});

const product = (method: string, methodType: SensitiveCall['methodType'], description: string) => call('MerchantProductController', method, methodType, description);

export const PRODUCT_LOG = {
  save: product('save', '增加', '新增商品'),
  delete: SENSITIVE_CALLS.productDelete,
  restore: product('restore', '修改', '恢复回收站商品'),
  update: product('update', '修改', '修改商品'),
  submitAudit: product('submitAudit', '修改', '商品提审'),
  up: product('up', '修改', '上架商品'),
  down: product('down', '修改', '下架商品'),
  quickAddStock: product('quickAddStock', '修改', '快捷添加库存'),
  reviewFreeEdit: product('reviewFreeEdit', '修改', '商品免审编辑'),
  batchUp: product('batchUp', '修改', '批量上架商品'),
  batchDown: product('batchDown', '修改', '批量下架商品'),
  batchRecycle: product('batchRecycle', '删除', '批量加入回收站'),
  batchDelete: SENSITIVE_CALLS.productBatchDelete,
  batchRestore: product('batchRestore', '修改', '批量恢复回收站商品'),
  batchSubmitAudit: product('batchSubmitAudit', '修改', '批量提审商品'),
  sync: product('syncProducts', '增加', '同步商品'),
} as const satisfies Record<string, SensitiveCall>;

export const CATEGORY_LOG = {
  add: call('MerchantProductCategoryController', 'add', '增加', '新增商户商品分类'),
  delete: call('MerchantProductCategoryController', 'delete', '删除', '删除商户商品分类'),
  update: call('MerchantProductCategoryController', 'update', '修改', '修改商户商品分类'),
  show: call('MerchantProductCategoryController', 'updateShowStatus', '修改', '修改商户商品分类显示状态'),
} as const satisfies Record<string, SensitiveCall>;

export const GUARANTEE_GROUP_LOG = {
  add: call('MerchantProductGuaranteeGroupController', 'add', '增加', '新增保障服务组合'),
  edit: call('MerchantProductGuaranteeGroupController', 'edit', '修改', '编辑保障服务组合'),
  delete: call('MerchantProductGuaranteeGroupController', 'delete', '删除', '删除保障服务组合'),
} as const satisfies Record<string, SensitiveCall>;

export const RULE_LOG = {
  save: call('MerchantProductRuleController', 'save', '增加', '新增商品规格'),
  delete: call('MerchantProductRuleController', 'delete', '删除', '删除商品规格'),
  update: call('MerchantProductRuleController', 'update', '修改', '修改商品规格'),
} as const satisfies Record<string, SensitiveCall>;

export const MATERIAL_LOG = {
  categorySave: call('MerchantBaseCategoryController', 'save', '增加', '新增基础分类'),
  categoryDelete: call('MerchantBaseCategoryController', 'delete', '删除', '删除基础分类'),
  categoryUpdate: call('MerchantBaseCategoryController', 'update', '修改', '修改基础分类'),
  attachmentDelete: call('MerchantAttachmentController', 'delete', '删除', '删除附件'),
} as const satisfies Record<string, SensitiveCall>;

export const CDKEY_LOG = {
  secretSave: call('CardSecretController', 'save', '增加', '新增卡密'),
  secretDelete: call('CardSecretController', 'delete', '删除', '删除卡密'),
  secretUpdate: call('CardSecretController', 'update', '修改', '修改卡密'),
  secretImport: call('CardSecretController', 'addImportExcel', '修改', '导入卡密'),
  secretBatchDelete: call('CardSecretController', 'batchDelete', '删除', '批量删除卡密'),
  librarySave: call('CdkeyLibraryController', 'save', '增加', '新增卡密库'),
  libraryDelete: call('CdkeyLibraryController', 'delete', '删除', '删除卡密库'),
  libraryUpdate: call('CdkeyLibraryController', 'update', '修改', '修改卡密库'),
  // The reference annotates this list too, so reading it is logged.
  unrelatedList: call('CdkeyLibraryController', 'findUnrelatedList', '修改', '未关联卡密库列表'),
} as const satisfies Record<string, SensitiveCall>;

export const SYSTEM_FORM_LOG = {
  add: call('MerchantSystemFormController', 'addForm', '增加', '添加系统表单'),
  update: call('MerchantSystemFormController', 'updateForm', '修改', '修改系统表单'),
  delete: call('MerchantSystemFormController', 'deleteForm', '删除', '删除系统表单'),
} as const satisfies Record<string, SensitiveCall>;
