import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createAppRouter } from './app/router'
import { initI18n } from './shared/i18n'
import { queryClient } from './shared/queryClient'
import { startSession } from './shared/session'
import './styles/tokens.css'
import './styles/base.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')

// index.html sized the root font before the first paint; this keeps it right from now on.
void import('./shared/rootFont').then((m) => m.keepRootFont())
void startSession()
initI18n()
  .catch(() => undefined)
  .finally(() => {
    const router = createAppRouter()
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
  })
