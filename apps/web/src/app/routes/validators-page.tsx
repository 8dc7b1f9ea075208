import { PlaceholderPage } from './placeholder-page.tsx'

/** `Validators` — placeholder until its feature lands. */
export function ValidatorsPage() {
  return (
    <PlaceholderPage
      title="Validators"
      description="Validator CPU benchmarks from the eosmechanics history, and voting for block producers."
    />
  )
}
