import type {Config} from '@docusaurus/types';

/**
 * A fresh copy of docusaurus.config.ts loaded under `env`. The config reads the environment when it
 * is imported, so each case loads its own; Algolia variables of the shell running the tests are
 * removed first, so that only `env` decides the search mode.
 */
export function loadConfig(env: Record<string, string> = {}): Config {
  const saved = {...process.env};
  for (const key of Object.keys(process.env)) if (key.startsWith('ALGOLIA_')) delete process.env[key];
  Object.assign(process.env, env);
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      config = (require('../../docusaurus.config') as {default: Config}).default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}
