// Writes the two views of the contract from redocly's bundle (openapi/generated/merchant.bundled.yaml), as
// part of `npm run generate`: the console's model (openapi/generated/merchant.model.yaml) and, in place of
// the bundle, the wire contract.
//
// The wire contract says what may come over the wire: where the spec and the reference backend differ,
// both shapes (a decimal as text or a number; a menu as the spec names it or as the reference sends it).
// A schema marked `x-model` is read into the console's model: the model contract puts the `x-model`
// schema in its place, and orval generates the hooks, types, zod schemas and demo handlers from that.
// Tests and e2e runs check every exchange against the wire contract, so a real backend's answer passes;
// src/api/edge.ts turns it into the model at the edge (see scripts/generate-edge.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

const WIRE = 'openapi/generated/merchant.bundled.yaml';
const MODEL = 'openapi/generated/merchant.model.yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function toModel(node: Json): Json {
  if (Array.isArray(node)) return node.map(toModel);
  if (node === null || typeof node !== 'object') return node;
  const model = node['x-model'];
  if (model !== undefined && model !== null && typeof model === 'object' && !Array.isArray(model)) {
    const description: { [key: string]: Json } = typeof node.description === 'string' ? { description: node.description } : {};
    return toModel({ ...description, ...model });
  }
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) if (key !== 'x-adapter') out[key] = toModel(value);
  return out;
}

const isNullable = (schema: Json) =>
  typeof schema === 'object' && schema !== null && !Array.isArray(schema) &&
  ((Array.isArray(schema.type) && schema.type.includes('null')) || schema.type === 'null' || (Array.isArray(schema.anyOf) && schema.anyOf.some(isNullable)));

type JsonObject = { [key: string]: Json };
const isObject = (node: Json | undefined): node is JsonObject => typeof node === 'object' && node !== null && !Array.isArray(node);
const SCHEMA_REF = '#/components/schemas/';
const refName = (node: Json) => (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith(SCHEMA_REF) ? node.$ref.slice(SCHEMA_REF.length) : undefined);
const isEnvelope = (node: JsonObject) => isObject(node.properties) && 'code' in node.properties && 'data' in node.properties;
const schemasOf = (bundle: JsonObject): JsonObject => (isObject(bundle.components) && isObject(bundle.components.schemas) ? bundle.components.schemas : {});

/**
 * The schema components the answers' data reaches (through refs at any depth, from the envelopes' `data`),
 * and those the rest reaches: request bodies, parameters, the envelopes themselves. `x-model` is the
 * console's reading of a schema, not what goes over the wire, so it reaches nothing.
 */
function reach(bundle: JsonObject): { answers: Set<string>; others: Set<string> } {
  const schemas = schemasOf(bundle);
  const answers = new Set<string>();
  const others = new Set<string>();
  const walk = (node: Json, inData: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inData));
    if (!isObject(node)) return;
    const name = refName(node);
    if (name !== undefined) {
      const reached = inData ? answers : others;
      if (reached.has(name)) return;
      reached.add(name);
      return walk(schemas[name] ?? null, inData);
    }
    const envelope = !inData && isEnvelope(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-model') continue;
      if (envelope && key === 'properties' && isObject(value)) for (const [prop, schema] of Object.entries(value)) walk(schema, prop === 'data');
      else walk(value, inData);
    }
  };
  const components = isObject(bundle.components) ? bundle.components : {};
  walk(bundle.paths ?? null, false);
  for (const [key, value] of Object.entries(components)) if (key !== 'schemas') walk(value, false);
  return { answers, others };
}

/**
 * The wire also carries null for a field that has no value: the reference backend writes every key of its
 * classes, null where unset, and any object-typed field may be unset. In an answer's data every field may
 * be null on the wire, required or not; elsewhere (a request) an optional one, which the backend reads as
 * absent: what the console must send stays as strict as the model. `answerCopy` names the answer-side
 * copy of a schema a request reaches too (see wireSchemas); refs in an answer point to it.
 * src/api/edge.ts reads an answer's nulls into the model's value (an empty list or text where the model
 * requires one, otherwise absent).
 */
function toWire(node: Json, answer: boolean, answerCopy: (name: string) => string | undefined): Json {
  if (Array.isArray(node)) return node.map((n) => toWire(n, answer, answerCopy));
  if (!isObject(node)) return node;
  const name = refName(node);
  const copy = answer && name !== undefined ? answerCopy(name) : undefined;
  if (copy !== undefined) return { ...node, $ref: `${SCHEMA_REF}${copy}` };
  const out: JsonObject = {};
  const envelope = isEnvelope(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'x-model') out[key] = value;
    else if (key === 'properties' && envelope && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([prop, schema]) => [prop, toWire(schema, prop === 'data', answerCopy)]));
    } else out[key] = toWire(value, answer, answerCopy);
  }
  const properties = out.properties;
  if (isObject(properties)) {
    const required = new Set(Array.isArray(out.required) ? out.required : []);
    for (const [prop, schema] of Object.entries(properties)) {
      if (((answer && !envelope) || !required.has(prop)) && !isNullable(schema)) properties[prop] = { anyOf: [schema, { type: 'null' }] };
    }
  }
  return out;
}

/**
 * Text XML 1.0 can hold: no C0 control character but tab, line feed and carriage return, no lone
 * surrogate, no U+FFFE or U+FFFF. Exports write what is stored into spreadsheets (XML), where one such
 * character makes the sheet malformed; written as a pattern a regular expression reads the same with or
 * without the `u` flag.
 */
