import { DatabaseSync } from 'node:sqlite';
import { commit, getDb, inStore } from '../db';
import { tokenOf } from '../lib';
import { currentCall } from './http';

// Sessions end when unused for the time given (--session-ttl; the reference keeps one 24 hours and renews it
// when less than 20 minutes are left): the server keeps when each token was last renewed, beside the store (so
// a restart with another --session-ttl applies it to the sessions already there), and a call with a token
// past its end finds its session gone (401, back to sign-in).

const RENEW_WITHIN_MS = 20 * 60_000;

export function sessionExpiry(file: string, ttlMs: number) {
  const sql = new DatabaseSync(file);
  sql.exec('CREATE TABLE IF NOT EXISTS session_renewed (token TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID');
  const renewedAt = sql.prepare('SELECT at FROM session_renewed WHERE token = ?');
  const renew = sql.prepare('INSERT INTO session_renewed (token, at) VALUES (?, ?) ON CONFLICT (token) DO UPDATE SET at = excluded.at');
  const forget = sql.prepare('DELETE FROM session_renewed WHERE token = ?');

  async function check(request: Request) {
    const token = tokenOf(request);
    if (!token || getDb().sessions[token] === undefined) return;
    const now = Date.now();
    const at = (renewedAt.get(token) as { at: number } | undefined)?.at;
    const ends = at === undefined ? undefined : at + ttlMs;
    if (ends !== undefined && ends <= now) {
      // A change of its own, watched, before the call meets the session gone.
      await currentCall.run({ method: 'POST', path: '/session/end' }, () =>
        inStore(() => {
          delete getDb().sessions[token];
          commit();
        }),
      );
      forget.run(token);
    } else if (ends === undefined || ends - now < RENEW_WITHIN_MS) renew.run(token, now);
  }
  return { check };
}
