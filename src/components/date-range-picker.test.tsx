import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker } from './date-range-picker';

const now = new Date(2024, 2, 13, 10);

/** Controlled like a list page would: the value follows every emitted dateLimit. */
function Harness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      now={now}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('offers 全部 … 本年 as radio buttons in a named group, checking the current keyword', () => {
    render(<DateRangePicker value="lately7" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: '时间选择' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['全部', '今天', '昨天', '最近7天', '最近30天', '本月', '本年']);
    expect(screen.getByRole('radio', { name: '最近7天' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '全部' })).not.toBeChecked();
  });

  it('checks 全部 for an empty value', () => {
    render(<DateRangePicker value="" onChange={() => {}} />);
    expect(screen.getByRole('radio', { name: '全部' })).toBeChecked();
  });

  it('emits the backend keyword of a clicked shortcut, and empty for 全部', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '本月' }));
    await user.click(screen.getByRole('radio', { name: '本年' }));
    await user.click(screen.getByRole('radio', { name: '全部' }));
    expect(onChange.mock.calls).toEqual([['month'], ['year'], ['']]);
  });

  it('moves between shortcuts with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness initial="today" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '今天' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('yesterday');
    expect(screen.getByRole('radio', { name: '昨天' })).toBeChecked();
  });

  it('emits a custom yyyy-MM-dd,yyyy-MM-dd range and shows it on the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '自定义' }));
    const popover = screen.getByRole('dialog', { name: '自定义时间' });
    await user.type(await within(popover).findByLabelText('开始日期'), '2024-01-05');
    await user.type(within(popover).getByLabelText('结束日期'), '2024-02-10');
    await user.click(within(popover).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('2024-01-05,2024-02-10');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '2024-01-05 至 2024-02-10' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
  });

  it('starts the custom dates from the current shortcut', async () => {
    const user = userEvent.setup();
    render(<Harness initial="lately7" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: '自定义' }));
    expect(screen.getByLabelText('开始日期')).toHaveValue('2024-03-07');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2024-03-13');
  });

  it('refuses an end before the start with a Chinese message and emits nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '自定义' }));
    await user.type(screen.getByLabelText('开始日期'), '2024-03-10');
    await user.type(screen.getByLabelText('结束日期'), '2024-03-01');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('结束日期不能早于开始日期');
    expect(screen.getByLabelText('结束日期')).toBeInvalid();
    expect(screen.getByRole('dialog', { name: '自定义时间' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for both dates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '自定义' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择开始日期');
    await user.type(screen.getByLabelText('开始日期'), '2024-03-10');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择结束日期');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes the custom dates on Esc without emitting', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '自定义' }));
    await user.type(screen.getByLabelText('开始日期'), '2024-03-10');
    // The click that started the typing opened the date's calendar: the first Esc closes it, the second the custom dates.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '自定义时间' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
