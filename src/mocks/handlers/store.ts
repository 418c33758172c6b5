import {
  getEditMerchantConfigInfoMockHandler,
  getEditSettlementInfoMockHandler,
  getGetFormTempByNameMockHandler,
  getGetMerchantBaseInfoMockHandler,
  getGetMerchantConfigInfoMockHandler,
  getGetPcShoppingConfigMockHandler,
  getGetSettlementInfoMockHandler,
  getSavePcShoppingConfigMockHandler,
  getToggleMerchantSwitchMockHandler,
} from '@/api/generated/endpoints/store/store.msw';
import {
  getDeletePrintMockHandler,
  getGetPrintInfoMockHandler,
  getGetPrintListMockHandler,
  getSavePrintMockHandler,
  getUpdatePrintMockHandler,
  getUpdatePrintStatusMockHandler,
} from '@/api/generated/endpoints/print/print.msw';
import {
  getDeleteMerchantAddressMockHandler,
  getSaveMerchantAddressMockHandler,
  getSetDefaultMerchantAddressMockHandler,
  getToggleMerchantAddressShowMockHandler,
  getUpdateMerchantAddressMockHandler,
} from '@/api/generated/endpoints/address/address.msw';
import type {
  ErrorResult,
  MerchantAddressSaveRequest,
  MerchantConfigInfo,
  MerchantPrint,
  MerchantPrintRequest,
  MerchantPrintStatusRequest,
  PcShoppingConfig,
  SettlementInfo,
} from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, pathId, persisted } from '../lib';
import { formatDateTime } from '../seed/random';
import { BANK_CARD_PATTERN, H5_LINK_PATTERN, isCoordinate, PHONE_PATTERN, PRINT_TYPE_FIELDS } from '@/lib/domain/store-rules';

const blank = (text: string | undefined) => !text || text.trim() === '';


const CONFIG_IMAGES: Array<[keyof MerchantConfigInfo, string]> = [
  ['avatar', '商户主头像'],
  ['backImage', 'H5商户背景图'],
  ['streetBackImage', 'H5商户街背景图'],
  ['coverImage', 'H5商户封面图'],
  ['rectangleLogo', 'H5商户logo（横）'],
];

function validateConfig(body: MerchantConfigInfo): ErrorResult | null {
  for (const [key, label] of CONFIG_IMAGES) if (blank(body[key] as string)) return fail(400, `请选择${label}`);
  if (blank(body.intro)) return fail(400, '请输入商户简介');
  if (blank(body.addressDetail)) return fail(400, '请输入商户地址');
  if (!isCoordinate(body.longitude, 180)) return fail(400, '经度应为-180到180之间的数字');
  if (!isCoordinate(body.latitude, 90)) return fail(400, '纬度应为-90到90之间的数字');
  if (!Number.isInteger(body.alertStock) || body.alertStock < 0 || body.alertStock > 9999) return fail(400, '警戒库存应为0-9999之间的整数');
  if (body.serviceType === 'H5') {
    if (blank(body.serviceLink)) return fail(400, '请输入客服H5链接');
    if (!H5_LINK_PATTERN.test(body.serviceLink?.trim() ?? '')) return fail(400, '客服H5链接应以 http:// 或 https:// 开头');
  }
  if (body.serviceType === 'phone') {
    if (blank(body.servicePhone)) return fail(400, '请输入客服电话');
    if (!PHONE_PATTERN.test(body.servicePhone?.trim() ?? '')) return fail(400, '请输入正确的客服电话');
  }
  return null;
}

function validateSettlement(body: SettlementInfo): ErrorResult | null {
  switch (body.settlementType) {
    case 'bank':
      if (blank(body.bankUserName)) return fail(400, '请输入持卡人姓名');
      if (blank(body.bankName)) return fail(400, '请输入银行名称');
      if (blank(body.bankCard)) return fail(400, '请输入银行卡号');
      if (!BANK_CARD_PATTERN.test(body.bankCard?.trim() ?? '')) return fail(400, '银行卡号应为12-19位数字');
      return null;
    case 'wechat':
      if (blank(body.wechatCode)) return fail(400, '请输入微信号');
      if (blank(body.wechatQrcodeUrl)) return fail(400, '请上传微信收款二维码');
      return null;
    case 'alipay':
      if (blank(body.realName)) return fail(400, '请输入真实姓名');
      if (blank(body.alipayCode)) return fail(400, '请输入支付宝账号');
      if (blank(body.alipayQrcodeUrl)) return fail(400, '请上传支付宝收款二维码');
      return null;
  }
}

function validatePrint(body: MerchantPrintRequest): ErrorResult | null {
  if (blank(body.printName)) return fail(400, '请输入配置名称');
  if (body.printName.trim().length > 32) return fail(400, '配置名称最多32个字符');
  for (const [key, label] of PRINT_TYPE_FIELDS[body.printType]) if (blank(body[key] as string | undefined)) return fail(400, `请输入${label}`);
  return null;
}

