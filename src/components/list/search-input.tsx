import { useEffect, useRef, useState } from 'react';
import { Input, type InputProps } from '../ui/input';
import { FilterField } from './filter-field';

/** Text filters reach the URL this long after the last keystroke (or at once on Enter). */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A text filter bound to the URL: typing stays local and is committed after a pause, so the history
 * gets no entry per keystroke; `transform` cleans the text as it is typed (such as digits only). With a
 * `label`, it stands in a filter bar's FilterField under that caption.
 */
export function SearchInput({ label, ...props }: SearchInputProps & { label?: string }) {
  if (label === undefined) return <SearchBox {...props} />;
  return (
    <FilterField id={props.id ?? ''} label={label}>
      <SearchBox {...props} />
    </FilterField>
  );
}

type SearchInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value: string | undefined;
  onCommit: (value: string) => void;
  transform?: (text: string) => string;
};

function SearchBox({ value, onCommit, transform, ...rest }: SearchInputProps) {
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const committed = useRef(value ?? '');
  // What this box committed that the address has not shown yet, oldest first: on a busy machine a
  // navigation can land after the next commit, and must not bring back the text it carried.
  const underway = useRef<string[]>([]);

  useEffect(() => {
    const shown = value ?? '';
    const own = underway.current.indexOf(shown);
    if (own >= 0) {
      underway.current = underway.current.slice(own + 1);
      return;
    }
    // The URL changed from elsewhere (reset, back button): show it.
    if (shown !== committed.current) {
      committed.current = shown;
      underway.current = [];
      setText(shown);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === committed.current) return;
    committed.current = next.trim();
    underway.current = [...underway.current, committed.current];
    onCommit(next.trim());
  };

  return (
    <Input
      {...rest}
      value={text}
      onChange={(e) => {
        const next = transform ? transform(e.target.value) : e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
      // Leaving the box (for another filter) commits at once, so no typed text waits behind it.
      onBlur={() => commit(text)}
    />
  );
}
