import {spawn} from 'node:child_process';
import {expect} from '@playwright/test';

// One nginx (tools/serve.mjs, the production configuration) for a spec that serves a build of its
// own instead of the ones playwright.config.ts serves (the deploy test switches folders under it).

/** Whether `baseURL` answers its home page with 200 (one second at most per try). */
export async function answers(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/`, {signal: AbortSignal.timeout(1000)})).ok;
  } catch {
    return false;
  }
}

export interface NginxServer {
  /** Stops nginx and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Serves `root` on the port of `baseURL` and resolves once nginx answers there, however long its
 * start takes (the calling hook's timeout bounds it). Fails at once if something already answers
 * on that port: a leftover server would make the test check the wrong build.
 */
export async function serveWithNginx(baseURL: string, root: string): Promise<NginxServer> {
  expect(await answers(baseURL), `something already answers on ${baseURL}`).toBe(false);
  const child = spawn(process.execPath, ['tools/serve.mjs', '--port', new URL(baseURL).port, '--root', root], {stdio: 'ignore'});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Until nginx answers, or fails at once if it exits first (a bad configuration, a port in use).
  let up = false;
  await Promise.race([
    expect.poll(() => answers(baseURL), {timeout: 0}).toBe(true).then(() => { up = true; }),
    exited.then(() => {
      if (!up) throw new Error(`tools/serve.mjs exited before ${baseURL} answered (code ${child.exitCode})`);
    }),
  ]);
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
