import { useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useLocalDraft } from '@/components/use-local-draft';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { closeTab } from '@/lib/tabs';

/** A value, or how the save's arguments decide it. */
type ByArgs<A extends unknown[], R> = R | ((...args: A) => R);
const decide = <A extends unknown[], R>(rule: ByArgs<A, R>, args: A): R => (typeof rule === 'function' ? (rule as (...a: A) => R)(...args) : rule);

export interface FormPageDraft<D> {
  /** Where the draft is kept; null keeps none (a copy, a read-only page). */
  key: string | null;
  /** What is written while there is unsaved input. */
  value: D;
  /** Puts a found draft back into the form, as unsaved input. */
  restore: (saved: D) => void;
}

export interface FormPageOptions<A extends unknown[], D> {
  /** Unsaved input: leaving asks first, and the draft is written while it lasts (a dialog's own close asks instead: none). */
  dirty?: boolean;
  /** Leaving the page asks while there is unsaved input (default); a drawer asks as it closes instead. */
  guard?: boolean;
  /** A long form's local draft, offered back when the form opens again. */
  draft?: FormPageDraft<D>;
  /**
   * The save. A refusal throws (the HTTP client has shown the server's message) and everything typed stays
   * for another try; resolving to false stops it quietly (a check of its own failed). Either way the user
   * may try again at once.
   */
  save: (...args: A) => Promise<unknown>;
  /** The message of a save. */
  success: ByArgs<A, string>;
  /** Where the page goes after a save (a built path); its tab closes first. Without it the form stays. */
  leaveTo?: ByArgs<A, string>;
  /** Leaving keeps the form's tab (default: it closes, the form is not kept once saved). */
  keepTab?: boolean;
  /** The rest of a save that stays: the drawer closes, the form takes the saved values as its start. */
  after?: (...args: A) => unknown;
}

export interface DraftOffer {
  savedAt: number;
  restore: () => void;
  discard: () => void;
}

/**
 * What every create/edit page does around its fields: asks before unsaved input is left, keeps a local
 * draft of it, runs the save once however fast it is pressed, and after a save shows its message, then
 * closes the page's tab and goes where the page says (or stays).
 * `submit` takes what `save` takes: `form.handleSubmit(page.submit)` for a form's values.
 */
export function useFormPage<A extends unknown[], D = never>({ dirty = false, guard = true, draft: draftOptions, save, success, leaveTo, keepTab = false, after }: FormPageOptions<A, D>) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const [pending, setPending] = useState(false);
  const leaveGuard = useUnsavedChanges(guard && dirty);
  const draft = useLocalDraft<D | undefined>(draftOptions?.key ?? null, draftOptions?.value, dirty);

  const submit = useSubmitOnce(async (...args: A) => {
    setPending(true);
    try {
      if ((await save(...args)) === false) return false;
    } catch {
      // The HTTP client showed the server's message; everything typed stays for another try.
      return false;
    } finally {
      setPending(false);
    }
    // What the save changed has loaded again by now (the HTTP client waits for it: lib/refresh.ts).
    message.success(decide(success, args));
    draft.clear();
    if (leaveTo !== undefined) {
      leaveGuard.release();
      if (!keepTab) closeTab(pathname, '');
      await navigate({ href: decide(leaveTo, args) });
    }
    await after?.(...args);
    return true;
  });

  const found = draft.found;
  const offer: DraftOffer | null =
    found && draftOptions
      ? {
          savedAt: found.savedAt,
          restore: () => {
            if (found.value !== undefined) draftOptions.restore(found.value);
            draft.dismiss();
          },
          discard: draft.clear,
        }
      : null;

  return {
    submit,
    /** The save is running. */
    pending,
    /** A draft found as the form opened, to offer back (FormPage shows it). */
    draft: offer,
    /** Lets the next navigation through without asking (a save that leaves in its own way). */
    release: leaveGuard.release,
  };
}
