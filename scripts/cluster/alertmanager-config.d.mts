export function alertmanagerPort(env?: Record<string, string | undefined>): number;
export function smarthostOf(smtpUrl: string | undefined): string;
export function renderAlertmanagerConfig(options: {
  webhookUrl: string;
  smtpSmarthost: string;
}): string;
export function writeAlertmanagerConfig(
  clusterDir: string,
  env?: Record<string, string | undefined>,
): void;
