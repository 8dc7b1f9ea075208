import { amend } from '@portal/chain/contracts/amend/index'
import { defineContract, type ActionContext, type TypesOf } from '../../chain/runtime/contract.ts'
import { formatTimePointSec } from '../../chain/time.ts'

type AmendTypes = TypesOf<typeof amend>
type Ctx<Data = unknown> = ActionContext<AmendTypes, Data>

const documentOf = (ctx: Ctx, name: string) => ctx.table('documents').get(name, 'document not found')

/**
 * amend.decide (telos-decide's amendment contract), as far as the governance page needs: documents
 * made of sections whose text is on IPFS. The real contract amends a section when a proposal's
 * ballot passes; the devnet keeps that last step as `amendsection`, run by the contract itself.
 */
export const amendContract = defineContract(amend, {
  actions: {
    newdocument(ctx) {
      const { title, subtitle, document_name, author, initial_sections } = ctx.data
      ctx.requireAuth(author)
      ctx.check(title.length > 0 && title.length <= 256, 'title must be between 1 and 256 characters')
      ctx.check(!ctx.table('documents').find(document_name), 'document name already exists')
      const sections = ctx.table('sections', document_name)
      const last_amended = formatTimePointSec(ctx.nowMs())
      // The sections are numbered in the order given, from 0, as addsection goes on numbering them.
      initial_sections.forEach(({ key: section_name, value: content }, index) => {
        ctx.check(!sections.find(section_name), 'section name already exists')
        sections.emplace(author, {
          section_name,
          section_number: String(index),
          content,
          last_amended,
          amended_by: author,
        })
      })
      ctx.table('documents').emplace(author, {
        document_name,
        title,
        subtitle,
        author,
        sections: String(initial_sections.length),
      })
    },

    addsection(ctx) {
      const { document_name, section_name, content } = ctx.data
      const document = documentOf(ctx, document_name)
      ctx.requireAuth(document.author)
      ctx.check(content.length > 0, 'section content cannot be empty')
      const sections = ctx.table('sections', document_name)
      ctx.check(!sections.find(section_name), 'section name already exists')
      const number = BigInt(document.sections)
      sections.emplace(document.author, {
        section_name,
        section_number: number.toString(),
        content,
        last_amended: formatTimePointSec(ctx.nowMs()),
        amended_by: document.author,
      })
      ctx.table('documents').modify(document_name, undefined, { sections: (number + 1n).toString() })
    },

    amendsection(ctx) {
      const { document_name, section_name, new_content, amended_by } = ctx.data
      ctx.requireAuth(ctx.self)
      documentOf(ctx, document_name)
      ctx.check(new_content.length > 0, 'section content cannot be empty')
      const sections = ctx.table('sections', document_name)
      sections.get(section_name, 'section not found')
      sections.modify(section_name, undefined, {
        content: new_content,
        last_amended: formatTimePointSec(ctx.nowMs()),
        amended_by,
      })
    },
  },
})
