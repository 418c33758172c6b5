// The reference backend's merchant calls and classes, read out of its Java source as Spring and Jackson
// read and write them, into a checked-in file: openapi/reference/merchant-backend.json. The contract's
// fidelity test, `npm run contract:report` and the demo backend's reference wire mode read that file, so
// none of them needs the Java; this script does, from a checkout of the reference backend's git directory.
//   npm run reference:java [-- <git dir> [<commit>]]
//
// What is read (ddlmanus/crmeb-java-pro, the merchant controllers of finance-admin, groupbuy/ included):
// - an operation per mapping (`@RequestMapping(value, method)` on the method after the class's
//   `@RequestMapping`); commented-out mappings are not calls;
// - its parameters as Spring binds them: `@PathVariable`, `@RequestParam` (with `required`, true unless
//   said, and `defaultValue`, which makes it optional), a simple type without annotation (an optional
//   query value), `@RequestBody`, a `MultipartFile` part, and a class without annotation (or
//   `@ModelAttribute`): a query class, every property of which is a query value;
// - every class reachable from a request or an answer, at every depth: its fields as Jackson writes them
//   (every non-static field of a Lombok `@Data`/`@Getter` class whatever its visibility or initializer, a
//   getter without a field, `@JsonProperty` renames, `@JsonIgnore`/`@JsonIgnoreProperties` left out,
//   `@JsonInclude`, `@JsonFormat`), its parent (`extends`, generic parents included) and its type
//   parameters; nested classes are named `Outer.Inner`.
// Facts the Java states in its configuration: BigDecimal is written as text (a global ToStringSerializer),
// `Date` as `yyyy-MM-dd HH:mm:ss` (spring.jackson.date-format, GMT+8), nulls are written (no NON_NULL).
//
// The file (JSON):
//   source                      where it was read from
//   operations[]                one per mapping, in the controllers' order:
//     controller method path    `path` after /api, with {params} as the Java names them
//     purpose permission        @ApiOperation's value; @PreAuthorize's authority or null
//     request                   the parameters in short: `query X, path:id, body Y, query:type(default 0)`
//     requestClasses            the classes of the query classes and the body
//     requestValues             the single path and query values
//     params[]                  every parameter: {in: path|query|body|multipart, name, type, required,
//                               defaultValue?, class? (a query class or the body's class), wire, rules?,
//                               validated? (@Validated/@Valid on a class: its rules are checked)}
//     response                  the type of the envelope's `data` as written (`CommonPage<X>`, `List<X>`, `X`)
//     responseClasses           the classes it names
//     responseType              the same as a wire type (below)
//   classes[key]                every reachable class; key = simple name, `Outer.Inner` for a nested one
//     extends / extendsType     the parent as written / as a wire type (type arguments resolved)
//     typeParams                a generic class's parameters (its fields' `var` types refer to them)
//     table                     `@TableName`: an entity answered as it is stored
//     enum                      an enum's constants: it is written as text, one of them
//     fields[]                  the class's own properties, in source order; a class's properties are its
//                               fields then its parent's (a field of the same name in the child wins):
//       name                    the JSON name (Jackson's, after `@JsonProperty`)
//       javaName                the Java field's name, when it differs
//       queryName               the name Spring binds from a query, when it differs from `name`
//       type                    the Java type as written, class names as keys
//       wire                    the wire type: {kind: integer|number|decimal|string|date|boolean|file|any,
//                               java?, format? (dates)} | {kind: array, items} | {kind: map, values} |
//                               {kind: object, class, args?} | {kind: var, name}
//       nullable                may be written as null: any object-typed field (the backend writes every
//                               null), except an entity's `@TableId`, a page's own fields (restPage sets
//                               them all) and a field left out when null (`include`); primitives never
//       include                 NON_NULL / NON_EMPTY: left out (not null) when null (or empty)
//       required                `@NotNull`/`@NotBlank`/`@NotEmpty` (on a request: the backend refuses the call without it)
//       rules                   the validation annotations, as text (`NotBlank; Length(max = 32)`)
//       validation[]            the same, structured: {rule, message?, min?, max?, value?, regexp?, values?}
//       cascade                 `@Valid`: the nested class's own rules are checked too
//       initial                 the Java initializer, as written (a request's default when not sent)
//       fork                    a field of the ddlmanus fork's farm/credit business, not of CRMEB
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { annotation, parseJava, stringsOf, textOf, type Annotation, type JavaClass, type JavaField, type JavaUnit, type Modifiers, type Token, type TypeRef } from './lib/java-source.ts';
import { REFERENCE, type ReferenceClass, type ReferenceField, type ReferenceOperation, type ReferenceParam, type Rule, type WireType } from './lib/reference.ts';

