// Types of own-services.mjs for the TypeScript steps of the cluster smoke (loadtests/cluster).
export function freePort(): Promise<number>;
export function ownServicesMissing(): string | null;
export function startOwnServices(): Promise<{ redisUrl: string; postgresUrl: string }>;
export function startRedis(): Promise<void>;
export function stopRedis(): Promise<void>;
export function startPostgres(): Promise<void>;
export function stopPostgres(): Promise<void>;
export function stopOwnServices(): Promise<void>;
