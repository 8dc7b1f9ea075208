import { Fragment, type ReactNode } from 'react'
import styles from './facts.module.css'

/** Label and value pairs as a description list, two columns wide enough for a phone. */
export function Facts({
  items,
  label,
}: {
  items: readonly (readonly [string, ReactNode])[]
  label?: string
}) {
  return (
    <dl aria-label={label} className={styles.facts}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
