import { useRef, useState } from 'react';
import { uploadLocalWechatMedia } from '@/api/generated/endpoints/live-room/live-room';
import { isApiError } from '@/api/errors';
import { message } from '@/lib/message';

// The live saves name each picture twice: by its address in the store's library, which the console
// shows, and by the media id WeChat gave for it (mp/media/uploadlocal), which WeChat reads; the
// reference backend refuses a room or a goods item without them. A picture goes to WeChat when it is
// chosen; a save waits for its pictures, and sends again any WeChat has not taken yet.

export const NO_MEDIA_ID_MESSAGE = '微信未返回素材ID，请重新选择图片';
const FAILED_MESSAGE = '图片上传到微信失败，请重新选择图片';

/** What WeChat made of a picture: its media id, or why it was refused. */
export type ReadyMedia = { state: 'ready'; mediaId: string };
export type MediaOutcome = ReadyMedia | { state: 'refused'; message: string };
/** Where a picture stands with WeChat. */
export type MediaState = { state: 'uploading' } | MediaOutcome;

export const isReady = (outcome: MediaOutcome): outcome is ReadyMedia => outcome.state === 'ready';

/** A picture's address and the media id a saved room or goods item already has for it. */
export type KnownMedia = readonly [path: string, mediaId: string | undefined];

/**
 * The pictures of one form and their media ids, by library address: `upload` sends a picture to WeChat
 * (once: the same picture keeps its id) and resolves to its media id, or to the reason WeChat or the
 * backend refused it (which the HTTP client has shown too). `choose` is a field's new picture on its way:
 * the field takes it once WeChat has, and `field` tells the field what to show meanwhile or after a refusal.
 */
export function useWechatMedia(known: readonly KnownMedia[] = []) {
  const [states, setStates] = useState<Record<string, MediaState>>(() => Object.fromEntries(known.flatMap(([path, mediaId]) => (mediaId ? [[path, { state: 'ready', mediaId }]] : []))));
  // What async callers read: the state of a render may be older than an upload that has finished.
  const current = useRef(states);
  const running = useRef(new Map<string, Promise<MediaOutcome>>());
  /** By field: the picture on its way to replace the one shown, and why WeChat refused the last one chosen. */
  const [choosing, setChoosing] = useState<Record<string, string | undefined>>({});
  const [refused, setRefused] = useState<Record<string, string | undefined>>({});

  const settle = <S extends MediaState>(path: string, next: S): S => {
    current.current = { ...current.current, [path]: next };
    setStates(current.current);
    return next;
  };

  const upload = (path: string): Promise<MediaOutcome> => {
    const now = current.current[path];
    if (now?.state === 'ready') return Promise.resolve(now);
    const pending = running.current.get(path);
    if (pending) return pending;
    settle(path, { state: 'uploading' });
    const sent = uploadLocalWechatMedia({ type: 'image', imagePath: path })
      .then(({ mediaId }): MediaOutcome => {
        if (mediaId) return settle(path, { state: 'ready', mediaId });
        message.error(NO_MEDIA_ID_MESSAGE);
        return settle(path, { state: 'refused', message: NO_MEDIA_ID_MESSAGE });
      })
      .catch((error: unknown): MediaOutcome => settle(path, { state: 'refused', message: isApiError(error) ? error.message : FAILED_MESSAGE }))
      .finally(() => running.current.delete(path));
    running.current.set(path, sent);
    return sent;
  };

  const choose = async (field: string, path: string): Promise<MediaOutcome> => {
    setChoosing((all) => ({ ...all, [field]: path }));
    const outcome = await upload(path);
    setChoosing((all) => ({ ...all, [field]: undefined }));
    setRefused((all) => ({ ...all, [field]: outcome.state === 'ready' ? undefined : outcome.message }));
    return outcome;
  };

  return {
    upload,
    choose,
    /** A field showing the picture at `shown`: whether a picture of it is on its way, and why WeChat refused one. */
    field: (field: string, shown: string) => {
      const state = states[shown];
      return {
        uploading: [shown, choosing[field]].some((path) => path !== undefined && states[path]?.state === 'uploading'),
        refusal: refused[field] ?? (state?.state === 'refused' ? state.message : undefined),
      };
    },
    /** A field starting afresh (a row for another product): an earlier refusal no longer applies. */
    forget: (field: string) => setRefused((all) => ({ ...all, [field]: undefined })),
    /** Whether a picture is on its way to WeChat: a save waits, and says so. */
    busy: Object.values(states).some((s) => s.state === 'uploading'),
  };
}
