import { drawCrop, type CropContext } from './crop-canvas';
import { cropGeometry, outputFormat, type Rect, type Rotation, type Size } from './crop-geometry';

/** An affine matrix [a, b, c, d, e, f] as in DOMMatrix: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = [number, number, number, number, number, number];

const multiply = ([a1, b1, c1, d1, e1, f1]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix => [
  a1 * a2 + c1 * b2,
  b1 * a2 + d1 * b2,
  a1 * c2 + c1 * d2,
  b1 * c2 + d1 * d2,
  a1 * e2 + c1 * f2 + e1,
  b1 * e2 + d1 * f2 + f1,
];

const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) => ({ x: round(a * x + c * y + e), y: round(b * x + d * y + f) });
const round = (n: number) => Math.round(n * 1000) / 1000 + 0;

interface Drawn {
  /** Where the image's own corners land on the canvas: top-left, top-right, bottom-right, bottom-left. */
  corners: { x: number; y: number }[];
}

/** Follows the transform like a real 2d context and records where each drawImage lands. */
function fakeContext() {
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  const drawn: Drawn[] = [];
  const fills: Rect[] = [];
  const ctx: CropContext = {
    fillStyle: '#000000',
    imageSmoothingQuality: 'low',
    save: () => void stack.push(matrix),
    restore: () => {
      matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    },
    scale: (x: number, y: number) => {
      matrix = multiply(matrix, [x, 0, 0, y, 0, 0]);
    },
    translate: (x: number, y: number) => {
      matrix = multiply(matrix, [1, 0, 0, 1, x, y]);
    },
    rotate: (angle: number) => {
      matrix = multiply(matrix, [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0]);
    },
    fillRect: (x: number, y: number, width: number, height: number) => void fills.push({ x, y, width, height }),
    drawImage: ((...args: unknown[]) => {
      const [, dx, dy, dw, dh] = args as [unknown, number, number, number, number];
      drawn.push({ corners: [apply(matrix, dx, dy), apply(matrix, dx + dw, dy), apply(matrix, dx + dw, dy + dh), apply(matrix, dx, dy + dh)] });
    }) as CropContext['drawImage'],
  };
  return { ctx, drawn, fills, isBalanced: () => stack.length === 0 };
}

const image = {} as CanvasImageSource;
const natural: Size = { width: 400, height: 200 };
const png = outputFormat({ name: 'a.png', type: 'image/png' });

function draw(rotation: Rotation, crop: Rect | null, scale = 1) {
  const fake = fakeContext();
  const geometry = cropGeometry({ natural, displayed: natural, crop, rotation, scale });
  drawCrop(fake.ctx, image, natural, rotation, geometry, png);
  return { ...fake, geometry };
}

describe('drawCrop', () => {
  it('draws the whole image unturned onto the canvas', () => {
    const { drawn, isBalanced } = draw(0, null);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.corners).toEqual([
      { x: 0, y: 0 },
      { x: 400, y: 0 },
      { x: 400, y: 200 },
      { x: 0, y: 200 },
    ]);
    expect(isBalanced()).toBe(true);
  });

  it('turns right by 90°: the top-left corner goes to the top right of a portrait canvas', () => {
    const { drawn, geometry } = draw(90, null);
    expect(geometry.canvas).toEqual({ width: 200, height: 400 });
    expect(drawn[0]?.corners).toEqual([
      { x: 200, y: 0 },
      { x: 200, y: 400 },
      { x: 0, y: 400 },
      { x: 0, y: 0 },
    ]);
  });

  it('turns left (270°): the top-left corner goes to the bottom left', () => {
    const { drawn, geometry } = draw(270, null);
    expect(geometry.canvas).toEqual({ width: 200, height: 400 });
    expect(drawn[0]?.corners[0]).toEqual({ x: 0, y: 400 });
    expect(drawn[0]?.corners[2]).toEqual({ x: 200, y: 0 });
  });

  it('turns upside down at 180°', () => {
    const { drawn } = draw(180, null);
    expect(drawn[0]?.corners[0]).toEqual({ x: 400, y: 200 });
    expect(drawn[0]?.corners[2]).toEqual({ x: 0, y: 0 });
  });

  it('shifts the image so that the cut starts at the canvas origin', () => {
    const { drawn, geometry } = draw(0, { x: 100, y: 50, width: 200, height: 100 });
    expect(geometry.canvas).toEqual({ width: 200, height: 100 });
    expect(drawn[0]?.corners[0]).toEqual({ x: -100, y: -50 });
    expect(drawn[0]?.corners[2]).toEqual({ x: 300, y: 150 });
  });

  it('cuts from the turned image: the top of a 90° stage is the left of the original', () => {
    // The stage is 200×400; its top 200×200 is the original's left half, turned.
    const { drawn, geometry } = draw(90, { x: 0, y: 0, width: 200, height: 200 });
    expect(geometry.canvas).toEqual({ width: 200, height: 200 });
    // Original top-left → canvas top right; original bottom-left → canvas top left; the right half hangs below.
    expect(drawn[0]?.corners[0]).toEqual({ x: 200, y: 0 });
    expect(drawn[0]?.corners[3]).toEqual({ x: 0, y: 0 });
    expect(drawn[0]?.corners[1]).toEqual({ x: 200, y: 400 });
  });

  it('paints a white background under a JPEG, which has no transparency, and none under a PNG', () => {
    const jpeg = fakeContext();
    const geometry = cropGeometry({ natural, displayed: natural, crop: null, rotation: 0, scale: 1 });
    drawCrop(jpeg.ctx, image, natural, 0, geometry, outputFormat({ name: 'a.jpg', type: 'image/jpeg' }));
    expect(jpeg.fills).toEqual([{ x: 0, y: 0, width: 400, height: 200 }]);
    expect(jpeg.ctx.fillStyle).toBe('#ffffff');
    expect(draw(0, null).fills).toEqual([]);
  });
});
