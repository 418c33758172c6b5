import type { UserSearchType } from '../../lib/enums';
import { cleanUserSearch } from '../../lib/user-search';
import { Select } from '../ui/select';
import { SearchInput } from './search-input';

/**
 * 用户搜索 as the lists have it: the kind of search (全部, UID, 手机号, 昵称 …) joined to the text. A new
 * kind clears the text; the text is cleaned for its kind as it is typed (digits only for ids and phones).
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
  return (
    <div className="flex">
      <Select
        aria-label={kindLabel}
        value={kind}
        options={kinds}
        onChange={(searchType) => onChange({ searchType, content: undefined })}
        className="w-28 rounded-r-none border-r-0"
      />
      <SearchInput
        id={id}
        className={`${className} rounded-l-none`}
        maxLength={64}
        placeholder={placeholder}
        value={content}
        transform={(text) => cleanUserSearch(kind, text)}
        onCommit={(text) => onChange({ content: text })}
      />
    </div>
  );
}
