import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createAppRouter } from './app/router'
import { initI18n } from './shared/i18n'
import { queryClient } from './shared/queryClient'
import { keepRootFont } from './shared/rootFont'
import { startSession } from './shared/session'
import './styles/tokens.css'
import './styles/base.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')

keepRootFont()
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
