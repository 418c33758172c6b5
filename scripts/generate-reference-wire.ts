// Writes src/mocks/wire/reference.gen.ts from the reference extract (openapi/reference/merchant-backend.json,
// with src/mocks/wire/extract-supplement.json), as part of `npm run generate`: the demo backend's reference
// wire mode (VITE_DEMO_WIRE=reference) answers each of the reference backend's calls with exactly the fields
// of its Java classes. The extract is 390 kB of prose and rules; the table keeps what the mode reads:
// each call's method, path, answer type and body type, and the fields (name, type, nullability, Java name)
// of every class those reach, with the fields a class inherits. The fork's own fields (farm, credit: `fork`
// in the extract) are left out, as the contract and its fidelity check leave them out.
import { readFileSync, writeFileSync } from 'node:fs';

const EXTRACT = 'openapi/reference/merchant-backend.json';
const SUPPLEMENT = 'src/mocks/wire/extract-supplement.json';
const OUT = 'src/mocks/wire/reference.gen.ts';

interface Field {
  name: string;
  type: string;
  fork?: boolean;
  nullable?: boolean;
  javaName?: string;
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
}
const extract = JSON.parse(readFileSync(EXTRACT, 'utf8')) as { operations: Operation[]; classes: Record<string, JavaClass> };
const supplement = JSON.parse(readFileSync(SUPPLEMENT, 'utf8')) as { classes: Record<string, { fields: Field[] }> };

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

const classes: Record<string, JavaClass> = structuredClone(extract.classes);
const redundant: string[] = [];
for (const [name, { fields }] of Object.entries(supplement.classes)) {
  const target = (classes[name] ??= { fields: [] });
  for (const field of fields) {
    if (target.fields.some((f) => f.name === field.name)) {
      redundant.push(`${name}.${field.name}`);
      continue;
    }
    // A @JsonProperty rename: the extract lists the field under its Java name until it reads the annotation.
    target.fields = target.fields.filter((f) => f.name !== field.javaName);
    target.fields.push(field);
  }
}
if (redundant.length > 0) console.warn(`${SUPPLEMENT}: the extract now has ${redundant.join(', ')}; delete them from the supplement`);

/** A class's fields with those it inherits, the parent's first. */
function fieldsOf(name: string): Field[] {
  const java = classes[name];
  return java ? [...(java.extends ? fieldsOf(java.extends) : []), ...java.fields.filter((f) => !f.fork).map(jackson)] : [];
}

/** The class names a type mentions (`CommonPage<List<X>>` → X). */
const namesIn = (type: string) => (typeOf(type).match(/\w+/g) ?? []).filter((word) => classes[word]);

const reached = new Set<string>();
function reach(type: string) {
  for (const name of namesIn(type)) {
    if (reached.has(name)) continue;
    reached.add(name);
    for (const field of fieldsOf(name)) reach(field.type);
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
    if (body) reach(body);
    return `  ['${op.method}', ${patternOf(op.path)}, ${JSON.stringify(op.path)}, ${JSON.stringify(response)}${body ? `, ${JSON.stringify(body)}` : ''}],`;
  });

const fieldRow = (f: Field) => {
  const row: unknown[] = [f.name, typeOf(f.type)];
  if (f.nullable !== undefined || f.javaName) row.push(f.nullable ?? null);
  if (f.javaName) row.push(f.javaName);
  return JSON.stringify(row);
};
const classRows = [...reached].toSorted().map((name) => `  ${name}: [${fieldsOf(name).map(fieldRow).join(', ')}],`);

writeFileSync(
  OUT,
  `// Generated by scripts/generate-reference-wire.ts from openapi/reference/merchant-backend.json: do not edit.
/** A field of a Java class: its name on the wire, its Java type, whether it may be null (null: not known), its Java name when @JsonProperty renames it. */
export type JavaField = readonly [name: string, type: string, nullable?: boolean | null, javaName?: string];

/** The reference backend's calls: method, path pattern, path, the answer's type, the body's type. */
export const REFERENCE_OPERATIONS: ReadonlyArray<readonly [method: string, pattern: RegExp, path: string, response: string, body?: string]> = [
${operations.join('\n')}
];

/** The classes the answers and bodies reach, each with every field it has (inherited ones first). */
export const JAVA_CLASSES: Readonly<Record<string, ReadonlyArray<JavaField>>> = {
${classRows.join('\n')}
};
`,
);
