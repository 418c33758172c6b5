import { commit } from '@/mocks/db';
import { signedInJavaClient, type JavaAnswer, type JavaClient } from './java-client';

/**
 * One row of a table-driven test of the reference wire: it arranges the store, makes its calls as a
 * client of the Java backend, expects the Java's code and words (and data), and reads the effect back.
 */
export interface JavaRow {
  what: string;
  /** Changes the store first (committed after). */
  arrange?: () => void;
  call: (java: JavaClient) => Promise<JavaAnswer>;
  code: number;
  /** The words, or how to word them once the store is arranged (a message naming an id). */
  message: string | null | (() => string);
  data?: unknown;
  /** Reads the effect back (or that nothing changed). */
  effect?: (java: JavaClient) => void | Promise<void>;
}

/**
 * Arranges a row's store (after `prepare`, which sets it up for the whole table) and makes its calls signed
 * in as the store's owner; answers the client, what came back and what the row expects, side by side.
 */
export async function callJavaRow(row: JavaRow, prepare?: () => void) {
  prepare?.();
  row.arrange?.();
  await commit();
  const java = await signedInJavaClient();
  const answer = await row.call(java);
  const pick = ({ code, message, data }: { code: number; message: unknown; data?: unknown }) => ({ code, message, ...('data' in row ? { data } : {}) });
  const expected = pick({ code: row.code, message: typeof row.message === 'function' ? row.message() : row.message, data: row.data });
  return { java, seen: pick(answer), expected };
}

/** Runs a row: its calls answer what it expects, then its effect is read back. */
export async function runJavaRow(row: JavaRow, prepare?: () => void) {
  const { java, seen, expected } = await callJavaRow(row, prepare);
  expect(seen).toEqual(expected);
  await row.effect?.(java);
}
