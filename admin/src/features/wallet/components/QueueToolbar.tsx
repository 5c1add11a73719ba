import { useState, type FormEvent } from 'react'
import { Button, Flex, Input, Segmented, Select, Typography } from 'antd'
import { useSearchParams } from 'react-router'
import type { QueueOrder } from '@app/contracts'
import { useT } from '../../../lib/i18n.ts'
import { SEARCH_FIELDS, type SearchField } from '../model/queue-params.ts'

const FILTER_KEYS = [...SEARCH_FIELDS.map((f) => f.key), 'from', 'to']

interface QueueToolbarProps {
  /** What the queue holds, for the controls' names ("recharges"). */
  what: string
  order: QueueOrder
  /** Why the address cannot be searched for, if it cannot. */
  problem: string | null
  filtered: boolean
}

/**
 * A queue's search (by user ID, phone, amount or reference), the days it was asked on and its order,
 * all kept in the page's address: a link or a reload opens the same queue, and Back undoes a search.
 */
export function QueueToolbar({ what, order, problem, filtered }: QueueToolbarProps) {
  const [params, setParams] = useSearchParams()
  const t = useT()
  const present = SEARCH_FIELDS.find((f) => params.get(f.key))
  const [field, setField] = useState<SearchField>(present?.key ?? 'phone')
  const [value, setValue] = useState(present ? (params.get(present.key) ?? '') : '')
  const [first, setFirst] = useState(params.get('from') ?? '')
  const [last, setLast] = useState(params.get('to') ?? '')

  function change(edit: (next: URLSearchParams) => void) {
    const next = new URLSearchParams(params)
    edit(next)
    setParams(next)
  }

  function search(event: FormEvent) {
    event.preventDefault()
    change((next) => {
      for (const key of FILTER_KEYS) next.delete(key)
      if (value.trim()) next.set(field, value.trim())
      if (first) next.set('from', first)
      if (last) next.set('to', last)
    })
  }

  function clear() {
    setValue('')
    setFirst('')
    setLast('')
    change((next) => {
      for (const key of FILTER_KEYS) next.delete(key)
    })
  }

  return (
    <form onSubmit={search} aria-label={t('queue.filtersOf', { what })} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap>
        <Select<SearchField>
          aria-label={t('queue.searchBy', { what })}
          value={field}
          onChange={setField}
          options={SEARCH_FIELDS.map((f) => ({ value: f.key, label: t(f.label) }))}
          style={{ width: 130 }}
        />
        <Input
          aria-label={t('queue.search', { what })}
          placeholder={t(SEARCH_FIELDS.find((f) => f.key === field)?.label ?? '')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          style={{ width: 220 }}
          allowClear
        />
        <Typography.Text type="secondary">{t('queue.askedBetween')}</Typography.Text>
        <Input
          type="date"
          aria-label={t('queue.firstDay', { what })}
          value={first}
          max={last || undefined}
          onChange={(event) => setFirst(event.target.value)}
          style={{ width: 150 }}
        />
        <Typography.Text aria-hidden>–</Typography.Text>
        <Input
          type="date"
          aria-label={t('queue.lastDay', { what })}
          value={last}
          min={first || undefined}
          onChange={(event) => setLast(event.target.value)}
          style={{ width: 150 }}
        />
        <Button htmlType="submit" type="primary">
          {t('queue.searchButton')}
        </Button>
        {filtered && <Button onClick={clear}>{t('queue.clearFilters')}</Button>}
        <Segmented<QueueOrder>
          aria-label={t('queue.orderOf', { what })}
          value={order}
          onChange={(next) => change((params_) => params_.set('order', next))}
          options={[
            { value: 'oldest', label: t('queue.oldestFirst') },
            { value: 'newest', label: t('queue.newestFirst') },
          ]}
        />
      </Flex>
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problem}
        </Typography.Text>
      )}
    </form>
  )
}
