import type { Figures } from '@siam/contracts'
import { formatYuan } from '@siam/domain'
import Papa from 'papaparse'

type T = (key: string) => string

/**
 * The figures as a spreadsheet: one row a day, then the totals. Amounts in yuan with two decimals.
 * papaparse quotes what needs it and defuses cells a spreadsheet would run as a formula (a shop named
 * "=HYPERLINK(...)"); the byte-order mark makes Excel read the Chinese names as UTF-8.
 */
export function figuresCsv(figures: Figures, t: T, withMembers: boolean): string {
  const header = [
    t('figures:date'),
    t('figures:orders'),
    t('figures:revenue'),
    t('figures:refunds'),
    t('figures:refunded'),
    t('figures:net'),
    ...(withMembers ? [t('figures:new_members')] : []),
  ]
  const row = (label: string, d: Omit<Figures['days'][number], 'date'>) => [
    label,
    d.orders,
    formatYuan(d.revenueFen),
    d.refunds,
    formatYuan(d.refundedFen),
    formatYuan(d.revenueFen - d.refundedFen),
    ...(withMembers ? [d.newMembers] : []),
  ]
  const dishes = figures.topDishes.map((d) => [d.name, d.quantity, formatYuan(d.revenueFen)])
  const days = Papa.unparse(
    {
      fields: header,
      data: [...figures.days.map((d) => row(d.date, d)), row(t('figures:range_label'), figures.totals)],
    },
    { escapeFormulae: true },
  )
  const top = Papa.unparse(
    { fields: [t('figures:dish'), t('figures:quantity'), t('figures:revenue')], data: dishes },
    { escapeFormulae: true },
  )
  return `\uFEFF${days}\r\n\r\n${top}\r\n`
}

/** Hands the text to the browser as a file download. */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
