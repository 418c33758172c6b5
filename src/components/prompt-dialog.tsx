import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { message } from '@/lib/message';
import { createPendingQueue } from '@/lib/pending-queue';

export interface PromptOptions {
  title: string;
  /** Names the input; the empty-input message is 请输入 + label. */
  label: string;
  placeholder?: string;
  initialValue?: string;
  /** The most characters the call takes (the contract's maxLength): longer text is refused at the field, kept as typed. */
  maxLength?: number;
  confirmText?: string;
  cancelText?: string;
  /**
   * Runs with the trimmed value while 确定 shows its executing state. If it throws or rejects,
   * the dialog stays open for another try; reporting the failure is the caller's (the HTTP client
   * already announces failed calls).
   */
  onConfirm: (value: string) => Promise<void> | void;
}

/** SPEC.md §9: the prompt's confirm shows an executing state for 3 s. */
export const PROMPT_EXECUTING_MS = 3000;
/** SPEC.md §5's message for a cancelled prompt ('cancel input'), in Chinese as every message (issue 29). */
export const PROMPT_CANCEL_MESSAGE = '已取消输入';
export const PROMPT_EXECUTING_TEXT = '执行中...';

interface PendingPrompt {
  id: number;
  options: PromptOptions;
  resolve: (value: string | null) => void;
}

const queue = createPendingQueue<PendingPrompt>();
let nextId = 1;

/**
 * Asks for one line of text. Resolves with the value once onConfirm has finished and the executing
 * state has run its 3 s, or null when the user cancels. Needs a mounted <PromptHost />.
 */
export function prompt(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => queue.push({ id: nextId++, options, resolve }));
}

/** Settles every open or waiting prompt as cancelled, silently (sign-out, tests). */
export function dismissAllPrompts() {
  for (const pending of queue.all()) {
    queue.remove(pending);
    pending.resolve(null);
  }
}

function cancel(pending: PendingPrompt) {
  queue.remove(pending);
  message.info(PROMPT_CANCEL_MESSAGE);
  pending.resolve(null);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function PromptBody({ pending }: { pending: PendingPrompt }) {
  const { options } = pending;
  const formId = useId();
  const inputId = useId();
  const [value, setValue] = useState(options.initialValue ?? '');
  const [error, setError] = useState<string>();
  const [executing, setExecuting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (executing) return;
    const trimmed = value.trim();
    if (!trimmed) {
      setError(`请输入${options.label}`);
      return;
    }
    if (options.maxLength !== undefined && trimmed.length > options.maxLength) {
      setError(`${options.label}不能超过${options.maxLength}个字符`);
      return;
    }
    setExecuting(true);
    try {
      // The wait is a floor, not a timeout: a slower onConfirm keeps the dialog executing until it ends.
      await Promise.all([Promise.resolve().then(() => options.onConfirm(trimmed)), wait(PROMPT_EXECUTING_MS)]);
    } catch {
      setExecuting(false);
      return;
    }
    queue.remove(pending);
    pending.resolve(trimmed);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) cancel(pending);
      }}
      // Once confirmed, onConfirm is under way and cannot be called back; closing would hide its outcome.
      dismissible={!executing}
      closeOnOverlayClick={false}
      title={options.title}
      footer={
        <>
          <Button disabled={executing} onClick={() => cancel(pending)}>
            {options.cancelText ?? '取消'}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={executing}>
            {executing ? PROMPT_EXECUTING_TEXT : (options.confirmText ?? '确定')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Field id={inputId} label={options.label} error={error}>
          <Input
            id={inputId}
            data-autofocus
            value={value}
            placeholder={options.placeholder ?? `请输入${options.label}`}
            invalid={Boolean(error)}
            aria-describedby={`${inputId}-error`}
            readOnly={executing}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value.trim()) setError(undefined);
            }}
          />
        </Field>
      </form>
    </Dialog>
  );
}

/** Renders the prompt currently asked for; mount once at the app root, next to <ConfirmHost />. */
export function PromptHost() {
  const pending = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  // Keyed so a queued prompt starts with its own value, error and executing state.
  return pending ? <PromptBody key={pending.id} pending={pending} /> : null;
}
