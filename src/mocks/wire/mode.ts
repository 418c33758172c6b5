/**
 * The wire the demo backend answers in: SPEC.md's (the console's model, the default), or exactly as the
 * reference backend (CRMEB, its Java) would, with its requests read and its rules followed (./reference.ts).
 * The browser's demo takes it from the build (VITE_DEMO_WIRE=reference); the server from its command line.
 */
export type DemoWire = 'spec' | 'reference';

let current: DemoWire = import.meta.env.VITE_DEMO_WIRE === 'reference' ? 'reference' : 'spec';

export const demoWire = (): DemoWire => current;

/** Chooses the wire before the demo backend's handlers are made (the server's `--wire`). */
export function setDemoWire(wire: DemoWire) {
  current = wire;
}

/**
 * Whether a rule is the reference backend's where SPEC.md says otherwise: the demo follows SPEC.md in its
 * own wire and the Java in the reference's. Where SPEC.md is silent there is one rule, the Java's.
 */
export const javaRules = () => current === 'reference';
