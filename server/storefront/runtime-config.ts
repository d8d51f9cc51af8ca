/**
 * The runtime configuration a composed page carries inline (src/config/env.ts reads it), so the browser need
 * not ask for `runtime-config.js` before the first screen. The file is the operator's and stays editable
 * without a restart: it is read again whenever it changes on disk, and run in an empty sandbox (it only sets
 * `window.__APP_CONFIG__`) with a time limit. A file that does not yield a plain object gives no block, and
 * the page loads the file itself, as the shell does.
 */
import { statSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

const RUN_LIMIT_MS = 50;

/** A run of the script: the configuration it assigns (null if none), and whether it ran out of time. */
export interface ScriptRun {
  config: Record<string, unknown> | null;
  timedOut: boolean;
}

export function runConfigScript(source: string): ScriptRun {
  try {
    const sandbox = { window: {} as { __APP_CONFIG__?: unknown } };
    runInNewContext(source, sandbox, { timeout: RUN_LIMIT_MS });
    const value: unknown = JSON.parse(JSON.stringify(sandbox.window.__APP_CONFIG__ ?? null));
    return { config: value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null, timedOut: false };
  } catch (error) {
    return { config: null, timedOut: (error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT' };
  }
}

/** The object a runtime-config script assigns to `window.__APP_CONFIG__`, as plain JSON values; null if none. */
export function configFromScript(source: string): Record<string, unknown> | null {
  return runConfigScript(source).config;
}

/** Runs of one version of the file that may run out of time before it counts as never ending. */
const TIMED_OUT_RUNS = 3;

/**
 * Reads the file's configuration, again only when its size or modification time changed. A run that ran out of
 * time is tried again on the next page (a busy machine can hold a run past the limit) until it has done so
 * `TIMED_OUT_RUNS` times; a broken file is kept as none at once.
 */
export function runtimeConfigFile(path: string, run: (source: string) => ScriptRun = runConfigScript): () => Record<string, unknown> | null {
  let seen = '';
  let config: Record<string, unknown> | null = null;
  let timeouts = 0;
  return () => {
    try {
      const stat = statSync(path);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp !== seen) {
        const result = run(readFileSync(path, 'utf8'));
        config = result.config;
        timeouts = result.timedOut ? timeouts + 1 : 0;
        if (!result.timedOut || timeouts >= TIMED_OUT_RUNS) {
          seen = stamp;
          timeouts = 0;
        }
      }
      return config;
    } catch {
      seen = '';
      return null;
    }
  };
}
