import { useParams } from 'react-router'
import { CaseView } from '@/features/resolve/components/case-view.tsx'
import { ResolvePage } from './resolve-page.tsx'

/** `/resolve/case/:id`: one case. */
export function ResolveCasePage() {
  const { id = '' } = useParams()
  const caseId = /^\d+$/.test(id) ? id : ''
  return (
    <ResolvePage title={`Case ${id}`}>
      {caseId ? <CaseView key={caseId} caseId={caseId} /> : <p>“{id}” is not a case number.</p>}
    </ResolvePage>
  )
}
