export function durationMs(value: unknown, where: string): number;
export function validateOptions(options: Record<string, unknown>, customMetrics?: string[]): void;
