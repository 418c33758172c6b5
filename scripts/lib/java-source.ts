// A reader of Java declarations, enough for scripts/reference-java.ts: packages, imports, classes (nested at
// any depth, with type parameters, extends and annotations), fields (every declarator, whatever its
// visibility or initializer), methods and constructors with their parameters. Bodies and initializers are
// skipped, not read; comments are dropped with the whitespace, so a commented-out mapping is not seen.

export interface Token {
  kind: 'id' | 'str' | 'chr' | 'num' | 'op';
  text: string;
}

/** A type as written: `List<Foo>`, `Map<String, List<Bar>>`, `int[]`, `Outer.Inner`, `? extends X` (name `?`). */
export interface TypeRef {
  name: string;
  args: TypeRef[];
  dims: number;
}

/** An annotation with its arguments, each kept as its tokens (`value` for the single unnamed one). */
export interface Annotation {
  name: string;
  args: Record<string, Token[]>;
}

export interface Modifiers {
  annotations: Annotation[];
  keywords: Set<string>;
}

export interface JavaField extends Modifiers {
  name: string;
  type: TypeRef;
  /** The initializer's tokens, when there is one. */
  init?: Token[];
}

export interface JavaParam extends Modifiers {
  name: string;
  type: TypeRef;
}

export interface JavaMethod extends Modifiers {
  name: string;
  /** Undefined for a constructor. */
  returns?: TypeRef;
  params: JavaParam[];
}

export interface JavaClass extends Modifiers {
  kind: 'class' | 'interface' | 'enum' | 'annotation';
  name: string;
  /** The dotted name: package, outer classes and this one's. */
  fqn: string;
  pkg: string;
  outer?: JavaClass;
  typeParams: string[];
  extends?: TypeRef;
  fields: JavaField[];
  methods: JavaMethod[];
  nested: JavaClass[];
  enumConstants: string[];
  unit: JavaUnit;
}

export interface JavaUnit {
  path: string;
  pkg: string;
  imports: string[];
  classes: JavaClass[];
}

const MODIFIERS = new Set(['public', 'private', 'protected', 'static', 'final', 'abstract', 'transient', 'volatile', 'synchronized', 'native', 'strictfp', 'default']);

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      tokens.push({ kind: c === '"' ? 'str' : 'chr', text: source.slice(i, j + 1) });
      i = j + 1;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const m = /^[0-9.][0-9A-Za-z_.]*/.exec(source.slice(i, i + 64));
      const text = m ? m[0] : c;
      tokens.push({ kind: 'num', text });
      i += text.length;
    } else if (/[\p{L}_$]/u.test(c)) {
      const m = /^[\p{L}\p{N}_$]+/u.exec(source.slice(i, i + 256));
      const text = m ? m[0] : c;
      tokens.push({ kind: 'id', text });
      i += text.length;
    } else if (source.startsWith('...', i)) {
      tokens.push({ kind: 'op', text: '...' });
      i += 3;
    } else {
      tokens.push({ kind: 'op', text: c });
      i++;
    }
  }
  return tokens;
}

/** The text of a string literal, its escapes read. */
export function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e: string) => {
    if (e.startsWith('u') && e.length === 5) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e;
  });
}

/** The strings an annotation argument holds: one (`"a" + "b"` joined) or an array's (`{"a", "b"}`). */
export function stringsOf(tokens: Token[] | undefined): string[] {
  if (!tokens) return [];
  const out: string[] = [];
  let current: string | undefined;
  for (const t of tokens) {
    if (t.kind === 'str') current = (current ?? '') + unquote(t.text);
    else if (t.text === ',' || t.text === '}') {
      if (current !== undefined) out.push(current);
      current = undefined;
    }
  }
  if (current !== undefined) out.push(current);
  return out;
}

/** An annotation argument as plain text (`RequestMethod.GET`, `false`, `10`, `"x"`). */
export const textOf = (tokens: Token[] | undefined) => (tokens ?? []).map((t) => t.text).join('');

export const annotation = (m: Modifiers, ...names: string[]) => m.annotations.find((a) => names.includes(a.name));

