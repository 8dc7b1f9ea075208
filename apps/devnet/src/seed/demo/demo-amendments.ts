import { amend } from '@portal/chain/contracts/amend/index'
import { TBNOA_DOCUMENT } from '@portal/chain/contracts/amend/index'
import type { DemoDocuments } from './demo-documents.ts'
import type { DemoWriter } from './demo-writer.ts'

// The governance page's document: a short operating agreement of four sections (the devnet's own
// text), adopted in one transaction and amended twice, so its history has three versions.

const SECTIONS: [name: string, title: string, paragraphs: string[]][] = [
  [
    'preamble',
    'Preamble',
    ['This agreement sets out how the members of the network govern it, and how they settle disputes.'],
  ],
  [
    'jurisdiction',
    'Jurisdiction',
    ['Disputes under this agreement are heard by the network arbitration forum.'],
  ],
  [
    'definitions',
    'Definitions',
    ['A *member* is any account holder of the network.', 'A *validator* is a member who produces blocks.'],
  ],
  [
    'amendments',
    'Amendments',
    ['This agreement is amended by a vote of the token holders that reaches the quorum of the day.'],
  ],
]

const AMENDMENTS: [by: string, sections: [name: string, title: string, paragraphs: string[]][]][] = [
  [
    'voter1',
    [
      [
        'jurisdiction',
        'Jurisdiction',
        [
          'Disputes under this agreement are heard by the network arbitration forum.',
          'An arbitrator may refer a dispute to mediation first.',
        ],
      ],
      [
        'definitions',
        'Definitions',
        [
          'A *member* is any account holder of the network who has accepted this agreement.',
          'A *validator* is a member who produces blocks.',
        ],
      ],
    ],
  ],
  [
    'voter2',
    [
      [
        'preamble',
        'Preamble',
        ['This agreement sets out how the members of the network govern it, settle disputes and amend it.'],
      ],
    ],
  ],
]

export function seedGovernanceDocument(writer: DemoWriter, docs: DemoDocuments): void {
  const contract = 'amend.decide'
  // Adopted in one action: newdocument carries the sections, in order.
  writer.act(contract, amend.actions.newdocument, {
    title: 'Telos Blockchain Network Operating Agreement',
    subtitle: 'The demo copy of the TBNOA',
    document_name: TBNOA_DOCUMENT,
    author: contract,
    initial_sections: SECTIONS.map(([section_name, title, paragraphs]) => ({
      key: section_name,
      value: docs.text('tbnoa', `${section_name}-v1`, title, paragraphs),
    })),
  })
  AMENDMENTS.forEach(([by, sections], index) => {
    // Each amendment passes at a later second, so `last_amended` tells them apart.
    writer.passTime(writer.nowSeconds() + 1)
    writer.tx(
      ...sections.map(([section_name, title, paragraphs]) => ({
        actor: contract,
        action: amend.actions.amendsection,
        data: {
          document_name: TBNOA_DOCUMENT,
          section_name,
          new_content: docs.text('tbnoa', `${section_name}-v${index + 2}`, title, paragraphs),
          amended_by: by,
        },
      })),
    )
  })
}