/** The printer as stored: only its own type's settings, trimmed. */
function printOf(body: MerchantPrintRequest, id: number, createTime: string, now: string): MerchantPrint {
  const print: MerchantPrint = { id, printName: body.printName.trim(), printType: body.printType, status: body.status, createTime, updateTime: now };
  for (const [key] of PRINT_TYPE_FIELDS[body.printType]) print[key] = String(body[key] ?? '').trim();
  return print;
}

function validateAddress(body: MerchantAddressSaveRequest): ErrorResult | null {
  if (blank(body.detail)) return fail(400, '请输入商家地址');
  if (blank(body.receiverName)) return fail(400, '请输入商家姓名');
  if (blank(body.receiverPhone)) return fail(400, '请输入商家电话');
  if (!PHONE_PATTERN.test(body.receiverPhone.trim())) return fail(400, '请输入正确的手机号或座机号');
  if (body.isDefault && !body.isShow) return fail(400, '默认地址必须开启');
  return null;
}

const findAddress = (id: number) => getDb().merchantAddresses.find((a) => a.id === id);

/** One default address at most: choosing one drops the mark of the others. */
function makeDefault(id: number) {
  for (const a of getDb().merchantAddresses) a.isDefault = a.id === id;
}

/** The ids of a comma list, in order, without repeats. */
const idsOf = (text: string) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean).map(Number))];

function recommendedProducts(text: string) {
  const products = getDb().products;
  return idsOf(text).flatMap((id) => {
    const p = products.find((product) => product.id === id && !product.isRecycle);
    return p ? [{ id: p.id, name: p.name, image: p.image, price: p.price }] : [];
  });
}