class Parser {
  private i = 0;
  private readonly tokens: Token[];
  private readonly path: string;
  constructor(tokens: Token[], path: string) {
    this.tokens = tokens;
    this.path = path;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  private is(text: string, offset = 0) {
    return this.peek(offset)?.text === text;
  }
  private next(): Token {
    const t = this.tokens[this.i++];
    if (!t) throw new Error(`${this.path}: unexpected end`);
    return t;
  }
  private expect(text: string) {
    const t = this.next();
    if (t.text !== text) throw new Error(`${this.path}: expected ${text}, found ${t.text} (token ${this.i - 1})`);
  }
  private ident(): string {
    const t = this.next();
    if (t.kind !== 'id') throw new Error(`${this.path}: expected a name, found ${t.text} (token ${this.i - 1})`);
    return t.text;
  }
  private qualified(): string {
    let name = this.ident();
    while (this.is('.') && this.peek(1)?.kind === 'id') {
      this.i++;
      name += `.${this.ident()}`;
    }
    return name;
  }

  /** Skips a bracketed group starting at the current token ((, [, { or <) and returns its inner tokens. */
  private group(): Token[] {
    const open = this.next().text;
    const close = ({ '(': ')', '[': ']', '{': '}', '<': '>' } as Record<string, string>)[open];
    const start = this.i;
    let depth = 1;
    while (depth > 0) {
      const t = this.next().text;
      if (open === '<') {
        if (t === '<') depth++;
        else if (t === '>') depth--;
      } else if (t === '(' || t === '[' || t === '{') depth++;
      else if (t === ')' || t === ']' || t === '}') depth--;
      if (depth === 0 && t !== close) throw new Error(`${this.path}: unbalanced ${open}`);
    }
    return this.tokens.slice(start, this.i - 1);
  }

  parseUnit(): JavaUnit {
    const unit: JavaUnit = { path: this.path, pkg: '', imports: [], classes: [] };
    while (this.peek()) {
      if (this.is('package')) {
        this.i++;
        unit.pkg = this.qualified();
        this.expect(';');
      } else if (this.is('import')) {
        this.i++;
        const isStatic = this.is('static');
        if (isStatic) this.i++;
        let name = this.qualified();
        if (this.is('.') && this.is('*', 1)) {
          this.i += 2;
          name += '.*';
        }
        this.expect(';');
        if (!isStatic) unit.imports.push(name);
      } else if (this.is(';')) {
        this.i++;
      } else {
        const modifiers = this.modifiers();
        unit.classes.push(this.typeDeclaration(modifiers, unit, undefined));
      }
    }
    return unit;
  }

  private annotationAt(): Annotation {
    this.expect('@');
    const name = this.qualified().split('.').pop() ?? '';
    const args: Record<string, Token[]> = {};
    if (this.is('(')) {
      const inner = this.group();
      // Split the arguments at top-level commas; `name = value` or a lone value.
      let depth = 0;
      let part: Token[] = [];
      const parts: Token[][] = [];
      for (const t of inner) {
        if ('([{'.includes(t.text) && t.kind === 'op') depth++;
        if (')]}'.includes(t.text) && t.kind === 'op') depth--;
        if (t.text === ',' && depth === 0) {
          parts.push(part);
          part = [];
        } else part.push(t);
      }
      if (part.length) parts.push(part);
      for (const p of parts) {
        if (p[0]?.kind === 'id' && p[1]?.text === '=' && p[2]?.text !== '=') args[p[0].text] = p.slice(2);
        else args.value = p;
      }
    }
    return { name, args };
  }

  private modifiers(): Modifiers {
    const annotations: Annotation[] = [];
    const keywords = new Set<string>();
    for (;;) {
      if (this.is('@') && !this.is('interface', 1)) annotations.push(this.annotationAt());
      else if (this.peek()?.kind === 'id' && MODIFIERS.has(this.peek()?.text ?? '') && !(this.is('default') && this.is(':', 1))) keywords.add(this.next().text);
      else break;
    }
    return { annotations, keywords };
  }

  type(): TypeRef {
    while (this.is('@')) this.annotationAt();
    if (this.is('?')) {
      this.i++;
      if (this.is('extends') || this.is('super')) {
        this.i++;
        return this.type();
      }
      return { name: 'Object', args: [], dims: 0 };
    }
    let name = this.ident();
    let args: TypeRef[] = [];
    for (;;) {
      if (this.is('<')) args = this.typeArgs();
      if (this.is('.') && this.peek(1)?.kind === 'id') {
        this.i++;
        name += `.${this.ident()}`;
        continue;
      }
      break;
    }
    let dims = 0;
    while (this.is('[') && this.is(']', 1)) {
      this.i += 2;
      dims++;
    }
    if (this.is('...')) {
      this.i++;
      dims++;
    }
    return { name, args, dims };
  }

  private typeArgs(): TypeRef[] {
    this.expect('<');
    const args: TypeRef[] = [];
    if (this.is('>')) {
      this.i++;
      return args;
    }
    for (;;) {
      args.push(this.type());
      if (this.is(',')) {
        this.i++;
        continue;
      }
      this.expect('>');
      return args;
    }
  }

  private typeParams(): string[] {
    const inner = this.group();
    const names: string[] = [];
    let depth = 0;
    let expectName = true;
    for (const t of inner) {
      if (t.text === '<') depth++;
      if (t.text === '>') depth--;
      if (depth === 0 && t.text === ',') expectName = true;
      else if (expectName && t.kind === 'id' && depth === 0) {
        names.push(t.text);
        expectName = false;
      }
    }
    return names;
  }

  private typeDeclaration(modifiers: Modifiers, unit: JavaUnit, outer: JavaClass | undefined): JavaClass {
    let kind: JavaClass['kind'];
    if (this.is('@')) {
      this.i += 2;
      kind = 'annotation';
    } else {
      const word = this.ident();
      if (word === 'class') kind = 'class';
      else if (word === 'interface') kind = 'interface';
      else if (word === 'enum') kind = 'enum';
      else throw new Error(`${this.path}: expected a type declaration, found ${word}`);
    }
    const name = this.ident();
    const cls: JavaClass = {
      ...modifiers,
      kind,
      name,
      fqn: outer ? `${outer.fqn}.${name}` : unit.pkg ? `${unit.pkg}.${name}` : name,
      pkg: unit.pkg,
      outer,
      typeParams: this.is('<') ? this.typeParams() : [],
      fields: [],
      methods: [],
      nested: [],
      enumConstants: [],
      unit,
    };
    while (!this.is('{')) {
      const word = this.next().text;
      if (word === 'extends') {
        const first = this.type();
        if (kind === 'class') cls.extends = first;
        while (this.is(',')) {
          this.i++;
          this.type();
        }
      } else if (word === 'implements') {
        this.type();
        while (this.is(',')) {
          this.i++;
          this.type();
        }
      }
    }
    this.expect('{');
    if (kind === 'enum') this.enumConstants(cls);
    this.body(cls, unit);
    return cls;
  }

  private enumConstants(cls: JavaClass) {
    while (!this.is(';') && !this.is('}')) {
      this.modifiers();
      cls.enumConstants.push(this.ident());
      if (this.is('(')) this.group();
      if (this.is('{')) this.group();
      if (this.is(',')) this.i++;
    }
    if (this.is(';')) this.i++;
  }

  /** Members up to and including the closing brace. */
  private body(cls: JavaClass, unit: JavaUnit) {
    while (!this.is('}')) {
      if (this.is(';')) {
        this.i++;
        continue;
      }
      if (this.is('{')) {
        this.group();
        continue;
      }
      const modifiers = this.modifiers();
      if (this.is('{')) {
        this.group();
        continue;
      }
      if (this.is('class') || this.is('interface') || this.is('enum') || (this.is('@') && this.is('interface', 1))) {
        cls.nested.push(this.typeDeclaration(modifiers, unit, cls));
        continue;
      }
      if (this.is('<')) this.group();
      const type = this.type();
      if (this.is('(')) {
        // A constructor: what was read as a type is its name.
        cls.methods.push({ ...modifiers, name: type.name, params: this.params() });
        this.methodRest();
        continue;
      }
      const name = this.ident();
      if (this.is('(')) {
        cls.methods.push({ ...modifiers, name, returns: type, params: this.params() });
        this.methodRest();
        continue;
      }
      this.declarators(cls, modifiers, type, name);
    }
    this.expect('}');
  }

  private params(): JavaParam[] {
    this.expect('(');
    const params: JavaParam[] = [];
    while (!this.is(')')) {
      const modifiers = this.modifiers();
      const type = this.type();
      const name = this.ident();
      while (this.is('[')) this.group();
      params.push({ ...modifiers, name, type });
      if (this.is(',')) this.i++;
    }
    this.expect(')');
    return params;
  }

  private methodRest() {
    while (this.is('[')) this.group();
    if (this.is('throws')) {
      this.i++;
      this.type();
      while (this.is(',')) {
        this.i++;
        this.type();
      }
    }
    if (this.is('default')) {
      // An annotation element's default value.
      while (!this.is(';')) {
        if (this.is('{') || this.is('(')) this.group();
        else this.i++;
      }
    }
    if (this.is('{')) this.group();
    else this.expect(';');
  }

  /** A field's declarators: `a`, `a = 1`, `a, b = new HashMap<K, V>()` (a comma inside the generics is not a new one). */
  private declarators(cls: JavaClass, modifiers: Modifiers, type: TypeRef, first: string) {
    let name = first;
    for (;;) {
      let dims = 0;
      while (this.is('[') && this.is(']', 1)) {
        this.i += 2;
        dims++;
      }
      const field: JavaField = { ...modifiers, name, type: dims ? { ...type, dims: type.dims + dims } : type };
      if (this.is('=')) {
        this.i++;
        const start = this.i;
        for (;;) {
          const t = this.peek();
          if (!t) throw new Error(`${this.path}: unterminated field ${name}`);
          if ('([{'.includes(t.text) && t.kind === 'op') this.group();
          else if (t.text === ';') break;
          else if (t.text === ',' && this.peek(1)?.kind === 'id' && ['=', ';', ',', '['].includes(this.peek(2)?.text ?? '')) break;
          else this.i++;
        }
        field.init = this.tokens.slice(start, this.i);
      }
      cls.fields.push(field);
      if (this.is(',')) {
        this.i++;
        name = this.ident();
        continue;
      }
      this.expect(';');
      return;
    }
  }
}

export function parseJava(source: string, path: string): JavaUnit {
  return new Parser(tokenize(source), path).parseUnit();
}
