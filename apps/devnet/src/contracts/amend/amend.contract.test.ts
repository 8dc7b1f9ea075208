import { describe, expect, it } from 'vitest'
import { createTestChain } from '../../chain/test-chain.ts'
import { amendContract } from './amend.contract.ts'

// newdocument as Telos's amend documentation gives it: title, subtitle, document_name, author and
// initial_sections, a map<name, string> of section names to contents, numbered in the order given.

const AMEND = 'amend.decide'

const newDocument = (sections: [string, string][]) => ({
  title: 'Doc1',
  subtitle: 'A small example document',
  document_name: 'doc1',
  author: 'alice',
  initial_sections: sections.map(([key, value]) => ({ key, value })),
})

describe('amend.decide newdocument', () => {
  it('creates the document with its initial sections, numbered in order, amended by the author', async () => {
    const chain = createTestChain({ contracts: [amendContract], accounts: ['alice'] })
    await chain.transact(
      'alice',
      `${AMEND}::newdocument`,
      newDocument([
        ['sectiona', 'Text here'],
        ['sectionb', 'More text here'],
        ['sectionc', 'A little more text'],
      ]),
    )
    expect(chain.rows(AMEND, 'documents')).toEqual([
      {
        document_name: 'doc1',
        title: 'Doc1',
        subtitle: 'A small example document',
        author: 'alice',
        sections: '3',
      },
    ])
    const sections = chain.rows<Record<string, unknown>>(AMEND, 'sections', 'doc1')
    expect(
      sections.map((row) => [row.section_name, row.section_number, row.content, row.amended_by]),
    ).toEqual([
      ['sectiona', '0', 'Text here', 'alice'],
      ['sectionb', '1', 'More text here', 'alice'],
      ['sectionc', '2', 'A little more text', 'alice'],
    ])
    expect(new Set(sections.map((row) => row.last_amended)).size).toBe(1)

    // addsection goes on numbering after the initial sections.
    await chain.transact('alice', `${AMEND}::addsection`, {
      document_name: 'doc1',
      section_name: 'sectiond',
      content: 'One more',
    })
    expect(
      chain.rows<{ section_number: string }>(AMEND, 'sections', 'doc1').map((row) => row.section_number),
    ).toEqual(['0', '1', '2', '3'])
  })

  it('refuses a section named twice, and needs the author', async () => {
    const chain = createTestChain({ contracts: [amendContract], accounts: ['alice', 'bob'] })
    await expect(
      chain.transact(
        'alice',
        `${AMEND}::newdocument`,
        newDocument([
          ['sectiona', 'x'],
          ['sectiona', 'y'],
        ]),
      ),
    ).rejects.toThrow('section name already exists')
    await expect(chain.transact('bob', `${AMEND}::newdocument`, newDocument([]))).rejects.toThrow(
      'missing authority of alice',
    )
    expect(chain.rows(AMEND, 'documents')).toEqual([])
  })
})
