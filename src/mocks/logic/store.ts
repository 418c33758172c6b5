import type {
  ErrorResult,
  GetPrintListParams,
  MerchantAddressSaveRequest,
  MerchantConfigInfo,
  MerchantPrint,
  MerchantPrintRequest,
  MerchantPrintStatusRequest,
  PcShoppingConfig,
  SettlementInfo,
} from '@/api/generated/model';
import { BANK_CARD_PATTERN, H5_LINK_PATTERN, isCoordinate, PHONE_PATTERN, PRINT_TYPE_FIELDS } from '@/lib/domain/store-rules';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import { formatDateTime } from './time';

// 店铺设置: the store's own record and configuration, where it is paid, its PC mall page, its receipt
// printers and its return addresses.

const PRINT_NOT_FOUND = '打印机不存在';
const ADDRESS_NOT_FOUND = '地址不存在';

const blank = (text: string | undefined) => !text || text.trim() === '';

const CONFIG_IMAGES = [
  ['avatar', '商户主头像'],
  ['backImage', 'H5商户背景图'],
  ['streetBackImage', 'H5商户街背景图'],
  ['coverImage', 'H5商户封面图'],
  ['rectangleLogo', 'H5商户logo（横）'],
] as const satisfies ReadonlyArray<readonly [keyof MerchantConfigInfo, string]>;

