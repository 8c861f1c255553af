export function workerMetricsPorts(
  count: number,
  firstApiPort: number,
  env?: Record<string, string | undefined>,
): number[];
export function renderPrometheusConfig(options: {
  apiPorts: number[];
  workerPorts: number[];
  tokenFile: string;
  alertmanagerPort?: number;
}): string;
export function monitoringCommands(dir: string, alertmanagerPort: number): string[];
