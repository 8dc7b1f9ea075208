import { FormControl } from '@/components/ui/form-control.tsx'
import { FormControlLabel } from '@/components/ui/form-control-label.tsx'
import { FormLabel } from '@/components/ui/form-label.tsx'
import { Radio } from '@/components/ui/radio.tsx'
import { RadioGroup } from '@/components/ui/radio-group.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useId } from 'react'

/**
 * Which balance a new ballot weighs votes by. telos.decide's castvote reads one setting, votestake: on,
 * it counts the voter's staked balance, off, the liquid one; so the choice is one or the other, never
 * both.
 */
export function VotingPowerField({
  symbolCode,
  staked,
  onChange,
}: {
  symbolCode: string
  staked: boolean
  onChange: (staked: boolean) => void
}) {
  const hintId = useId()
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Voting power</FormLabel>
      <RadioGroup
        row
        aria-describedby={hintId}
        value={staked ? 'staked' : 'liquid'}
        onChange={(_, value) => onChange(value === 'staked')}
      >
        <FormControlLabel value="liquid" control={<Radio />} label={`Liquid ${symbolCode}`} />
        <FormControlLabel value="staked" control={<Radio />} label={`Staked ${symbolCode}`} />
      </RadioGroup>
      <Typography id={hintId} variant="caption" color="textSecondary">
        The contract counts one balance per ballot: a voter&apos;s {staked ? 'staked' : 'liquid'} {symbolCode}{' '}
        is their weight, and their {staked ? 'liquid' : 'staked'} {symbolCode} counts for nothing here.
      </Typography>
    </FormControl>
  )
}
