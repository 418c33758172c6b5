import { javaRules } from '../wire/mode';
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
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import { formatDateTime } from './time';

// 店铺设置: the store's own record and configuration, where it is paid, its PC mall page, its receipt
// printers and its return addresses.

const blank = (text: string | undefined) => !text || text.trim() === '';

/** The reference's required fields of the store configuration, in the order its request class declares them. */
const CONFIG_REQUIRED = [
  ['addressDetail', '商户地址不能为空'],
  ['latitude', '纬度不能为空'],
  ['longitude', '经度不能为空'],
  ['backImage', '商户背景图不能为空'],
  ['avatar', '商户头像不能为空'],
  ['rectangleLogo', '商户logo（横）不能为空'],
  ['coverImage', '商户封面图不能为空'],
  ['streetBackImage', '商户街背景图不能为空'],
  ['intro', '商户简介不能为空'],
] as const satisfies ReadonlyArray<readonly [keyof MerchantConfigInfo, string]>;

/** The reference's URL rule for a service link (RegularConstants.URL, matched whole). */
const SERVICE_LINK = /^[A-z]+:\/\/\S*$/;

function validateConfig(body: MerchantConfigInfo): ErrorResult | null {
  for (const [key, message] of CONFIG_REQUIRED) if (blank(body[key])) return fail(400, message);
  if (!Number.isInteger(body.alertStock) || body.alertStock < 0 || body.alertStock > 9999) return fail(400, '警戒库存范围0~9999');
  if (body.serviceType === 'H5') {
    if (blank(body.serviceLink)) return fail(400, '客服H5链接不能为空');
    if (!SERVICE_LINK.test(body.serviceLink ?? '')) return fail(400, '客服H5链接格式不正确');
  }
  if (body.serviceType === 'phone' && blank(body.servicePhone)) return fail(400, '客服电话不能为空');
  return null;
}

/** What each settlement type needs, in the reference's order and words. */
const SETTLEMENT_REQUIRED = {
  bank: [
    ['bankUserName', '持卡人姓名不能为空'],
    ['bankName', '银行名称不能为空'],
    ['bankCard', '银行卡号不能为空'],
    ['bankAddress', '开户地址不能为空'],
  ],
  wechat: [
    ['wechatCode', '微信号不能为空'],
    ['wechatQrcodeUrl', '微信收款二维码不能为空'],
    ['realName', '真实姓名不能为空'],
  ],
  alipay: [
    ['alipayCode', '支付宝账号不能为空'],
    ['alipayQrcodeUrl', '支付宝收款二维码不能为空'],
  ],
} as const satisfies Record<SettlementInfo['settlementType'], ReadonlyArray<readonly [keyof SettlementInfo, string]>>;

function validateSettlement(body: SettlementInfo): ErrorResult | null {
  for (const [key, message] of SETTLEMENT_REQUIRED[body.settlementType]) if (blank(body[key])) return fail(400, message);
  return null;
}

/** The printer settings a request may carry, of both types: the reference keeps whichever are sent. */
const PRINT_SETTINGS = [
  'printYlyAppid',
  'printYlyUserid',
  'printYlySec',
  'printYlyMerchineNo',
  'printFeName',
  'printFeUser',
  'printFeUkey',
  'printFeSn',
] as const satisfies ReadonlyArray<keyof MerchantPrintRequest & keyof MerchantPrint>;

/** The reference refuses a second configuration of the store under the same name, naming it. */
const printNameTaken = (name: string, self?: number) =>
  getDb().prints.some((p) => p.printName === name && p.id !== self) ? fail(400, `${name}|当前打印机配置已存在`) : null;

/** The fields of a request the printer keeps: every one sent, as sent (what is not sent stays as it was). */
function printFields(body: MerchantPrintRequest): Partial<MerchantPrint> {
  const fields: Partial<MerchantPrint> = { printName: body.printName, printType: body.printType, status: body.status };
  for (const key of PRINT_SETTINGS) if (body[key] !== undefined) fields[key] = body[key];
  return fields;
}

const ADDRESS_NOT_FOUND = () => fail(4401, '商户地址不存在');

const findAddress = (id: number) => getDb().merchantAddresses.find((a) => a.id === id);

/** One default address at most: choosing one drops the mark of the others. */
function makeDefault(id: number) {
  for (const a of getDb().merchantAddresses) a.isDefault = a.id === id;
}

/** The ids of a comma list, in order, without repeats. */
const idsOf = (text: string) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean).map(Number))];

