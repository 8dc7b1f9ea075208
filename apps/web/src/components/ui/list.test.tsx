import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { IconButton } from './icon-button.tsx'
import { CloseIcon } from './icons.tsx'
import { List } from './list.tsx'
import { ListItem } from './list-item.tsx'
import { ListItemText } from './list-item-text.tsx'
import { ListSubheader } from './list-subheader.tsx'

afterEach(cleanup)

describe('List', () => {
  it('is a named list of items with primary and secondary lines and a trailing action', () => {
    render(
      <List dense aria-label="Nominees" subheader={<ListSubheader>Current</ListSubheader>}>
        <ListItem
          secondaryAction={
            <IconButton aria-label="Remove my nomination">
              <CloseIcon />
            </IconButton>
          }
        >
          <ListItemText primary="alice" secondary="nominated" />
        </ListItem>
      </List>,
    )
    const list = screen.getByRole('list', { name: 'Nominees' })
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Current', 'alicenominated'])
    expect(list.contains(screen.getByRole('button', { name: 'Remove my nomination' }))).toBe(true)
  })
})
