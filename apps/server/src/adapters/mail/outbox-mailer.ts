import { desc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import { newId } from '../../platform/ids'
import { mailOutbox } from './mail.tables'
import type { Mailer } from './mailer'

/**
 * The offline mailer: nothing leaves the machine. Each mail is written to the server log and to
 * the mail_outbox table, which the development page /siam-server/dev/outbox lists.
 */
export function createOutboxMailer(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ id: newId(), ...mail })
      log.info({ mail }, `outbox mail to ${mail.to}: ${mail.subject}\n${mail.text}`)
    },
  }
}

/** The latest mails of the outbox, newest first (the development page). */
export async function latestOutboxMails(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit)
}
