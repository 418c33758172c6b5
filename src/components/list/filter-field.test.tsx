import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, shownChoice } from '@/test/select';
import { FilterSelect } from './filter-field';

describe('FilterSelect', () => {
  it('hands back the option’s own value (a number, a flag, a word), and undefined for 全部', async () => {
    const user = userEvent.setup();
    const picked: unknown[] = [];
    const options: Array<{ value: number | string | boolean; label: string }> = [
      { value: 1, label: '数字一' },
      { value: '1', label: '文字一' },
      { value: false, label: '关闭' },
    ];
    const { rerender } = render(<FilterSelect id="f" value={undefined} options={options} onChange={(v) => picked.push(v)} />);
    const trigger = screen.getByRole('combobox');
    expect(shownChoice(trigger)).toBe('全部');
    for (const label of ['数字一', '文字一', '关闭', '全部']) await chooseOption(user, trigger, label);
    expect(picked).toEqual([1, '1', false, undefined]);
    // The value shown is the option with that very value: '1' is not 1.
    rerender(<FilterSelect id="f" value="1" options={options} onChange={() => {}} />);
    expect(shownChoice(trigger)).toBe('文字一');
    rerender(<FilterSelect id="f" value={false} options={options} onChange={() => {}} />);
    expect(shownChoice(trigger)).toBe('关闭');
  });
});
