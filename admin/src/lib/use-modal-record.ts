import { useState } from 'react'

/**
 * What an edit modal shows. `record` is undefined while the modal is closed; `shown` keeps the last
 * record so a closing modal does not flash another one, and `formKey` changes on every opening, so
 * the form inside (keyed by it) starts from that record's values, never from the last one edited.
 */
export function useModalRecord<T>(record: T | undefined): { shown: T | undefined; formKey: number } {
  const open = record !== undefined
  const [state, setState] = useState({ open, shown: record, formKey: 0 })
  if (open !== state.open || (open && record !== state.shown)) {
    setState({
      open,
      shown: open ? record : state.shown,
      formKey: open && !state.open ? state.formKey + 1 : state.formKey,
    })
  }
  return { shown: open ? record : state.shown, formKey: state.formKey }
}
