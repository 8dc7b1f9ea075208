import { Alert } from '@/components/ui/alert.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { explainTokenError } from '@portal/chain/token-errors'
import styles from './token-error.module.css'

/** A refused token transaction in plain language, with the chain's own words below when they differ. */
export function TokenError({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null
  const { text, original } = explainTokenError(error)
  return (
    <Alert severity="error">
      {text}
      {original !== text && (
        <Typography variant="body2" className={styles.original}>
          The chain said: {original}
        </Typography>
      )}
    </Alert>
  )
}
