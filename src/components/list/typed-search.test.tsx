import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { userSearchTypeOptions, type UserSearchType } from '@/lib/enums';
import { chooseOption } from '@/test/select';
import { TypedSearch } from './typed-search';

type Change = { searchType?: UserSearchType; content?: string };

/**
 * A list whose address takes its time (a busy machine): a change reaches the props only when `settle` runs,
 * as a router navigation commits after the event that asked for it.
 */
function SlowList({ changes }: { changes: Change[] }) {
  const [search, setSearch] = useState<Change>({ searchType: 'all' });
  const [queued, setQueued] = useState<Change[]>([]);
  return (
    <>
      <label htmlFor="s">用户搜索</label>
      <TypedSearch
        id="s"
        kinds={userSearchTypeOptions}
        kind={search.searchType ?? 'all'}
        content={search.content}
        onChange={(change) => {
          changes.push(change);
          setQueued((q) => [...q, change]);
        }}
      />
      <button type="button" onClick={() => (setSearch((s) => queued.reduce((at, c) => ({ ...at, ...c }), s)), setQueued([]))}>
        settle
      </button>
    </>
  );
}

describe('用户搜索 (TypedSearch)', () => {
  it('cleans text typed right after choosing UID for UID, before the address has the choice', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<SlowList changes={changes} />);
    await user.type(screen.getByLabelText('用户搜索'), 'abc');
    await chooseOption(user, '搜索类型', 'UID');
    // The box is emptied at once, and what is typed now is a UID: digits, none above 99999999999.
    expect(screen.getByLabelText('用户搜索')).toHaveValue('');
    await user.type(screen.getByLabelText('用户搜索'), 'a12');
    expect(screen.getByLabelText('用户搜索')).toHaveValue('12');
    await user.clear(screen.getByLabelText('用户搜索'));
    await user.type(screen.getByLabelText('用户搜索'), '123456789012');
    expect(screen.getByLabelText('用户搜索')).toHaveValue('');
    // The address catches up: the choice and the box stay as they are.
    await user.click(screen.getByRole('button', { name: 'settle' }));
    expect(screen.getByRole('combobox', { name: '搜索类型' })).toHaveTextContent('UID');
    expect(screen.getByLabelText('用户搜索')).toHaveValue('');
    // Leaving the box committed its text; the new kind then cleared it.
    expect(changes.slice(0, 2)).toEqual([{ content: 'abc' }, { searchType: 'uid', content: undefined }]);
  });

  it('follows the address when it changes from elsewhere', async () => {
    const { rerender } = render(<TypedSearch id="s" kinds={userSearchTypeOptions} kind="uid" content="12" onChange={() => {}} />);
    expect(screen.getByRole('textbox')).toHaveValue('12');
    act(() => rerender(<TypedSearch id="s" kinds={userSearchTypeOptions} kind="nickname" content="小明" onChange={() => {}} />));
    expect(screen.getByRole('combobox', { name: '搜索类型' })).toHaveTextContent('用户昵称');
    expect(screen.getByRole('textbox')).toHaveValue('小明');
  });
});
