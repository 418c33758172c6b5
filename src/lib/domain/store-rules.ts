import type { MerchantConfigInfo, MerchantPrint, MerchantPrintRequest, SettlementInfo } from '@/api/generated/model';

/** A mobile number, or a landline with an optional area code and extension (400 numbers included). */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

/** 小票打印开关 (reference §4.10). */
export const RECEIPT_PRINTING_OPTIONS: ReadonlyArray<{ value: MerchantConfigInfo['receiptPrintingSwitch']; label: string }> = [
  { value: 0, label: '关闭' },
  { value: 1, label: '手动打印' },
  { value: 2, label: '自动打印' },
  { value: 3, label: '自动和手动' },
];

/** 打印机类型. */
export const PRINT_TYPE_OPTIONS: ReadonlyArray<{ value: MerchantPrint['printType']; label: string }> = [
  { value: 0, label: '易联云' },
  { value: 1, label: '飞鹅云' },
];

export const SETTLEMENT_TYPE_OPTIONS: ReadonlyArray<{ value: SettlementInfo['settlementType']; label: string }> = [
  { value: 'bank', label: '银行卡' },
  { value: 'wechat', label: '微信' },
  { value: 'alipay', label: '支付宝' },
];

/** A decimal number text within ±limit (经度 180, 纬度 90). */
export function isCoordinate(text: string, limit: number) {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return false;
  const n = Number(text);
  return n >= -limit && n <= limit;
}

export const BANK_CARD_PATTERN = /^\d{12,19}$/;
export const H5_LINK_PATTERN = /^https?:\/\/\S+$/;

/**
 * Each printer type's own settings, with the labels the reference's console gives them (its 小票打印 form
 * asks for these four of the type chosen, each required).
 */
export const PRINT_TYPE_FIELDS = {
  0: [
    ['printYlyAppid', 'AppId'],
    ['printYlyUserid', 'Userid'],
    ['printYlySec', 'Sec'],
    ['printYlyMerchineNo', '打印机编码'],
  ],
  1: [
    ['printFeName', 'Name'],
    ['printFeUser', 'User'],
    ['printFeUkey', 'Ukey'],
    ['printFeSn', '打印机编码'],
  ],
} as const satisfies Record<MerchantPrint['printType'], ReadonlyArray<readonly [keyof MerchantPrintRequest, string]>>;
