/**
 * The flags a worker thread of ours starts with: the process's own less a TypeScript loader
 * (--import/--loader/--require naming tsx). A worker's .mjs entry registers tsx itself when it runs
 * from the sources (ADR 075), and a second copy would transform every file twice.
 */
export function workerExecArgv(flags: readonly string[] = process.execArgv): string[] {
  const argv: string[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i]!;
    const loader = /^--(import|loader|experimental-loader|require|r)(=(.*))?$/.exec(flag);
    if (!loader) {
      argv.push(flag);
      continue;
    }
    const value = loader[3] ?? flags[++i] ?? '';
    if (!/\btsx\b/.test(value)) argv.push(`--${loader[1]}=${value}`);
  }
  return argv;
}
