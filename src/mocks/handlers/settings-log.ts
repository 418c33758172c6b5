import type { SensitiveCall } from '../sensitive-calls';

// The reference backend's log annotations on the store's admin, role, settings and address calls: each call
// of these is written to the 敏感操作日志 as the reference writes it (its MethodType's name, its controller
// method).

const PACKAGE = 'com.zbkj.admin.controller.merchant';
const call = (description: string, methodType: SensitiveCall['methodType'], method: string): SensitiveCall => ({ description, methodType, method: `${PACKAGE}.${method}()` });

export const SETTINGS_LOG = {
  adminSave: call('新增后台管理员', '增加', 'MerchantAdminController.save'),
  adminDelete: call('删除管理员', '删除', 'MerchantAdminController.delete'),
  adminUpdate: call('修改管理员', '修改', 'MerchantAdminController.update'),
  adminStatus: call('修改后台管理员状态', '修改', 'MerchantAdminController.updateStatus'),
  adminPassword: call('修改后台管理员密码', '修改', 'MerchantAdminController.updatePassword'),
  adminSms: call('商户后台管理员短信开关', '修改', 'MerchantAdminController.updateReceiveSms'),
  roleSave: call('新增角色', '增加', 'MerchantRoleController.save'),
  roleDelete: call('删除角色', '删除', 'MerchantRoleController.delete'),
  roleUpdate: call('修改角色', '修改', 'MerchantRoleController.update'),
  roleStatus: call('修改角色状态', '修改', 'MerchantRoleController.updateStatus'),
  configEdit: call('商户端商户配置信息编辑', '修改', 'MerchantInfoController.configInfoEdit'),
  settlementEdit: call('商户端商户结算信息编辑', '修改', 'MerchantInfoController.settlementInfoEdit'),
  storeSwitch: call('商户端商户开关', '修改', 'MerchantInfoController.updateSwitch'),
  addressSave: call('新增商户地址', '增加', 'MerchantAddressController.save'),
  addressDelete: call('删除商户地址', '删除', 'MerchantAddressController.delete'),
  addressUpdate: call('修改商户地址', '修改', 'MerchantAddressController.update'),
  addressDefault: call('设置商户默认地址', '修改', 'MerchantAddressController.setDefault'),
  addressShow: call('设置商户地址开启状态', '修改', 'MerchantAddressController.updateShow'),
} as const satisfies Record<string, SensitiveCall>;
