import type { ComponentProps } from 'react'
import { PagePart } from '@/components/page-part.tsx'
import { lazyPart } from '@/lib/lazy-part.tsx'
import type { SingleFieldForm } from './single-field-form.tsx'

// The testnet tools' forms (react-hook-form) arrive after the page's heading and lists are drawn.
const SingleFieldFormPart = lazyPart(async () => (await import('./single-field-form.tsx')).SingleFieldForm)
const CreateAccountTabPart = lazyPart(async () => (await import('./create-account-tab.tsx')).CreateAccountTab)

/** SingleFieldForm, loaded on first draw, with a loading line until its code arrives. */
export function LazySingleFieldForm<Name extends string>(
  props: ComponentProps<typeof SingleFieldForm<Name>>,
) {
  return (
    <PagePart what="form">
      <SingleFieldFormPart {...(props as ComponentProps<typeof SingleFieldFormPart>)} />
    </PagePart>
  )
}

/** CreateAccountTab, loaded on first draw, with a loading line until its code arrives. */
export function LazyCreateAccountTab() {
  return (
    <PagePart what="account form">
      <CreateAccountTabPart />
    </PagePart>
  )
}
