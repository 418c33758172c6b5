import type { ReactElement } from 'react';

/**
 * The console's line icons, drawn on a 24×24 grid with round 2px strokes in currentColor, so they
 * take the text colour of wherever they sit. Inline paths rather than an icon font: no extra
 * request, and each one is tree-shaken with the module.
 */
const ICON_PATHS = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v12h14V9" />
      <path d="M10 21v-6h4v6" />
    </>
  ),
  goods: (
    <>
      <path d="M21 7.5 12 3 3 7.5v9l9 4.5 9-4.5z" />
      <path d="m3 7.5 9 4.5 9-4.5" />
      <path d="M12 12v9" />
    </>
  ),
  order: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 2.5h6v3H9z" />
      <path d="M9 11h6M9 15h4" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  money: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 7 3 4 3-4M9 12h6M9 15h6M12 11v6" />
    </>
  ),
  coupon: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4z" />
      <path d="M15 5v2M15 11v2M15 17v2" />
    </>
  ),
  marketing: (
    <>
      <path d="M3 10v4h4l8 5V5l-8 5z" />
      <path d="M18.5 9a4 4 0 0 1 0 6" />
    </>
  ),
  video: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10 6-3v10l-6-3" />
    </>
  ),
  setting: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
  maintain: (
    <>
      <path d="M14.5 3.5a5 5 0 0 0-4.3 6.8L3 17.5V21h3.5l7.2-7.2a5 5 0 0 0 6.8-4.3l-3 1.5-2.5-1-1-2.5z" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
  mobile: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  fullscreen: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  'chevron-up': <path d="m6 15 6-6 6 6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  edit: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="m13 7 4 4" />
    </>
  ),
  delete: (
    <>
      <path d="M4 7h16M9 7V4h6v3" />
      <path d="m6 7 1 13h10l1-13" />
      <path d="M10 11v6M14 11v6" />
    </>
  ),
  upload: <path d="M12 15V4M7 9l5-5 5 5M4 15v5h16v-5" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M4 15v5h16v-5" />,
  picture: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
  shop: (
    <>
      <path d="M3 4h18l-1 6H4z" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  chart: <path d="M4 4v16h16M8 16v-4M12 16V8M16 16v-6" />,
  bell: (
    <>
      <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </>
  ),
  logout: (
    <>
      <path d="M10 4H5v16h5" />
      <path d="m14 8 4 4-4 4M18 12H9" />
    </>
  ),
  'menu-fold': <path d="M4 6h16M11 12h9M4 18h16M7 9l-3 3 3 3" />,
  'menu-unfold': <path d="M4 6h16M4 12h9M4 18h16m-3-9 3 3-3 3" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICON_PATHS;

export const ICON_NAMES = Object.keys(ICON_PATHS) as readonly IconName[];

/** Chinese captions, shown as tooltips in the icon picker and searchable there next to the name. */
export const ICON_LABELS: Record<IconName, string> = {
  home: '首页',
  goods: '商品',
  order: '订单',
  user: '用户',
  money: '财务',
  coupon: '优惠劵',
  marketing: '营销',
  video: '视频',
  setting: '设置',
  maintain: '维护',
  link: '链接',
  mobile: '手机',
  search: '搜索',
  fullscreen: '全屏',
  refresh: '刷新',
  close: '关闭',
  'chevron-left': '向左',
  'chevron-right': '向右',
  'chevron-up': '向上',
  'chevron-down': '向下',
  plus: '添加',
  edit: '编辑',
  delete: '删除',
  upload: '上传',
  download: '下载',
  picture: '图片',
  shop: '店铺',
  chart: '统计',
  bell: '消息',
  logout: '退出',
  'menu-fold': '收起菜单',
  'menu-unfold': '展开菜单',
  more: '更多',
};

/** Menu icons arrive from the server as plain strings; unknown ones are simply not drawn. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

export interface IconProps {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  className?: string;
}

/** Decorative: the control around it carries the accessible name. */
export function Icon({ name, size = 16, className = '' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
