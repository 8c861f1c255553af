import fs from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

/** Who a frame belongs to: an npm package, Node itself, the app bundle, or V8. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native/V8)';
  const pkg = url.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node (core)';
  if (url.includes('/server/dist/')) return 'gabaritei server';
  return path.basename(url);
}

/**
 * Prints where a V8 CPU profile (node --cpu-prof) spent its samples: self time by owner
 * (package, Node core, our bundle, GC, idle) and the hottest functions.
 */
export function summarizeCpuProfile(dir: string, top = 25): void {
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))
    : [];
  if (files.length === 0) {
    console.info(`\nNo CPU profile in ${dir} (did the server exit cleanly?)`);
    return;
  }
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfUs = new Map<number, number>();
    profile.samples.forEach((id, i) => {
      selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const total = profile.endTime - profile.startTime;
    const owners = new Map<string, number>();
    const functions = new Map<string, number>();
    for (const [id, us] of selfUs) {
      const { callFrame } = byId.get(id)!;
      const owner = ownerOf(callFrame.url, callFrame.functionName);
      owners.set(owner, (owners.get(owner) ?? 0) + us);
      const name = `${callFrame.functionName || '(anonymous)'} ${owner}:${callFrame.lineNumber + 1}`;
      functions.set(name, (functions.get(name) ?? 0) + us);
    }
    // Inclusive time of our own functions: each sample counts once for every function of
    // the bundle on its stack (synchronous stretches only: an await starts a new stack).
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const appStack = new Map<number, Set<string>>();
    const appFunctionsOf = (id: number): Set<string> => {
      const known = appStack.get(id);
      if (known) return known;
      const { callFrame } = byId.get(id)!;
      const up = parent.has(id) ? appFunctionsOf(parent.get(id)!) : new Set<string>();
      const mine = callFrame.url.includes('/server/dist/')
        ? new Set([...up, `${callFrame.functionName || '(anonymous)'}:${callFrame.lineNumber + 1}`])
        : up;
      appStack.set(id, mine);
      return mine;
    };
    const inclusive = new Map<string, number>();
    for (const [id, us] of selfUs) {
      for (const name of appFunctionsOf(id)) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
    const idle = owners.get('(idle)') ?? 0;
    const busy = total - idle;
    const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
    console.info(`\nServer CPU profile ${path.join(dir, file)}`);
    console.info(
      `  ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s on CPU (main thread); shares of CPU time:`,
    );
    console.info('  self time by owner:');
    for (const [owner, us] of [...owners]
      .filter(([o]) => o !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)) {
      console.info(`    ${pct(us)}  ${owner}`);
    }
    console.info(`  hottest functions (self time):`);
    for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      if (name.startsWith('(idle)')) continue;
      console.info(`    ${pct(us)}  ${name}`);
    }
    console.info(`  our functions, inclusive (synchronous part):`);
    for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.info(`    ${pct(us)}  ${name}`);
    }
  }
}
