import { describe, expect, it } from 'vitest'
import { createOutbox, OUTBOX_KEY } from './outbox.ts'

const item = (clientId: string) => ({ clientId, text: `text of ${clientId}`, createdAt: 1_700_000_000 })

describe('the outbox on the device', () => {
  it('keeps unsent messages in localStorage under its own key, in order', () => {
    const outbox = createOutbox(7)
    outbox.add(item('first-client'))
    outbox.add(item('second-client'))
    expect(JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null')).toEqual({
      owner: 7,
      items: [item('first-client'), item('second-client')],
    })
    expect(createOutbox(7).load()).toEqual([item('first-client'), item('second-client')])
  })

  it('drops delivered messages, and adding the same client id twice keeps one', () => {
    const outbox = createOutbox(7)
    outbox.add(item('first-client'))
    outbox.add(item('first-client'))
    outbox.add(item('second-client'))
    outbox.remove(['first-client'])
    expect(outbox.load()).toEqual([item('second-client')])
  })

  it('does not hand one account’s messages to another signing in on the same device', () => {
    createOutbox(7).add(item('first-client'))
    expect(createOutbox(8).load()).toEqual([])
  })

  it('sees what another tab added before removing', () => {
    const here = createOutbox(7)
    const otherTab = createOutbox(7)
    here.add(item('first-client'))
    otherTab.add(item('second-client'))
    here.remove(['first-client'])
    expect(otherTab.load()).toEqual([item('second-client')])
  })

  it('ignores a damaged stored value', () => {
    localStorage.setItem(OUTBOX_KEY, '{"owner":7,"items":[{"clientId":3}]}')
    expect(createOutbox(7).load()).toEqual([])
  })
})
