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
const refName = (node: Json) => (isObject(node) && typeof node.$ref === 'string' ? node.$ref.replace('#/components/schemas/', '') : undefined);

/** The schema components an answer's data reaches (through refs at any depth), from the envelopes' `data`. */
function answerSchemas(bundle: JsonObject): Set<string> {
  const schemas = isObject(bundle.components) && isObject(bundle.components.schemas) ? bundle.components.schemas : {};
  const reached = new Set<string>();
  const walk = (node: Json, inData: boolean) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, inData));
    if (!isObject(node)) return;
    const name = refName(node);
    if (name !== undefined) {
      if (inData ? reached.has(name) : envelopes.has(name)) return;
      if (inData) reached.add(name);
      else envelopes.add(name);
      return walk(schemas[name] ?? null, inData);
    }
    for (const [key, value] of Object.entries(node)) {
      const data = !inData && key === 'properties' && isObject(value) && 'code' in value && 'data' in value;
      if (data && isObject(value)) {
        for (const [prop, schema] of Object.entries(value)) walk(schema, prop === 'data');
      } else walk(value, inData);
    }
  };
  const envelopes = new Set<string>();
  const paths = isObject(bundle.paths) ? bundle.paths : {};
  for (const item of Object.values(paths)) for (const op of Object.values(isObject(item) ? item : {})) if (isObject(op)) walk(op.responses ?? null, false);
  return reached;
}

/**
 * The wire also carries null for a field that has no value: the reference backend writes every key of its
 * classes, null where unset, and any object-typed field may be unset. In an answer's data every field may
 * be null on the wire, required or not; elsewhere (a request) an optional one. src/api/edge.ts reads such
 * nulls into the model's value (an empty list or text where the model requires one, otherwise absent).
 */
function toWire(node: Json, answer: boolean): Json {
  if (Array.isArray(node)) return node.map((n) => toWire(n, answer));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  const envelope = isObject(node.properties) && 'code' in node.properties && 'data' in node.properties;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && envelope && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([prop, schema]) => [prop, toWire(schema, prop === 'data')]));
    } else out[key] = toWire(value, answer);
  }
  const properties = out.properties;
  if (isObject(properties)) {
    const required = new Set(Array.isArray(out.required) ? out.required : []);
    for (const [name, schema] of Object.entries(properties)) {
      if (((answer && !envelope) || !required.has(name)) && !isNullable(schema)) properties[name] = { anyOf: [schema, { type: 'null' }] };
    }
  }
  return out;
}

function wireContract(bundle: JsonObject): Json {
  const answers = answerSchemas(bundle);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(bundle)) {
    if (key === 'components' && isObject(value) && isObject(value.schemas)) {
      const schemas = value.schemas;
      out[key] = { ...(toWire(value, false) as JsonObject), schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, toWire(schema, answers.has(name))])) };
    } else out[key] = toWire(value, false);
  }
  return out;
}

const bundle = parse(readFileSync(WIRE, 'utf8')) as JsonObject;
writeFileSync(MODEL, `# Generated by scripts/model-contract.ts from merchant.bundled.yaml: do not edit.\n${stringify(toModel(bundle), { lineWidth: 0 })}`);
writeFileSync(WIRE, stringify(wireContract(bundle), { lineWidth: 0 }));
