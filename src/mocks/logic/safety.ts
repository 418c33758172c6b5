import type { CaptchaVO, CaptchaVOAnswer, SafetyAnswer } from '@/api/generated/model';
import { decryptAesEcb, encryptAesEcb } from '@/lib/aes-ecb';
import { commit, getDb } from '../db';
import { drawPuzzle } from '../puzzle';
import { randomHex } from '../captcha';

// The block puzzle of the reference backend's sign-in (its AJ-Captcha library, blockPuzzle): safety/get draws a
// puzzle and keeps where its piece fits for 120 s; safety/check takes the slider's point, encrypted with the
// puzzle's secret key, once (pass or fail the puzzle is spent), and on a pass keeps a ticket for 180 s:
// Base64(AES(token---point)), which the client works out itself and the sign-in spends (verification).

const PUZZLE_MS = 120_000;
const TICKET_MS = 180_000;
/** The library's tolerance, in pixels of the 310-wide picture, both ways. */
const SLIP = 5;
/** The piece is as tall as the picture: its y is always 5. */
const PIECE_Y = 5;

const EMPTY_VO: Required<{ [K in keyof CaptchaVOAnswer]: null }> = {
  captchaId: null,
  projectCode: null,
  captchaType: null,
  captchaOriginalPath: null,
  captchaFontType: null,
  captchaFontSize: null,
  secretKey: null,
  originalImageBase64: null,
  point: null,
  jigsawImageBase64: null,
  wordList: null,
  pointList: null,
  pointJson: null,
  token: null,
  result: null,
  captchaVerification: null,
  clientUid: null,
  ts: null,
  browserInfo: null,
};

const answer = (repCode: string, repMsg: string | null, repData: CaptchaVOAnswer | null = null): SafetyAnswer => ({ repCode, repMsg, repData, success: repCode === '0000' });
const blank = (text: string | undefined) => text === undefined || text.trim() === '';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function secretKey() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/** Drops what has expired: the library's cache forgets a puzzle or ticket when its time is up. */
function sweep(now: number) {
  const db = getDb();
  for (const [token, puzzle] of Object.entries(db.puzzles)) if (puzzle.expires <= now) delete db.puzzles[token];
  for (const [ticket, expires] of Object.entries(db.puzzleTickets)) if (expires <= now) delete db.puzzleTickets[ticket];
}

/** POST /publicly/safety/get: a new puzzle. The demo draws the block puzzle; the click-word one it does not have. */
export function getPuzzle(body: CaptchaVO): SafetyAnswer {
  if (blank(body.captchaType)) return answer('0011', '类型不能为空');
  if (body.captchaType !== 'blockPuzzle') return answer('6112', '获取验证码失败,请联系管理员');
  const now = Date.now();
  sweep(now);
  const { background, piece, x } = drawPuzzle();
  const token = randomHex(32);
  const key = secretKey();
  getDb().puzzles[token] = { secretKey: key, x, y: PIECE_Y, expires: now + PUZZLE_MS };
  commit();
  return answer('0000', null, { ...EMPTY_VO, originalImageBase64: background, jigsawImageBase64: piece, token, secretKey: key, result: false });
}

/** The library's reading of a point's text (not JSON): braces and quotes dropped, `x:…,y:…` split, each truncated. */
function readPoint(text: string): { x: number; y: number } | undefined {
  const fields = Object.fromEntries(
    text
      .replace('{', '')
      .replace('}', '')
      .replaceAll('"', '')
      .split(',')
      .map((part) => part.split(':').map((s) => s.trim())),
  ) as Record<string, string | undefined>;
  const x = Number(fields.x);
  const y = Number(fields.y);
  return Number.isFinite(x) && Number.isFinite(y) && fields.x !== '' && fields.y !== '' ? { x: Math.trunc(x), y: Math.trunc(y) } : undefined;
}

/** POST /publicly/safety/check: the slider's point for a puzzle. */
export function checkPuzzle(body: CaptchaVO): SafetyAnswer {
  if (blank(body.captchaType)) return answer('0011', '类型不能为空');
  if (blank(body.token)) return answer('0011', 'token不能为空');
  const db = getDb();
  const now = Date.now();
  sweep(now);
  const token = body.token as string;
  const puzzle = db.puzzles[token];
  if (!puzzle) return answer('6110', '验证码已失效，请重新获取');
  delete db.puzzles[token];
  commit();
  let text: string;
  try {
    text = decryptAesEcb(body.pointJson ?? '', puzzle.secretKey);
  } catch (error) {
    return answer('0001', error instanceof Error ? error.message : String(error));
  }
  const point = readPoint(text);
  if (!point || point.x < puzzle.x - SLIP || point.x > puzzle.x + SLIP || point.y !== puzzle.y) return answer('6111', '验证失败');
  db.puzzleTickets[encryptAesEcb(`${token}---${text}`, puzzle.secretKey)] = now + TICKET_MS;
  commit();
  return answer('0000', null, { ...EMPTY_VO, captchaType: body.captchaType ?? null, token, pointJson: body.pointJson ?? null, ts: body.ts ?? null, result: true });
}

/** Spends a ticket safety/check left: '0000' when it was there, the library's refusal when not. */
export function spendTicket(captchaVO: CaptchaVO | undefined): SafetyAnswer {
  if (!captchaVO) return answer('0011', 'captchaVO不能为空');
  if (blank(captchaVO.captchaVerification)) return answer('0011', '二次校验参数不能为空');
  const db = getDb();
  sweep(Date.now());
  const ticket = captchaVO.captchaVerification as string;
  if (db.puzzleTickets[ticket] === undefined) return answer('6110', '验证码已失效，请重新获取');
  delete db.puzzleTickets[ticket];
  commit();
  return answer('0000', '成功');
}
