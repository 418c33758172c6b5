import type { MediaUploadLocalRequest, WxMediaUpload } from '@/api/generated/model';
import { formatOf, wechatMediaRefusal } from '@/lib/domain/wechat-media';
import { DEMO_FILES } from '../assets';
import { commit, getDb } from '../db';
import { fail } from '../lib';

// The demo's WeChat for the live pictures (reference §6 /mp/media/uploadlocal): a picture of the store
// becomes temporary media under WeChat's rules for its type and gets a media id; the live saves name their
// pictures by that id, and WeChat knows no other.

/**
 * The drawn pictures of the demo (products', seeded rooms') stand for PNG photos, as the library lists
 * them; this is their size.
 */
const DRAWN_PICTURE_BYTES = 48 * 1024;

/** The bytes a data URL holds. */
const dataUrlBytes = (url: string) => {
  const base64 = url.slice(url.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
};

/** What the demo has at an address: the format and size of the file, or null when it has nothing there. */
function fileAt(path: string): { format: string; bytes: number } | null {
  const db = getDb();
  const attachment = db.attachments.find((a) => a.sattDir === path || a.attDir === path);
  if (attachment) return { format: formatOf(attachment.name), bytes: Number(attachment.attSize) };
  // An upload taken out of the library may still be a product's picture.
  const file = db.files[path];
  if (file) return { format: formatOf(path), bytes: dataUrlBytes(file) };
  if (path.startsWith(`${DEMO_FILES}picture/`)) return { format: 'png', bytes: DRAWN_PICTURE_BYTES };
  return null;
}

function nextMediaId(): string {
  const serials = Object.keys(getDb().wechatMedia).map((id) => Number(/^demo-media-(\d+)$/.exec(id)?.[1] ?? 0));
  return `demo-media-${Math.max(1000, ...serials) + 1}`;
}

/** Uploads a picture of the store to WeChat as temporary media: its media id, or WeChat's refusal. */
export function uploadLocalMedia({ type, imagePath }: MediaUploadLocalRequest) {
  const path = imagePath.trim();
  const file = fileAt(path);
  if (!file) return fail(500, '上传微信素材出错：读取不到这张图片');
  const refusal = wechatMediaRefusal(type, file.format, file.bytes);
  if (refusal) return fail(500, `上传微信素材出错：${refusal}`);
  const mediaId = nextMediaId();
  const createdAt = Date.now();
  getDb().wechatMedia[mediaId] = { path, type, createdAt };
  commit();
  const answer: WxMediaUpload = { type, mediaId, createdAt: Math.floor(createdAt / 1000) };
  return answer;
}

/**
 * Why a save cannot name the picture at `path` by `mediaId`, or null: WeChat takes only the image media
 * ids it gave, and each stands for the picture it was given.
 */
export function pictureMediaProblem(mediaId: string | undefined, path: string, label: string): string | null {
  const media = mediaId === undefined ? undefined : getDb().wechatMedia[mediaId];
  if (media?.type !== 'image') return `${label}的微信素材无效，请重新选择${label}`;
  if (media.path !== path) return `${label}与其微信素材不是同一张图片，请重新选择${label}`;
  return null;
}