const GIT_DIR = process.argv[2] ?? '/work/.mirror/ddlmanus+crmeb-java-pro/repo';
const COMMIT = process.argv[3] ?? 'c40babfa5c2ade0c1d0943a022d45497090a7e4a';
const CONTROLLERS = 'finance-admin/src/main/java/com/zbkj/admin/controller/merchant/';
/** The public controllers a client of the merchant backend calls (the sign-in's block puzzle, the image code, site settings). */
const PUBLIC_CONTROLLERS = ['SafetyController', 'ValidateCodeController', 'PubliclyConfigController'].map((name) => `finance-admin/src/main/java/com/zbkj/admin/controller/publicly/${name}.java`);

/**
 * The classes of the AJ-Captcha library (com.anji-plus:spring-boot-starter-captcha 1.3.0, which the reference's pom
 * pins) that the block puzzle's calls take and answer: not in the repository, so declared here from the library's
 * sources (their fields, as Jackson writes them).
 */
const LIBRARY_SOURCES: Record<string, string> = {
  'captcha/CaptchaVO.java': `package com.anji.captcha.model.vo;
import java.util.List;
import lombok.Data;
@Data
public class CaptchaVO {
  private String captchaId; private String projectCode; private String captchaType; private String captchaOriginalPath;
  private String captchaFontType; private Integer captchaFontSize; private String secretKey; private String originalImageBase64;
  private PointVO point; private String jigsawImageBase64; private List<String> wordList; private List<PointVO> pointList;
  private String pointJson; private String token; private Boolean result = false; private String captchaVerification;
  private String clientUid; private Long ts; private String browserInfo;
}`,
  'captcha/PointVO.java': `package com.anji.captcha.model.vo;
import lombok.Data;
@Data
public class PointVO { private String secretKey; private int x; private int y; }`,
  'captcha/ResponseModel.java': `package com.anji.captcha.model.common;
public class ResponseModel {
  private String repCode; private String repMsg; private Object repData;
  public String getRepCode() { return repCode; } public String getRepMsg() { return repMsg; } public Object getRepData() { return repData; }
  public boolean isSuccess() { return "0000".equals(repCode); }
}`,
};

// ---------------------------------------------------------------------------------------------------
// The sources

