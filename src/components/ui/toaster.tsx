import { useEffect, useSyncExternalStore } from 'react';
import { dismissMessage, getMessages, holdMessage, messageShown, subscribeMessages, type MessageKind } from '@/lib/message';

const styles: Record<MessageKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-700',
  error: 'border-red-200 bg-red-50 text-red-600',
  warning: 'border-amber-200 bg-amber-50 text-amber-700',
  info: 'border-slate-200 bg-slate-50 text-slate-600',
};

const icons: Record<MessageKind, string> = { success: '✓', error: '✕', warning: '!', info: 'i' };

/** Shows the messages of lib/message at the top centre, each for its duration from when it is drawn. */
export function Toaster() {
  const messages = useSyncExternalStore(subscribeMessages, getMessages, getMessages);
  useEffect(() => {
    for (const m of messages) messageShown(m.id);
  }, [messages]);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-5 z-[1000] flex flex-col items-center gap-2" aria-live="polite">
      {messages.map((m) => (
        <div
          key={m.id}
          role={m.kind === 'error' ? 'alert' : 'status'}
          data-kind={m.kind}
          onPointerEnter={() => holdMessage(m.id)}
          onPointerLeave={() => messageShown(m.id)}
          className={`pointer-events-auto flex min-w-72 max-w-[90vw] items-center gap-2 rounded border px-4 py-2.5 text-sm shadow-sm ${styles[m.kind]}`}
        >
          <span aria-hidden className="inline-flex size-4 items-center justify-center rounded-full border border-current text-[10px] font-bold">
            {icons[m.kind]}
          </span>
          <span className="flex-1">{m.text}</span>
          <button type="button" className="opacity-60 hover:opacity-100" aria-label="关闭消息" onClick={() => dismissMessage(m.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
