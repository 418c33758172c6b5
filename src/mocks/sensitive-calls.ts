/** What the reference backend's log annotation says about an endpoint. */
export interface SensitiveCall {
  /** 接口描述, such as 删除商品. */
  description: string;
  /** 业务类型: the reference writes its MethodType's name (增加, 删除, 修改). */
  methodType: 'DELETE' | 'UPDATE' | 'INSERT' | '增加' | '删除' | '修改';
  /** 方法名称: the controller method that answered. */
  method: string;
}

/** The sensitive endpoints, as the reference backend's log annotations describe them. */
export const SENSITIVE_CALLS = {
  productDelete: { description: '删除商品', methodType: '删除', method: 'com.zbkj.admin.controller.merchant.MerchantProductController.delete()' },
  productBatchDelete: { description: '批量删除商品', methodType: '删除', method: 'com.zbkj.admin.controller.merchant.MerchantProductController.batchDelete()' },
  orderSend: { description: '订单发货', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.send()' },
  orderMark: { description: '商户备注订单', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.mark()' },
  orderPrint: { description: '小票打印', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.printReceipt()' },
  orderVerify: { description: '核销码核销订单', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.verificationOrder()' },
  orderRefund: { description: '商户直接退款', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.directRefund()' },
  orderInvoiceUpdate: { description: '修改发货单配送信息', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.updateInvoice()' },
  orderDelete: { description: '商户删除订单', methodType: '删除', method: 'com.zbkj.admin.controller.merchant.MerchantOrderController.delete()' },
  refundMark: { description: '商户备注退款订单', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.RefundOrderController.mark()' },
  refundAudit: { description: '退款单审核', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.RefundOrderController.audit()' },
  refundReceive: { description: '退款单收到退货', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.RefundOrderController.receiving()' },
  refundRejectReceive: { description: '退款单拒绝收货', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.RefundOrderController.receivingReject()' },
  expressRelate: { description: '商户关联物流公司', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantExpressController.relate()' },
  expressOpen: { description: '商户物流公司开关', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantExpressController.openSwitch()' },
  expressDefault: { description: '商户物流公司默认开关', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantExpressController.defaultSwitch()' },
  expressDelete: { description: '商户物流公司删除', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.MerchantExpressController.delete()' },
  templateSave: { description: '新增运费模板', methodType: '增加', method: 'com.zbkj.admin.controller.merchant.ShippingTemplatesController.save()' },
  templateUpdate: { description: '运费模板修改', methodType: '修改', method: 'com.zbkj.admin.controller.merchant.ShippingTemplatesController.update()' },
  templateDelete: { description: '删除运费模板', methodType: '删除', method: 'com.zbkj.admin.controller.merchant.ShippingTemplatesController.delete()' },
  couponDelete: { description: '删除优惠券', methodType: 'DELETE', method: 'com.zbkj.admin.controller.merchant.CouponController.delete()' },
} as const satisfies Record<string, SensitiveCall>;
