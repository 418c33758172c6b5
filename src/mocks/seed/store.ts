import type { FormTemp, MerchantBaseInfo, MerchantConfigInfo, MerchantPrint, PcBanner, SettlementInfo } from '@/api/generated/model';
import type { SeedBase } from '.';
import { formatDateTime } from '../logic/time';
import { avatar, productImage } from '../assets';

/** The PC mall page as stored: the recommended products are kept as their ids only. */
export interface DemoPcConfig {
  pcLogo: string;
  pcGoodStoreCoverImage: string;
  bannerList: PcBanner[];
  recommendProductStr: string;
}

/** The store itself: what the platform registered, what the store configures, where it is paid, its printers and PC page. */
export interface DemoStoreData {
  baseInfo: MerchantBaseInfo;
  configInfo: MerchantConfigInfo;
  settlementInfo: SettlementInfo;
  prints: MerchantPrint[];
  pcConfig: DemoPcConfig;
  /** Stored form-generator configurations (表单模板), read by name. */
  formTemps: FormTemp[];
}

/** A text field of a form template: required, its placeholder is its message (SPEC §5). */
function textField(model: string, label: string, tips: string, pattern?: { pattern: string; message: string }) {
  return {
    __config__: {
      label,
      tag: 'el-input',
      tagIcon: 'input',
      required: true,
      layout: 'colFormItem',
      span: 24,
      showLabel: true,
      regList: pattern ? [pattern] : [],
      defaultValue: '',
      tips,
      tipsIsLink: false,
    },
    __vModel__: model,
    placeholder: `请输入${label}`,
    maxlength: 64,
  };
}

const formSettings = { size: 'medium', labelPosition: 'right', labelWidth: 110, gutter: 15, disabled: false, formBtns: false, span: 24 };
const KEY_PATTERN = { pattern: '/^[0-9A-Za-z_-]+$/', message: '只能包含字母、数字、下划线和中划线' };
const DIGITS_PATTERN = { pattern: '/^\\d+$/', message: '只能输入数字' };

/** The printer settings of 易联云 (print_yly) and 飞鹅云 (print_fe), as the dynamic form renders them. */
export const PRINT_FORM_CONTENT = {
  print_yly: JSON.stringify({
    fields: [
      textField('printYlyAppid', '易联云AppId', '易联云开放平台应用的 AppId', DIGITS_PATTERN),
      textField('printYlyUserid', '易联云用户ID', '易联云开放平台的用户 ID', DIGITS_PATTERN),
      textField('printYlySec', '易联云应用密钥', '易联云开放平台应用的 AppSecret', KEY_PATTERN),
      textField('printYlyMerchineNo', '易联云打印机编号', '打印机底部标签上的终端号', KEY_PATTERN),
    ],
    ...formSettings,
  }),
  print_fe: JSON.stringify({
    fields: [
      textField('printFeName', '飞鹅云打印机名称', '在飞鹅云后台添加打印机时填写的名称'),
      textField('printFeUser', '飞鹅云账号', '飞鹅云后台登录账号'),
      textField('printFeUkey', '飞鹅云UKEY', '飞鹅云后台生成的 UKEY', KEY_PATTERN),
      textField('printFeSn', '飞鹅云打印机编号', '打印机底部标签上的 SN 编号', KEY_PATTERN),
    ],
    ...formSettings,
  }),
};

export function seedStore(now: number, base: SeedBase): DemoStoreData {
  const logo = avatar(9, '店');
  const time = (days: number) => formatDateTime(new Date(now - days * 86_400_000));
  const recommended = base.products.filter((p) => p.isShow && !p.isRecycle).slice(0, 3);
  return {
    baseInfo: {
      name: '云杉家居旗舰店',
      categoryId: 3,
      merCategory: '家居家装',
      typeId: 1,
      merType: '旗舰店',
      realName: '张店长',
      phone: '13800138000',
      handlingFee: 5,
      isSelf: false,
      isRecommend: true,
      isSwitch: true,
      productSwitch: true,
      qualificationPicture: JSON.stringify([logo]),
      copyProductNum: 50,
      starLevel: 4,
      receiptPrintingSwitch: 1,
      createTime: time(400),
    },
    configInfo: {
      keywords: '家居,收纳,实木',
      addressDetail: '浙江省杭州市西湖区文三路 90 号',
      latitude: '30.27415',
      longitude: '120.15515',
      backImage: logo,
      avatar: logo,
      rectangleLogo: logo,
      coverImage: logo,
      streetBackImage: logo,
      intro: '专注原木家居十年，一件也包邮。',
      alertStock: 10,
      serviceType: 'phone',
      serviceLink: '',
      servicePhone: '400-820-8820',
      isTakeTheir: true,
      receiptPrintingSwitch: 1,
    },
    settlementInfo: {
      settlementType: 'bank',
      bankUserName: '张店长',
      bankName: '中国工商银行',
      bankCard: '6222021202041234567',
      bankAddress: '杭州西湖支行',
      wechatCode: '',
      wechatQrcodeUrl: '',
      realName: '张店长',
      alipayCode: '',
      alipayQrcodeUrl: '',
    },
    prints: [
      {
        id: 1,
        printName: '前台小票机',
        printType: 0,
        printYlyAppid: '1088834567',
        printYlyUserid: '36521',
        printYlySec: 'a3f5c9e1b7d24f68',
        printYlyMerchineNo: '4004612345',
        status: 1,
        createTime: time(60),
        updateTime: time(12),
      },
      {
        id: 2,
        printName: '仓库打单机',
        printType: 1,
        printFeName: '云仓一号',
        printFeUser: 'yunshan@example.com',
        printFeUkey: 'Kq8sPz3LmX2d',
        printFeSn: '920512345',
        status: 0,
        createTime: time(30),
        updateTime: time(3),
      },
    ],
    pcConfig: {
      pcLogo: logo,
      pcGoodStoreCoverImage: productImage(4, '店'),
      bannerList: [
        { id: 1, imageUrl: productImage(1, '春'), linkUrl: 'https://example.com/spring', status: true, sort: 0 },
        { id: 2, imageUrl: productImage(2, '新'), linkUrl: '', status: true, sort: 1 },
      ],
      recommendProductStr: recommended.map((p) => p.id).join(','),
    },
    formTemps: [
      { id: 1, name: 'print_yly', info: '易联云打印机配置', content: PRINT_FORM_CONTENT.print_yly, createTime: time(400), updateTime: time(400) },
      { id: 2, name: 'print_fe', info: '飞鹅云打印机配置', content: PRINT_FORM_CONTENT.print_fe, createTime: time(400), updateTime: time(400) },
    ],
  };
}
