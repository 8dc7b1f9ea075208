import { describe, expect, it } from 'vitest'
import { markdownPlainText } from './markdown-plain-text.ts'

describe('the text an amendment diff compares', () => {
  it('is the rendered words, without setext underlines or emphasis markers', () => {
    const text = markdownPlainText('Article I\n========\n\nEvery *member* may **vote**.\n\n- one\n- two')
    expect(text).toBe('Article I\n\nEvery member may vote.\n\none\n\ntwo')
    expect(text).not.toMatch(/=|\*/)
  })
})
