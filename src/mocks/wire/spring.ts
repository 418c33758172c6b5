import { JAVA_CLASSES, JAVA_INITIAL, JAVA_RULES, type JavaParam, type JavaRule, type ReferenceOperation } from './reference.gen';

// A call read as the reference backend reads it (Spring Boot 2.2, Spring MVC 5.2, Jackson 2.10, Hibernate
// Validator 6.0, its GlobalExceptionHandler): path and query values converted by Spring (an empty value is
// null for a number or a yes/no and stays "" for text), query classes bound property by property, the JSON
// body read by Jackson (fields the class has not are ignored, a number may come as text and text as a
// number), the bean-validation rules checked only where the controller asks for them (@Validated/@Valid),
// and every refusal answered with the code and words that handler gives it.

/** A refusal in the reference backend's envelope: its code and message. */
export interface JavaRefusal {
  code: number;
  message: string;
}

/** What the controller method receives: its path values, its query values (a query class's properties among them) and its body. */
export interface JavaCall {
  path: Record<string, unknown>;
  /** Every query value the method reads, by name: null where Spring binds nothing. */
  query: Record<string, unknown>;
  /** The names of the query values the client sent (the others hold their class's initial value or null). */
  sent: ReadonlySet<string>;
  body?: unknown;
}

export type SpringRead = { refused: JavaRefusal } | { call: JavaCall };

const VALIDATE_FAILED = 400;
/** GlobalExceptionHandler's answer to an exception it has no handler of its own for: code 500 and the exception's message. */
const ERROR = 500;
/** HttpMessageNotReadableException, however the body failed to read (none, not JSON, a value of the wrong kind). */
const UNREADABLE: JavaRefusal = { code: VALIDATE_FAILED, message: '参数体不能为空' };

// -------------------------------------------------------------------------------------------------
// Spring's conversion of text (a path or query value)

const JAVA_NAMES: Record<string, string> = {
  Integer: 'java.lang.Integer',
  Long: 'java.lang.Long',
  Short: 'java.lang.Short',
  Boolean: 'java.lang.Boolean',
  BigDecimal: 'java.math.BigDecimal',
  String: 'java.lang.String',
  Date: 'java.util.Date',
};
const javaName = (type: string) => JAVA_NAMES[type] ?? (/^(List|ArrayList)</.test(type) ? 'java.util.List' : type);

const INTEGERS: Record<string, readonly [number, number]> = {
  Integer: [-2147483648, 2147483647],
  int: [-2147483648, 2147483647],
  Short: [-32768, 32767],
  short: [-32768, 32767],
  Long: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  long: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const PRIMITIVES = new Set(['int', 'long', 'short', 'boolean']);
const TRUE_WORDS = new Set(['true', 'on', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'off', 'no', '0']);

class Mismatch extends Error {}

/** Java's NumberFormatException text for a value Integer.valueOf cannot read. */
const notANumber = (text: string) => new Mismatch(`java.lang.NumberFormatException: For input string: "${text}"`);

/**
 * A text value as Spring converts it to `type` (StringToNumber, StringToBoolean, CustomNumberEditor):
 * blank is null for anything but text (a primitive refuses it), whitespace is trimmed off numbers.
 */
function fromText(text: string, type: string, bean: boolean): unknown {
  const list = /^(?:List|ArrayList|Set)<(\w+)>$/.exec(type)?.[1];
  if (list) return text.trim() === '' ? [] : text.split(',').map((part) => fromText(part.trim(), list, bean));
  if (type === 'String') return text;
  const blank = bean ? text.trim() === '' : text === '';
  if (blank && !PRIMITIVES.has(type)) return null;
  const range = INTEGERS[type];
  if (range) {
    const trimmed = text.replace(/\s+/g, '');
    if (!/^[-+]?\d+$/.test(trimmed)) throw notANumber(trimmed);
    const value = Number(trimmed);
    if (value < range[0] || value > range[1]) throw notANumber(trimmed);
    return value;
  }
  if (type === 'Boolean' || type === 'boolean') {
    const word = text.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    throw new Mismatch(`java.lang.IllegalArgumentException: Invalid boolean value ${bean ? `[${text}]` : `'${text}'`}`);
  }
  if (type === 'BigDecimal') {
    const trimmed = text.replace(/\s+/g, '');
    if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) throw new Mismatch('java.lang.NumberFormatException');
    return trimmed;
  }
  return text;
}

