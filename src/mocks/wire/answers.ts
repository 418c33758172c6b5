// How the reference backend words its answers, read from its controllers and error enums
// (ddlmanus/crmeb-java-pro @ c40babf): what a call's success carries where it is not the service's value,
// and the codes and messages of the refusals the demo backend makes.

/**
 * A success of a call whose Java answer type is String, Object, void or Boolean: `CommonResult.success()`
 * (data null, message null) unless listed here: a word as data (`success("修改成功")`), a message
 * (`success().setMessage(…)`), or the service's value (`success(service.x())`).
 */
export type Success = { data: string } | { message: string } | 'value';

const said = (message: string): Success => ({ message });
const word = (data: string): Success => ({ data });

export const SUCCESS: Readonly<Record<string, Success>> = {
  'POST /admin/merchant/card/secret/save': said('新增卡密成功'),
  'POST /admin/merchant/card/secret/delete/{id}': said('删除卡密成功'),
  'POST /admin/merchant/card/secret/update': said('修改卡密成功'),
  'POST /admin/merchant/card/secret/import/excel': said('导入卡密成功'),
  'POST /admin/merchant/card/secret/batch/delete': said('批量删除卡密成功'),
  'POST /admin/merchant/cdkey/library/save': said('新增卡密库成功'),
  'POST /admin/merchant/cdkey/library/delete/{id}': said('删除卡密库成功'),
  'POST /admin/merchant/cdkey/library/update': said('修改卡密库成功'),
  'POST /admin/merchant/address/save': said('新增商户地址成功'),
  'GET /admin/merchant/address/delete/{id}': said('删除商户地址成功'),
  'POST /admin/merchant/address/update': said('修改商户地址成功'),
  'POST /admin/merchant/address/set/default/{id}': said('设置商户默认地址成功'),
  'POST /admin/merchant/address/update/show/{id}': said('设置商户地址开启状态成功'),
  'POST /admin/merchant/config/save/pc/shopping/config': said('编辑成功'),
  'POST /admin/merchant/order/direct/refund': said('直接退款成功'),
  'POST /admin/merchant/order/invoice/update': said('修改发货单配送信息成功'),
  'POST /admin/merchant/admin/save': word('添加管理员成功'),
  'GET /admin/merchant/admin/updateStatus': word('修改成功'),
  'POST /admin/merchant/admin/update/password': word('修改成功'),
  'POST /admin/merchant/admin/update/receive/sms/{id}': word('修改成功'),
  'POST /admin/merchant/category/updateStatus/{id}': word('修改成功'),
  'POST /admin/merchant/store/product/category/update/show/{id}': word('修改成功'),
  'POST /admin/merchant/role/updateStatus': word('修改成功'),
  'POST /admin/merchant/coupon/delete/{id}': word('删除成功'),
  'POST /admin/merchant/coupon/product/join/edit': word('编辑成功'),
  'GET /admin/merchant/logout': word('logout success'),
  'POST /admin/merchant/shipping/templates/save': word('新增运费模板成功'),
  'POST /admin/merchant/pay/component/draftproduct/add': word('添加商品成功'),
  'POST /admin/merchant/pay/component/draftproduct/update': word('编辑草稿商品成功'),
  'GET /admin/merchant/pay/component/draftproduct/delete/{id}': word('删除草稿商品成功'),
  'POST /admin/merchant/pay/component/draftproduct/review': word('商家操作草稿商品成功'),
  'GET /admin/merchant/pay/component/product/delete/{proId}': word('删除商品成功'),
  'GET /admin/merchant/pay/component/product/puton/{proId}': word('上架商品成功'),
  'GET /admin/merchant/pay/component/product/putdown/{proId}': word('下架商品成功'),
  'GET /admin/merchant/copyright/get/company/info': 'value',
  'POST /admin/merchant/login/account/detection': 'value',
  'POST /admin/merchant/order/verification': 'value',
  'GET /admin/merchant/mp/live/goods/audit/{id}': 'value',
  'GET /admin/merchant/mp/live/goods/audit/reset/{id}': 'value',
  'POST /admin/merchant/mp/live/room/create': 'value',
  'POST /admin/merchant/mp/live/room/addgoods': 'value',
  'GET /admin/merchant/mp/live/room/deletegoodsinroom/{id}/{goodsId}': 'value',
  'POST /admin/merchant/mp/live/room/goodsonsale': 'value',
  'POST /admin/merchant/mp/live/room/goodsort': 'value',
  'POST /admin/merchant/mp/live/room/mangerass': 'value',
  'GET /admin/merchant/mp/live/room/updatecomment/{id}/{banComment}': 'value',
  'GET /admin/merchant/mp/live/room/updatefeedpublic/{id}/{isFeedsPublic}': 'value',
  'GET /admin/merchant/mp/live/room/updateclosekf/{id}/{closeKf}': 'value',
  'GET /admin/merchant/mp/live/room/updatereplay/{id}/{closeReplay}': 'value',
};

/** The answer types whose success is `CommonResult.success()` unless SUCCESS says otherwise. */
export const SAVE_TYPES = new Set(['String', 'Object', 'void', 'Boolean']);

interface Refusal {
  code: number;
  message: string;
}
const refusal = (code: number, message: string): Refusal => ({ code, message });

/**
 * The reference's refusal for a refusal of the demo backend that the Java throws from an error enum
 * (CrmebException(ProductResultCode.PRODUCT_NOT_EXIST) answers 6102 商品不存在), by the demo's message,
 * for the refusals checked in the Java: the same message, or the same check where the demo words it its
 * own way. A refusal not listed answers code 500 with the demo's words, as a CrmebException with a message
 * alone does (the Java's words for those are its own and not copied here).
 */
export const REFUSALS: ReadonlyMap<string, Refusal> = new Map([
  ['商品不存在', refusal(6102, '商品不存在')],
  ['商品已上架', refusal(6106, '商品已上架')],
  ['运费模板不存在', refusal(6501, '运费模板不存在')],
  ['优惠券不存在', refusal(10001, '优惠券不存在')],
  ['用户不存在', refusal(8102, '用户不存在')],
  // products, categories, card secrets, forms
  // orders, refunds, finance, shipping, logistics
  // coupons, seckill, group buy
  // A group buy's unknown SKU: the Java's CrmebException("商品不存在"), code 500, not the product's 6102 above.
  ['拼团商品规格不存在', refusal(500, '商品不存在')],
  // store settings, staff and roles, printers, live broadcast, video channel
]);

/**
 * Not signed in: Spring Security's entry point writes the enum with fastjson, which leaves out the null data.
 * Without the permission: @PreAuthorize throws AccessDeniedException inside the controller call, where
 * GlobalExceptionHandler's catch-all answers it as any exception, code 500 with Spring Security's message
 * in the request's language.
 */
export const NOT_SIGNED_IN = { code: 401, message: '未登录，请登录！' };
export const NO_PERMISSION = { code: 500, message: '不允许访问', data: null };
