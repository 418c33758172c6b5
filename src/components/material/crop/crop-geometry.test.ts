import {
  FREE_CROP_SHARE,
  LABEL_CROP_SIZE,
  MAX_SCALE,
  MIN_SCALE,
  cropGeometry,
  fitRatio,
  hasSelection,
  initialFreeCrop,
  isQuarterTurn,
  normalizeRotation,
  outputFormat,
  placeFixedCrop,
  rotatedSize,
  stageSize,
  turn,
  zoom,
  type Rotation,
} from './crop-geometry';

describe('rotation', () => {
  it('normalises any multiple of 90° to 0–270', () => {
    expect(normalizeRotation(0)).toBe(0);
    expect(normalizeRotation(360)).toBe(0);
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(-270)).toBe(90);
    expect(normalizeRotation(450)).toBe(90);
    expect(normalizeRotation(-720)).toBe(0);
  });

  it('turns a quarter at a time, right clockwise and left anticlockwise, wrapping round', () => {
    expect(turn(0, 1)).toBe(90);
    expect(turn(270, 1)).toBe(0);
    expect(turn(0, -1)).toBe(270);
    expect(turn(90, -1)).toBe(0);
    let rotation: Rotation = 0;
    for (let i = 0; i < 4; i++) rotation = turn(rotation, 1);
    expect(rotation).toBe(0);
  });

  it('swaps width and height only for 90° and 270°', () => {
    expect(isQuarterTurn(90)).toBe(true);
    expect(isQuarterTurn(270)).toBe(true);
    expect(isQuarterTurn(0)).toBe(false);
    expect(isQuarterTurn(180)).toBe(false);
    const size = { width: 300, height: 200 };
    expect(rotatedSize(size, 0)).toEqual({ width: 300, height: 200 });
    expect(rotatedSize(size, 90)).toEqual({ width: 200, height: 300 });
    expect(rotatedSize(size, 180)).toEqual({ width: 300, height: 200 });
    expect(rotatedSize(size, 270)).toEqual({ width: 200, height: 300 });
  });
});

describe('zoom', () => {
  it('steps by 0.1 without floating-point drift', () => {
    expect(zoom(1, 1)).toBe(1.1);
    expect(zoom(1.1, 1)).toBe(1.2);
    expect(zoom(1, -1)).toBe(0.9);
    let scale = 1;
    for (let i = 0; i < 7; i++) scale = zoom(scale, 1);
    expect(scale).toBe(1.7);
  });

  it('stays between 0.5 and 3', () => {
    expect(MIN_SCALE).toBe(0.5);
    expect(MAX_SCALE).toBe(3);
    expect(zoom(0.5, -1)).toBe(0.5);
    expect(zoom(0.6, -1)).toBe(0.5);
    expect(zoom(3, 1)).toBe(3);
    expect(zoom(2.9, 1)).toBe(3);
    let scale = 1;
    for (let i = 0; i < 50; i++) scale = zoom(scale, 1);
    expect(scale).toBe(3);
    for (let i = 0; i < 50; i++) scale = zoom(scale, -1);
    expect(scale).toBe(0.5);
  });
});

describe('fitRatio and stageSize', () => {
  const bounds = { width: 720, height: 400 };

  it('shrinks a large image to fit and never enlarges a small one', () => {
    expect(fitRatio({ width: 1440, height: 400 }, 0, bounds)).toBe(0.5);
    expect(fitRatio({ width: 720, height: 800 }, 0, bounds)).toBe(0.5);
    expect(fitRatio({ width: 100, height: 50 }, 0, bounds)).toBe(1);
  });

  it('fits the turned image after a quarter turn', () => {
    // 800×400 turned is 400×800: the height limits it to 400/800.
    expect(fitRatio({ width: 800, height: 400 }, 90, bounds)).toBe(0.5);
    expect(fitRatio({ width: 800, height: 400 }, 180, bounds)).toBe(0.9);
  });

  it('treats an unmeasured image as not shrunk', () => {
    expect(fitRatio({ width: 0, height: 0 }, 0, bounds)).toBe(1);
  });

  it('is the displayed box turned and zoomed', () => {
    expect(stageSize({ width: 400, height: 200 }, 0, 1)).toEqual({ width: 400, height: 200 });
    expect(stageSize({ width: 400, height: 200 }, 90, 1)).toEqual({ width: 200, height: 400 });
    expect(stageSize({ width: 400, height: 200 }, 270, 1.5)).toEqual({ width: 300, height: 600 });
    expect(stageSize({ width: 400, height: 200 }, 180, 0.5)).toEqual({ width: 200, height: 100 });
  });
});

