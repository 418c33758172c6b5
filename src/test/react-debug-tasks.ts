// React's development build gives every element it creates a `console.createTask` (async stack tagging, for a
// debugger's "async" call stacks). Node has the API, so every JSX element in a test paid for one: about a
// tenth of the heaviest page tests' time, for stacks no test reads. Without it React keeps its owner stacks
// (warnings still name the component) and skips the tasks. The first of vitest's setup files
// (vite.config.ts), so it runs before React loads.
Reflect.deleteProperty(console, 'createTask');