/** A product the PC page may recommend: there, not in the recycle bin, on sale and approved (or needing no review). */
const recommendable = (id: number) => getDb().products.some((p) => p.id === id && !p.isRecycle && p.isShow && (p.auditStatus === 0 || p.auditStatus === 2));

function recommendedProducts(text: string) {
  const products = getDb().products;
  return idsOf(text).flatMap((id) => {
    const p = products.find((product) => product.id === id);
    return p ? [{ id: p.id, name: p.name, image: p.image, price: p.price }] : [];
  });
}

export function baseInfo() {
  const db = getDb();
  // Whether products need review is the product area's setting; the store's record shows it.
  return { ...db.baseInfo, productSwitch: db.productSettings.isSwitch };
}

export const configInfo = () => getDb().configInfo;

/** Writes the fields sent; a field left out keeps its value (the reference writes only what is not null). */
export function editConfigInfo(body: MerchantConfigInfo) {
  const refused = validateConfig(body);
  if (refused) return refused;
  const db = getDb();
  db.configInfo = { ...db.configInfo, ...body };
  db.baseInfo.receiptPrintingSwitch = body.receiptPrintingSwitch;
  // 警戒库存 is the level the product list's stock-alarm tab uses.
  db.productSettings.alarmStock = body.alertStock;
  commit();
  return null;
}

export const settlementInfo = () => getDb().settlementInfo;

/** Checks what the type needs and writes the fields sent; the saved ones of other types stay. */
export function editSettlementInfo(body: SettlementInfo) {
  const refused = validateSettlement(body);
  if (refused) return refused;
  const db = getDb();
  db.settlementInfo = { ...db.settlementInfo, ...body };
  commit();
  return null;
}

/**
 * 店铺开关. Closing takes every product of the store off sale (reopening puts none back); opening needs
 * the avatar and backgrounds, and a service link or phone.
 */
export function toggleStoreOpen() {
  const db = getDb();
  if (db.baseInfo.isSwitch) {
    db.baseInfo.isSwitch = false;
    for (const product of db.products) if (product.isShow) product.isShow = false;
    commit();
    return null;
  }
  const { avatar, backImage, streetBackImage, serviceLink, servicePhone } = db.configInfo;
  if (blank(avatar) || blank(backImage) || blank(streetBackImage)) return fail(400, '请先进行商户头像、背景图配置');
  if (blank(serviceLink) && blank(servicePhone)) return fail(400, '请先进行客服信息配置');
  db.baseInfo.isSwitch = true;
  commit();
  return null;
}

/** The banners in their sort order, as the reference lists them. */
export function pcShoppingConfig() {
  const config = getDb().pcConfig;
  return { ...config, bannerList: config.bannerList.toSorted((a, b) => a.sort - b.sort), recommendProductList: recommendedProducts(config.recommendProductStr) };
}

/**
 * Saves the PC page. An empty banner list keeps the banners there; products that cannot be recommended
 * (gone, in the recycle bin, off sale or not approved) are dropped without a word, as the reference does.
 */
export function savePcShoppingConfig(body: PcShoppingConfig) {
  if (blank(body.pcLogo)) return fail(400, '请选择商户Logo图片');
  if (blank(body.pcGoodStoreCoverImage)) return fail(400, '请选择品牌好店商户封面图片');
  if (body.bannerList.some((b) => blank(b.imageUrl))) return fail(400, '请选择图片');
  if (body.bannerList.length > 10) return fail(400, 'banner数量为1~10');
  const ids = idsOf(body.recommendProductStr);
  // The reference reads the list with Integer.valueOf: a part that is no number fails the call.
  const bad = body.recommendProductStr.split(',').find((part) => part.trim() !== '' && !/^-?\d+$/.test(part.trim()));
  if (bad !== undefined) return fail(500, javaRules() ? `For input string: "${bad.trim()}"` : `推荐商品编号不正确：${bad.trim()}`);
  const db = getDb();
  db.pcConfig = {
    pcLogo: body.pcLogo,
    pcGoodStoreCoverImage: body.pcGoodStoreCoverImage,
    bannerList: body.bannerList.length > 0 ? body.bannerList.map((b, i) => ({ id: i + 1, imageUrl: b.imageUrl, linkUrl: b.linkUrl, status: b.status, sort: b.sort })) : db.pcConfig.bannerList,
    recommendProductStr: ids.filter(recommendable).join(','),
  };
  commit();
  return null;
}

const FORM_TEMP_NOT_FOUND = () => fail(7101, '表单不存在');

