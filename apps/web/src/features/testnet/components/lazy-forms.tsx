import type { ComponentProps } from 'react'
import { pagePart } from '@/components/page-part.tsx'
import type { SingleFieldForm } from './single-field-form.tsx'

// The testnet tools' forms (react-hook-form) arrive after the page's heading and lists are drawn.
const SingleFieldFormPart = pagePart(
  'form',
  async () => (await import('./single-field-form.tsx')).SingleFieldForm,
)

/** SingleFieldForm, loaded with the page's first draw, with a loading line until its code arrives. */
export function LazySingleFieldForm<Name extends string>(
  props: ComponentProps<typeof SingleFieldForm<Name>>,
) {
  return <SingleFieldFormPart {...(props as ComponentProps<typeof SingleFieldFormPart>)} />
}

/** CreateAccountTab, loaded with the page's first draw, with a loading line until its code arrives. */
export const LazyCreateAccountTab = pagePart(
  'account form',
  async () => (await import('./create-account-tab.tsx')).CreateAccountTab,
)
