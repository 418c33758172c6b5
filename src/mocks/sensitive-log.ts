import type { SensitiveLog } from '@/api/generated/model';
import { commit, getDb } from './db';
import { isError } from './lib';
import type { DemoAccount } from './seed/accounts';
import { formatDateTime } from './logic/time';

/** The reference backend keeps this much of a request's parameters and answer. */
export const LOG_TEXT_MAX = 2000;

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

const clip = (text: string) => (text.length > LOG_TEXT_MAX ? text.slice(0, LOG_TEXT_MAX) : text);

/** The path after /api, as the console's calls name it. */
export const apiPath = (url: string) => new URL(url).pathname.replace(/^.*?\/api(?=\/)/, '');

/** A body's password fields (pwd, password, confirmPassword). */
const PASSWORD_FIELD = /("(?:pwd|password|confirmPassword)"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/**
 * The JSON body, or else the path and query values (without the cache-buster). Passwords are masked: the
 * reference writes a new admin's password into the log as typed, for every reader of the log to see.
 */
async function paramsOf(request: Request, params: Readonly<Record<string, unknown>>): Promise<string> {
  const body = request.method === 'GET' ? '' : await request.text();
  if (body.trim()) return clip(body.replace(PASSWORD_FIELD, '$1"******"'));
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([key]) => key !== 'temp'));
  const values = { ...params, ...query };
  return Object.keys(values).length > 0 ? clip(JSON.stringify(values)) : '';
}

/**
 * Writes one call of a sensitive endpoint to the 敏感操作日志, with its parameters and the answer as sent; a refusal
 * is logged as 异常. Calls stopped at sign-in or permission never reach the endpoint, so the kit does not
 * log them, as the reference backend does not.
 */
export async function logSensitive(call: SensitiveCall, request: Request, params: Readonly<Record<string, unknown>>, account: DemoAccount, answer: unknown) {
  const db = getDb();
  const failed = isError(answer);
  const row: SensitiveLog = {
    id: db.sensitiveLogs.reduce((max, l) => Math.max(max, l.id), 0) + 1,
    adminId: account.id,
    adminAccount: account.account,
    description: call.description,
    methodType: call.methodType,
    method: call.method,
    requestMethod: request.method,
    url: apiPath(request.url),
    ip: '127.0.0.1',
    requestParam: await paramsOf(request, params),
    result: answer instanceof Response ? '' : clip(JSON.stringify(answer)),
    status: failed ? 1 : 0,
    errorMsg: failed ? answer.message : '',
    createTime: formatDateTime(new Date()),
  };
  db.sensitiveLogs.push(row);
  commit();
}
