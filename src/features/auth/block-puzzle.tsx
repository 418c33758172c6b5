import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { checkSafetyCaptcha, getSafetyCaptcha } from '@/api/generated/functions/publicly/publicly';
import { Dialog } from '@/components/ui/dialog';
import { encryptAesEcb } from '@/lib/aes-ecb';

// The reference backend's sign-in captcha (its AJ-Captcha library's block puzzle), loaded only when an account
// needs it: the background with a hole, the piece to slide into it. The point goes encrypted with the
// puzzle's secret key to safety/check, once per puzzle; on a pass the sign-in sends the ticket the backend
// kept, Base64(AES(token---point)), which the client works out the same way.

const WIDTH = 310;
const HEIGHT = 155;
const PIECE = 47;
const MAX_LEFT = WIDTH - PIECE;
/** The slider's handle, as wide as the piece's body. */
const HANDLE = 46;

interface Puzzle {
  background: string;
  piece: string;
  token: string;
  secretKey: string;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; puzzle: Puzzle; result?: 'checking' | 'passed' | 'failed' };

/** The library's client id: any text (crypto.randomUUID is missing on a console served over plain http). */
const clientUid = `slider-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

async function loadPuzzle(): Promise<Puzzle> {
  const answer = await getSafetyCaptcha({ captchaType: 'blockPuzzle', clientUid, ts: Date.now() }, { silent: true });
  const data = answer.repData;
  if (answer.repCode !== '0000' || !data?.originalImageBase64 || !data.jigsawImageBase64 || !data.token || !data.secretKey) throw new Error(answer.repMsg ?? '获取验证码失败');
  return { background: data.originalImageBase64, piece: data.jigsawImageBase64, token: data.token, secretKey: data.secretKey };
}

/** The ticket of a solved puzzle, or undefined when the backend found the piece misplaced (or the puzzle spent). */
async function checkPoint(puzzle: Puzzle, x: number): Promise<string | undefined> {
  // The library reads the point's text itself (not as JSON) and the ticket is made of that very text.
  const point = JSON.stringify({ x, y: 5 });
  const answer = await checkSafetyCaptcha({ captchaType: 'blockPuzzle', token: puzzle.token, pointJson: encryptAesEcb(point, puzzle.secretKey) }, { silent: true });
  return answer.repCode === '0000' ? encryptAesEcb(`${puzzle.token}---${point}`, puzzle.secretKey) : undefined;
}

export interface BlockPuzzleProps {
  onOpenChange: (open: boolean) => void;
  /** The ticket the sign-in sends as captchaVO.captchaVerification. */
  onSolved: (captchaVerification: string) => void;
}

/** 安全验证: slide the piece into its place (drag, or the arrow keys and Enter). Drawn while it is wanted: the first puzzle comes as it opens. */
export function BlockPuzzleDialog({ onOpenChange, onSolved }: BlockPuzzleProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [left, setLeft] = useState(0);
  const drag = useRef<{ pointer: number; from: number; start: number } | null>(null);

  const load = useCallback(
    () =>
      loadPuzzle().then(
        (puzzle) => setState({ status: 'ready', puzzle }),
        () => setState({ status: 'error' }),
      ),
    [],
  );
  const reload = () => {
    setState({ status: 'loading' });
    setLeft(0);
    void load();
  };

  useEffect(() => {
    void load();
  }, [load]);

  const submit = (at: number) => {
    if (state.status !== 'ready' || state.result) return;
    const { puzzle } = state;
    setState({ status: 'ready', puzzle, result: 'checking' });
    // Drawn at its own width, so the slider's offset is the point's x on the backend's picture.
    checkPoint(puzzle, at).then(
      (ticket) => {
        setState({ status: 'ready', puzzle, result: ticket ? 'passed' : 'failed' });
        // A puzzle is good for one try: a miss brings another.
        if (ticket) onSolved(ticket);
        else window.setTimeout(reload, 800);
      },
      () => window.setTimeout(reload, 800),
    );
  };

  const clamp = (value: number) => Math.max(0, Math.min(MAX_LEFT, Math.round(value)));
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (state.status !== 'ready' || state.result) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, from: event.clientX, start: left };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointer === event.pointerId) setLeft(clamp(drag.current.start + event.clientX - drag.current.from));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    const at = clamp(drag.current.start + event.clientX - drag.current.from);
    drag.current = null;
    setLeft(at);
    submit(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      if (state.status === 'ready' && !state.result) setLeft((l) => clamp(l + (event.key === 'ArrowRight' ? step : -step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(left);
    }
  };

  const result = state.status === 'ready' ? state.result : undefined;
  const hint = result === 'passed' ? '验证成功' : result === 'failed' ? '验证失败，请重试' : result === 'checking' ? '验证中…' : '向右拖动滑块填充拼图';
  return (
    <Dialog open onOpenChange={onOpenChange} title="请完成安全验证" width={WIDTH + 48} closeOnOverlayClick={false}>
      <div className="relative overflow-hidden rounded bg-slate-100" style={{ width: WIDTH, height: HEIGHT }}>
        {state.status === 'ready' && (
          <>
            <img src={`data:image/png;base64,${state.puzzle.background}`} alt="拼图背景" width={WIDTH} height={HEIGHT} className="block select-none" draggable={false} />
            <img src={`data:image/png;base64,${state.puzzle.piece}`} alt="" width={PIECE} height={HEIGHT} className="absolute top-0 select-none" style={{ left }} draggable={false} />
          </>
        )}
        {state.status === 'loading' && <p className="flex h-full items-center justify-center text-sm text-slate-500">加载中…</p>}
        {state.status === 'error' && (
          <button type="button" className="flex h-full w-full items-center justify-center text-sm text-slate-500" onClick={reload}>
            获取验证码失败，点击重试
          </button>
        )}
        <button type="button" onClick={reload} className="absolute right-1 top-1 rounded bg-black/40 px-2 py-0.5 text-xs text-white" aria-label="换一张">
          换一张
        </button>
      </div>
      <div className={`relative mt-3 h-10 rounded border text-center text-sm leading-10 ${result === 'failed' ? 'border-red-300 bg-red-50 text-danger' : result === 'passed' ? 'border-green-300 bg-green-50 text-green-700' : 'border-slate-300 bg-slate-50 text-slate-500'}`} style={{ width: WIDTH }}>
        {/* A result is read in the bar beside the handle where it was let go, not under it. */}
        <span aria-live="polite" className="block" style={{ paddingLeft: result ? left + HANDLE : 0 }}>
          {hint}
        </span>
        <button
          type="button"
          role="slider"
          aria-label="拖动滑块完成拼图"
          aria-valuemin={0}
          aria-valuemax={MAX_LEFT}
          aria-valuenow={left}
          data-autofocus
          disabled={state.status !== 'ready' || result !== undefined}
          className="absolute top-0 h-[38px] cursor-grab touch-none rounded border border-slate-300 bg-white text-slate-500 shadow active:cursor-grabbing disabled:cursor-default"
          style={{ left, width: HANDLE }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          →
        </button>
      </div>
    </Dialog>
  );
}
