import { productImage } from '../assets';
import { commit, getDb } from '../db';
import { fail } from '../lib';

// 商品采集 and 复制商品: a product of another shop brought into the form by its address, spending the
// store's collections, as the reference backend does it (through 一号通 or 99Api).

/** The platforms 99Api collects from (importProduct's `form`). */
const PLATFORMS = { 1: '淘宝', 2: '京东', 3: '苏宁', 4: '拼多多', 5: '天猫' } as const;
type Platform = keyof typeof PLATFORMS;

/** The platform an address is on, as 一号通 tells it. */
const platformOf = (url: string): Platform | null => (/tmall/.test(url) ? 5 : /taobao/.test(url) ? 1 : /jd\.com/.test(url) ? 2 : /suning/.test(url) ? 3 : /yangkeduo|pinduoduo/.test(url) ? 4 : null);

/** What 商品采集 brings back for an address: a product of the other shop, shaped for the form. */
function collected(url: string, form = platformOf(url)) {
  const shop = form === null ? '其他店铺' : PLATFORMS[form];
  const image = productImage(url.length, '采');
  const specs = [{ attrName: '颜色', attrValues: '红色,蓝色' }];
  return {
    name: `${shop}采集商品：夏季新款休闲衬衫`,
    intro: '采集自' + shop + '的商品，请核对后再上架。',
    keyword: '衬衫,休闲',
    image,
    sliderImage: JSON.stringify([image]),
    unitName: '件',
    specType: true,
    attr: specs,
    attrValue: ['红色', '蓝色'].map((color) => ({
      stock: 100,
      price: '89.00',
      image,
      cost: '40.00',
      otPrice: '129.00',
      weight: '0.30',
      volume: '0.01',
      brokerage: 0,
      brokerageTwo: 0,
      attrValue: JSON.stringify({ 颜色: color }),
    })),
    content: `<p>采集自${shop}：${url}</p>`,
  };
}

const LINK = /^https?:\/\//;
const WRONG_LINK = '请输入正确的商品链接';

/** Spends one of the store's collections (一号通 and 99Api draw on the same count). */
function spendCollection() {
  getDb().productSettings.copyNum -= 1;
  commit();
}

/**
 * 99Api's collection (when the store collects with 99Api): the store must have collections left, and the
 * address must be on the platform chosen.
 */
export function importProduct(url: string, form: Platform) {
  if (getDb().productSettings.copyNum <= 0) return fail(400, '商户复制商品数量不足');
  const link = url.trim();
  if (!LINK.test(link)) return fail(400, WRONG_LINK);
  const on = platformOf(link);
  if (on !== null && on !== form && !(on === 5 && form === 1)) return fail(500, `商品链接不是${PLATFORMS[form]}的商品，请核对采集平台`);
  spendCollection();
  return { info: collected(link, form) };
}

export const copyConfig = () => {
  const { copyType = 1, copyNum } = getDb().productSettings;
  return { copyType, copyNum };
};

/** 复制商品 spends one of the store's paid collections. */
export function copyProduct(url: string) {
  if (getDb().productSettings.copyNum <= 0) return fail(400, '当前商户采集次数不足，请联系平台客服');
  const link = url.trim();
  if (!LINK.test(link)) return fail(400, WRONG_LINK);
  spendCollection();
  return { info: collected(link) };
}
