import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './worker-exec-argv';

describe('the flags a worker starts with', () => {
  it('keeps what a worker accepts and leaves tsx and per-process flags out', () => {
    expect(
      workerExecArgv([
        '--enable-source-maps',
        '--max-old-space-size=512',
        '--trace-gc',
        '--import',
        'tsx',
        '--require=./other-hook.cjs',
      ]),
    ).toEqual(['--enable-source-maps', '--require=./other-hook.cjs']);
  });
});
