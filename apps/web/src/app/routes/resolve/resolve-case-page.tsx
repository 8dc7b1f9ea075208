import { useParams } from 'react-router'
import { UINT64_MAX } from '@portal/chain/primitives'
import { CaseView } from '@/features/resolve/components/case-view.tsx'
import { ResolvePage } from './resolve-page.tsx'

/** `/resolve/case/:id`: one case. */
export function ResolveCasePage() {
  const { id = '' } = useParams()
  // Case ids are uint64: anything longer is not a case the chain could hold, so it is not asked.
  const caseId = /^\d{1,20}$/.test(id) && BigInt(id) <= UINT64_MAX ? String(BigInt(id)) : ''
  return (
    <ResolvePage title={`Case ${id}`}>
      {caseId ? <CaseView key={caseId} caseId={caseId} /> : <p>“{id}” is not a case number.</p>}
    </ResolvePage>
  )
}