describe('cropGeometry', () => {
  const natural = { width: 2000, height: 1000 };
  // Displayed at half size.
  const displayed = { width: 1000, height: 500 };

  it('uses the whole image when there is no selection', () => {
    const result = cropGeometry({ natural, displayed, crop: null, rotation: 0, scale: 1 });
    expect(result.source).toEqual({ x: 0, y: 0, width: 2000, height: 1000 });
    expect(result.canvas).toEqual({ width: 2000, height: 1000 });
  });

  it('treats a selection under a pixel (a click without a drag) as none', () => {
    const result = cropGeometry({ natural, displayed, crop: { x: 10, y: 10, width: 0, height: 0 }, rotation: 0, scale: 1 });
    expect(result.source).toEqual({ x: 0, y: 0, width: 2000, height: 1000 });
    expect(hasSelection({ x: 0, y: 0, width: 0.5, height: 10 })).toBe(false);
    expect(hasSelection({ x: 0, y: 0, width: 1, height: 1 })).toBe(true);
    expect(hasSelection(null)).toBe(false);
  });

  it('maps stage pixels to natural pixels by the display ratio', () => {
    const result = cropGeometry({ natural, displayed, crop: { x: 100, y: 50, width: 200, height: 100 }, rotation: 0, scale: 1 });
    expect(result.rotated).toEqual({ width: 2000, height: 1000 });
    expect(result.source).toEqual({ x: 200, y: 100, width: 400, height: 200 });
    expect(result.canvas).toEqual({ width: 400, height: 200 });
  });

  it('divides by the zoom: zoomed in, the same box covers fewer image pixels', () => {
    const crop = { x: 100, y: 50, width: 200, height: 100 };
    const zoomedIn = cropGeometry({ natural, displayed, crop, rotation: 0, scale: 2 });
    expect(zoomedIn.source).toEqual({ x: 100, y: 50, width: 200, height: 100 });
    expect(zoomedIn.canvas).toEqual({ width: 200, height: 100 });
    const zoomedOut = cropGeometry({ natural, displayed, crop, rotation: 0, scale: 0.5 });
    expect(zoomedOut.source).toEqual({ x: 400, y: 200, width: 800, height: 400 });
    expect(zoomedOut.canvas).toEqual({ width: 800, height: 400 });
  });

  it.each([90, 270] as const)('swaps width and height of the output at %i°', (rotation) => {
    const whole = cropGeometry({ natural, displayed, crop: null, rotation, scale: 1 });
    expect(whole.rotated).toEqual({ width: 1000, height: 2000 });
    expect(whole.source).toEqual({ x: 0, y: 0, width: 1000, height: 2000 });
    expect(whole.canvas).toEqual({ width: 1000, height: 2000 });
    // The stage is 500×1000; its top half is the top half of the turned image.
    const top = cropGeometry({ natural, displayed, crop: { x: 0, y: 0, width: 500, height: 500 }, rotation, scale: 1 });
    expect(top.source).toEqual({ x: 0, y: 0, width: 1000, height: 1000 });
    expect(top.canvas).toEqual({ width: 1000, height: 1000 });
  });

  it('keeps the orientation at 180°', () => {
    const result = cropGeometry({ natural, displayed, crop: { x: 500, y: 0, width: 500, height: 250 }, rotation: 180, scale: 1 });
    expect(result.rotated).toEqual({ width: 2000, height: 1000 });
    expect(result.source).toEqual({ x: 1000, y: 0, width: 1000, height: 500 });
  });

  it('combines rotation and zoom', () => {
    // Stage at 90° and zoom 2: 1000×2000. A 250×400 box at (250,500) is a quarter of that.
    const result = cropGeometry({ natural, displayed, crop: { x: 250, y: 500, width: 250, height: 400 }, rotation: 90, scale: 2 });
    expect(result.source).toEqual({ x: 250, y: 500, width: 250, height: 400 });
    expect(result.canvas).toEqual({ width: 250, height: 400 });
  });

  it('clips a selection that reaches past the image', () => {
    const result = cropGeometry({ natural, displayed, crop: { x: 900, y: 400, width: 300, height: 300 }, rotation: 0, scale: 1 });
    expect(result.source).toEqual({ x: 1800, y: 800, width: 200, height: 200 });
  });

  it('rounds the canvas to whole pixels, never below 1×1', () => {
    const odd = cropGeometry({ natural: { width: 3, height: 3 }, displayed: { width: 2, height: 2 }, crop: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0, scale: 1 });
    expect(odd.source.width).toBe(1.5);
    expect(odd.canvas).toEqual({ width: 2, height: 2 });
    const tiny = cropGeometry({ natural: { width: 10, height: 10 }, displayed: { width: 100, height: 100 }, crop: { x: 0, y: 0, width: 1, height: 1 }, rotation: 0, scale: 1 });
    expect(tiny.canvas).toEqual({ width: 1, height: 1 });
  });
});

