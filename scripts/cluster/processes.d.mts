// Types of processes.mjs for the TypeScript callers (loadtests/bench's cluster mode).
export function portIsFree(port: number): Promise<boolean>;
export function isOurs(pid: number, marker: string): boolean;
