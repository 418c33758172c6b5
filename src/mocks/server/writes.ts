import { currentCall } from './http';

// Which calls the store watches for changes (tracker.ts): every call but a GET, and a GET a segment of whose
// path says it changes something (the reference backend changes state with GETs: admin/delete,
// admin/updateStatus, logout, live room switches, putting a video product on sale…). A GET that changes the
// store unwatched is saved whole, said on the console, and watched from then on.

const CHANGES = /\/(delete\w*|update\w*|logout|rollback|audit|reset|puton|putdown|sync\w*|preserveupload)(\/|$)/i;
const learned = new Set<string>();

export function callMayWrite(): boolean {
  const call = currentCall.getStore();
  return !call || call.method !== 'GET' || CHANGES.test(call.path) || learned.has(call.path);
}

export function learnWrite() {
  const call = currentCall.getStore();
  if (!call) return;
  learned.add(call.path);
  process.stderr.write(`${call.method} ${call.path} changed the store unwatched: saved whole, and watched from now on\n`);
}
