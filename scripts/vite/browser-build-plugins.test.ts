import type { ConfigEnv, PluginOption, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

/** The names of every plugin the config gives for one build (arrays flattened). */
function pluginNames(env: ConfigEnv): string[] {
  const config = (viteConfig as (env: ConfigEnv) => UserConfig)(env);
  const flat = (options: PluginOption[]): string[] =>
    options.flatMap((option) =>
      Array.isArray(option)
        ? flat(option)
        : option && typeof option === 'object' && 'name' in option
          ? [option.name]
          : [],
    );
  return flat(config.plugins ?? []);
}

describe('the browser build (ADR 137)', () => {
  it('builds contract schemas on first use and makes the forms readiness a transition', () => {
    const names = pluginNames({ command: 'build', mode: 'production', isSsrBuild: false });
    expect(names).toContain('wellnest:lazy-contract-schemas');
    expect(names).toContain('wellnest:form-ready-as-transition');
  });
});
