// Writes src/mocks/wire/reference.gen.ts from the reference extract (openapi/reference/merchant-backend.json,
// read from the Java by `npm run reference:java`), as part of `npm run generate`: the demo backend's reference
// wire mode (VITE_DEMO_WIRE=reference) answers each of the reference backend's calls with exactly the fields
// of its Java classes. The extract is 390 kB of prose and rules; the table keeps what the mode reads:
// each call's method, path, answer type and body type, and the fields (name, type, nullability, Java name)
// of every class those reach, with the fields a class inherits. The fork's own fields (farm, credit: `fork`
// in the extract) are left out, as the contract and its fidelity check leave them out.
import { readFileSync, writeFileSync } from 'node:fs';

const EXTRACT = 'openapi/reference/merchant-backend.json';
const OUT = 'src/mocks/wire/reference.gen.ts';

interface Rule {
  rule: string;
  message?: string;
  min?: string;
  max?: string;
  value?: string;
  regexp?: string;
  values?: string[];
}
interface Field {
  name: string;
  type: string;
  fork?: boolean;
  nullable?: boolean;
  javaName?: string;
  validation?: Rule[];
  cascade?: boolean;
  initial?: string;
}
interface Param {
  in: 'path' | 'query' | 'body' | 'multipart';
  name: string;
  type: string;
  required: boolean;
  defaultValue?: string;
  class?: string;
  validated?: boolean;
}
interface JavaClass {
  fields: Field[];
  extends?: string;
}
interface Operation {
  method: string;
  path: string;
  request: string;
  response: string;
  params: Param[];
}
const extract = JSON.parse(readFileSync(EXTRACT, 'utf8')) as { operations: Operation[]; classes: Record<string, JavaClass> };

/**
 * The name Jackson writes for a field, from its Lombok getter: Jackson lowercases the capitals a getter's
 * name starts with (`Token` → getToken → `token`). The Java name is kept where it differs.
 */
function jackson(field: Field): Field {
  const name = field.name.replace(/^[A-Z]+/, (capitals) => capitals.toLowerCase());
  return name === field.name ? field : { ...field, name, javaName: field.javaName ?? field.name };
}

/** A type as written in Java, without a field's initialiser and spaces: `List<CategoryTreeVo> default new ArrayList<>()` → `List<CategoryTreeVo>`. */
const typeOf = (type: string) => type.replace(/\s+default\s.*$/, '').replace(/\s+/g, '');

const classes: Record<string, JavaClass> = extract.classes;

/** A class's fields with those it inherits, the parent's first. */
function fieldsOf(name: string): Field[] {
  const java = classes[name];
  return java ? [...(java.extends ? fieldsOf(java.extends) : []), ...java.fields.filter((f) => !f.fork).map(jackson)] : [];
}

/** The class names a type mentions (`CommonPage<List<X>>` → X). */
const namesIn = (type: string) => (typeOf(type).match(/\w+/g) ?? []).filter((word) => classes[word]);

const reached = new Set<string>();
/** The classes the requests reach (query classes, bodies): the ones whose rules and initial values are kept. */
const requested = new Set<string>();
function reach(type: string, into = reached) {
  for (const name of namesIn(type)) {
    if (into.has(name)) continue;
    into.add(name);
    for (const field of fieldsOf(name)) reach(field.type, into);
  }
}

/** The body class of a request (`path:id, body X`, `List<body X>`), as a type. */
function bodyOf(request: string): string | undefined {
  const match = /(List<)?body (\w+)/.exec(request);
  if (!match) return undefined;
  return match[1] ? `List<${match[2]}>` : match[2];
}

/** A path as a regex literal: a parameter matches one segment. */
const patternOf = (path: string) =>
  `/^${path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\//g, '\\/'))
    .join('[^/]+')}$/`;

const operations = extract.operations
  // A literal segment wins over a parameter in its place (Spring's own rule): the fewer parameters, the sooner tried.
  .toSorted((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0))
  .map((op) => {
    const response = typeOf(op.response);
    const body = bodyOf(op.request);
    reach(response);
    for (const param of op.params) {
      if (param.in !== 'body' && !param.class) continue;
      reach(param.type);
      reach(param.type, requested);
    }
    const params = op.params.map((p) => ({
      in: p.in,
      name: p.name,
      type: typeOf(p.type),
      ...(p.required ? { required: true } : {}),
      ...(p.defaultValue !== undefined ? { defaultValue: p.defaultValue } : {}),
      ...(p.validated ? { validated: true } : {}),
    }));
    return `  { method: '${op.method}', pattern: ${patternOf(op.path)}, path: ${JSON.stringify(op.path)}, response: ${JSON.stringify(response)}${body ? `, body: ${JSON.stringify(body)}` : ''}, params: ${JSON.stringify(params)} },`;
  });

