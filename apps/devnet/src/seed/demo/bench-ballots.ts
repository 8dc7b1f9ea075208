import { decide } from '@portal/chain/contracts/decide/index'
import type { Chain } from '../../chain/chain.ts'
import { DemoWriter, timePointSec } from './demo-writer.ts'

// Many ballots for measuring the ballots list (bench/governance.ts): on top of the demo world,
// `count` VOTE polls by daomanager, one in ten still in setup, the rest voting with distinct end
// times, so the list pages through the byendtime index several times (250 rows a page).

const DECIDE = 'telos.decide'
const PUBLISHER = 'daomanager'

/** The ballot name of bench ballot `index` (12 characters a–z1–5, distinct for index < 5^6). */
export function benchBallotName(index: number): string {
  let rest = index
  let digits = ''
  for (let place = 0; place < 6; place++) {
    digits = '12345'[rest % 5] + digits
    rest = Math.floor(rest / 5)
  }
  return `bench${digits}b`.slice(0, 12)
}

/** Adds `count` ballots signed by daomanager (fees funded by eosio); returns how many were opened. */
export function seedBenchBallots(chain: Chain, count: number): number {
  const writer = new DemoWriter(chain)
  const fee = 10
  writer.transfer('eosio', PUBLISHER, `${(count * fee).toFixed(4)} TLOS`, 'bench ballot fees')
  writer.transfer(PUBLISHER, DECIDE, `${(count * fee).toFixed(4)} TLOS`, 'fees-deposit')
  const start = writer.nowSeconds()
  let opened = 0
  for (let index = 0; index < count; index++) {
    const ballot_name = benchBallotName(index)
    const topics = ['budget', 'grants', 'validators', 'marketing', 'education', 'tooling', 'events']
    const title = `Bench poll ${index}: ${topics[index % topics.length]} priorities`
    const actions = [
      {
        actor: PUBLISHER,
        action: decide.actions.newballot,
        data: {
          ballot_name,
          category: index % 7 === 0 ? 'referendum' : 'poll',
          publisher: PUBLISHER,
          treasury_symbol: '4,VOTE',
          voting_method: '1token1vote',
          initial_options: ['yes', 'no'],
        },
      },
      {
        actor: PUBLISHER,
        action: decide.actions.editdetails,
        data: { ballot_name, title, description: `Ballot ${index} of the list benchmark.`, content: '' },
      },
    ]
    if (index % 10 === 0) writer.tx(...actions)
    else {
      opened++
      writer.tx(...actions, {
        actor: PUBLISHER,
        action: decide.actions.openvoting,
        data: { ballot_name, end_time: timePointSec(start + 3600 * (index + 2)) },
      })
    }
  }
  chain.produceBlock()
  return opened
}
