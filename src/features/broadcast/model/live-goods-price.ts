import { z } from 'zod';
import type { LiveGoods, LivePriceType, ProductListItem } from '@/api/generated/model';
import { saveLiveGoodsBodyNameMax as nameMax } from '@/api/generated-zod/live-goods/live-goods.zod';
import { compareMoney, isValidMoney, money, yuan } from '@/lib/format';

export const LIVE_GOODS_NAME_MAX = nameMax;
export const LIVE_GOODS_LIST_PATH = '/marketing/broadcast/product';

/** The mini-program page of a product, where a live goods item links to. */
export const liveGoodsUrl = (productId: number) => `pages/goods/goods_details/index?id=${productId}`;

/** The permissions of the live goods calls (the API's). */
export const LIVE_GOODS_PERMISSIONS = {
  save: 'merchant:mp:live:goods:save',
  edit: 'merchant:mp:live:goods:edit',
  delete: 'merchant:mp:live:goods:delete',
  sort: 'merchant:mp:live:goods:sort',
  withdraw: 'merchant:mp:live:goods:reset',
  resubmit: 'merchant:mp:live:goods:audit',
} as const;

/** 平台审核通过/微信审核中: the state whose review may be withdrawn (撤回) or sent to WeChat again (重新提交). */
export const UNDER_WECHAT_REVIEW: LiveGoods['reviewStatus'] = 2;

/** What price and price2 mean under each price type (SPEC §4: 1 fixed, 2 range, 3 discount). */
export const PRICE_LABELS: Record<LivePriceType, [string, string | null]> = {
  1: ['直播价', null],
  2: ['最低价', '最高价'],
  3: ['原价', '现价'],
};

/** The price column: ¥a, ¥a~¥b, or 原价¥a 现价¥b. */
export function priceText({ priceType, price, price2 }: Pick<LiveGoods, 'priceType' | 'price' | 'price2'>): string {
  if (priceType === 2) return `${yuan(price)}~${yuan(price2 ?? 0)}`;
  if (priceType === 3) return `原价${yuan(price)} 现价${yuan(price2 ?? 0)}`;
  return yuan(price);
}

/** The live price as the reference shows it for each price type (a room's goods). */
export function livePriceText(g: Pick<LiveGoods, 'priceType' | 'price' | 'price2'>) {
  if (g.priceType === 2) return `${yuan(g.price)} ~ ${yuan(g.price2)}`;
  if (g.priceType === 3) return `${yuan(g.price2)}（原价 ${yuan(g.price)}）`;
  return yuan(g.price);
}

/** What a room's goods table shows of an item. */
export type RoomTableGoods = Pick<LiveGoods, 'id' | 'name' | 'coverImgUrlLocal' | 'priceType' | 'price' | 'price2'>;

const MONEY_HINT = '必须是0.01~999999.99之间的金额，最多两位小数';

/** One goods row as a form holds it: name, cover, price type and the prices as typed. */
const draftFields = z.object({
  name: z
    .string()
    .refine((name) => name.trim() !== '', '请输入商品名称')
    .refine((name) => name.trim().length <= nameMax, `商品名称最多${nameMax}个字`),
  cover: z.string().min(1, '请选择商品图'),
  priceType: z.enum(['1', '2', '3']),
  price: z.string(),
  price2: z.string(),
});

export type LiveGoodsDraft = z.infer<typeof draftFields>;

/** The server's price rules: each price a money amount, the second one above or below the first as the type says. */
function checkPrices(d: LiveGoodsDraft, ctx: z.RefinementCtx) {
  const type = Number(d.priceType) as LivePriceType;
  const [label, label2] = PRICE_LABELS[type];
  const problem = (path: 'price' | 'price2', message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const price = d.price.trim();
  const price2 = d.price2.trim();
  const priceOk = price !== '' && isValidMoney(price);
  if (!price) problem('price', `请输入${label}`);
  else if (!priceOk) problem('price', `${label}${MONEY_HINT}`);
  if (!label2) return;
  if (!price2) problem('price2', `请输入${label2}`);
  else if (!isValidMoney(price2)) problem('price2', `${label2}${MONEY_HINT}`);
  else if (priceOk && type === 2 && compareMoney(price, price2) >= 0) problem('price2', '最高价必须大于最低价');
  else if (priceOk && type === 3 && compareMoney(price2, price) >= 0) problem('price2', '现价必须低于原价');
}

/** One goods item of the edit dialog. */
export const liveGoodsDraftSchema = draftFields.superRefine(checkPrices);

/** The rows of 添加直播商品: each a product and its goods draft. */
export const liveGoodsRowsSchema = z.object({
  rows: z.array(draftFields.extend({ product: z.custom<ProductListItem>() }).superRefine(checkPrices)),
});

export type LiveGoodsRow = z.infer<typeof liveGoodsRowsSchema>['rows'][number];

/** A row's messages as the fields show them. */
export type DraftErrors = Partial<Record<keyof LiveGoodsDraft, string>>;

/** The messages of one row of a form's errors (react-hook-form's shape). */
export function draftMessages(errors: Partial<Record<keyof LiveGoodsDraft, { message?: string } | undefined>> | undefined): DraftErrors {
  const messages: DraftErrors = {};
  for (const key of ['name', 'cover', 'priceType', 'price', 'price2'] as const) {
    const text = errors?.[key]?.message;
    if (text) messages[key] = text;
  }
  return messages;
}

/** The priced fields of a request from a valid row. */
export function draftBody(d: LiveGoodsDraft) {
  const priceType = Number(d.priceType) as LivePriceType;
  return {
    name: d.name.trim(),
    coverImgUrlLocal: d.cover,
    priceType,
    price: money(d.price),
    ...(priceType === 1 ? {} : { price2: money(d.price2) }),
  };
}

export const draftOfGoods = (g: LiveGoods): LiveGoodsDraft => ({
  name: g.name,
  cover: g.coverImgUrlLocal,
  priceType: String(g.priceType) as LiveGoodsDraft['priceType'],
  price: g.price,
  price2: g.price2 ?? '',
});
