import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProfileAvatar } from './profile-avatar.tsx'

afterEach(cleanup)

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

describe('ProfileAvatar', () => {
  it('R-PROF-07: an avatar asked for at 10 px is shown at 24, one asked for at 5000 px at 2048', () => {
    const sizes = (size: number) => {
      const { container } = render(
        <>
          <ProfileAvatar account="alice" avatar={`ipfs://${HASH}`} size={size} />
          <ProfileAvatar account="alice" avatar="" size={size} />
        </>,
      )
      const image = container.querySelector('img')
      const drawn = container.querySelector('svg')
      expect(image?.getAttribute('src')).toMatch(new RegExp(`/ipfs/${HASH}$`))
      const result = {
        image: [image?.getAttribute('width'), image?.getAttribute('height')],
        drawn: drawn === null ? null : [getComputedStyle(drawn).width, getComputedStyle(drawn).height],
      }
      cleanup()
      return result
    }
    expect(sizes(10)).toEqual({ image: ['24', '24'], drawn: ['24px', '24px'] })
    expect(sizes(5000)).toEqual({ image: ['2048', '2048'], drawn: ['2048px', '2048px'] })
  })
})
