import { useEffect, useRef, useState } from 'react';
import { getLoginInfo } from '@/lib/session-cookies';
import { DRAFT_PREFIX, getSession, onSessionEnding } from '@/lib/session';

const PREFIX = DRAFT_PREFIX;
/** How long typing may pause before the draft is written. */
export const DRAFT_DELAY_MS = 800;

export interface Draft<T> {
  value: T;
  /** When it was written (ms). */
  savedAt: number;
}

/**
 * Drafts are kept per account: signing in again as the same account offers them back, another account never
 * sees them. The account is the one the form was opened for, not the one the shared cookie names when the
 * draft is written: another account signing in in another window changes the cookie under an open form.
 */
const storageKey = (account: string, key: string) => `${PREFIX}${account}:${key}`;

/** The account a form opening now belongs to: the session it is drawn in (the cookie only before one is loaded). */
const currentAccount = () => getSession()?.account ?? getLoginInfo()?.account ?? '';

function write<T>(account: string, key: string, value: T) {
  try {
    localStorage.setItem(storageKey(account, key), JSON.stringify({ value, savedAt: Date.now() }));
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

function read<T>(account: string, key: string): Draft<T> | null {
  try {
    const text = localStorage.getItem(storageKey(account, key));
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<Draft<T>>;
    return typeof parsed.savedAt === 'number' && parsed.value !== undefined ? (parsed as Draft<T>) : null;
  } catch {
    return null;
  }
}

function clearDraft(account: string, key: string) {
  localStorage.removeItem(storageKey(account, key));
}

/**
 * Keeps a long form's unsaved input in local storage, so closing the tab or a crash loses nothing:
 * while `active` (the form has unsaved input) the value is written shortly after each change.
 * `found` is the draft that was there when the form opened, for the form to offer back. A session
 * that ends (expired, signed out here or in another tab) writes the draft at once, and sign-in keeps
 * drafts: after signing in again as the same account, the form offers it back.
 */
export function useLocalDraft<T>(key: string | null, value: T, active: boolean) {
  const [account] = useState(currentAccount);
  const [found, setFound] = useState<Draft<T> | null>(() => (key ? read<T>(account, key) : null));

  // What a session's end writes at once, without waiting for the pause in typing.
  const latest = useRef({ key, value, active });
  useEffect(() => {
    latest.current = { key, value, active };
  });
  useEffect(
    () =>
      onSessionEnding(() => {
        const now = latest.current;
        if (now.key && now.active) write(account, now.key, now.value);
      }),
    [account],
  );

  // A save clears the draft while the form is still open (it leaves a moment later, and may draw again
  // meanwhile): what was saved is not written back as a draft; only input that differs from it is.
  const cleared = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !active) return;
    const timer = setTimeout(() => {
      if (cleared.current === null || JSON.stringify(value) !== cleared.current) write(account, key, value);
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [account, key, active, value]);

  return {
    found,
    /** Forgets the draft (after a save, or when the user discards it). */
    clear: () => {
      cleared.current = JSON.stringify(latest.current.value);
      if (key) clearDraft(account, key);
      setFound(null);
    },
    /** Hides the offer without deleting the draft (it was restored and goes on being written). */
    dismiss: () => setFound(null),
  };
}
