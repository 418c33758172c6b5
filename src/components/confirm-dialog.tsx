import { useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { message } from '@/lib/message';
import { createPendingQueue } from '@/lib/pending-queue';

export interface ConfirmOptions {
  /** Defaults to 提示 (SPEC.md §5). */
  title?: string;
  /** Defaults to the delete wording 确定永久删除该数据 (SPEC.md §5). */
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /**
   * Info toast when the user backs out; 已取消 by default. Pass another text where the console
   * words it differently, or false where the caller reports the cancel itself.
   */
  cancelMessage?: string | false;
}

export const CONFIRM_DEFAULTS = {
  title: '提示',
  message: '确定永久删除该数据',
  confirmText: '确定',
  cancelText: '取消',
  cancelMessage: '已取消',
} as const;

interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

const queue = createPendingQueue<PendingConfirm>();
let nextId = 1;

/**
 * Asks the user to confirm and resolves true on 确定, false on 取消, Esc, × or the backdrop.
 * Needs a mounted <ConfirmHost />; requests made while one is open are shown after it.
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => queue.push({ id: nextId++, options, resolve }));
}

/** Settles every open or waiting confirm as cancelled, silently (sign-out, tests). */
export function dismissAllConfirms() {
  for (const pending of queue.all()) {
    queue.remove(pending);
    pending.resolve(false);
  }
}

function settle(pending: PendingConfirm, confirmed: boolean) {
  queue.remove(pending);
  if (!confirmed) {
    const text = pending.options.cancelMessage ?? CONFIRM_DEFAULTS.cancelMessage;
    if (text) message.info(text);
  }
  pending.resolve(confirmed);
}

/** Renders the confirm currently asked for; mount once at the app root. */
export function ConfirmHost() {
  const pending = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  if (!pending) return null;
  const { options } = pending;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A focused button already acts on Enter itself (the user may have tabbed to 取消).
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    settle(pending, true);
  };

  return (
    <Dialog
      // A fresh dialog per request, so focus handling starts over for a queued one.
      key={pending.id}
      open
      onOpenChange={(open) => {
        if (!open) settle(pending, false);
      }}
      role="alertdialog"
      width={420}
      title={options.title ?? CONFIRM_DEFAULTS.title}
      description={options.message ?? CONFIRM_DEFAULTS.message}
      onKeyDown={onKeyDown}
      footer={
        <>
          <Button onClick={() => settle(pending, false)}>{options.cancelText ?? CONFIRM_DEFAULTS.cancelText}</Button>
          {/* Focus starts on 确定 rather than the ×, so Enter confirms straight away. */}
          <Button data-autofocus variant="primary" onClick={() => settle(pending, true)}>
            {options.confirmText ?? CONFIRM_DEFAULTS.confirmText}
          </Button>
        </>
      }
    />
  );
}
