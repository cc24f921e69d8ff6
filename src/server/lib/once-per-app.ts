/**
 * A module's services built once per app, so every reader of the module shares its state. The
 * key is the app context the module is registered with: the module's own routes and another module
 * reading through its face (the dashboard summary) ask with the same context and get the same
 * services, so they share one set of per-user caches and one of each stateful piece (timers,
 * remembered rows). A context no longer used is let go with everything built for it.
 */
export function oncePerApp<Context extends object, Built>(
  build: (context: Context) => Built,
): (context: Context) => Built {
  const built = new WeakMap<Context, Built>();
  return (context) => {
    const kept = built.get(context);
    if (kept !== undefined) return kept;
    const made = build(context);
    built.set(context, made);
    return made;
  };
}
