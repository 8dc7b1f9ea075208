import { ArrowDropDownIcon } from '@/components/ui/frame-icons.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useId, useState } from 'react'
import { LazyLinkMenu } from './lazy-link-menu.tsx'
import { resolveMenuItems, type MenuRoles } from './navigation.ts'
import styles from './resolve-menu.module.css'

/** The header's Resolve dropdown; its items follow the Resolve menu rules. */
export function ResolveMenu({ roles }: { roles: MenuRoles }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={styles.button}
      >
        Resolve
      </Button>
      <LazyLinkMenu
        id={menuId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={resolveMenuItems(roles)}
      />
    </>
  )
}
