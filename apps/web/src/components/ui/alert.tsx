import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import palette from './internal/palette.module.scss'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import {
  CheckCircleOutlineIcon,
  CloseIcon,
  ErrorOutlineIcon,
  InfoOutlinedIcon,
  ReportProblemOutlinedIcon,
} from './icons.tsx'
import { IconButton } from './icon-button.tsx'
import styles from './alert.module.css'

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error'

export type AlertOwnProps = {
  severity?: AlertSeverity
  variant?: 'standard' | 'outlined' | 'filled'
  /** The icon before the message: the severity's own by default, `false` for none. */
  icon?: ReactNode | false
  /** Controls at the end (e.g. a Retry button); replaces the close button. */
  action?: ReactNode
  /** Shows a close button labelled "Close" that calls this. */
  onClose?: ComponentPropsWithRef<'button'>['onClick']
  /** Attributes of the parts, e.g. a class for the message. */
  slotProps?: { message?: ComponentPropsWithRef<'div'> }
  className?: string
  children?: ReactNode
}

export type AlertProps<C extends ElementType = 'div'> = PolymorphicProps<C, AlertOwnProps>

const ICONS: Record<AlertSeverity, ReactNode> = {
  success: <CheckCircleOutlineIcon fontSize="inherit" />,
  info: <InfoOutlinedIcon fontSize="inherit" />,
  warning: <ReportProblemOutlinedIcon fontSize="inherit" />,
  error: <ErrorOutlineIcon fontSize="inherit" />,
}

/** A message with a severity (success by default), announced as an alert unless given another role. */
export function Alert<C extends ElementType = 'div'>({
  component,
  severity = 'success',
  variant = 'standard',
  icon,
  action,
  onClose,
  slotProps,
  className,
  children,
  ...rest
}: AlertProps<C>) {
  const Component: ElementType = component ?? 'div'
  const shownIcon = icon === false ? null : (icon ?? ICONS[severity])
  const message = slotProps?.message
  return (
    <Component
      role="alert"
      {...rest}
      className={classNames(styles.root, palette[severity], styles[variant], className)}
    >
      {shownIcon ? <div className={styles.icon}>{shownIcon}</div> : null}
      <div {...message} className={classNames(styles.message, message?.className)}>
        {children}
      </div>
      {action ? (
        <div className={styles.action}>{action}</div>
      ) : onClose ? (
        <div className={styles.action}>
          <IconButton size="small" aria-label="Close" title="Close" color="inherit" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </div>
      ) : null}
    </Component>
  )
}