/** MethodArgumentTypeMismatchException, which the catch-all handler answers code 500 with its message. */
const paramMismatch = (type: string, problem: Mismatch): JavaRefusal => ({
  code: ERROR,
  message: `Failed to convert value of type 'java.lang.String' to required type '${javaName(type)}'; nested exception is ${problem.message}`,
});

/** A query class's binding error (BindException): code 400 with the field error's message. */
const propertyMismatch = (type: string, property: string, problem: Mismatch): JavaRefusal => ({
  code: VALIDATE_FAILED,
  message: `Failed to convert property value of type 'java.lang.String' to required type '${javaName(type)}' for property '${property}'; nested exception is ${problem.message}`,
});

/** MissingServletRequestParameterException, as GlobalExceptionHandler words it. */
const missing = (name: string): JavaRefusal => ({ code: VALIDATE_FAILED, message: `请求参数 ${name} 不能为空` });

/** Several values for one name: text joins them with commas, anything else takes the first. */
function single(values: string[], type: string) {
  return type === 'String' || /^(List|ArrayList|Set)</.test(type) ? values.join(',') : values[0]!;
}

// -------------------------------------------------------------------------------------------------
// Jackson's reading of a JSON body

/** A value Jackson cannot read into its type (HttpMessageNotReadableException). */
class Unreadable extends Error {
  constructor(value: unknown, type: string) {
    super(`Cannot deserialize ${JSON.stringify(value)} as ${type}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listItem = (type: string) => /^(?:List|ArrayList|Set|LinkedList)<(.+)>$/.exec(type)?.[1];

/** A JSON value as Jackson reads it into `type` (coercion of scalars on: "12" is 12, "" is null, 12 is "12"). */
export function fromJson(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return PRIMITIVES.has(type) ? fromJson(type === 'boolean' ? false : 0, type) : null;
  const item = listItem(type);
  if (item) {
    if (!Array.isArray(value)) throw new Unreadable(value, type);
    return value.map((v: unknown) => fromJson(v, item));
  }
  const range = INTEGERS[type];
  if (range) {
    let number: number;
    if (typeof value === 'number') number = Math.trunc(value);
    else if (typeof value === 'string') {
      const text = value.trim();
      if (text === '') return PRIMITIVES.has(type) ? 0 : null;
      if (!/^[-+]?\d+$/.test(text)) throw new Unreadable(value, type);
      number = Number(text);
    } else throw new Unreadable(value, type);
    if (number < range[0] || number > range[1]) throw new Unreadable(value, type);
    return number;
  }
  switch (type) {
    case 'String':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw new Unreadable(value, type);
    case 'Boolean':
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (typeof value === 'number') return value !== 0;
      if (value === 'true' || value === 'false') return value === 'true';
      if (value === '') return type === 'boolean' ? false : null;
      throw new Unreadable(value, type);
    case 'BigDecimal':
      if (typeof value === 'number') return value;
      if (typeof value === 'string') {
        if (value.trim() === '') return null;
        if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value.trim())) throw new Unreadable(value, type);
        return value.trim();
      }
      throw new Unreadable(value, type);
    case 'Date':
      if (typeof value === 'number' || typeof value === 'string') return value;
      throw new Unreadable(value, type);
  }
  const fields = JAVA_CLASSES[type];
  if (!fields) return value;
  if (!isObject(value)) throw new Unreadable(value, type);
  const out: Record<string, unknown> = { ...JAVA_INITIAL[type] };
  for (const [name, fieldType] of fields) if (name in value) out[name] = fromJson(value[name], fieldType);
  return out;
}

// -------------------------------------------------------------------------------------------------
// Bean validation (Hibernate Validator 6.0, zh_CN messages where the annotation gives none)

const DEFAULT_MESSAGES: Record<string, string> = {
  NotNull: '不能为null',
  NotBlank: '不能为空',
  NotEmpty: '不能为空',
  Length: '长度需要在{min}和{max}之间',
  Size: '个数必须在{min}和{max}之间',
  Range: '需要在{min}和{max}之间',
  Min: '最小不能小于{value}',
  Max: '最大不能超过{value}',
  DecimalMin: '必须大于或等于{value}',
  DecimalMax: '必须小于或等于{value}',
  Pattern: '需要匹配正则表达式"{regexp}"',
  StringContains: '字符串不符合规则',
};
/** The annotations' own defaults for the bounds they leave out. */
const DEFAULT_BOUNDS: Record<string, { min?: string; max?: string }> = {
  Length: { min: '0', max: '2147483647' },
  Size: { min: '0', max: '2147483647' },
  Range: { min: '0', max: '9223372036854775807' },
};

const interpolate = (rule: JavaRule) => {
  const bounds = { ...DEFAULT_BOUNDS[rule.rule], ...rule };
  return (rule.message ?? DEFAULT_MESSAGES[rule.rule] ?? '取值不正确').replace(/\{(\w+)\}/g, (whole, key: string) => String((bounds as Record<string, unknown>)[key] ?? whole));
};

const sizeOf = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length : isObject(value) ? Object.keys(value).length : 0);
const numberOf = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN);
/** Whether a text is blank as Java's Character.isWhitespace sees it. */
const blank = (value: string) => value.trim() === '';

/** Whether `value` passes `rule` (null passes every rule but the Not* ones, as in Bean Validation). */
function passes(rule: JavaRule, value: unknown): boolean {
  const min = Number(rule.min ?? DEFAULT_BOUNDS[rule.rule]?.min ?? 0);
  const max = Number(rule.max ?? DEFAULT_BOUNDS[rule.rule]?.max ?? Infinity);
  switch (rule.rule) {
    case 'NotNull':
      return value !== null && value !== undefined;
    case 'NotBlank':
      return typeof value === 'string' && !blank(value);
    case 'NotEmpty':
      return value !== null && value !== undefined && sizeOf(value) > 0;
  }
  if (value === null || value === undefined) return true;
  switch (rule.rule) {
    case 'Length':
    case 'Size':
      return sizeOf(value) >= min && sizeOf(value) <= max;
    case 'Range': {
      const n = numberOf(value);
      return Number.isNaN(n) || (n >= min && n <= max);
    }
    case 'Min':
      return numberOf(value) >= Number(rule.value);
    case 'Max':
      return numberOf(value) <= Number(rule.value);
    case 'DecimalMin':
      return numberOf(value) >= Number(rule.value);
    case 'DecimalMax':
      return numberOf(value) <= Number(rule.value);
    case 'Pattern':
      return typeof value !== 'string' || new RegExp(`^(?:${rule.regexp ?? ''})$`).test(value);
    case 'StringContains':
      return typeof value !== 'string' || blank(value) || (rule.values ?? []).includes(value.trim());
    default:
      return true;
  }
}

/**
 * The first broken rule of an object of class `type`, in the class's field order (Hibernate Validator
 * reports them unordered; GlobalExceptionHandler answers the first it is given), `@Valid` fields followed
 * into their classes.
 */
export function firstViolation(value: unknown, type: string): string | undefined {
  const item = listItem(type);
  if (item) return Array.isArray(value) ? value.map((v: unknown) => firstViolation(v, item)).find(Boolean) : undefined;
  const rules = JAVA_RULES[type];
  const fields = JAVA_CLASSES[type];
  if (!rules || !fields || !isObject(value)) return undefined;
  for (const [name, fieldType] of fields) {
    for (const rule of rules[name] ?? []) {
      if (rule.rule === 'Valid') {
        const nested = firstViolation(value[name], fieldType);
        if (nested) return nested;
      } else if (!passes(rule, value[name])) return interpolate(rule);
    }
  }
  return undefined;
}

// -------------------------------------------------------------------------------------------------
// The call

/** A path's values by the names its {placeholders} give them. */
function pathValues(path: string, pathname: string): Record<string, string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${path.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('([^/]+)')}$`);
  const match = pattern.exec(pathname);
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]));
}

