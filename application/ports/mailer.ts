export interface MailMessage {
  /** Exactly one mailbox (domain/email.ts); a mailer refuses anything else, a list above all. */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
