import { useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { addKeywords } from '@/features/store/model/keywords';

/** 商户关键字: Enter adds what was typed as a tag, × removes one. */
export function KeywordInput({ id, value, onChange, invalid }: { id: string; value: string[]; onChange: (next: string[]) => void; invalid: boolean }) {
  const [text, setText] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds a tag here; it must not submit the form.
    event.preventDefault();
    onChange(addKeywords(value, text));
    setText('');
  };
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 && (
        <ul aria-label="已添加的关键字" className="flex flex-wrap gap-2">
          {value.map((word) => (
            <li key={word} className="inline-flex items-center gap-1 rounded bg-primary-soft px-2 py-0.5 text-xs text-primary-active">
              {word}
              <button type="button" aria-label={`删除关键字 ${word}`} className="leading-none hover:text-danger" onClick={() => onChange(value.filter((w) => w !== word))}>
                <span aria-hidden>×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input id={id} className="max-w-md" value={text} maxLength={64} placeholder="输入关键字后按回车添加" invalid={invalid} aria-describedby={`${id}-error`} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
    </div>
  );
}
