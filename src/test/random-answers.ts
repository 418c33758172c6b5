import { faker } from '@faker-js/faker/locale/zh_CN';
import { http, type RequestHandler } from 'msw';
import { z } from 'zod';
import { contract } from './contract';

// The contract's random answers, from orval's msw mocks (src/api/generated/endpoints/*/*.msw.ts), in
// three profiles. orval writes one kind of answer (lists of 1–10, texts of 10–20, optional fields now and
// then); the other two are that answer reshaped under the operation's model schema (its zod schema, as
// JSON Schema), so they stay what the contract allows: 'empty' (lists empty, optional fields absent,
// nullable ones null, texts empty, numbers at their floor) and 'extreme' (the outer lists long, texts at
// their longest, numbers at their largest).

export const PROFILES = ['typical', 'empty', 'extreme'] as const;
export type Profile = (typeof PROFILES)[number];

type Module = Record<string, unknown>;
type Json = z.core.JSONSchema.JSONSchema;
type Handle = (answer: (info: { request: Request }) => unknown) => RequestHandler;

const mswModules = import.meta.glob<Module>('../api/generated/endpoints/*/*.msw.ts', { eager: true });
const zodModules = import.meta.glob<Module>('../api/generated-zod/*/*.zod.ts', { eager: true });
const zodSchemas: Module = Object.assign({}, ...Object.values(zodModules));

interface Operation {
  /** orval's name: the operationId with a capital. */
  name: string;
  handle: Handle;
  mock: () => unknown;
  schema: z.ZodType;
}

const operations: Operation[] = Object.values(mswModules).flatMap((module) =>
  Object.keys(module).flatMap((key) => {
    const name = /^get(\w+)MockHandler$/.exec(key)?.[1];
    const mock = module[`get${name}ResponseMock`];
    const schema = zodSchemas[`${name}Response`];
    if (!name || typeof mock !== 'function' || !(schema instanceof z.ZodType)) return [];
    return [{ name, handle: module[key] as Handle, mock: mock as () => unknown, schema }];
  }),
);

const operationIdOf = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** How long 'extreme' makes an outer list, a text with no maximum length, and a text at most. */
const LONG_LIST = 25;
const LONG_TEXT = 200;
const LONGEST_TEXT = 1000;
/** The largest number where the contract names none: the Java backend's Integer.MAX_VALUE. */
const LARGE = 2_147_483_647;
const SPREAD = 1_000_000;
/** The largest texts a pattern may allow (amounts, ids): the first that fits is used. */
const LARGE_TEXTS = ['99999999999.99', '99999999.99', '999999.99', '999999999,999999999,999999999'];
const FILL = '长文本测试';

const isSuccess = (answer: unknown) => typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 200;

/** orval's mock answers a refusal half of the time: the pages' handling of those is other tests' work. */
function success(op: Operation): unknown {
  for (let i = 0; i < 50; i++) {
    const answer = op.mock();
    if (isSuccess(answer)) return answer;
  }
  throw new Error(`${op.name}: no success answer in 50 tries`);
}

const jsonSchemas = new Map<Operation, Json>();
const jsonSchemaOf = (op: Operation) => {
  if (!jsonSchemas.has(op)) jsonSchemas.set(op, z.toJSONSchema(op.schema, { unrepresentable: 'any' }));
  return jsonSchemas.get(op) as Json;
};

type Path = Array<string | '*'>;

/** Whether a value could have come from a schema: enough to tell the members of a union apart. */
function fits(value: unknown, s: Json, root: Json): boolean {
  if (s.$ref) return fits(value, resolve(s.$ref, root), root);
  if (s.anyOf ?? s.oneOf) return (s.anyOf ?? s.oneOf ?? []).some((m) => fits(value, m as Json, root));
  if ('const' in s) return value === s.const;
  if (s.enum) return s.enum.includes(value as never);
  const types: string[] = [s.type ?? []].flat();
  if (value === null) return types.includes('null');
  if (Array.isArray(value)) return types.includes('array');
  if (typeof value === 'object') {
    if (!types.includes('object')) return false;
    const props = s.properties ?? {};
    const record = value as Record<string, unknown>;
    // orval leaves an optional field it left out as undefined, which JSON drops.
    const present = Object.entries(record).filter(([, v]) => v !== undefined);
    return (s.required ?? []).every((k) => record[k] !== undefined) && present.every(([k, v]) => (k in props ? fits(v, props[k] as Json, root) : s.additionalProperties !== false));
  }
  if (typeof value === 'number') return types.includes('number') || (types.includes('integer') && Number.isInteger(value));
  return types.includes(typeof value);
}

function resolve(ref: string, root: Json): Json {
  if (ref === '#') return root;
  const name = ref.replace('#/$defs/', '');
  return (root.$defs?.[name] ?? {}) as Json;
}

interface Walk {
  profile: Profile;
  root: Json;
  /** Items of the list at a path, from further answers (for 'extreme' lists). */
  more: (path: Path) => unknown[];
}

