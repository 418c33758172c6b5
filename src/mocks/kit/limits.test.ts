import { getResponse } from 'msw';
import { operationSchemas } from '@/api/load-schemas';
import { operations, type OperationId } from '@/api/operations.gen';
import { checkExchange } from '@/test/contract';
import { badValues, leaves, validValue, withLeaf, writeOperations, type WriteOperation } from '@/test/write-operations';
import { getDb } from '../db';
import { handlers } from '../handlers';
import { routed } from '../router';

// Issue 22: every write operation of the contract refuses a value out of range or of the wrong type
// with code 400 and a message naming the field, and stores nothing; issue 29: and text holding a character
// XML cannot hold (exports write what is stored into spreadsheets), saying so. Each call is otherwise good (built
// from the contract's own schemas), so the refusal is the bad value's, not a missing field's.

const backend = [routed(handlers)];

interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function urlOf(op: WriteOperation, input: Input) {
  const path = operations[op.operationId as OperationId].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params[name])));
  const query = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return `http://localhost/api${path}${query.size > 0 ? `?${query}` : ''}`;
}

async function send(op: WriteOperation, input: Input) {
  const url = urlOf(op, input);
  const headers = { 'Authori-zation': 'admin-token', 'Content-Type': 'application/json' };
  const body = op.body ? JSON.stringify(input.body) : undefined;
  const response = await getResponse(backend, new Request(url, { method: op.method.toUpperCase(), headers, body }));
  if (!response) throw new Error(`no handler answers ${op.method} ${url}`);
  const answer = (await response.json()) as { code: number; message: string };
  // The refusal itself follows the contract (the error envelope); the request breaks it on purpose.
  const violations = checkExchange({ method: op.method, url, headers, body: input.body }, response.status, answer, false);
  return { answer, violations };
}

/** A good call of the operation: every parameter and body field at the least value its schema takes. */
function goodInput(op: WriteOperation): Input {
  const of = (where: 'path' | 'query') => Object.fromEntries(op.params.filter((p) => p.in === where).map((p) => [p.name, validValue(p.schema)]));
  return { params: of('path'), query: of('query'), body: op.body ? validValue(op.body) : undefined };
}

/** What the generated schemas say of a call: the first problem, or undefined when it is good. */
async function schemaProblem(op: WriteOperation, input: Input) {
  const spec = await operationSchemas(op.operationId as OperationId);
  for (const [part, value] of [['params', input.params], ['query', input.query], ['body', input.body]] as const) {
    const schema = spec[part];
    if (!schema) continue;
    const result = schema.safeParse(part === 'body' ? value : Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)));
    if (!result.success) return `${part}: ${JSON.stringify(result.error)}`;
  }
  return undefined;
}

/** Every bad call of an operation: each parameter and each body leaf in turn, out of range and of the wrong type. */
function badCalls(op: WriteOperation, good: Input) {
  const calls: Array<{ what: string; field: string; input: Input }> = [];
  for (const p of op.params.filter((x) => x.in === 'path' || x.in === 'query')) {
    // A path or query value is always text: a number written as text is still text.
    for (const bad of badValues(p.schema).filter((b) => b.kind !== 'a number for text')) {
      const part = p.in === 'path' ? 'params' : 'query';
      calls.push({ what: `${p.in} ${p.name} ${bad.kind}`, field: p.name, input: { ...good, [part]: { ...good[part], [p.name]: typeof bad.value === 'string' ? bad.value : JSON.stringify(bad.value) } } });
    }
  }
  if (op.body) {
    for (const bad of badValues(op.body)) calls.push({ what: `body ${bad.kind}`, field: '', input: { ...good, body: bad.value } });
    for (const leaf of leaves(op.body)) {
      for (const bad of badValues(leaf.schema)) {
        calls.push({ what: `body ${leaf.path} ${bad.kind}`, field: leaf.path.split('.').pop()!.replace('[]', ''), input: { ...good, body: withLeaf(good.body, leaf.path, bad.value) } });
      }
    }
  }
  return calls;
}

const withInput = writeOperations.filter((op) => op.body || op.params.some((p) => p.in === 'path' || p.in === 'query'));

describe('every write operation refuses values out of range and of the wrong type', () => {
  it('covers the write operations that take anything', () => {
    const none = writeOperations.filter((op) => !withInput.includes(op)).map((op) => op.operationId);
    // What takes nothing cannot take a bad value: signing out, and the like.
    expect(none.length).toBeLessThan(10);
    expect(withInput.length).toBeGreaterThan(125);
  });

  it('builds a good call of each from the contract', async () => {
    const problems = (await Promise.all(withInput.map(async (op) => [op.operationId, await schemaProblem(op, goodInput(op))]))).filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });

  it.each(withInput.map((op) => [op.operationId, op] as const))('%s: code 400 naming the field, and nothing stored', async (_, op) => {
    const good = goodInput(op);
    const calls = badCalls(op, good);
    expect(calls.length).toBeGreaterThan(0);
    const before = JSON.stringify(getDb());
    const wrong: string[] = [];
    for (const call of calls) {
      const { answer, violations } = await send(op, call.input);
      const said = call.what.endsWith('a control character') ? '控制字符' : '';
      if (answer.code !== 400 || !answer.message || (call.field && !answer.message.includes(call.field)) || !answer.message.includes(said)) wrong.push(`${call.what}: ${answer.code} ${answer.message}`);
      wrong.push(...violations.map((v) => `${call.what}: ${v}`));
    }
    expect(wrong.join("\n")).toBe("");
    expect(JSON.stringify(getDb()) === before).toBe(true);
  });
});
