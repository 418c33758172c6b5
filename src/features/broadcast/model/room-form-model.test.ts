import { formatMoment } from '@/lib/date-time';
import { apiTimeOf, emptyRoomValues, ROOM_IMAGES, roomFormSchema, roomImageHint, roomImagePixelsNote, roomImageRefusal, ROOM_TIME_HINT, START_FAR_MESSAGE, START_SOON_MESSAGE, TIME_SPAN_MESSAGE } from './room-form-model';

const image = (label: string) => {
  const found = ROOM_IMAGES.find((i) => i.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('the room pictures', () => {
  it('hints WeChat’s rules as the reference words them', () => {
    expect(ROOM_IMAGES.map(roomImageHint)).toEqual(['建议像素1080*1920，大小不超过2M', '建议像素800*640，大小不超过1M', '建议像素800*800，大小不超过100K']);
  });

  it('refuses a file over the size limit and takes one at the limit', () => {
    expect(roomImageRefusal(image('背景图'), String(2 * 1024 * 1024))).toBeNull();
    expect(roomImageRefusal(image('背景图'), String(2 * 1024 * 1024 + 1))).toBe('背景图大小不能超过2M，请重新选择');
    expect(roomImageRefusal(image('分享图'), '1048577')).toBe('分享图大小不能超过1M，请重新选择');
    expect(roomImageRefusal(image('直播频道封面图'), '102400')).toBeNull();
    expect(roomImageRefusal(image('直播频道封面图'), '172098')).toBe('直播频道封面图大小不能超过100K，请重新选择');
  });

  it('does not refuse a picture whose size the library does not know', () => {
    expect(roomImageRefusal(image('直播频道封面图'), '')).toBeNull();
    expect(roomImageRefusal(image('直播频道封面图'), 'unknown')).toBeNull();
  });

  it('notes pixels that differ from the suggestion, and only then', () => {
    expect(roomImagePixelsNote(image('分享图'), 800, 640)).toBeNull();
    expect(roomImagePixelsNote(image('分享图'), 640, 800)).toBe('当前图片640*800像素，与建议像素不同，可能显示不全');
  });
});

describe('the room times', () => {
  const now = new Date(2026, 10, 22, 10, 0).getTime();
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const errorsOf = (startOffset: number, span: number) => {
    const values = { ...emptyRoomValues(), startTime: formatMoment(new Date(now + startOffset)), endTime: formatMoment(new Date(now + startOffset + span)) };
    const result = roomFormSchema(() => now).safeParse(values);
    return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'startTime' || i.path[0] === 'endTime').map((i) => i.message);
  };

  it('takes 30 minutes to 24 hours, starting 10 minutes from now at the soonest', () => {
    expect(errorsOf(10 * MINUTE, 30 * MINUTE)).toEqual([]);
    expect(errorsOf(10 * MINUTE, 24 * 60 * MINUTE)).toEqual([]);
  });

  it('refuses a span under 30 minutes or over 24 hours', () => {
    expect(errorsOf(HOUR, 29 * MINUTE)).toEqual([TIME_SPAN_MESSAGE]);
    expect(errorsOf(HOUR, 24 * 60 * MINUTE + MINUTE)).toEqual([TIME_SPAN_MESSAGE]);
  });

  it('refuses a start gone by or within 10 minutes, in the reference’s words', () => {
    expect(errorsOf(-MINUTE, 60 * MINUTE)).toEqual([START_SOON_MESSAGE]);
    expect(errorsOf(9 * MINUTE, 60 * MINUTE)).toEqual([START_SOON_MESSAGE]);
    expect(START_SOON_MESSAGE).toBe('开播时间需要在当前时间的10分钟后');
  });

  it('refuses a start more than 6 months ahead', () => {
    const sixMonths = new Date(2027, 4, 22, 10, 0).getTime() - now;
    expect(errorsOf(sixMonths, HOUR)).toEqual([]);
    expect(errorsOf(sixMonths + MINUTE, HOUR)).toEqual([START_FAR_MESSAGE]);
    expect(START_FAR_MESSAGE).toBe('开始时间不能在6个月之后');
  });

  it('says the whole rule as the reference form does', () => {
    expect(ROOM_TIME_HINT).toBe('开播时间需要在当前时间的10分钟后，并且开始时间不能在6个月之后。开播时间和结束时间间隔不得短于30分钟，不得超过24小时');
  });

  it('sends the box’s minutes with zero seconds', () => {
    expect(apiTimeOf('2026-11-22 10:30:45')).toBe('2026-11-22 10:30:00');
  });
});
