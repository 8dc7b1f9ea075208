import { describe, expect, it } from 'vitest'
import { inlineStyles, styleHashSource } from './boot-style-hash.ts'

describe('the boot style hash', () => {
  it('is the CSP hash source of each inline style element’s exact text', () => {
    // CSP Level 3's own example: the SHA-256 of the empty string.
    expect(styleHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    expect(inlineStyles('<head><style>a{b:c}</style><style media="x"> d </style></head>')).toEqual([
      'a{b:c}',
      ' d ',
    ])
  })
})