function validateConfig(body: MerchantConfigInfo): ErrorResult | null {
  for (const [key, label] of CONFIG_IMAGES) if (blank(body[key])) return fail(400, `请选择${label}`);
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

/** The settlement texts an edit may send; each is kept trimmed. */
const SETTLEMENT_TEXTS = [
  'bankUserName',
  'bankName',
  'bankCard',
  'bankAddress',
  'wechatCode',
  'wechatQrcodeUrl',
  'realName',
  'alipayCode',
  'alipayQrcodeUrl',
] as const satisfies ReadonlyArray<keyof SettlementInfo>;

/** The fields sent, trimmed; those not sent are left out, so the saved ones of other types stay. */
function trimmedSettlement(body: SettlementInfo): SettlementInfo {
  const trimmed: SettlementInfo = { settlementType: body.settlementType };
  for (const key of SETTLEMENT_TEXTS) {
    const value = body[key];
    if (value !== undefined) trimmed[key] = value.trim();
  }
  return trimmed;
}

function validatePrint(body: MerchantPrintRequest): ErrorResult | null {
  if (blank(body.printName)) return fail(400, '请输入配置名称');
  if (body.printName.trim().length > 32) return fail(400, '配置名称最多32个字符');
  for (const [key, label] of PRINT_TYPE_FIELDS[body.printType]) if (blank(body[key])) return fail(400, `请输入${label}`);
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

export function baseInfo() {
  const db = getDb();
  // Whether products need review is the product area's setting; the store's record shows it.
  return { ...db.baseInfo, productSwitch: db.productSettings.isSwitch };
}

export const configInfo = () => getDb().configInfo;

export function editConfigInfo(body: MerchantConfigInfo) {
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
  return null;
}

export const settlementInfo = () => getDb().settlementInfo;

export function editSettlementInfo(body: SettlementInfo) {
  const refused = validateSettlement(body);
  if (refused) return refused;
  const db = getDb();
  db.settlementInfo = { ...db.settlementInfo, ...trimmedSettlement(body) };
  commit();
  return null;
}

/** 店铺开关: opens or closes the store. */
export function toggleStoreOpen() {
  const db = getDb();
  db.baseInfo.isSwitch = !db.baseInfo.isSwitch;
  commit();
  return null;
}

export function pcShoppingConfig() {
  const config = getDb().pcConfig;
  return { ...config, recommendProductList: recommendedProducts(config.recommendProductStr) };
}

export function savePcShoppingConfig(body: PcShoppingConfig) {
  if (blank(body.pcLogo)) return fail(400, '请选择PC logo');
  if (blank(body.pcGoodStoreCoverImage)) return fail(400, '请选择品牌好店封面图');
  if (body.bannerList.length > 10) return fail(400, '店铺banner最多10张');
  const ids = idsOf(body.recommendProductStr);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return fail(400, '推荐商品格式不正确');
  if (recommendedProducts(body.recommendProductStr).length !== ids.length) return fail(500, '推荐商品不存在或已删除');
  getDb().pcConfig = {
    pcLogo: body.pcLogo,
    pcGoodStoreCoverImage: body.pcGoodStoreCoverImage,
    bannerList: body.bannerList.map((b, i) => ({ id: i + 1, imageUrl: b.imageUrl, linkUrl: b.linkUrl.trim(), status: b.status, sort: i })),
    recommendProductStr: ids.join(','),
  };
  commit();
  return null;
}

export const formTempByName = (name: string) => getDb().formTemps.find((t) => t.name === name) ?? fail(500, '表单模板不存在');

export const printPage = (q: GetPrintListParams) => pageOf(getDb().prints.toSorted((a, b) => b.id - a.id), q);

export const printInfo = (id: number) => getDb().prints.find((p) => p.id === id) ?? fail(500, PRINT_NOT_FOUND);

export function addPrint(body: MerchantPrintRequest) {
  const refused = validatePrint(body);
  if (refused) return refused;
  const db = getDb();
  const now = formatDateTime(new Date());
  const id = Math.max(0, ...db.prints.map((p) => p.id)) + 1;
  db.prints.push(printOf(body, id, now, now));
  commit();
  return null;
}

export function updatePrint(body: MerchantPrintRequest) {
  const db = getDb();
  const index = db.prints.findIndex((p) => p.id === body.id);
  if (index < 0) return fail(500, PRINT_NOT_FOUND);
  const refused = validatePrint(body);
  if (refused) return refused;
  const old = db.prints[index];
  db.prints[index] = printOf(body, old.id, old.createTime ?? old.updateTime, formatDateTime(new Date()));
  commit();
  return null;
}

export function setPrintStatus(body: MerchantPrintStatusRequest) {
  const print = getDb().prints.find((p) => p.id === body.id);
  if (!print) return fail(500, PRINT_NOT_FOUND);
  print.status = body.status;
  print.updateTime = formatDateTime(new Date());
  commit();
  return null;
}

export function deletePrint(id: number) {
  const db = getDb();
  if (!db.prints.some((p) => p.id === id)) return fail(500, PRINT_NOT_FOUND);
  db.prints = db.prints.filter((p) => p.id !== id);
  commit();
  return null;
}

export function addAddress(body: MerchantAddressSaveRequest) {
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
  return null;
}

export function updateAddress(body: MerchantAddressSaveRequest) {
  const address = body.id === undefined ? undefined : findAddress(body.id);
  if (!address) return fail(500, ADDRESS_NOT_FOUND);
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
  return null;
}

export function deleteAddress(id: number) {
  const address = findAddress(id);
  if (!address) return fail(500, ADDRESS_NOT_FOUND);
  if (address.isDefault) return fail(500, '默认地址不能删除');
  const db = getDb();
  db.merchantAddresses = db.merchantAddresses.filter((a) => a.id !== address.id);
  commit();
  return null;
}

export function setDefaultAddress(id: number) {
  const address = findAddress(id);
  if (!address) return fail(500, ADDRESS_NOT_FOUND);
  if (!address.isShow) return fail(500, '请先开启该地址');
  makeDefault(address.id);
  commit();
  return null;
}

export function toggleAddressShow(id: number) {
  const address = findAddress(id);
  if (!address) return fail(500, ADDRESS_NOT_FOUND);
  if (address.isDefault && address.isShow) return fail(500, '默认地址不能关闭');
  address.isShow = !address.isShow;
  commit();
  return null;
}
