/** Small helpers shared by the bench scripts: Chromium settings, ports, medians, the machine's description. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs } from '../playwright.config';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Scratch space (git-ignored): the bench's own build, Lighthouse reports and screenshots, browser profiles. */
export const TMP_DIR = fileURLToPath(new URL('./.tmp', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags every Chromium on this machine needs (kept in playwright.config.ts); `--headless` is added where launched. */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function chromiumVersion(): string {
  try {
    const output = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return output.match(/[\d.]+\d/)?.[0] ?? output.trim();
  } catch {
    return 'unknown';
  }
}

export function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  chromium: string;
  lighthouse: string;
  date: string;
  loadAtStart: number;
  /** The commit measured, and whether the app's sources differed from it (the build takes the working tree). */
  commit: string;
}

function gitCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'src', 'sw', 'server', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package.json') !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown commit';
  }
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: packageVersion('lighthouse'),
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    loadAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    commit: gitCommit(),
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, Chromium ${machine.chromium}, Lighthouse ${machine.lighthouse}, ${machine.date}, commit ${machine.commit} (1-min load average ${machine.loadAtStart} at start)`;
}
