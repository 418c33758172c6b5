import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

/** The link a user enters must be an absolute http(s) address; anything else is refused. */
function toHttpUrl(input: string): string | null {
  const text = input.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

interface LinkBarProps {
  initial: string;
  canRemove: boolean;
  /** An http(s) address to set, or null to remove the link. */
  onApply: (href: string | null) => void;
  onCancel: () => void;
}

const LINK_ERROR = '请输入以 http:// 或 https:// 开头的链接';

/**
 * The inline link prompt under the toolbar. Not a <form>: the editor usually sits in one. Enter
 * applies, Esc cancels; only absolute http(s) addresses are accepted.
 */
export function LinkBar({ initial, canRemove, onApply, onCancel }: LinkBarProps) {
  const inputId = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    const url = toHttpUrl(href);
    if (!url) {
      setError(true);
      input.current?.focus();
      return;
    }
    onApply(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Keeps Enter from submitting the form the editor is in.
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="border-b border-slate-200 bg-white px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-sm text-slate-600">
          链接地址
        </label>
        <input
          ref={input}
          id={inputId}
          type="url"
          inputMode="url"
          value={href}
          placeholder="https://"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(false);
          }}
          onKeyDown={onKeyDown}
          className={`h-7 min-w-0 flex-1 rounded border px-2 text-sm text-slate-800 placeholder:text-slate-500 focus:outline-none ${error ? 'border-danger' : 'border-slate-300 focus:border-primary'}`}
        />
        <Button size="sm" variant="primary" onClick={apply}>
          确定
        </Button>
        {canRemove && (
          <Button size="sm" onClick={() => onApply(null)}>
            移除链接
          </Button>
        )}
        <Button size="sm" onClick={onCancel}>
          取消
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
          {LINK_ERROR}
        </p>
      )}
    </div>
  );
}
