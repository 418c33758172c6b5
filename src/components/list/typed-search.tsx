import { useState } from 'react';
import type { UserSearchType } from '../../lib/enums';
import { cleanUserSearch } from '../../lib/user-search';
import { Select } from '../ui/select';
import { SearchInput } from './search-input';

/**
 * 用户搜索 as the lists have it: the kind of search (全部, UID, 手机号, 昵称 …) joined to the text. A new
 * kind clears the text; the text is cleaned for its kind as it is typed (digits only for ids and phones).
 * The kind chosen holds at once, before the address has it: text typed in between is cleaned for it.
 */
export function TypedSearch<T extends UserSearchType>({ id, kindLabel = '搜索类型', kinds, kind, content, onChange, placeholder = '请输入搜索内容', className = 'w-56' }: {
  /** The text box's id, for the field's label. */
  id: string;
  kindLabel?: string;
  kinds: ReadonlyArray<{ value: T; label: string }>;
  kind: T;
  content: string | undefined;
  onChange: (change: { searchType?: T; content?: string }) => void;
  placeholder?: string;
  className?: string;
}) {
  const [chosen, setChosen] = useState(kind);
  const [shown, setShown] = useState(kind);
  // The address changed from elsewhere (reset, back button): its kind holds.
  if (kind !== shown) {
    setShown(kind);
    setChosen(kind);
  }
  return (
    <div className="flex">
      <Select
        aria-label={kindLabel}
        value={chosen}
        options={kinds}
        onChange={(searchType) => {
          setChosen(searchType);
          onChange({ searchType, content: undefined });
        }}
        className="w-28 rounded-r-none border-r-0"
      />
      <SearchInput
        // A new kind starts an empty box at once; the address's text is the old kind's until it catches up.
        key={chosen}
        id={id}
        className={`${className} rounded-l-none`}
        maxLength={64}
        placeholder={placeholder}
        value={chosen === kind ? content : undefined}
        transform={(text) => cleanUserSearch(chosen, text)}
        onCommit={(text) => onChange({ content: text })}
      />
    </div>
  );
}
