// Types of processes.mjs for the TypeScript callers (loadtests/bench's cluster mode).
export function portIsFree(port: number): Promise<boolean>;
export function isOurs(pid: number, marker: string): boolean;
export function rotatorAlive(logFile: string): boolean;
export function spawnLogged(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): number;
export function waitUntil(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs?: number,
): Promise<boolean>;
