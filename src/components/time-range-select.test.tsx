import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { chooseOption } from '@/test/select';
import { TimeRangeSelect } from './time-range-select';

function Harness({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeRangeSelect
      label="营业时间"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

/** A select's options as its open list shows them, each marked when it cannot be taken; the list is closed again after. */
async function optionState(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const state = within(screen.getByRole('listbox', { name }))
    .getAllByRole('option')
    .map((o) => `${o.textContent}${o.getAttribute('aria-disabled') === 'true' ? ' disabled' : ''}`);
  await user.keyboard('{Escape}');
  return state;
}

describe('TimeRangeSelect', () => {
  it('shows the stored range in two labelled selects of 00:00 to 24:00', async () => {
    const user = userEvent.setup();
    render(<TimeRangeSelect label="营业时间" value="08:00,22:00" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: '营业时间' })).toBeInTheDocument();
    const start = screen.getByRole('combobox', { name: '开始时间' });
    const end = screen.getByRole('combobox', { name: '结束时间' });
    expect(start).toHaveTextContent('08:00');
    expect(end).toHaveTextContent('22:00');
    const hours = await optionState(user, '开始时间');
    expect(hours).toHaveLength(25);
    expect(hours[0]).toBe('00:00');
    expect(hours.at(-1)).toBe('24:00');
  });

  it('disables end hours before the start', async () => {
    const user = userEvent.setup();
    render(<TimeRangeSelect value="08:00,22:00" onChange={() => {}} />);
    const end = await optionState(user, '结束时间');
    expect(end.slice(0, 9)).toEqual([
      '00:00 disabled',
      '01:00 disabled',
      '02:00 disabled',
      '03:00 disabled',
      '04:00 disabled',
      '05:00 disabled',
      '06:00 disabled',
      '07:00 disabled',
      '08:00',
    ]);
    expect(end.at(-1)).toBe('24:00');
    expect((await optionState(user, '开始时间')).some((o) => o.endsWith('disabled'))).toBe(false);
  });

  it("emits 'start,end' as either side changes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness initial="08:00,22:00" onChange={onChange} />);
    await chooseOption(user, '开始时间', '10:00');
    await chooseOption(user, '结束时间', '24:00');
    expect(onChange.mock.calls).toEqual([['10:00,22:00'], ['10:00,24:00']]);
  });

  it('moves the end up to the start when the start passes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness initial="08:00,10:00" onChange={onChange} />);
    await chooseOption(user, '开始时间', '15:00');
    expect(onChange).toHaveBeenLastCalledWith('15:00,15:00');
  });

  it('fills in the other side when starting from nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    const { unmount } = render(<Harness onChange={onChange} />);
    await chooseOption(user, '开始时间', '09:00');
    expect(onChange).toHaveBeenLastCalledWith('09:00,24:00');
    unmount();

    render(<Harness onChange={onChange} />);
    await chooseOption(user, '结束时间', '18:00');
    expect(onChange).toHaveBeenLastCalledWith('00:00,18:00');
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness initial="08:00,22:00" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: '开始时间' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: '结束时间' })).toHaveFocus();
    // Down opens the list on the chosen hour; Down again and Enter take the next one.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '22:00' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('08:00,23:00');
    expect(screen.getByRole('combobox', { name: '结束时间' })).toHaveFocus();
  });

  it('flags a stored range whose end is before its start', () => {
    render(<TimeRangeSelect value="22:00,08:00" onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('结束时间不能早于开始时间');
    expect(screen.getByRole('combobox', { name: '结束时间' })).toBeInvalid();
  });

  it('shows no error for an empty value', () => {
    render(<TimeRangeSelect value="" onChange={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('combobox', { name: '开始时间' })).toHaveTextContent('请选择');
  });
});
