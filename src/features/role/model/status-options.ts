/** The 状态 filter of both lists: 开启 / 关闭 as the select's text values. */
export const STATUS_OPTIONS = [
  { value: 'true', label: '开启' },
  { value: 'false', label: '关闭' },
] as const;

/** The select's value as the URL's filter ('' is 全部). */
export const statusOf = (value: string) => (value === 'true' ? true : value === 'false' ? false : undefined);
