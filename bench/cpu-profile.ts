import { readFile } from 'node:fs/promises';
import { REPOSITORY } from './child-process.js';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly startTime: number;
  readonly endTime: number;
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface ProfileShare {
  readonly name: string;
  /** Share of the busy (not idle) time, 0..1. */
  readonly share: number;
}

export interface ProfileSummary {
  /** Share of the whole profile during which the process was idle. */
  readonly idle: number;
  /** Self time by function. */
  readonly functions: readonly ProfileShare[];
  /** Self time by package (node_modules) or by source file of the portal, or Node's own internals. */
  readonly places: readonly ProfileShare[];
}

/** Where a frame's code lives: an npm package, a file of this repository, Node itself, or V8. */
const placeOf = (url: string): string => {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return 'node (core)';
  if (url === '') return 'V8 / native';
  return url.replace(/^file:\/\//, '').replace(REPOSITORY, '');
};

const IDLE = new Set(['(idle)']);

/**
 * Which stretch of a whole process's profile to read: the `lastMs` before the final `skipLastMs`
 * (a load that ended `skipLastMs` before the process did), leaving out its start.
 */
export interface ProfileWindow {
  readonly lastMs: number;
  readonly skipLastMs: number;
}

/** The functions and places that take the most CPU in a V8 CPU profile (`node --cpu-prof`), within the window. */
export const summariseCpuProfile = async (
  file: string,
  top: number,
  window: ProfileWindow,
): Promise<ProfileSummary> => {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const to = profile.endTime - window.skipLastMs * 1000;
  const from = to - window.lastMs * 1000;
  const timeOf = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at <= to) timeOf.set(id, (timeOf.get(id) ?? 0) + delta);
  });
  let idle = 0;
  let busy = 0;
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = timeOf.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (IDLE.has(functionName)) {
      idle += time;
      continue;
    }
    busy += time;
    const place = placeOf(url);
    // Lines are those of tsx's output, not of the sources, so files of the portal are named without one.
    const line = url.includes('node_modules') || url.startsWith('node:') ? `:${lineNumber + 1}` : '';
    const name = url === '' ? functionName : `${functionName || '(anonymous)'} (${place}${line})`;
    functions.set(name, (functions.get(name) ?? 0) + time);
    places.set(place, (places.get(place) ?? 0) + time);
  }
  const ranked = (shares: Map<string, number>) =>
    [...shares]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, share: time / busy }));
  return { idle: idle / (idle + busy), functions: ranked(functions), places: ranked(places) };
};