/** Binds a query class's properties from the query (WebDataBinder): the client's values over the class's initial ones. */
function bindQueryClass(type: string, query: URLSearchParams, into: Record<string, unknown>, sent: Set<string>): JavaRefusal | undefined {
  const initial = JAVA_INITIAL[type] ?? {};
  for (const [name, fieldType] of JAVA_CLASSES[type] ?? []) {
    const values = query.getAll(name);
    if (values.length === 0) {
      into[name] = initial[name] ?? null;
      continue;
    }
    sent.add(name);
    try {
      into[name] = fromText(single(values, fieldType), fieldType, true);
    } catch (problem) {
      if (problem instanceof Mismatch) return propertyMismatch(fieldType, name, problem);
      throw problem;
    }
  }
  return undefined;
}

/** A path or query value (@PathVariable, @RequestParam or a simple type without annotation). */
function bindValue(param: JavaParam, raw: string | undefined): { value: unknown } | { refused: JavaRefusal } {
  let text = raw;
  if ((text === undefined || text === '') && param.defaultValue !== undefined) text = param.defaultValue;
  let value: unknown = null;
  if (text !== undefined) {
    try {
      value = fromText(text, param.type, false);
    } catch (problem) {
      if (problem instanceof Mismatch) return { refused: paramMismatch(param.type, problem) };
      throw problem;
    }
  }
  if ((value === null || value === undefined) && param.required) return { refused: missing(param.name) };
  return { value };
}

