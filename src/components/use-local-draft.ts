import { useEffect, useState } from 'react';

const PREFIX = 'draft:';
/** How long typing may pause before the draft is written. */
export const DRAFT_DELAY_MS = 800;

export interface Draft<T> {
  value: T;
  /** When it was written (ms). */
  savedAt: number;
}

function read<T>(key: string): Draft<T> | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Draft<T>>;
    return typeof parsed.savedAt === 'number' && parsed.value !== undefined ? (parsed as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string) {
  localStorage.removeItem(PREFIX + key);
}

/**
 * Keeps a long form's unsaved input in local storage, so closing the tab or a crash loses nothing:
 * while `active` (the form has unsaved input) the value is written shortly after each change.
 * `found` is the draft that was there when the form opened, for the form to offer back.
 * Sign-in clears local storage, so drafts live as long as the session.
 */
export function useLocalDraft<T>(key: string | null, value: T, active: boolean) {
  const [found, setFound] = useState<Draft<T> | null>(() => (key ? read<T>(key) : null));

  useEffect(() => {
    if (!key || !active) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(PREFIX + key, JSON.stringify({ value, savedAt: Date.now() }));
      } catch {
        // Storage full or refused: the form still works, only without a draft.
      }
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, active, value]);

  return {
    found,
    /** Forgets the draft (after a save, or when the user discards it). */
    clear: () => {
      if (key) clearDraft(key);
      setFound(null);
    },
    /** Hides the offer without deleting the draft (it was restored and goes on being written). */
    dismiss: () => setFound(null),
  };
}
