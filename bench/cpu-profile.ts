/** Samples this process's CPU while `work` runs (V8 profiler through node:inspector) and ranks functions by self time. */
import { Session } from 'node:inspector/promises';
import { ROOT } from './util';

export interface HotFunction {
  name: string;
  /** Share of the sampled non-idle time. */
  share: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

function hotFunctions(profile: Profile, limit: number): HotFunction[] {
  const byNode = new Map<number, number>();
  (profile.samples ?? []).forEach((node, index) => byNode.set(node, (byNode.get(node) ?? 0) + (profile.timeDeltas?.[index] ?? 0)));
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const where = (node: ProfileNode) =>
    node.callFrame.url
      .replace(/^file:\/\//, '')
      .replace(`${ROOT}`, '')
      .replace(/^.*node_modules\//, '');
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const time = byNode.get(node.id) ?? 0;
    if (time === 0 || node.callFrame.functionName === '(idle)') continue;
    total += time;
    const file = where(node);
    let name = `${node.callFrame.functionName || '(anonymous)'}${file ? ` (${file})` : ''}`;
    // A native or built-in function: name the script function that called it.
    if (!file && !node.callFrame.functionName.startsWith('(')) {
      let caller = parents.get(node.id);
      while (caller && !where(caller)) caller = parents.get(caller.id);
      if (caller) name += ` ← ${caller.callFrame.functionName || '(anonymous)'} (${where(caller)})`;
    }
    if (name.includes('node:inspector')) {
      total -= time; // the profiler's own work (stopping and serialising the profile)
      continue;
    }
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, time]) => ({ name, share: total > 0 ? Math.round((time / total) * 1000) / 1000 : 0 }));
}

export async function withCpuProfile<T>(work: () => Promise<T>, limit = 5): Promise<{ result: T; hot: HotFunction[] }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await session.post('Profiler.stop');
      throw error;
    }
    const { profile } = await session.post('Profiler.stop');
    return { result, hot: hotFunctions(profile as unknown as Profile, limit) };
  } finally {
    session.disconnect();
  }
}
