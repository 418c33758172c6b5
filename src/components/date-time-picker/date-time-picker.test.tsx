import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimePicker, type DateTimePickerProps } from './date-time-picker';

function Harness({ initial = '', onValue, ...props }: Partial<DateTimePickerProps> & { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePicker
        aria-label="开始时间"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output aria-label="值">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: '开始时间' });
const held = () => screen.getByLabelText('值').textContent;

describe('DateTimePicker', () => {
  it('takes typed text, holds nothing while it is half typed, and settles loose typing into the format', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), '2030-5-1');
    expect(held()).toBe('2030-05-01 00:00:00');
    await user.type(box(), ' 8:3');
    expect(held()).toBe('2030-05-01 08:03:00');
    await user.type(box(), 'x');
    expect(held()).toBe('');
    expect(box()).toHaveValue('2030-5-1 8:3x');
    await user.type(box(), '{Backspace}');
    await user.tab();
    expect(box()).toHaveValue('2030-05-01 08:03:00');
  });

  it('keeps text that is no moment when the box is left, and says in Chinese what it should be', async () => {
    const user = userEvent.setup();
    render(<Harness aria-describedby="form-error" />);
    await user.type(box(), '2030-13-45 25:00');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.tab();
    expect(box()).toHaveValue('2030-13-45 25:00');
    expect(held()).toBe('');
    expect(screen.getByRole('alert')).toHaveTextContent('请按 yyyy-MM-dd HH:mm:ss 格式输入日期时间');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('请按 yyyy-MM-dd HH:mm:ss 格式输入日期时间');
    expect(box().getAttribute('aria-describedby')).toContain('form-error');
    // Mended, the message goes as the text becomes a moment.
    await user.clear(box());
    await user.type(box(), '2030-12-31 23:00:00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(held()).toBe('2030-12-31 23:00:00');
  });

  it('opens the calendar from the keyboard, moves by arrows, and commits the day and time', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2030-05-15 10:20:30" />);
    box().focus();
    await user.keyboard('{ArrowDown}');
    const day = await screen.findByRole('button', { name: '2030年5月15日' });
    await waitFor(() => expect(day).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: '2030年5月23日' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: '2030年6月23日' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(held()).toBe('2030-06-23 10:20:30');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2030-05-15 10:20:30" />);
    box().focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('grid');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(held()).toBe('2030-05-15 10:20:30');
  });

  it('disables days outside the bounds and keeps a picked moment within them', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2030-05-15 08:00:00" min="2030-05-10 09:30:00" max="2030-05-20 18:00:00" />);
    await user.click(box());
    const before = await screen.findByRole('button', { name: '2030年5月9日' });
    expect(before).toHaveAttribute('aria-disabled', 'true');
    await user.click(before);
    expect(screen.getByRole('button', { name: '2030年5月21日' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '2030年5月10日' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(held()).toBe('2030-05-10 09:30:00');
  });

  it('sets the time from its own boxes, by typing and by arrows', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2030-05-15 10:20:30" />);
    await user.click(box());
    await user.click(await screen.findByRole('spinbutton', { name: '时' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.click(screen.getByRole('spinbutton', { name: '分' }));
    await user.keyboard('45');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(held()).toBe('2030-05-15 12:45:30');
  });

  it('picks a date with one click in date mode, and drops seconds for minute fields', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness mode="date" initial="2030-05-15" />);
    await user.click(box());
    await user.click(await screen.findByRole('button', { name: '2030年5月3日' }));
    expect(held()).toBe('2030-05-03');
    unmount();
    render(<Harness seconds={false} />);
    await user.type(box(), '2030-05-01 08:30:45');
    expect(held()).toBe('2030-05-01 08:30:00');
    await act(async () => {});
    expect(screen.queryByRole('spinbutton', { name: '秒' })).not.toBeInTheDocument();
  });
});
