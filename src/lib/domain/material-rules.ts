import type { CategoryTreeNode } from '@/api/generated/model';
import { holdsNonXml } from '@/lib/xml-text';
import { MAX_UPLOAD_MB } from './upload-limits';

/** What the picture library lists (SPEC.md §4): pictures or videos. */
export const MEDIA = {
  picture: { label: '图片', attType: 'jpg,jpeg,gif,png,bmp' },
  video: { label: '视频', attType: 'video/mp4' },
} as const;
export type Media = keyof typeof MEDIA;

/** Page sizes: 18 in the grid, 10 in the list (SPEC.md §9); the pager shows 5 pages. */
export const GRID_SIZE = 18;
export const LIST_SIZE = 10;
export const PAGER_COUNT = 5;
/** Pictures one multiple pick may take (SPEC.md §9). */
export const MAX_PICK = 20;
export const ALL_PICTURES = '全部图片';

export const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp'];
export const WRONG_IMAGE_TYPE = '图片类型必须是.gif,jpeg,jpg,png,bmp中的一种';

/** The file chooser's filter for pictures: `.gif,.jpg,…`. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export const isImageFile = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && IMAGE_EXTENSIONS.includes(name.slice(dot + 1).toLowerCase());
};
export const isVideoFile = (file: { name: string; type: string }) => file.type === 'video/mp4' || file.name.toLowerCase().endsWith('.mp4');
const WRONG_VIDEO_TYPE = '视频类型必须是.mp4';

/** Each kind's upload limit (its own module: a form shows it without loading these rules). */
export { MAX_UPLOAD_MB };

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a file's first bytes say it is, whatever its name or declared type: one of the pictures and the
 * video the library takes, or null (a web page, an SVG, a script renamed .jpg is null).
 */
export function sniffMedia(head: Uint8Array): { media: Media; type: string } | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { media: 'picture', type: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { media: 'picture', type: 'image/png' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { media: 'picture', type: 'image/gif' };
  if (startsWith(head, ascii('BM')) && head.length >= 14) return { media: 'picture', type: 'image/bmp' };
  // ISO media (MP4): a box size, then `ftyp`.
  if (startsWith(head, ascii('ftyp'), 4)) return { media: 'video', type: 'video/mp4' };
  return null;
}

/** How many bytes `sniffMedia` needs. */
export const SNIFF_BYTES = 16;

/** The longest file name the library keeps as it is; a longer one keeps its first 90 characters and its extension (as the reference backend does). */
export const FILE_NAME_MAX = 99;
const FILE_NAME_KEPT = 90;

/** The name an uploaded file is listed under: as sent, or shortened when over `FILE_NAME_MAX` characters. */
export function storedFileName(name: string, extension: string): string {
  const chars = [...name];
  return chars.length > FILE_NAME_MAX ? `${chars.slice(0, FILE_NAME_KEPT).join('')}.${extension}` : name;
}

export const UNREADABLE_FILE_NAME = '文件名含有控制字符或无效字符，请重命名文件后再上传';

/**
 * Why an upload is refused, or null: the name (the same text rules as a typed name), its extension, the
 * size, and the content itself (checked in the browser before uploading, and again by the backend).
 */
export async function uploadProblem(file: { name: string; type: string; size: number; slice(start: number, end: number): Blob }, media: Media): Promise<string | null> {
  if (holdsNonXml(file.name)) return UNREADABLE_FILE_NAME;
  if (media === 'picture' ? !isImageFile(file.name) : !isVideoFile(file)) return media === 'picture' ? WRONG_IMAGE_TYPE : WRONG_VIDEO_TYPE;
  const limit = MAX_UPLOAD_MB[media];
  if (file.size >= limit * 1024 * 1024) return `${MEDIA[media].label}大小不能超过${limit}MB`;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (sniffMedia(head)?.media !== media) return media === 'picture' ? '文件内容不是图片，只能上传.gif,jpeg,jpg,png,bmp格式的图片' : '文件内容不是MP4视频';
  return null;
}

/** Clicking a picture toggles it; the order of the clicks is the order shown and used. */
export function toggleSelection(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** The category and every category below it (a category may not move under its own subtree). */
export function subtreeIds(nodes: readonly CategoryTreeNode[], id: number): Set<number> {
  const ids = new Set<number>();
  const walk = (list: readonly CategoryTreeNode[], inside: boolean) => {
    for (const node of list) {
      const mine = inside || node.id === id;
      if (mine) ids.add(node.id);
      walk(node.childList, mine);
    }
  };
  walk(nodes, false);
  return ids;
}

/** The tree flattened for a select, each name indented by its depth. */
export function flattenTree(nodes: readonly CategoryTreeNode[], depth = 0): Array<{ id: number; name: string; depth: number }> {
  return nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flattenTree(node.childList, depth + 1)]);
}

export function formatFileSize(bytes: string | number): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '-';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