describe('placeFixedCrop', () => {
  it('is the 200×100 label box of SPEC §9, centred where asked', () => {
    expect(LABEL_CROP_SIZE).toEqual({ width: 200, height: 100 });
    expect(placeFixedCrop({ width: 600, height: 400 }, { x: 300, y: 200 })).toEqual({ x: 200, y: 150, width: 200, height: 100 });
  });

  it('stays inside the stage near the edges', () => {
    expect(placeFixedCrop({ width: 600, height: 400 }, { x: 10, y: 390 })).toEqual({ x: 0, y: 300, width: 200, height: 100 });
    expect(placeFixedCrop({ width: 600, height: 400 }, { x: 590, y: 0 })).toEqual({ x: 400, y: 0, width: 200, height: 100 });
  });

  it('shrinks at 2:1 on a stage smaller than the box', () => {
    expect(placeFixedCrop({ width: 100, height: 400 }, { x: 50, y: 200 })).toEqual({ x: 0, y: 175, width: 100, height: 50 });
    expect(placeFixedCrop({ width: 300, height: 60 }, { x: 150, y: 30 })).toEqual({ x: 90, y: 0, width: 120, height: 60 });
  });
});

describe('initialFreeCrop', () => {
  it('is a centred box over 80% of the image, in percent', () => {
    expect(FREE_CROP_SHARE).toBe(0.8);
    const crop = initialFreeCrop();
    expect(crop.width).toBeCloseTo(80);
    expect(crop.height).toBeCloseTo(80);
    expect(crop.x).toBeCloseTo(10);
    expect(crop.y).toBeCloseTo(10);
  });
});

describe('outputFormat', () => {
  it('keeps JPEG as JPEG at quality 0.8 with a lower-case extension', () => {
    expect(outputFormat({ name: 'photo.JPG', type: 'image/jpeg' })).toEqual({ type: 'image/jpeg', quality: 0.8, fileName: 'photo.jpg' });
    expect(outputFormat({ name: 'scan.jpeg', type: 'image/jpeg' })).toEqual({ type: 'image/jpeg', quality: 0.8, fileName: 'scan.jpeg' });
  });

  it('recognises JPEG by the extension when the browser gives no type, and by the type when the name has none', () => {
    expect(outputFormat({ name: 'a.jpg', type: '' })).toEqual({ type: 'image/jpeg', quality: 0.8, fileName: 'a.jpg' });
    expect(outputFormat({ name: 'camera', type: 'image/jpeg' })).toEqual({ type: 'image/jpeg', quality: 0.8, fileName: 'camera.jpg' });
  });

  it('writes PNG for everything else, renaming the extension', () => {
    expect(outputFormat({ name: 'a.png', type: 'image/png' })).toEqual({ type: 'image/png', quality: undefined, fileName: 'a.png' });
    expect(outputFormat({ name: 'a.gif', type: 'image/gif' })).toEqual({ type: 'image/png', quality: undefined, fileName: 'a.png' });
    expect(outputFormat({ name: 'icon.BMP', type: 'image/bmp' })).toEqual({ type: 'image/png', quality: undefined, fileName: 'icon.png' });
  });

  it('replaces only the last extension and keeps the rest of the name', () => {
    expect(outputFormat({ name: '商品 主图.v2.gif', type: 'image/gif' }).fileName).toBe('商品 主图.v2.png');
    expect(outputFormat({ name: 'archive.tar.jpg', type: 'image/jpeg' }).fileName).toBe('archive.tar.jpg');
  });

  it('names a file without a base name "image"', () => {
    expect(outputFormat({ name: '', type: 'image/png' }).fileName).toBe('image.png');
    expect(outputFormat({ name: '.png', type: 'image/png' }).fileName).toBe('image.png');
    expect(outputFormat({ name: '.JPG', type: '' })).toEqual({ type: 'image/jpeg', quality: 0.8, fileName: 'image.jpg' });
  });
});
