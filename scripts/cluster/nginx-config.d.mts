// Types of nginx-config.mjs for the TypeScript callers (the server's nginx test).
export type NginxValues = {
  main: string[];
  worker_processes: string;
  http: string[];
  api_servers: string[];
  listen: string;
};
export const templatePath: string;
export const dockerConfigPath: string;
export const FAIL_TIMEOUT_S: number;
export const DOCKER_VALUES: NginxValues;
export function clusterValues(options: {
  dir: string;
  logDir: string;
  port: number;
  apiPorts: number[];
  runAsRoot: boolean;
}): NginxValues;
export function vmValues(options: {
  apiPorts: Array<number | string>;
  listen?: string;
}): NginxValues;
export function renderNginxConfig(values: NginxValues, template?: string): string;
