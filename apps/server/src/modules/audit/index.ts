import { platformCalls } from '@siam/contracts'
import type { Executor } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import { bindCall } from '../../platform/http'
import { newId } from '../../platform/ids'
import { defineModule, type ModuleContext } from '../../platform/module'
import { pageWindow } from '../../platform/paging'
import { auditRepository } from './audit.repository'

/** One change for the audit log; `before`/`after` are the values as JSON (null: none). */
export interface AuditRecord {
  actor: StaffActor | { type: 'system'; id: string }
  action: string
  subject: string
  before: unknown
  after: unknown
  at: Date
}

/**
 * Writes one audit row through the caller's executor, so it commits (or rolls back) with the change
 * it describes. Other modules import this (`import { audit } from '../audit'`).
 */
export const audit = {
  async record(x: Executor, entry: AuditRecord): Promise<void> {
    await auditRepository.insert(x, {
      id: newId(),
      actorType: entry.actor.type,
      actorId: entry.actor.type === 'staff' ? entry.actor.staffId : entry.actor.id,
      action: entry.action,
      subject: entry.subject,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: entry.at,
    })
  },
}

/** The audit log (issue 14) and its read call for platform staff. */
export const auditModule = defineModule({ name: 'audit', register: registerAudit })

function registerAudit({ app, deps }: ModuleContext) {
  bindCall(app, deps.http, platformCalls.auditList, async ({ input }) => {
    const { rows, total } = await auditRepository.page(
      deps.db,
      input.subject,
      pageWindow(input.pageNo, input.pageSize),
    )
    return {
      total,
      records: rows.map((r) => ({
        id: r.id,
        actorType: r.actorType,
        actorId: r.actorId,
        action: r.action,
        subject: r.subject,
        before: r.before,
        after: r.after,
        createdAt: r.createdAt.toISOString(),
      })),
    }
  })
  return {}
}
