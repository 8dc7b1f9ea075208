import { z } from '../../zod-mini.ts'
import { abiStructOf } from '../../abi-types.ts'
import { accountName, timePointSec, uint64 } from '../../primitives.ts'
import { actionOf, defineContract, tableOf } from '../define.ts'
import { AMEND_ACCOUNT } from './account.ts'

export { AMEND_ACCOUNT } from './account.ts'

// amend.decide: the Telos governance documents (the TBNOA and others), section by section, and
// their amendments. A section's `content` is the IPFS hash of its text; `last_amended` and
// `amended_by` change when an amendment passes. History (`get_deltas` on `sections`) keeps the
// earlier versions, which the governance page compares.

/** The scope of the Telos Blockchain Network Operating Agreement. */
export const TBNOA_DOCUMENT = 'tbnoa'

/** `documents` row (scope self). */
export const documentRow = abiStructOf(
  'document',
  z.object({
    document_name: accountName,
    title: z.string(),
    subtitle: z.string(),
    author: accountName,
    sections: uint64,
  }),
)
export type DocumentRow = z.infer<typeof documentRow>

/** `sections` row (scope = the document's name). */
export const sectionRow = abiStructOf(
  'section',
  z.object({
    section_name: accountName,
    section_number: uint64,
    content: z.string(),
    last_amended: timePointSec,
    amended_by: accountName,
  }),
)
export type SectionRow = z.infer<typeof sectionRow>

/** `newdocument`: the header, and the sections in order as `{key: section_name, value: content}`. */
export const newDocumentData = z.object({
  title: z.string().check(z.minLength(1)),
  subtitle: z.string(),
  document_name: accountName,
  author: accountName,
  initial_sections: z.array(
    abiStructOf('pair_name_string', z.object({ key: accountName, value: z.string() })),
  ),
})
export const addSectionData = z.object({
  document_name: accountName,
  section_name: accountName,
  content: z.string().check(z.minLength(1)),
})
export const amendSectionData = z.object({
  document_name: accountName,
  section_name: accountName,
  new_content: z.string().check(z.minLength(1)),
  amended_by: accountName,
})

const table = tableOf('amend')

export const amendTables = {
  documents: table('documents', documentRow, {
    scope: 'contract',
    primaryKeyType: 'name',
    primaryKey: (row) => row.document_name,
  }),
  sections: table('sections', sectionRow, {
    scope: 'any',
    primaryKeyType: 'name',
    primaryKey: (row) => row.section_name,
  }),
}

const action = actionOf('amend', amendTables)

// Its ABI covers what the governance page and the demo world need: documents and sections (each
// section's text lives on IPFS; `content` is its hash), `newdocument` (its `initial_sections` a
// map<name, string> as Telos's amend documentation gives it), `addsection` and `amendsection`.
/** amend.decide as the portal and the devnet see it. */
export const amend = defineContract({
  key: 'amend',
  account: AMEND_ACCOUNT,
  tables: amendTables,
  actions: {
    newdocument: action('newdocument', newDocumentData, ['documents']),
    addsection: action('addsection', addSectionData, ['documents', 'sections']),
    amendsection: action('amendsection', amendSectionData, ['sections']),
  },
})
