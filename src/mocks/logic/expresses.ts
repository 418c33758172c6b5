import type { PlatformExpress } from '@/api/generated/model';

/** The carriers the platform offers; the store links the ones it ships with. */
export const PLATFORM_EXPRESSES: readonly PlatformExpress[] = [
  { id: 1, code: 'SF', name: '顺丰速运', sort: 100, isShow: true },
  { id: 2, code: 'ZTO', name: '中通快递', sort: 99, isShow: true },
  { id: 3, code: 'YTO', name: '圆通速递', sort: 98, isShow: true },
  { id: 4, code: 'YUNDA', name: '韵达快递', sort: 97, isShow: true },
  { id: 5, code: 'JD', name: '京东物流', sort: 96, isShow: true },
  { id: 6, code: 'STO', name: '申通快递', sort: 95, isShow: true },
  { id: 7, code: 'YZPY', name: '邮政快递包裹', sort: 94, isShow: true },
  { id: 8, code: 'EMS', name: 'EMS', sort: 93, isShow: true },
  { id: 9, code: 'JTSD', name: '极兔速递', sort: 92, isShow: true },
  { id: 10, code: 'DBL', name: '德邦快递', sort: 91, isShow: true },
  { id: 11, code: 'HTKY', name: '百世快递', sort: 90, isShow: true },
  { id: 12, code: 'ANE', name: '安能物流', sort: 89, isShow: true },
  { id: 13, code: 'ZTOKY', name: '中通快运', sort: 88, isShow: true },
  { id: 14, code: 'KYSY', name: '跨越速运', sort: 87, isShow: true },
  { id: 15, code: 'SX', name: '顺心捷达', sort: 86, isShow: true },
  { id: 16, code: 'YMDD', name: '壹米滴答', sort: 85, isShow: true },
  { id: 17, code: 'FWX', name: '丰网速运', sort: 84, isShow: true },
  { id: 18, code: 'ZJS', name: '宅急送', sort: 83, isShow: true },
  { id: 19, code: 'UC', name: '优速快递', sort: 82, isShow: true },
  { id: 20, code: 'DNWL', name: '丹鸟', sort: 81, isShow: true },
  { id: 21, code: 'TTKDEX', name: '天天快递', sort: 80, isShow: false },
];
