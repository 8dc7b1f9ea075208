import { AccountCircleIcon } from '@/components/ui/frame-icons.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { logout } from '@/lib/session/session-store.ts'
import { LazyLinkMenu } from './lazy-link-menu.tsx'
import styles from './profile-menu.module.css'

/** The signed-in account's menu: My profile and Logout. */
export function ProfileMenu({ account }: { account: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const navigate = useNavigate()
  const menuId = useId()
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        aria-label={`Account menu for ${account}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        className={styles.button}
      >
        <span data-testid="signed-in-account">{account}</span>
      </Button>
      <LazyLinkMenu
        id={menuId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={[
          { label: 'My profile', to: `/profiles/display/${account}` },
          { label: 'Logout', onSelect: () => void logout().then(() => navigate('/')) },
        ]}
      />
    </>
  )
}
