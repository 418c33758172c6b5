import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterWriteElsewhere } from '@/lib/refresh';

/**
 * The form designer (系统表单) opens in a window of its own, as the reference's does, from the form list
 * and from the product form's 关联表单. When it saves it tells the window that opened it, which then
 * reloads its forms (the designer's window has a cache of its own). Messages are read from this origin only and carry data, never code.
 */

/** /page/maintain/creatSystemFrom/{id}/{type}: id 0 adds; `type` edit, or info (read only). */
export const DESIGNER_PATH = '/page/maintain/creatSystemFrom';

export const DESIGNER_TYPES = ['add', 'edit', 'info'] as const;
export type DesignerType = (typeof DESIGNER_TYPES)[number];

export function designerHref(id: number, type: DesignerType) {
  return `${DESIGNER_PATH}/${id}/${type}`;
}

/** Opens the designer in a new window (kept as its opener, so it can announce its saves). */
export function openDesigner(id: number, type: DesignerType) {
  window.open(designerHref(id, type), '_blank');
}

const SAVED = 'systemFormSaved';

interface SavedMessage {
  type: typeof SAVED;
  id: number;
}

function isSavedMessage(data: unknown): data is SavedMessage {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SAVED && 'id' in data && typeof data.id === 'number';
}

/** The designer tells its opener (if it is still there, on this origin) that a form was saved. */
export function announceSaved(id: number) {
  // lib.dom types the opener as any: it is a window or null.
  const opener: Window | null = window.opener;
  try {
    opener?.postMessage({ type: SAVED, id } satisfies SavedMessage, window.location.origin);
  } catch {
    // The opener went elsewhere: nobody is waiting for the news.
  }
}

/** When a designer window opened from here saves a form, the forms shown here load again, as after a save made here. */
export function useDesignerSaved() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const receive = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || !isSavedMessage(event.data)) return;
      void refreshAfterWriteElsewhere(queryClient, 'updateSystemForm');
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [queryClient]);
}
