import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { PullState } from './pull-state.ts'
import './pull-to-refresh.css'

/** The head's height while refreshing, the pull that arms a refresh, and the longest pull shown. */
const HEAD_PX = 40
const THRESHOLD_PX = 60
const MAX_PX = HEAD_PX * 5
/** How long the head takes to close (the stylesheet's transition). */
const CLOSE_MS = 300

/** The head follows the finger less the further it is pulled (the kit's rubber band, constant 0.5). */
const rubberband = (distance: number) => (distance * MAX_PX * 0.5) / (MAX_PX + 0.5 * distance)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether nothing between `target` and the page is scrolled away from its top. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false
  }
  return window.scrollY <= 0
}

interface PullToRefreshProps {
  onRefresh: () => Promise<void>
  /** How long "done" stays before the head closes. */
  completeDelay: number
  renderText: (state: PullState) => ReactNode
  children: ReactNode
}

/**
 * Pull down from the top to refresh: past the threshold, releasing refreshes (the head stays open
 * while it runs, says done, then closes); releasing earlier cancels. Touch only, like the kit's,
 * but without its animation library: the head's height follows the finger and a CSS transition
 * closes it.
 */
export function PullToRefresh({ onRefresh, completeDelay, renderText, children }: PullToRefreshProps) {
  const [state, setState] = useState<PullState>('pulling')
  const [height, setHeight] = useState(0)
  const [dragging, setDragging] = useState(false)
  const element = useRef<HTMLDivElement>(null)
  const latest = useRef({ onRefresh, completeDelay })
  latest.current = { onRefresh, completeDelay }

  useEffect(() => {
    const area = element.current
    if (!area) return
    let startY: number | undefined
    let pulling = false
    let busy = false
    let pulled = 0
    const close = async () => {
      setHeight(0)
      await sleep(CLOSE_MS)
      setState('pulling')
      busy = false
    }
    const refresh = async () => {
      busy = true
      setHeight(HEAD_PX)
      setState('refreshing')
      try {
        await latest.current.onRefresh()
      } catch {
        // The list shows the failure; the head just closes.
        await close()
        return
      }
      setState('complete')
      await sleep(latest.current.completeDelay)
      await close()
    }
    const start = (event: TouchEvent) => {
      startY = busy ? undefined : event.touches[0]?.clientY
      pulling = false
    }
    const move = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY
      if (startY === undefined || y === undefined) return
      const distance = y - startY
      if (!pulling) {
        if (distance <= 0 || !atTop(event.target)) {
          startY = undefined
          return
        }
        pulling = true
        setDragging(true)
      }
      if (event.cancelable) event.preventDefault()
      pulled = Math.max(rubberband(distance), 0)
      setHeight(pulled)
      setState(pulled > THRESHOLD_PX ? 'canRelease' : 'pulling')
    }
    const end = () => {
      startY = undefined
      if (!pulling) return
      pulling = false
      setDragging(false)
      if (pulled > THRESHOLD_PX) void refresh()
      else setHeight(0)
    }
    area.addEventListener('touchstart', start, { passive: true })
    area.addEventListener('touchmove', move, { passive: false })
    area.addEventListener('touchend', end)
    area.addEventListener('touchcancel', end)
    return () => {
      area.removeEventListener('touchstart', start)
      area.removeEventListener('touchmove', move)
      area.removeEventListener('touchend', end)
      area.removeEventListener('touchcancel', end)
    }
  }, [])

  return (
    <div ref={element} className="pull-refresh">
      <div className={dragging ? 'pull-refresh-head' : 'pull-refresh-head closing'} style={{ height }}>
        <div className="pull-refresh-text" style={{ height: HEAD_PX }}>
          {renderText(state)}
        </div>
      </div>
      <div className="pull-refresh-content">{children}</div>
    </div>
  )
}
