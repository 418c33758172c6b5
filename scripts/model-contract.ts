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
const isObject = (node: Json): node is JsonObject => typeof node === 'object' && node !== null && !Array.isArray(node);
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
writeFileSync(MODEL, `# Generated by scripts/model-contract.ts from merchant.bundled.yaml: do not edit.\n${stringify(toModel(bundle), { lineWidth: 0 })}`);
writeFileSync(WIRE, stringify(wireContract(bundle), { lineWidth: 0 }));
