import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * The bundled OpenAPI contract, parsed afresh (its readers change what they are given). vitest runs
 * from the project root; import.meta.url is rewritten to http under jsdom (STACK.md G10).
 */
export const readBundledContract = (): unknown => parse(readFileSync(resolve(process.cwd(), 'openapi/generated/merchant.bundled.yaml'), 'utf8'));
