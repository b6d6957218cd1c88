export interface Mail {
  to: string
  subject: string
  text: string
}

/** Outgoing e-mail. The offline default keeps mail in an outbox table and the log. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp'
  send(mail: Mail): Promise<void>
}
