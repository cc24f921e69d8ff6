/**
 * A contract schema built on its first use in the browser rather than when its module loads
 * (ADR 137). Zod builds each schema eagerly, and a contract module holds dozens: importing one
 * for a constant or a type-guarded hook cost a page 60-100 ms of a throttled phone's main thread
 * while it loaded, and the idle prefetch of a linked page as much again. The browser build wraps
 * every top-level schema of `src/shared/contracts/*.contract.ts` in this (scripts/vite/
 * lazy-contract-schemas.ts); the server and its tests use the contracts as written.
 *
 * The stand-in forwards everything to the schema (properties, `in`, `instanceof` through its
 * prototype), so zod, react-hook-form's resolver and our answer checks use it as the schema
 * itself. A method read through it is the schema's own; zod's methods close over their schema, and
one that reads `this` reads the stand-in, which forwards again.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(schema(), key, schema()),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The stand-in's own (empty, extensible) target holds none of these: a proxy may only
      // report such a property as configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
