import nodemailer from 'nodemailer'
import type { Mailer } from './mailer'

/** Real delivery through an SMTP server (MAILER=smtp, SMTP_URL=smtp://user:pass@host:587). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
  }
}
