/**
 * WeChat's temporary media (新增临时素材): the live saves name their pictures by the media id WeChat gives
 * for an upload (the reference backend's mp/media/uploadlocal), and WeChat takes only these formats and
 * sizes per type. A media id lasts three days.
 */
const MB = 1024 * 1024;
export const WECHAT_MEDIA = {
  image: { label: '图片', formats: ['png', 'jpeg', 'jpg', 'gif'], maxBytes: 2 * MB, maxText: '2M' },
  voice: { label: '语音', formats: ['amr', 'mp3'], maxBytes: 2 * MB, maxText: '2M' },
  video: { label: '视频', formats: ['mp4'], maxBytes: 10 * MB, maxText: '10M' },
  thumb: { label: '缩略图', formats: ['jpg'], maxBytes: 64 * 1024, maxText: '64K' },
} as const;
export type WechatMediaType = keyof typeof WECHAT_MEDIA;

/** The format of a file by its name or address: its extension, in lower case ('' when it has none). */
export function formatOf(name: string): string {
  const last = name.split(/[?#]/)[0].split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/** Why WeChat refuses a file as temporary media of a type, or null when it takes it. */
export function wechatMediaRefusal(type: WechatMediaType, format: string, bytes: number): string | null {
  const rule = WECHAT_MEDIA[type];
  if (!(rule.formats as readonly string[]).includes(format.toLowerCase())) return `微信${rule.label}素材仅支持${rule.formats.map((f) => f.toUpperCase()).join('、')}格式`;
  if (bytes > rule.maxBytes) return `微信${rule.label}素材大小不能超过${rule.maxText}`;
  return null;
}
