import { useNavigate, useSearchParams } from 'react-router'
import { afterLoginPath } from '@/features/session/after-login.ts'
import { LoginPanel } from '@/features/session/components/login-panel.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'

/** `/login?returnUrl=…`: log in, then return where the user was going. */
export function LoginPage() {
  useDocumentTitle('Login')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  return (
    <LoginPanel
      onLoggedIn={(outcome) =>
        void navigate(afterLoginPath(params.get('returnUrl'), outcome), { replace: true })
      }
    />
  )
}
