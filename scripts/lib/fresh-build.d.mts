// Types of fresh-build.mjs for the TypeScript callers (the server's rebuild test).
export const CLI_NAMES: string[];
export const BUNDLES: string[];
export const SOURCES: string[];
export function buildStaleness(root: string): string | null;
export function ensureFreshBuild(root: string): void;
export function ensureFreshServerBuild(root: string, bundle: string): void;