const XML_TEXT = '^(?:[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uD800-\\uDFFF\\uFFFE\\uFFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
/** The same, not blank (the contract's `\\S`). */
const NONBLANK_XML_TEXT = `^(?=[\\s\\S]*\\S)${XML_TEXT.slice(1)}`;
/** A pattern of only listed characters (digits, dates, codes) holds no control character already. */
const holdsOnlyListed = (pattern: string) => /^\^.*\$$/.test(pattern) && !/\\[SDWs]|\[\^|(?<!\\)\./.test(pattern);

/**
 * Every text a write operation takes (its JSON body, its path and query values) refuses what XML cannot
 * hold: the contract says so once here rather than at each of some 360 fields, and the generated zod
 * schemas refuse it with the field named. A pattern of its own is kept where it already excludes such
 * characters; `\\S` (not blank) becomes the same pattern, not blank; any other is an error to settle here.
 */
function refuseControlCharacters(document: JsonObject) {
  const components = isObject(document.components) ? document.components : {};
  const seen = new Set<JsonObject>();
  const unsettled: string[] = [];
  const resolve = (node: JsonObject): JsonObject => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
    const section_ = components[section ?? ''];
    const target = isObject(section_) ? section_[name ?? ''] : undefined;
    if (!isObject(target)) throw new Error(`unresolved ${ref}`);
    return resolve(target);
  };
  const visit = (raw: Json | undefined, where: string) => {
    if (!isObject(raw)) return;
    const schema = resolve(raw);
    if (seen.has(schema)) return;
    seen.add(schema);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('string') && schema.enum === undefined && schema.const === undefined && schema.format !== 'binary') {
      const pattern = schema.pattern;
      if (pattern === undefined) schema.pattern = XML_TEXT;
      else if (pattern === '\\S') schema.pattern = NONBLANK_XML_TEXT;
      else if (typeof pattern !== 'string' || !holdsOnlyListed(pattern)) unsettled.push(`${where}: ${String(pattern)}`);
    }
    if (isObject(schema.properties)) for (const [key, value] of Object.entries(schema.properties)) visit(value, `${where}.${key}`);
    visit(schema.items, `${where}[]`);
    if (isObject(schema.additionalProperties)) visit(schema.additionalProperties, `${where}{}`);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const parts = schema[key];
      if (Array.isArray(parts)) for (const part of parts) visit(part, where);
    }
  };
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of ['post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const where = `${method} ${path}`;
      const parameters = [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])];
      for (const parameter of parameters) {
        if (!isObject(parameter)) continue;
        const resolved = resolve(parameter);
        if (resolved.in === 'path' || resolved.in === 'query') visit(resolved.schema, `${where} ${String(resolved.name)}`);
      }
      const body = isObject(operation.requestBody) ? resolve(operation.requestBody) : undefined;
      const content = body && isObject(body.content) ? body.content : {};
      for (const media of Object.values(content)) if (isObject(media)) visit(media.schema, `${where} body`);
    }
  }
  if (unsettled.length > 0) throw new Error(`text patterns that may let a control character through:\n${unsettled.join('\n')}`);
}

/** The schema components named refs in a schema (not through them), `x-model` left out. */
function refsIn(node: Json, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, out));
  else if (isObject(node)) {
    const name = refName(node);
    if (name !== undefined) out.add(name);
    for (const [key, value] of Object.entries(node)) if (key !== 'x-model') refsIn(value, out);
  }
  return out;
}

const noCopy = () => undefined;

/**
 * The wire's schema components. One the answers reach is read as an answer (every field nullable); one only
 * requests and envelopes reach, as a request. One both reach (a shipping row is saved and read back) stays
 * a request's, and the answers get a copy of it, `<name>Answer`, wherever the two readings differ: in the
 * schema itself or in one it refers to (whose copy the answer-side one then refers to).
 */
function wireSchemas(bundle: JsonObject): { schemas: JsonObject; answerCopy: (name: string) => string | undefined } {
  const schemas = schemasOf(bundle);
  const { answers, others } = reach(bundle);
  const copied = new Set(
    Object.keys(schemas).filter(
      (name) => answers.has(name) && others.has(name) && JSON.stringify(toWire(schemas[name], true, noCopy)) !== JSON.stringify(toWire(schemas[name], false, noCopy)),
    ),
  );
  for (let grown = true; grown; ) {
    grown = false;
    for (const name of Object.keys(schemas)) {
      if (copied.has(name) || !answers.has(name) || !others.has(name)) continue;
      if (![...refsIn(schemas[name])].some((ref) => copied.has(ref))) continue;
      copied.add(name);
      grown = true;
    }
  }
  const answerCopy = (name: string) => (copied.has(name) ? `${name}Answer` : undefined);
  const out: JsonObject = {};
  for (const [name, schema] of Object.entries(schemas)) {
    out[name] = toWire(schema, answers.has(name) && !copied.has(name), answerCopy);
    const copy = answerCopy(name);
    if (copy === undefined) continue;
    if (copy in schemas) throw new Error(`the answer-side copy of ${name} would replace the schema ${copy}`);
    out[copy] = toWire(schema, true, answerCopy);
  }
  return { schemas: out, answerCopy };
}

function wireContract(bundle: JsonObject): Json {
  const { schemas, answerCopy } = wireSchemas(bundle);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(bundle)) {
    if (key === 'components' && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([part, members]) => [part, part === 'schemas' ? schemas : toWire(members, false, answerCopy)]));
    } else out[key] = toWire(value, false, answerCopy);
  }
  return out;
}

const bundle = parse(readFileSync(WIRE, 'utf8')) as JsonObject;
refuseControlCharacters(bundle);
writeFileSync(MODEL, `# Generated by scripts/model-contract.ts from merchant.bundled.yaml: do not edit.\n${stringify(toModel(bundle), { lineWidth: 0 })}`);
writeFileSync(WIRE, stringify(wireContract(bundle), { lineWidth: 0 }));
