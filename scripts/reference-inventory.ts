// Reads the reference backend's merchant calls and classes out of the inventory
// (../shared/reference/crmeb-merchant-inventory.md, §6 and Appendix A) into a machine-readable file that
// is checked in: openapi/reference/merchant-backend.json. The contract's fidelity test and
// `npm run contract:report` read that file, so they run without the inventory.
//   node scripts/reference-inventory.ts [inventory.md]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const SOURCE = process.argv[2] ?? '../shared/reference/crmeb-merchant-inventory.md';
const OUT = 'openapi/reference/merchant-backend.json';

export interface ReferenceField {
  name: string;
  /** The Java type as the inventory writes it (String, Integer, BigDecimal, List<X>…). */
  type: string;
  /** NotNull / NotBlank / NotEmpty: the backend refuses a call without it. */
  required: boolean;
  /** The validation rules in brackets, as written. */
  rules: string;
  /** A field of the ddlmanus fork, not of CRMEB: left out of every comparison. */
  fork: boolean;
}

export interface ReferenceClass {
  extends?: string;
  /** `(table eb_x)`: an entity answered as it is stored. */
  table?: string;
  fields: ReferenceField[];
}

export interface ReferenceOperation {
  controller: string;
  method: string;
  /** The path after /api, with {params}. */
  path: string;
  purpose: string;
  permission: string | null;
  /** The request as the inventory writes it: `body X`, `query X`, `path:id`, `query:name`… */
  request: string;
  /** Classes the request names (body or flattened query). */
  requestClasses: string[];
  /** Single query or path values the request names. */
  requestValues: string[];
  /** The type of `data`, as written: `CommonPage<X>`, `List<X>`, `X`, `Object`, `Boolean`… */
  response: string;
  /** Classes named in the response type. */
  responseClasses: string[];
}

const text = readFileSync(SOURCE, 'utf8');
const lines = text.split('\n');

const operations: ReferenceOperation[] = [];
let controller = '';
const section = { start: lines.findIndex((l) => l.startsWith('### 6.1 ')), end: lines.findIndex((l) => l.startsWith('### 6.2 ')) };
const classNames = (part: string) => [...part.matchAll(/\b([A-Z][A-Za-z0-9]+(?:Request|Response|Vo|VO)|[A-Z][A-Za-z0-9]+)\b/g)].map((m) => m[1]).filter((n) => !['CommonPage', 'List', 'Object', 'Boolean', 'Integer', 'String', 'Long', 'Map', 'MultipartFile', 'BigDecimal', 'Void', 'JSONObject', 'HashMap'].includes(n));
for (const line of lines.slice(section.start, section.end)) {
  const heading = /^\*\*(\w+)\*\* — `([^`]+)`/.exec(line);
  if (heading) {
    controller = heading[1];
    continue;
  }
  const row = /^\| (GET|POST|PUT|DELETE) \| `([^`]+)` \| ([^|]*)\| ([^|]*)\| ([^|]*)\| ([^|]*)\|/.exec(line);
  if (!row) continue;
  const [, method, path, purpose, permission, request, response] = row;
  const perm = permission.trim().replace(/`/g, '');
  const req = request.trim();
  operations.push({
    controller,
    method,
    path,
    purpose: purpose.trim(),
    permission: perm === '-' || perm === '' ? null : perm,
    request: req === '—' ? '' : req,
    requestClasses: [...req.matchAll(/\b(?:body|query) ([A-Z]\w+)/g)].map((m) => m[1]),
    requestValues: [...req.matchAll(/\b(?:query|path):(\w+)/g)].map((m) => m[1]),
    response: response.trim(),
    responseClasses: classNames(response.trim()),
  });
}

const classes: Record<string, ReferenceClass> = {};
const appendix = lines.findIndex((l) => l.startsWith('## Appendix A'));
let current: ReferenceClass | undefined;
for (const line of lines.slice(appendix)) {
  const head = /^#### (\w+)(?: extends (\w+))?(?: \(table (\w+)\))?/.exec(line);
  if (head) {
    current = { fields: [], ...(head[2] ? { extends: head[2] } : {}), ...(head[3] ? { table: head[3] } : {}) };
    classes[head[1]] = current;
    continue;
  }
  if (line.startsWith('## ') && !line.startsWith('## Appendix A')) current = undefined;
  const fork = line.includes('**[fork]**');
  const field = current && /^- (\w+): ([^—[]+?)(?: —[^[]*)?(?: \[([^\]]*)\])?\s*$/.exec(line.replace(/\s*\*\*\[fork\]\*\*/, ''));
  if (current && field) {
    const rules = (field[3] ?? '').trim();
    current.fields.push({ name: field[1], type: field[2].trim(), required: /\b(NotNull|NotBlank|NotEmpty)\b/.test(rules), rules, fork });
  }
}

/** Every field of a class with those it inherits. */
export function fieldsOf(name: string, seen = new Set<string>()): ReferenceField[] {
  const cls = classes[name];
  if (!cls || seen.has(name)) return [];
  seen.add(name);
  return [...cls.fields, ...(cls.extends ? fieldsOf(cls.extends, seen) : [])];
}

mkdirSync('openapi/reference', { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify({ source: 'crmeb-merchant-inventory.md §6.1 and Appendix A (ddlmanus/crmeb-java-pro @ c40babf)', operations, classes }, null, 1)}\n`,
);
console.log(`${operations.length} operations in ${new Set(operations.map((o) => o.controller)).size} controllers, ${Object.keys(classes).length} classes → ${OUT}`);
