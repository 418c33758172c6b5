import { localInputOf, msOfLocalInput, toLocalInput, toServerTime } from './local-datetime';

describe('datetime-local values', () => {
  it('converts between box values and the backend times, keeping seconds', () => {
    expect(toServerTime('2030-05-01T08:30')).toBe('2030-05-01 08:30:00');
    expect(toServerTime('2030-05-01T08:30:15')).toBe('2030-05-01 08:30:15');
    expect(toLocalInput('2030-05-01 08:30:15')).toBe('2030-05-01T08:30:15');
    expect(toLocalInput(' 2030-05-01 08:30:00 ')).toBe('2030-05-01T08:30:00');
    expect(toLocalInput(undefined)).toBe('');
  });

  it('writes a moment to the minute and reads it back in local time', () => {
    const moment = new Date(2030, 4, 1, 8, 5, 42);
    expect(localInputOf(moment)).toBe('2030-05-01T08:05');
    expect(msOfLocalInput(localInputOf(moment))).toBe(new Date(2030, 4, 1, 8, 5).getTime());
    expect(msOfLocalInput('')).toBeNaN();
    expect(msOfLocalInput('not a time')).toBeNaN();
  });
});
