import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MultiSelect, Select, type SelectOption, type SelectProps } from './select';

const few: SelectOption[] = [
  { value: '', label: '全部' },
  { value: '1', label: '微信' },
  { value: '2', label: '支付宝' },
  { value: '3', label: '余额', disabled: true },
];
const many: SelectOption[] = ['顺丰速运', '中通快递', '圆通速递', '申通快递', '韵达快递', '百世快递', '京东物流', '邮政EMS', '德邦快递', '极兔速递'].map((label, i) => ({ value: String(i + 1), label }));

function Single({ options = few, initial = '' }: { options?: SelectOption[]; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="pay">支付方式</label>
      <Select id="pay" value={value} onChange={setValue} options={options} />
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is named by its label, shows the choice and takes another by click', async () => {
    const user = userEvent.setup();
    render(<Single initial="1" />);
    const trigger = screen.getByRole('combobox', { name: '支付方式' });
    expect(trigger).toHaveTextContent('微信');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const list = screen.getByRole('listbox', { name: '支付方式' });
    expect(within(list).getByRole('option', { name: '微信' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(list).getByRole('option', { name: '支付宝' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('支付宝');
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('works from the keyboard alone: open, move past a disabled option, choose, and Esc closes back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const trigger = screen.getByRole('combobox', { name: '支付方式' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '全部' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // 余额 cannot be taken: the focus stays on 支付宝.
    expect(screen.getByRole('option', { name: '支付宝' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveTextContent('支付宝');
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '支付宝' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: '全部' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('支付宝');
  });

  it('searches a long list, and Enter takes the first match', async () => {
    const user = userEvent.setup();
    render(<Single options={many} />);
    await user.click(screen.getByRole('combobox', { name: '支付方式' }));
    const search = screen.getByRole('searchbox', { name: '筛选选项' });
    expect(search).toHaveFocus();
    await user.type(search, '快递');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['中通快递', '申通快递', '韵达快递', '百世快递', '德邦快递']);
    await user.type(search, '申');
    expect(screen.getByText('无匹配数据')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '京东{Enter}');
    expect(screen.getByRole('combobox', { name: '支付方式' })).toHaveTextContent('京东物流');
    // Opened again, the list is whole: the search went with the choice.
    await user.click(screen.getByRole('combobox', { name: '支付方式' }));
    expect(screen.getByRole('searchbox', { name: '筛选选项' })).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(many.length);
  });

  it('does not open when disabled, and marks an invalid choice', () => {
    render(
      <>
        <Select aria-label="快递公司" value="" onChange={() => undefined} options={many} disabled invalid />
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: '快递公司' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveTextContent('请选择');
  });
});

const counts: SelectOption<number>[] = [
  { value: 0, label: '不限' },
  { value: 1, label: '一件' },
  { value: 2, label: '两件' },
];

function Count({ initial = null, onPick = () => {} }: { initial?: number | null; onPick?: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="count">限购</label>
      <Select
        id="count"
        value={value}
        options={counts}
        onChange={(next) => {
          onPick(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('Select over numbers', () => {
  it('hands back the option’s number, by click and from the keyboard', async () => {
    const user = userEvent.setup();
    const picked: unknown[] = [];
    render(<Count onPick={(v) => picked.push(v)} />);
    const trigger = screen.getByRole('combobox', { name: '限购' });
    expect(trigger).toHaveTextContent('请选择');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: '两件' }));
    expect(trigger).toHaveTextContent('两件');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '两件' })).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(trigger).toHaveTextContent('不限');
    expect(picked).toEqual([2, 0]);
  });

  it('shows a controlled 0 as its option, not as the placeholder, and marks it chosen', async () => {
    const user = userEvent.setup();
    render(<Count initial={0} />);
    const trigger = screen.getByRole('combobox', { name: '限购' });
    expect(trigger).toHaveTextContent('不限');
    expect(trigger).not.toHaveTextContent('请选择');
    await user.click(trigger);
    expect(screen.getByRole('option', { name: '不限' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '不限' })).toHaveFocus();
  });

  it('keeps 0, "0", 1, "1", false and null apart in one list', async () => {
    const user = userEvent.setup();
    const mixed: SelectOption<string | number | boolean | null>[] = [
      { value: 0, label: '数字零' },
      { value: '0', label: '文字零' },
      { value: 1, label: '数字一' },
      { value: '1', label: '文字一' },
      { value: false, label: '否' },
      { value: null, label: '全部' },
    ];
    const picked: unknown[] = [];
    const { rerender } = render(<Select aria-label="混合" value={undefined} options={mixed} onChange={(v) => picked.push(v)} />);
    const trigger = screen.getByRole('combobox', { name: '混合' });
    for (const label of ['数字零', '文字零', '数字一', '文字一', '否', '全部']) {
      await user.click(trigger);
      await user.click(screen.getByRole('option', { name: label }));
    }
    expect(picked).toEqual([0, '0', 1, '1', false, null]);
    for (const [value, label] of [[0, '数字零'], ['0', '文字零'], [1, '数字一'], ['1', '文字一'], [false, '否'], [null, '全部']] as const) {
      rerender(<Select aria-label="混合" value={value} options={mixed} onChange={() => {}} />);
      expect(trigger).toHaveTextContent(label);
      await user.click(trigger);
      expect(screen.getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual([label]);
      await user.keyboard('{Escape}');
    }
  });

  it('refuses, at type-check time, a handler or value of another type', () => {
    expectTypeOf<SelectProps<number>['onChange']>().parameter(0).toEqualTypeOf<number>();
    // They render (JavaScript does not check types); the type checker is what refuses them.
    render(
      <>
        {/* @ts-expect-error a Select over numbers hands back numbers, not text */}
        <Select<number> value={1} options={counts} onChange={(text: string) => text.length} />
        {/* @ts-expect-error its value is a number too */}
        <Select<number> value="1" options={counts} onChange={() => {}} />
        {/* @ts-expect-error options of text do not fit a number value */}
        <Select value={1} options={few} onChange={() => {}} />
        {/* @ts-expect-error a MultiSelect over numbers hands back numbers */}
        <MultiSelect<number> value={[1]} options={counts} onChange={(values: string[]) => values} />
      </>
    );
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
  });
});

describe('Select as a form field', () => {
  it('is left (onBlur) when focus goes elsewhere, not when its own list opens, and says it is required', async () => {
    const user = userEvent.setup();
    const left = vi.fn<() => void>();
    render(
      <>
        <label htmlFor="pay">支付方式</label>
        <Select id="pay" value="" onChange={() => {}} onBlur={left} options={few} required />
        <button type="button">下一项</button>
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: '支付方式' });
    expect(trigger).toHaveAttribute('aria-required', 'true');
    await user.click(trigger);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(left).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(left).not.toHaveBeenCalled();
    await user.tab();
    expect(left).toHaveBeenCalledTimes(1);
    // Opened, then a click elsewhere: left as well.
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '下一项' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(left).toHaveBeenCalledTimes(2);
  });
});

function Many() {
  const [value, setValue] = useState<string[]>(['2']);
  return <MultiSelect aria-label="快递公司" value={value} onChange={setValue} options={many} />;
}

describe('MultiSelect', () => {
  it('toggles number options and hands back numbers', async () => {
    const user = userEvent.setup();
    const changes: number[][] = [];
    function Counts() {
      const [value, setValue] = useState<number[]>([0]);
      return (
        <MultiSelect
          aria-label="件数"
          value={value}
          options={counts}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Counts />);
    const trigger = screen.getByRole('combobox', { name: '件数' });
    expect(trigger).toHaveTextContent('不限');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: '两件' }));
    await user.click(screen.getByRole('option', { name: '不限' }));
    expect(changes).toEqual([[0, 2], [2]]);
    expect(screen.getByRole('option', { name: '两件' })).toHaveAttribute('aria-selected', 'true');
  });

  it('toggles options and stays open, showing the choices as tags', async () => {
    const user = userEvent.setup();
    render(<Many />);
    const trigger = screen.getByRole('combobox', { name: '快递公司' });
    expect(trigger).toHaveTextContent('中通快递');
    await user.click(trigger);
    const list = screen.getByRole('listbox', { name: '快递公司' });
    expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await user.click(within(list).getByRole('option', { name: '顺丰速运' }));
    await user.click(within(list).getByRole('option', { name: '中通快递' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(trigger).toHaveTextContent('顺丰速运');
    expect(trigger).not.toHaveTextContent('中通快递');
  });
});

describe('Select over options the caller fetches', () => {
  it('hands the search text to the caller without filtering, asks for more at the end, and names a choice not among the options', async () => {
    const user = userEvent.setup();
    const searched: string[] = [];
    let ends = 0;
    render(
      <>
        <label htmlFor="brand">品牌</label>
        <Select id="brand" value={99} onChange={() => {}} options={[{ value: 1, label: '云上优品' }]} chosenLabel="初见衣社" searchable onSearch={(text) => searched.push(text)} onEndReached={() => (ends += 1)} loading />
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: '品牌' });
    expect(trigger).toHaveTextContent('初见衣社');
    await user.click(trigger);
    await user.type(screen.getByRole('searchbox', { name: '筛选选项' }), '衣社');
    // The caller's options stand as given (the server searches), with 加载中… while it fetches.
    const list = screen.getByRole('listbox', { name: '品牌' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['云上优品']);
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('加载中…')).toBeInTheDocument();
    expect(searched.at(-1)).toBe('衣社');
    list.dispatchEvent(new Event('scroll'));
    expect(ends).toBe(1);
    await user.keyboard('{Escape}');
    expect(searched.at(-1)).toBe('');
  });
});
