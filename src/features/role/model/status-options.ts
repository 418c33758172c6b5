/** The 状态 filter of both lists: 开启 / 关闭. */
export const STATUS_OPTIONS = [
  { value: true, label: '开启' },
  { value: false, label: '关闭' },
] as const;