function readSources(): JavaUnit[] {
  if (!existsSync(GIT_DIR)) throw new Error(`no reference checkout at ${GIT_DIR}`);
  const files = execFileSync('git', ['-C', GIT_DIR, 'ls-tree', '-r', '--name-only', COMMIT], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.java') && !f.startsWith('finance-generate/'));
  const out = execFileSync('git', ['-C', GIT_DIR, 'cat-file', '--batch'], { input: `${files.map((f) => `${COMMIT}:${f}`).join('\n')}\n`, maxBuffer: 1 << 28 });
  const units: JavaUnit[] = [];
  let pos = 0;
  for (const file of files) {
    const nl = out.indexOf(10, pos);
    const size = Number(out.subarray(pos, nl).toString().split(' ')[2]);
    units.push(parseJava(out.subarray(nl + 1, nl + 1 + size).toString('utf8'), file));
    pos = nl + 1 + size + 1;
  }
  return units;
}

const units = [...readSources(), ...Object.entries(LIBRARY_SOURCES).map(([path, source]) => parseJava(source, path))];
const byFqn = new Map<string, JavaClass>();
const index = (cls: JavaClass) => {
  byFqn.set(cls.fqn, cls);
  cls.nested.forEach(index);
};
for (const unit of units) unit.classes.forEach(index);

// ---------------------------------------------------------------------------------------------------
// Types

const INTEGER = new Set(['int', 'Integer', 'long', 'Long', 'short', 'Short', 'byte', 'Byte', 'BigInteger', 'AtomicInteger', 'AtomicLong']);
const NUMBER = new Set(['double', 'Double', 'float', 'Float', 'Number']);
const BOOLEAN = new Set(['boolean', 'Boolean']);
const STRING = new Set(['String', 'char', 'Character', 'CharSequence', 'StringBuilder', 'File']);
const PRIMITIVE = new Set(['int', 'long', 'short', 'byte', 'double', 'float', 'boolean', 'char']);
const LIST = new Set(['List', 'ArrayList', 'LinkedList', 'Set', 'HashSet', 'LinkedHashSet', 'TreeSet', 'Collection', 'Iterable', 'JSONArray']);
const MAP = new Set(['Map', 'HashMap', 'LinkedHashMap', 'TreeMap', 'ConcurrentHashMap', 'JSONObject']);
/** Date types and the text Jackson writes for them (java.util.Date through spring.jackson.date-format). */
const DATES: Record<string, string> = { Date: 'yyyy-MM-dd HH:mm:ss', Timestamp: 'yyyy-MM-dd HH:mm:ss', LocalDateTime: "yyyy-MM-dd'T'HH:mm:ss", LocalDate: 'yyyy-MM-dd', LocalTime: 'HH:mm:ss' };

type Resolved = { project: JavaClass } | { external: string } | { variable: string };

/** What a type name means where `context` uses it: a project class, a type parameter or another library's type. */
function resolve(name: string, context: JavaClass, methodTypeParams: string[] = []): Resolved {
  const [head, ...rest] = name.split('.');
  if (rest.length === 0 && methodTypeParams.includes(head)) return { variable: head };
  for (let c: JavaClass | undefined = context; c; c = c.outer) if (rest.length === 0 && c.typeParams.includes(head)) return { variable: head };
  const nestedOf = (cls: JavaClass, path: string[]): JavaClass | undefined => (path.length === 0 ? cls : (() => {
    const inner = cls.nested.find((n) => n.name === path[0]);
    return inner && nestedOf(inner, path.slice(1));
  })());
  const found = (cls: JavaClass | undefined): Resolved | undefined => {
    const inner = cls && nestedOf(cls, rest);
    return inner ? { project: inner } : undefined;
  };
  for (let c: JavaClass | undefined = context; c; c = c.outer) {
    if (c.name === head) return found(c) ?? { external: name };
    const hit = found(c.nested.find((n) => n.name === head));
    if (hit) return hit;
  }
  const unit = context.unit;
  for (const imp of unit.imports) if (!imp.endsWith('.*') && imp.split('.').pop() === head) return found(byFqn.get(imp)) ?? { external: [imp, ...rest].join('.') };
  const local = found(byFqn.get(`${unit.pkg}.${head}`));
  if (local) return local;
  for (const imp of unit.imports) {
    if (!imp.endsWith('.*')) continue;
    const hit = found(byFqn.get(`${imp.slice(0, -2)}.${head}`));
    if (hit) return hit;
  }
  const full = found(byFqn.get(name));
  return full ?? { external: name };
}

/** The key a class has in the extract: its simple name, `Outer.Inner` for a nested one. */
const keyOf = (cls: JavaClass): string => (cls.outer ? `${keyOf(cls.outer)}.${cls.name}` : cls.name);

const reachable = new Map<string, JavaClass>();
const queue: JavaClass[] = [];
function reach(cls: JavaClass) {
  const key = keyOf(cls);
  const known = reachable.get(key);
  if (known && known !== cls) throw new Error(`two classes named ${key}: ${known.fqn} and ${cls.fqn}`);
  if (!known) {
    reachable.set(key, cls);
    queue.push(cls);
  }
  return key;
}

/** A type as the extract writes it: Java's text with each project class named by its key. */
function typeText(type: TypeRef, context: JavaClass, methodTypeParams: string[] = []): string {
  const r = resolve(type.name, context, methodTypeParams);
  const name = 'project' in r ? keyOf(r.project) : 'variable' in r ? r.variable : type.name.split('.').pop() ?? type.name;
  const args = type.args.length ? `<${type.args.map((a) => typeText(a, context, methodTypeParams)).join(', ')}>` : '';
  return `${name}${args}${'[]'.repeat(type.dims)}`;
}

function wireOf(type: TypeRef, context: JavaClass, methodTypeParams: string[] = [], format?: string): WireType {
  if (type.dims > 0) {
    if (type.name === 'byte' && type.dims === 1) return { kind: 'string', java: 'byte[]' };
    return { kind: 'array', items: wireOf({ ...type, dims: type.dims - 1 }, context, methodTypeParams, format) };
  }
  const r = resolve(type.name, context, methodTypeParams);
  if ('variable' in r) return { kind: 'var', name: r.variable };
  if ('project' in r) {
    const cls = r.project;
    if (cls.kind === 'enum') return { kind: 'enum', class: reach(cls) };
    const args = type.args.map((a) => wireOf(a, context, methodTypeParams));
    return { kind: 'object', class: reach(cls), ...(args.length ? { args } : {}) };
  }
  const simple = r.external.split('.').pop() ?? r.external;
  if (INTEGER.has(simple)) return { kind: 'integer', java: simple };
  if (NUMBER.has(simple)) return { kind: 'number', java: simple };
  if (simple === 'BigDecimal') return { kind: 'decimal', java: simple };
  if (BOOLEAN.has(simple)) return { kind: 'boolean', java: simple };
  if (STRING.has(simple)) return { kind: 'string', java: simple };
  if (simple in DATES) return { kind: 'date', java: simple, format: format ?? DATES[simple] };
  if (simple === 'MultipartFile') return { kind: 'file', java: simple };
  if (LIST.has(simple)) return { kind: 'array', items: type.args[0] ? wireOf(type.args[0], context, methodTypeParams, format) : { kind: 'any' } };
  if (MAP.has(simple)) return { kind: 'map', values: type.args[1] ? wireOf(type.args[1], context, methodTypeParams) : { kind: 'any' } };
  return { kind: 'any', java: simple };
}

// ---------------------------------------------------------------------------------------------------
// Classes as Jackson writes them

const has = (m: Modifiers, ...names: string[]) => annotation(m, ...names) !== undefined;
/** An annotation's boolean argument (`@JsonIgnore` is `@JsonIgnore(true)`). */
const flag = (a: Annotation | undefined, arg = 'value', fallback = true) => (a ? (a.args[arg] ? textOf(a.args[arg]) !== 'false' : fallback) : false);

/** Jackson's name for the property behind getter suffix `suffix` (its default, legacy rule: the leading capitals lower-cased). */
function jacksonName(suffix: string): string {
  let i = 0;
  while (i < suffix.length && suffix[i] !== suffix[i].toLowerCase()) i++;
  return suffix.slice(0, i).toLowerCase() + suffix.slice(i);
}
/** Spring's binder's name for the property behind setter suffix `suffix` (java.beans: `URL` stays, `Name` is `name`). */
const beanName = (suffix: string) => (suffix.length > 1 && suffix[0] !== suffix[0].toLowerCase() && suffix[1] !== suffix[1].toLowerCase() ? suffix : suffix[0].toLowerCase() + suffix.slice(1));
/** The getter Lombok writes for a field: `isX()` for a primitive boolean (`isDel` keeps its name), `getX()` otherwise. */
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
function lombokAccessor(field: JavaField): { get: string; set: string } {
  if (field.type.name === 'boolean' && field.type.dims === 0) {
    const bare = /^is[A-Z]/.test(field.name) ? field.name.slice(2) : field.name;
    return { get: cap(bare), set: cap(bare) };
  }
  return { get: cap(field.name), set: cap(field.name) };
}

const VALIDATION = new Set(['NotNull', 'NotBlank', 'NotEmpty', 'Null', 'Range', 'Length', 'Size', 'Min', 'Max', 'DecimalMin', 'DecimalMax', 'Pattern', 'Email', 'Positive', 'PositiveOrZero', 'Negative', 'NegativeOrZero', 'Digits', 'Past', 'Future', 'AssertTrue', 'AssertFalse', 'StringContains']);
const REQUIRED = new Set(['NotNull', 'NotBlank', 'NotEmpty']);

function validationOf(m: Modifiers): { validation: Rule[]; rules: string; required: boolean } {
  const validation: Rule[] = [];
  const texts: string[] = [];
  for (const a of m.annotations) {
    if (a.name === 'Valid') texts.push('Valid');
    if (!VALIDATION.has(a.name)) continue;
    // A rule of a validation group applies only where a call names the group; @Validated here names none.
    if (a.args.groups) continue;
    const rule: Rule = { rule: a.name };
    const message = stringsOf(a.args.message)[0];
    if (message !== undefined) rule.message = message;
    const parts: string[] = [];
    for (const key of ['min', 'max', 'value', 'regexp'] as const) {
      const arg = a.args[key];
      if (!arg) continue;
      const literal = arg.some((t: Token) => t.kind === 'str');
      rule[key] = literal ? stringsOf(arg).join('') : textOf(arg);
      parts.push(`${key} = ${literal ? JSON.stringify(rule[key]) : rule[key]}`);
    }
    if (a.args.limitValues) {
      rule.values = stringsOf(a.args.limitValues);
      parts.push(`limitValues = {${rule.values.map((v) => JSON.stringify(v)).join(' ')}}`);
    }
    validation.push(rule);
    texts.push(parts.length ? `${a.name}(${parts.join(' ')})` : a.name);
  }
  return { validation, rules: texts.join('; '), required: validation.some((r) => REQUIRED.has(r.rule)) };
}

/**
 * The ddlmanus fork's own fields: its agri-finance business (farms, credit lines, the 三牧 goods sync), as
 * the inventory marks them (**[fork]**); CRMEB has none of them, and the console models none of them.
 */
const FORK_FIELD = /^(sanmu|farm|credit|orgCategory|organization|breedingVariet|assessmentAmount|remainingCredit|usedCredit|pendingRepayment|repaymentDays|totalStockQuantity|parentCreditUserId|lastCreditAudit)/;

function includeOf(m: Modifiers): ReferenceField['include'] {
  const a = annotation(m, 'JsonInclude');
  const value = textOf(a?.args.value);
  if (/NON_NULL|NON_ABSENT/.test(value)) return 'NON_NULL';
  if (/NON_EMPTY|NON_DEFAULT/.test(value)) return 'NON_EMPTY';
  return undefined;
}

function classOf(cls: JavaClass): ReferenceClass {
  const out: ReferenceClass = { fields: [] };
  if (cls.extends) {
    out.extends = typeText(cls.extends, cls);
    out.extendsType = wireOf(cls.extends, cls);
  }
  if (cls.typeParams.length) out.typeParams = cls.typeParams;
  const table = stringsOf(annotation(cls, 'TableName')?.args.value)[0];
  if (table) out.table = table;
  if (cls.kind === 'enum') {
    out.enum = cls.enumConstants;
    return out;
  }
  const lombokGetters = has(cls, 'Data', 'Getter', 'Value');
  const classInclude = includeOf(cls);
  const ignoredNames = new Set(stringsOf(annotation(cls, 'JsonIgnoreProperties')?.args.value));
  const methods = cls.methods.filter((m) => !m.keywords.has('static') && m.returns);
  const getters = new Map<string, (typeof methods)[number]>();
  for (const m of methods) {
    const g = /^(get|is)(\w+)$/.exec(m.name);
    if (!g || m.params.length > 0 || m.name === 'getClass' || m.returns?.name === 'void' || !m.keywords.has('public')) continue;
    if (g[1] === 'is' && m.returns?.name !== 'boolean' && m.returns?.name !== 'Boolean') continue;
    getters.set(jacksonName(g[2]), m);
  }
  const ignoredGetters = new Set([...getters].filter(([, m]) => flag(annotation(m, 'JsonIgnore'))).map(([name]) => name));
  const isPage = cls.fqn === 'com.zbkj.common.page.CommonPage';

  const fieldOf = (m: Modifiers, javaName: string, type: TypeRef, jackson: string, bind: string, init?: Token[]): ReferenceField => {
    const renamed = stringsOf(annotation(m, 'JsonProperty')?.args.value)[0];
    const name = renamed || jackson;
    const format = stringsOf(annotation(m, 'JsonFormat')?.args.pattern)[0];
    const wire = wireOf(type, cls, [], format);
    const include = includeOf(m) ?? classInclude;
    const { validation, rules, required } = validationOf(m);
    const primitive = type.dims === 0 && PRIMITIVE.has(type.name);
    const alwaysSet = isPage || has(m, 'TableId');
    const field: ReferenceField = {
      name,
      ...(javaName !== name ? { javaName } : {}),
      ...(bind !== name ? { queryName: bind } : {}),
      type: typeText(type, cls),
      wire,
      nullable: !primitive && !alwaysSet && !include,
      ...(include ? { include } : {}),
      required,
      rules,
      ...(validation.length ? { validation } : {}),
      ...(has(m, 'Valid') ? { cascade: true } : {}),
      ...(init?.length ? { initial: textOf(init).replace(/new([A-Z])/g, 'new $1') } : {}),
      fork: FORK_FIELD.test(javaName),
    };
    return field;
  };

  const seen = new Set<string>();
  for (const f of cls.fields) {
    if (f.keywords.has('static')) continue;
    if (flag(annotation(f, 'JsonIgnore')) || has(f, 'JsonBackReference')) continue;
    const accessor = lombokAccessor(f);
    const jackson = jacksonName(accessor.get);
    const visible = lombokGetters || has(f, 'Getter', 'JsonProperty') || f.keywords.has('public') || getters.has(jackson);
    if (!visible || ignoredGetters.has(jackson) || ignoredNames.has(jackson)) continue;
    const field = fieldOf(f, f.name, f.type, jackson, beanName(accessor.set), f.init);
    if (ignoredNames.has(field.name)) continue;
    seen.add(jackson);
    out.fields.push(field);
  }
  // A getter with no field behind it is a property too.
  for (const [name, m] of getters) {
    if (seen.has(name) || ignoredGetters.has(name) || ignoredNames.has(name) || !m.returns) continue;
    out.fields.push(fieldOf(m, name, m.returns, name, name));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The merchant controllers

const controllers = units.filter((u) => u.path.startsWith(CONTROLLERS) || PUBLIC_CONTROLLERS.includes(u.path)).flatMap((u) => u.classes);
const joinPath = (...parts: string[]) => `/${parts.join('/').split('/').filter(Boolean).join('/')}`.replace(/^\/api(?=\/)/, '');
const SKIPPED_PARAMS = new Set(['HttpServletRequest', 'HttpServletResponse', 'HttpSession', 'BindingResult', 'Model', 'Principal']);
const SIMPLE = (w: WireType): boolean => !['object', 'array', 'map', 'any', 'var'].includes(w.kind) || (w.kind === 'array' && SIMPLE(w.items));
const classesIn = (w: WireType | null): string[] => {
  if (!w) return [];
  if (w.kind === 'object') return [...(w.class === 'CommonPage' ? [] : [w.class]), ...(w.args ?? []).flatMap(classesIn)];
  if (w.kind === 'array') return classesIn(w.items);
  if (w.kind === 'map') return classesIn(w.values);
  return [];
};

const operations: ReferenceOperation[] = [];
for (const controller of controllers) {
  const base = stringsOf(annotation(controller, 'RequestMapping')?.args.value)[0] ?? '';
  for (const method of controller.methods) {
    const mapping = annotation(method, 'RequestMapping', 'GetMapping', 'PostMapping', 'PutMapping', 'DeleteMapping', 'PatchMapping');
    if (!mapping) continue;
    const verbs = mapping.name === 'RequestMapping' ? [...textOf(mapping.args.method).matchAll(/RequestMethod\.(\w+)/g)].map((m) => m[1]) : [mapping.name.replace('Mapping', '').toUpperCase()];
    const paths = stringsOf(mapping.args.value ?? mapping.args.path);
    const purpose = stringsOf(annotation(method, 'ApiOperation')?.args.value)[0] ?? '';
    const authority = /has(?:Any)?Authority\(([^)]*)\)/.exec(stringsOf(annotation(method, 'PreAuthorize')?.args.value)[0] ?? '');
    const permission = authority ? [...authority[1].matchAll(/'([^']+)'/g)].map((m) => m[1]).join(',') : null;

    const params: ReferenceParam[] = [];
    const summary: string[] = [];
    for (const p of method.params) {
      if (SKIPPED_PARAMS.has(p.type.name)) continue;
      const wire = wireOf(p.type, controller);
      const type = typeText(p.type, controller);
      const { rules } = validationOf(p);
      const validated = has(p, 'Validated', 'Valid');
      const extra = { ...(rules ? { rules } : {}), ...(validated && !SIMPLE(wire) ? { validated } : {}) };
      const path = annotation(p, 'PathVariable');
      const query = annotation(p, 'RequestParam');
      const body = annotation(p, 'RequestBody');
      if (path) {
        const name = stringsOf(path.args.value ?? path.args.name)[0] || p.name;
        params.push({ in: 'path', name, type, wire, required: flag(path, 'required'), ...extra });
        summary.push(`path:${name}`);
      } else if (body) {
        const cls = classesIn(wire)[0];
        params.push({ in: 'body', name: p.name, type, wire, required: flag(body, 'required'), ...(cls ? { class: cls } : {}), ...extra });
        summary.push(`body ${type}`);
      } else if (wire.kind === 'file') {
        const name = stringsOf(query?.args.value ?? query?.args.name)[0] || p.name;
        params.push({ in: 'multipart', name, type, wire, required: query ? flag(query, 'required') : false, ...extra });
        summary.push(`multipart:${name}`);
      } else if (query || SIMPLE(wire)) {
        const name = stringsOf(query?.args.value ?? query?.args.name)[0] || p.name;
        const defaultValue = stringsOf(query?.args.defaultValue)[0];
        // Without the annotation Spring binds a simple type as an optional @RequestParam; a default makes it optional too.
        const required = query ? flag(query, 'required') && defaultValue === undefined : false;
        params.push({ in: 'query', name, type, wire, required, ...(defaultValue !== undefined ? { defaultValue } : {}), ...extra });
        summary.push(`query:${name}${defaultValue !== undefined ? `(default ${defaultValue})` : ''}`);
      } else {
        const cls = classesIn(wire)[0];
        params.push({ in: 'query', name: p.name, type, wire, required: false, ...(cls ? { class: cls } : {}), ...extra });
        summary.push(`query ${type}`);
      }
    }

    let returns = method.returns ?? { name: 'void', args: [], dims: 0 };
    if (returns.name === 'CommonResult') returns = returns.args[0] ?? { name: 'Object', args: [], dims: 0 };
    const responseType = returns.name === 'void' ? null : wireOf(returns, controller);
    for (const verb of verbs) {
      for (const value of paths.length ? paths : ['']) {
        operations.push({
          controller: controller.name,
          method: verb,
          path: joinPath(base, value),
          purpose,
          permission,
          request: summary.join(', '),
          requestClasses: [...new Set(params.filter((p) => p.class).map((p) => p.class as string))],
          requestValues: params.filter((p) => !p.class && (p.in === 'path' || p.in === 'query')).map((p) => p.name),
          params,
          response: typeText(returns, controller),
          responseClasses: [...new Set(classesIn(responseType))],
          responseType,
        });
      }
    }
  }
}

// Every class reachable from the calls, at every depth (a class's fields reach further classes).
const classes: Record<string, ReferenceClass> = {};
while (queue.length) {
  const cls = queue.shift() as JavaClass;
  classes[keyOf(cls)] = classOf(cls);
}
const sorted = Object.fromEntries(Object.entries(classes).toSorted(([a], [b]) => a.localeCompare(b)));

writeFileSync(
  REFERENCE,
  `${JSON.stringify({ source: `ddlmanus/crmeb-java-pro @ ${COMMIT.slice(0, 7)}: ${CONTROLLERS}, the public controllers a merchant client calls (${PUBLIC_CONTROLLERS.map((p) => p.split('/').pop()?.replace('.java', '')).join(', ')}) and every class their calls reach, read by scripts/reference-java.ts`, operations, classes: sorted }, null, 1)}\n`,
);
console.log(`${operations.length} operations in ${controllers.length} controllers, ${Object.keys(sorted).length} classes → ${REFERENCE}`);
