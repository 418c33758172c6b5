/** The one place pages and the HTTP client announce results to the user (Element-style messages). */
export type MessageKind = 'success' | 'error' | 'warning' | 'info';

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
  duration: number;
}

/** Error and network messages stay 5 s (SPEC.md §9); the others 3 s. */
export const ERROR_DURATION = 5000;
const DEFAULT_DURATION = 3000;

type Listener = (messages: readonly Message[]) => void;

let messages: readonly Message[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(messages);
}

export function dismissMessage(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  messages = messages.filter((m) => m.id !== id);
  emit();
}

function show(kind: MessageKind, text: string, duration: number) {
  // The same text already on screen is refreshed instead of stacked (parallel failing calls).
  const same = messages.find((m) => m.kind === kind && m.text === text);
  if (same) dismissMessage(same.id);
  const message: Message = { id: nextId++, kind, text, duration };
  messages = [...messages, message];
  emit();
  return message.id;
}

/**
 * A message's time starts when it is on screen, not when it is raised: one raised while the page is still
 * loading the next screen (a session that ended on a reload, on a busy machine) would otherwise be gone
 * before anyone could read it. The toaster calls this once it has drawn the message; again, it does nothing.
 */
export function messageShown(id: number) {
  const shown = messages.find((m) => m.id === id);
  if (!shown || timers.has(id)) return;
  timers.set(id, setTimeout(() => dismissMessage(id), shown.duration));
}

/** The pointer rests on a message: it stays until the pointer leaves, then has its whole time again (as Element's). */
export function holdMessage(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export const message = {
  success: (text: string, duration = DEFAULT_DURATION) => show('success', text, duration),
  info: (text: string, duration = DEFAULT_DURATION) => show('info', text, duration),
  warning: (text: string, duration = DEFAULT_DURATION) => show('warning', text, duration),
  error: (text: string, duration = ERROR_DURATION) => show('error', text, duration),
};

/**
 * Runs a write and says `done` when it succeeds (true); a failure was shown by the HTTP client (false).
 * What the write changed has been reloaded before it resolves (lib/refresh.ts).
 */
export async function callAndSay(call: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await call();
  } catch {
    return false;
  }
  message.success(done);
  return true;
}

export function subscribeMessages(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getMessages() {
  return messages;
}

export function clearMessages() {
  messages.forEach((m) => dismissMessage(m.id));
}