const fieldRow = (f: Field) => {
  const row: unknown[] = [f.name, typeOf(f.type)];
  if (f.nullable !== undefined || f.javaName) row.push(f.nullable ?? null);
  if (f.javaName) row.push(f.javaName);
  return JSON.stringify(row);
};
const classRows = [...reached].toSorted().map((name) => `  ${name}: [${fieldsOf(name).map(fieldRow).join(', ')}],`);

/** The bean-validation rules of the classes the requests reach (`@Valid` on a field: `{ rule: 'Valid' }`), by class and field. */
/** Constants the requests' initializers name (Constants.java). */
const CONSTANTS: Record<string, number> = { 'Constants.DEFAULT_PAGE': 1, 'Constants.DEFAULT_LIMIT': 20 };

/** A field's value in a new request object: its initializer, or a primitive's zero; undefined for null. */
function initialOf(field: Field): unknown {
  const initial = field.initial?.trim();
  if (initial === undefined) return { int: 0, long: 0, short: 0, boolean: false }[typeOf(field.type)];
  if (initial in CONSTANTS) return CONSTANTS[initial];
  if (/^-?\d+L?$/.test(initial)) return Number(initial.replace(/L$/, ''));
  if (initial === 'true' || initial === 'false') return initial === 'true';
  if (/^new (ArrayList|LinkedList)/.test(initial)) return [];
  throw new Error(`${field.name}: an initializer this script cannot read: ${initial}`);
}

/** What a request class's fields hold when the client sends nothing for them, by class and field. */
const initialRows = [...requested].toSorted().flatMap((name) => {
  const values = fieldsOf(name)
    .map((f) => [f.name, initialOf(f)] as const)
    .filter(([, value]) => value !== undefined);
  return values.length ? [`  ${name}: ${JSON.stringify(Object.fromEntries(values))},`] : [];
});

const ruleRows = [...requested].toSorted().flatMap((name) => {
  const rules = fieldsOf(name)
    .map((f) => [f.name, [...(f.validation ?? []), ...(f.cascade ? [{ rule: 'Valid' }] : [])]] as const)
    .filter(([, list]) => list.length > 0);
  return rules.length ? [`  ${name}: ${JSON.stringify(Object.fromEntries(rules))},`] : [];
});

writeFileSync(
  OUT,
  `// Generated by scripts/generate-reference-wire.ts from openapi/reference/merchant-backend.json: do not edit.
/** A field of a Java class: its name on the wire, its Java type, whether it may be null (null: not known), its Java name when @JsonProperty renames it. */
export type JavaField = readonly [name: string, type: string, nullable?: boolean | null, javaName?: string];

/** A parameter of a call as Spring binds it: a path or query value, a query class (\`class\`), the body, an uploaded part. */
export interface JavaParam {
  readonly in: 'path' | 'query' | 'body' | 'multipart';
  readonly name: string;
  /** The Java type as written (\`Integer\`, \`List<Integer>\`, a class). */
  readonly type: string;
  /** @RequestParam, @PathVariable or @RequestBody without \`required = false\` and without a default. */
  readonly required?: boolean;
  readonly defaultValue?: string;
  /** @Validated/@Valid on a class: its rules (JAVA_RULES) are checked before the call runs. */
  readonly validated?: boolean;
}

/** A bean-validation annotation of a request class's field, as the extract reads it. */
export interface JavaRule {
  readonly rule: string;
  readonly message?: string;
  readonly min?: string;
  readonly max?: string;
  readonly value?: string;
  readonly regexp?: string;
  readonly values?: readonly string[];
}

/** One of the reference backend's calls: method, path (and its pattern), the answer's type, the body's type, every parameter. */
export interface ReferenceOperation {
  readonly method: string;
  readonly pattern: RegExp;
  readonly path: string;
  readonly response: string;
  readonly body?: string;
  readonly params: ReadonlyArray<JavaParam>;
}

export const REFERENCE_OPERATIONS: ReadonlyArray<ReferenceOperation> = [
${operations.join('\n')}
];

/** The classes the answers, bodies and query classes reach, each with every field it has (inherited ones first). */
export const JAVA_CLASSES: Readonly<Record<string, ReadonlyArray<JavaField>>> = {
${classRows.join('\n')}
};

/** The validation rules of those classes' fields, by class and field: checked where the call's parameter is validated. */
export const JAVA_RULES: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<JavaRule>>>>> = {
${ruleRows.join('\n')}
};

/** What a request class's fields hold when nothing is sent for them (their initializers, a primitive's zero), by class and field. */
export const JAVA_INITIAL: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
${initialRows.join('\n')}
};
`,
);