function reshape(value: unknown, s: Json, path: Path, inList: boolean, w: Walk): unknown {
  if (s.$ref) return reshape(value, resolve(s.$ref, w.root), path, inList, w);
  const members = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (members) {
    if (w.profile === 'empty' && members.some((m) => m.type === 'null')) return null;
    const member = members.find((m) => fits(value, m, w.root));
    return member ? reshape(value, member, path, inList, w) : value;
  }
  if (value === null || value === undefined || 'const' in s || s.enum) return value;
  if (Array.isArray(value)) {
    const items = (s.items ?? {}) as Json;
    let list = value;
    if (w.profile === 'empty') list = value.slice(0, s.minItems ?? 0);
    if (w.profile === 'extreme' && !inList) {
      const length = Math.min(s.maxItems ?? LONG_LIST, LONG_LIST);
      list = [...value];
      for (let tries = 0; list.length < length && tries < 20; tries++) list.push(...w.more(path));
      list = list.slice(0, Math.max(length, value.length));
    }
    return list.map((item) => reshape(item, items, [...path, '*'], true, w));
  }
  if (typeof value === 'object') {
    const required = new Set(s.required ?? []);
    const props = s.properties ?? {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => w.profile !== 'empty' || required.has(k))
        .map(([k, v]) => [k, k in props ? reshape(v, props[k] as Json, [...path, k], inList, w) : v]),
    );
  }
  if (typeof value === 'string') return text(value, s, w.profile);
  if (typeof value === 'number') return number(value, s, w.profile);
  return value;
}

function text(value: string, s: Json, profile: Profile): string {
  const max = Math.min(s.maxLength ?? LONG_TEXT, LONGEST_TEXT);
  const allowed = (t: string) => t.length >= (s.minLength ?? 0) && t.length <= max && (!s.pattern || new RegExp(s.pattern).test(t));
  if (profile === 'empty') return allowed('') ? '' : value;
  if (profile !== 'extreme' || s.format) return value;
  if (s.pattern) return LARGE_TEXTS.find(allowed) ?? value;
  // The random start is kept: lists keyed by a text still tell their rows apart.
  return value.padEnd(max, FILL);
}

function number(value: number, s: Json, profile: Profile): number {
  const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? -Infinity);
  const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : (s.maximum ?? Infinity);
  if (profile === 'empty') return Math.min(Math.max(0, min), max);
  if (profile !== 'extreme') return value;
  // Near the top, not all at it where the range is wide: ids stay apart (rows are keyed by them), as the backend's do.
  const top = Math.min(max, LARGE);
  return top - min > SPREAD ? top - (Math.abs(Math.trunc(value)) % SPREAD) : Math.max(top, min);
}

/** The values at a path of an answer, a list's items flattened. */
function at(value: unknown, path: Path): unknown[] {
  if (path.length === 0) return Array.isArray(value) ? value : [];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.flatMap((v) => at(v, rest)) : [];
  return typeof value === 'object' && value !== null ? at((value as Record<string, unknown>)[head], rest) : [];
}

/** A seed from a text: each call's answer depends on the profile, the seed and the call, not on the calls before it. */
function seedOf(key: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** One answer of an operation in a profile, reproducible from the seed and the call's method and address. */
export function answerOf(op: Operation, profile: Profile, seed: string): unknown {
  faker.seed(seedOf(`${seed} ${profile} ${op.name}`));
  const answer = success(op);
  if (profile === 'typical') return answer;
  const root = jsonSchemaOf(op);
  const members = (root.anyOf ?? [root]) as Json[];
  const member = members.find((m) => fits(answer, m, root));
  if (!member) throw new Error(`${op.name}: orval's answer fits no member of its schema`);
  const shaped = reshape(answer, member, [], false, { profile, root, more: (path) => at(success(op), path) });
  const check = op.schema.safeParse(shaped);
  if (!check.success) throw new Error(`${op.name} (${profile}): the reshaped answer breaks the model: ${check.error.message}`);
  return shaped;
}

/** One answer of an operation (by operationId), as the handlers would give it for the same seed. */
export function answerFor(operationId: string, profile: Profile, seed: string): unknown {
  const op = operations.find((o) => operationIdOf(o.name) === operationId);
  if (!op) throw new Error(`no random answers for ${operationId}`);
  return answerOf(op, profile, seed);
}

/** Problems met while answering (a reshaped answer off the model): the test fails on any. */
export const answerProblems: string[] = [];

/**
 * A call no random answer took (an operation orval writes no mock for) goes on to the demo backend; it is
 * a problem unless kept, or the page would be drawn from the demo's data and the walk would prove less.
 */
const unanswered = (kept: ReadonlySet<string>) =>
  http.all('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    const operation = contract.matchOperation({ method: request.method, path: url.pathname.replace(/^\/api(?=\/)/, ''), headers: {} });
    if (!kept.has(operation?.operationId ?? '')) answerProblems.push(`${request.method} ${url.pathname}: no random answer`);
  });

/**
 * msw handlers answering every operation but the `kept` ones (by operationId) with random answers of a
 * profile; `seed` makes a run reproducible. Put in front of the demo backend with `server.use`.
 */
export function randomAnswers(profile: Profile, seed: string, kept: ReadonlySet<string>): RequestHandler[] {
  const answers = operations
    .filter((op) => !kept.has(operationIdOf(op.name)))
    .map((op) =>
      op.handle(({ request }) => {
        const url = new URL(request.url);
        try {
          return answerOf(op, profile, `${seed} ${request.method} ${url.pathname}${url.search.replace(/[?&]temp=\d+/, '')}`);
        } catch (error) {
          answerProblems.push(String(error));
          throw error;
        }
      }),
    );
  return [...answers, unanswered(kept)];
}

