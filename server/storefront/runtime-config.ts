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

/** The object a runtime-config script assigns to `window.__APP_CONFIG__`, as plain JSON values; null if none. */
export function configFromScript(source: string): Record<string, unknown> | null {
  try {
    const sandbox = { window: {} as { __APP_CONFIG__?: unknown } };
    runInNewContext(source, sandbox, { timeout: RUN_LIMIT_MS });
    const value: unknown = JSON.parse(JSON.stringify(sandbox.window.__APP_CONFIG__ ?? null));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the file's configuration, again only when its size or modification time changed. */
export function runtimeConfigFile(path: string): () => Record<string, unknown> | null {
  let seen = '';
  let config: Record<string, unknown> | null = null;
  return () => {
    try {
      const stat = statSync(path);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp !== seen) {
        config = configFromScript(readFileSync(path, 'utf8'));
        seen = stamp;
      }
      return config;
    } catch {
      seen = '';
      return null;
    }
  };
}