export const storeHandlers = [
  getGetMerchantBaseInfoMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:base:info');
    if (isError(account)) return account;
    const db = getDb();
    // Whether products need review is the product area's setting; the store's record shows it.
    return ok({ ...db.baseInfo, productSwitch: db.productSettings.isSwitch });
  })),
  getGetMerchantConfigInfoMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:config:info');
    if (isError(account)) return account;
    return ok(getDb().configInfo);
  })),
  getEditMerchantConfigInfoMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:config:info:edit');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantConfigInfo;
    const refused = validateConfig(body);
    if (refused) return refused;
    const db = getDb();
    const keywords = [...new Set((body.keywords ?? '').split(',').map((k) => k.trim()).filter(Boolean))].join(',');
    db.configInfo = {
      ...body,
      keywords,
      intro: body.intro.trim(),
      addressDetail: body.addressDetail.trim(),
      latitude: body.latitude.trim(),
      longitude: body.longitude.trim(),
      serviceLink: body.serviceLink?.trim() ?? '',
      servicePhone: body.servicePhone?.trim() ?? '',
    };
    db.baseInfo.receiptPrintingSwitch = body.receiptPrintingSwitch;
    // 警戒库存 is the level the product list's stock-alarm tab uses.
    db.productSettings.alarmStock = body.alertStock;
    commit();
    return ok(null);
  })),
  getGetSettlementInfoMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:settlement:info');
    if (isError(account)) return account;
    return ok(getDb().settlementInfo);
  })),
  getEditSettlementInfoMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:settlement:info:edit');
    if (isError(account)) return account;
    const body = (await request.json()) as SettlementInfo;
    const refused = validateSettlement(body);
    if (refused) return refused;
    const db = getDb();
    const trimmed = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as SettlementInfo;
    db.settlementInfo = { ...db.settlementInfo, ...trimmed };
    commit();
    return ok(null);
  })),
  getToggleMerchantSwitchMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:switch:update');
    if (isError(account)) return account;
    const db = getDb();
    db.baseInfo.isSwitch = !db.baseInfo.isSwitch;
    commit();
    return ok(null);
  })),
  getGetPcShoppingConfigMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:config:pc:shopping:get');
    if (isError(account)) return account;
    const config = getDb().pcConfig;
    return ok({ ...config, recommendProductList: recommendedProducts(config.recommendProductStr) });
  })),
  getSavePcShoppingConfigMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:config:pc:shopping:save');
    if (isError(account)) return account;
    const body = (await request.json()) as PcShoppingConfig;
    if (blank(body.pcLogo)) return fail(400, '请选择PC logo');
    if (blank(body.pcGoodStoreCoverImage)) return fail(400, '请选择品牌好店封面图');
    if (body.bannerList.length > 10) return fail(400, '店铺banner最多10张');
    const ids = idsOf(body.recommendProductStr);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return fail(400, '推荐商品格式不正确');
    if (recommendedProducts(body.recommendProductStr).length !== ids.length) return fail(500, '推荐商品不存在或已删除');
    getDb().pcConfig = {
      pcLogo: body.pcLogo,
      pcGoodStoreCoverImage: body.pcGoodStoreCoverImage,
      bannerList: body.bannerList.map((b, i) => ({ image: b.image, linkUrl: b.linkUrl.trim(), sort: i })),
      recommendProductStr: ids.join(','),
    };
    commit();
    return ok(null);
  })),
  getGetFormTempByNameMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:system:form:name:info');
    if (isError(account)) return account;
    const name = new URL(request.url).searchParams.get('name') ?? '';
    const temp = getDb().formTemps.find((t) => t.name === name);
    return temp ? ok(temp) : fail(500, '表单模板不存在');
  })),

  getGetPrintListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:admin:print:list');
    if (isError(account)) return account;
    return ok(paginate(getDb().prints.toSorted((a, b) => b.id - a.id), new URL(request.url)));
  })),
  getGetPrintInfoMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:admin:print:info');
    if (isError(account)) return account;
    const print = getDb().prints.find((p) => p.id === pathId(params));
    return print ? ok(print) : fail(500, '打印机不存在');
  })),
  getSavePrintMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:admin:print:save');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantPrintRequest;
    const refused = validatePrint(body);
    if (refused) return refused;
    const db = getDb();
    const now = formatDateTime(new Date());
    const id = Math.max(0, ...db.prints.map((p) => p.id)) + 1;
    db.prints.push(printOf(body, id, now, now));
    commit();
    return ok(null);
  })),
  getUpdatePrintMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:admin:print:edit');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantPrintRequest;
    const db = getDb();
    const index = db.prints.findIndex((p) => p.id === body.id);
    if (index < 0) return fail(500, '打印机不存在');
    const refused = validatePrint(body);
    if (refused) return refused;
    const old = db.prints[index];
    db.prints[index] = printOf(body, old.id, old.createTime ?? old.updateTime, formatDateTime(new Date()));
    commit();
    return ok(null);
  })),
  getUpdatePrintStatusMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:admin:print:update:status');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantPrintStatusRequest;
    const print = getDb().prints.find((p) => p.id === body.id);
    if (!print) return fail(500, '打印机不存在');
    print.status = body.status;
    print.updateTime = formatDateTime(new Date());
    commit();
    return ok(null);
  })),
  getDeletePrintMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:admin:print:delete');
    if (isError(account)) return account;
    const db = getDb();
    const id = pathId(params);
    if (!db.prints.some((p) => p.id === id)) return fail(500, '打印机不存在');
    db.prints = db.prints.filter((p) => p.id !== id);
    commit();
    return ok(null);
  })),

  getSaveMerchantAddressMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:address:add');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantAddressSaveRequest;
    const refused = validateAddress(body);
    if (refused) return refused;
    const db = getDb();
    const id = Math.max(0, ...db.merchantAddresses.map((a) => a.id)) + 1;
    // The console takes the address as one line; it is kept whole in `detail`.
    db.merchantAddresses.push({
      id,
      receiverName: body.receiverName.trim(),
      receiverPhone: body.receiverPhone.trim(),
      province: '',
      city: '',
      district: '',
      detail: body.detail.trim(),
      isDefault: false,
      isShow: body.isShow,
    });
    if (body.isDefault) makeDefault(id);
    commit();
    return ok(null);
  })),
  getUpdateMerchantAddressMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:address:update');
    if (isError(account)) return account;
    const body = (await request.json()) as MerchantAddressSaveRequest;
    const address = body.id === undefined ? undefined : findAddress(body.id);
    if (!address) return fail(500, '地址不存在');
    const refused = validateAddress(body);
    if (refused) return refused;
    if (address.isDefault && !body.isDefault) return fail(500, '请先将其他地址设为默认地址');
    // The line the console edited replaces the region parts it was shown with.
    Object.assign(address, {
      receiverName: body.receiverName.trim(),
      receiverPhone: body.receiverPhone.trim(),
      province: '',
      city: '',
      district: '',
      detail: body.detail.trim(),
      isShow: body.isShow,
    });
    delete address.street;
    if (body.isDefault) makeDefault(address.id);
    commit();
    return ok(null);
  })),
  getDeleteMerchantAddressMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:address:delete');
    if (isError(account)) return account;
    const address = findAddress(pathId(params));
    if (!address) return fail(500, '地址不存在');
    if (address.isDefault) return fail(500, '默认地址不能删除');
    const db = getDb();
    db.merchantAddresses = db.merchantAddresses.filter((a) => a.id !== address.id);
    commit();
    return ok(null);
  })),
  getSetDefaultMerchantAddressMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:address:set:default');
    if (isError(account)) return account;
    const address = findAddress(pathId(params));
    if (!address) return fail(500, '地址不存在');
    if (!address.isShow) return fail(500, '请先开启该地址');
    makeDefault(address.id);
    commit();
    return ok(null);
  })),
  getToggleMerchantAddressShowMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:address:update:show');
    if (isError(account)) return account;
    const address = findAddress(pathId(params));
    if (!address) return fail(500, '地址不存在');
    if (address.isDefault && address.isShow) return fail(500, '默认地址不能关闭');
    address.isShow = !address.isShow;
    commit();
    return ok(null);
  })),
];