/** The JSON body as Jackson reads it into the @RequestBody's type, and its rules when validated. */
async function bindBody(param: JavaParam, request: Request): Promise<{ value: unknown } | { refused: JavaRefusal }> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.clone().text();
  if (!/json/i.test(type)) {
    // Spring MVC picks the body's reader by its content type before it reads a byte.
    if (text === '' && !param.required) return { value: null };
    return { refused: { code: VALIDATE_FAILED, message: `Content type '${type || 'application/octet-stream'}' not supported` } };
  }
  let json: unknown;
  try {
    json = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    return { refused: UNREADABLE };
  }
  if (json === null) return param.required ? { refused: UNREADABLE } : { value: null };
  let value: unknown;
  try {
    value = fromJson(json, param.type);
  } catch (problem) {
    if (problem instanceof Unreadable) return { refused: UNREADABLE };
    throw problem;
  }
  const violation = param.validated ? firstViolation(value, param.type) : undefined;
  return violation ? { refused: { code: VALIDATE_FAILED, message: violation } } : { value };
}

/**
 * Reads a call to `operation` as the reference backend's controller method receives it, in Spring's order:
 * its parameters one by one, each converted (and a validated class checked) as it is bound; the first that
 * fails is the refusal.
 */
export async function readAsSpring(operation: ReferenceOperation, request: Request): Promise<SpringRead> {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/^.*?\/api(?=\/)/, '');
  const inPath = pathValues(operation.path, pathname);
  const call: JavaCall = { path: {}, query: {}, sent: new Set<string>() };
  const sent = call.sent as Set<string>;
  for (const param of operation.params) {
    if (param.in === 'multipart') continue;
    if (param.in === 'body') {
      const body = await bindBody(param, request);
      if ('refused' in body) return body;
      call.body = body.value;
    } else if (param.in === 'query' && JAVA_CLASSES[param.type]) {
      const refused = bindQueryClass(param.type, url.searchParams, call.query, sent);
      if (refused) return { refused };
      const violation = param.validated ? firstViolation(call.query, param.type) : undefined;
      if (violation) return { refused: { code: VALIDATE_FAILED, message: violation } };
    } else {
      const values = param.in === 'path' ? [inPath[param.name] ?? ''] : url.searchParams.getAll(param.name);
      if (param.in === 'query' && values.length > 0) sent.add(param.name);
      const bound = bindValue(param, values.length === 0 ? undefined : single(values, param.type));
      if ('refused' in bound) return bound;
      (param.in === 'path' ? call.path : call.query)[param.name] = bound.value;
    }
  }
  return { call };
}