export const formTempByName = (name: string) => getDb().formTemps.find((t) => t.name === name) ?? FORM_TEMP_NOT_FOUND();

export const formTempInfo = (id: number) => getDb().formTemps.find((t) => t.id === id) ?? FORM_TEMP_NOT_FOUND();

const PRINT_NOT_FOUND = () => fail(4701, '商户打印机不存在');

/** Most recently changed first, as the reference lists them. */
export const printPage = (q: GetPrintListParams) => pageOf(getDb().prints.toSorted((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id - a.id), q);

export const printInfo = (id: number) => getDb().prints.find((p) => p.id === id) ?? PRINT_NOT_FOUND();

/**
 * Adds a printer configuration. The reference checks no field (its console asks for the four settings
 * of the type chosen); it refuses only a name the store already uses.
 */
export function addPrint(body: MerchantPrintRequest) {
  const taken = printNameTaken(body.printName);
  if (taken) return taken;
  const db = getDb();
  const now = formatDateTime(new Date());
  const id = Math.max(0, ...db.prints.map((p) => p.id)) + 1;
  db.prints.push({ id, printName: body.printName, printType: body.printType, status: body.status, ...printFields(body), createTime: now, updateTime: now });
  commit();
  return null;
}

/** Writes the fields sent; the other type's settings stay, as the reference keeps them. */
export function updatePrint(body: MerchantPrintRequest) {
  const print = body.id === undefined ? undefined : getDb().prints.find((p) => p.id === body.id);
  if (!print) return PRINT_NOT_FOUND();
  const taken = printNameTaken(body.printName, print.id);
  if (taken) return taken;
  Object.assign(print, printFields(body), { updateTime: formatDateTime(new Date()) });
  commit();
  return null;
}

/** The reference's update of a row that is not there changes nothing and answers its generic failure. */
export function setPrintStatus(body: MerchantPrintStatusRequest) {
  const print = getDb().prints.find((p) => p.id === body.id);
  if (!print) return fail(500, '系统异常，请稍后重试');
  print.status = body.status;
  print.updateTime = formatDateTime(new Date());
  commit();
  return null;
}

export function deletePrint(id: number) {
  const db = getDb();
  if (!db.prints.some((p) => p.id === id)) return PRINT_NOT_FOUND();
  db.prints = db.prints.filter((p) => p.id !== id);
  commit();
  return null;
}

/**
 * Adds a return address as sent: the reference checks none of its fields (its console asks for the
 * address, name and phone). The console takes the address as one line, kept whole in `detail`.
 */
export function addAddress(body: MerchantAddressSaveRequest) {
  const db = getDb();
  const id = Math.max(0, ...db.merchantAddresses.map((a) => a.id)) + 1;
  db.merchantAddresses.push({
    id,
    receiverName: body.receiverName,
    receiverPhone: body.receiverPhone,
    province: '',
    city: '',
    district: '',
    detail: body.detail,
    isDefault: false,
    isShow: body.isShow,
  });
  if (body.isDefault) makeDefault(id);
  commit();
  return null;
}

/**
 * Writes the fields sent. The region parts stay (only the platform sets them). The default may stop being
 * one, which leaves the store without a default, as the reference allows.
 */
export function updateAddress(body: MerchantAddressSaveRequest) {
  if (body.id === undefined) return fail(400, '请选择商户地址');
  const address = findAddress(body.id);
  if (!address) return ADDRESS_NOT_FOUND();
  const { id: _id, isDefault, ...fields } = body;
  Object.assign(address, fields);
  if (isDefault && !address.isDefault) makeDefault(address.id);
  else address.isDefault = isDefault;
  commit();
  return null;
}

/** Deletes an address, the default one too (the store then has none). */
export function deleteAddress(id: number) {
  const address = findAddress(id);
  if (!address) return ADDRESS_NOT_FOUND();
  const db = getDb();
  db.merchantAddresses = db.merchantAddresses.filter((a) => a.id !== address.id);
  commit();
  return null;
}

/** Makes an address the default, a closed one too. */
export function setDefaultAddress(id: number) {
  const address = findAddress(id);
  if (!address) return ADDRESS_NOT_FOUND();
  makeDefault(address.id);
  commit();
  return null;
}

/** Opens or closes an address, the default one too. */
export function toggleAddressShow(id: number) {
  const address = findAddress(id);
  if (!address) return ADDRESS_NOT_FOUND();
  address.isShow = !address.isShow;
  commit();
  return null;
}
