import type { CategoryTreeNode } from '@/api/generated/model';

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
export const WRONG_VIDEO_TYPE = '视频类型必须是.mp4';

/** A product's main video (主图视频) is under 20 MB, checked before it is uploaded (reference §4.2). */
export const VIDEO_MAX_MB = 20;
export const VIDEO_TOO_LARGE = `视频大小不能超过${VIDEO_MAX_MB}MB`;

/** Why a file cannot be a product's main video, or null when it can. */
export function mainVideoProblem(file: { name: string; type: string; size: number }): string | null {
  if (!isVideoFile(file)) return WRONG_VIDEO_TYPE;
  if (file.size >= VIDEO_MAX_MB * 1024 * 1024) return VIDEO_TOO_LARGE;
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
