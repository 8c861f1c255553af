export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<{ delivered: 'smtp' | 'log' }>;
  close(): Promise<void>;
}
