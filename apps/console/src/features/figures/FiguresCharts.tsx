/**
 * The figures' two charts (recharts): orders per day as bars, revenue per day as a line. Each chart is
 * an image to assistive technology, with its numbers in the table beside it on the page.
 */
import type { Figures } from '@siam/contracts'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

// the console's brand blue and the accent's text shade, both AA on white
const ORDERS_COLOUR = '#004ca0'
const REVENUE_COLOUR = '#b34a00'

const shortDate = (date: string) => date.slice(5)

export function FiguresCharts({ days, t }: { days: Figures['days']; t: (key: string) => string }) {
  const rows = days.map((d) => ({ date: shortDate(d.date), orders: d.orders, revenue: d.revenueFen / 100 }))
  return (
    <div className="figures-charts">
      <figure className="figures-chart" role="img" aria-label={t('figures:chart_orders')}>
        <figcaption>{t('figures:chart_orders')}</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Bar dataKey="orders" name={t('figures:orders')} fill={ORDERS_COLOUR} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="figures-chart" role="img" aria-label={t('figures:chart_revenue')}>
        <figcaption>{t('figures:chart_revenue')}</figcaption>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={rows}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" />
            <YAxis width={56} />
            <Tooltip />
            <Line
              type="monotone"
              dataKey="revenue"
              name={t('figures:revenue')}
              stroke={REVENUE_COLOUR}
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  )
}
