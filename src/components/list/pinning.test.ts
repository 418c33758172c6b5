import { EXPAND_WIDTH, pinColumns, SELECT_WIDTH } from './pinning';

describe('pinColumns', () => {
  it('pins the first shown column after the check and expand boxes, and the actions on the right', () => {
    const pins = pinColumns('id', true, true);
    expect(pins.expandLeft).toBe(SELECT_WIDTH);
    expect(pins.pinOf('id').style).toEqual({ left: SELECT_WIDTH + EXPAND_WIDTH });
    expect(pins.pinOf('id').className).toContain('sticky');
    expect(pins.pinOf('actions').style).toEqual({ right: 0 });
    expect(pins.pinOf('actions').className).toContain('sticky');
  });

  it('leaves the other columns scrolling, and starts at the edge without boxes', () => {
    const pins = pinColumns('name', false, false);
    expect(pins.expandLeft).toBe(0);
    expect(pins.pinOf('name').style).toEqual({ left: 0 });
    expect(pins.pinOf('price')).toEqual({ className: '' });
  });
});
