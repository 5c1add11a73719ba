/** What the conversation's scrolling element offers: the browser's element, or a test's object. */
export interface ScrollBox {
  readonly scrollHeight: number
  readonly clientHeight: number
  scrollTop: number
}

/** Where the list stands: its first (oldest) message and whether older ones exist or are loading. */
export interface HistoryState {
  firstId: number | undefined
  hasOlder: boolean
  loadingOlder: boolean
}

/** Near the bottom, new messages keep the view at the bottom; further up, the reader stays put. */
export const STICK_PX = 80

/**
 * The scroll position of a conversation shown newest at the bottom, with older messages loaded
 * in above on demand (both clients' message lists). Scrolling to the top asks for older messages;
 * when they arrive, the message that was first stays exactly where it was on screen.
 */
export class HistoryScroll {
  private atBottom = true
  /** Scroll height, offset and first message before older ones were asked for. */
  private anchor: { height: number; top: number; firstId: number | undefined } | null = null

  constructor(
    /** How close to the top counts as reaching it. */
    private readonly reachTopPx: number,
    private readonly stickPx = STICK_PX,
  ) {}

  /**
   * Older messages are about to be asked for: false when there are none or they are on their way
   * already; otherwise the first message's place is remembered.
   */
  beginOlder(box: ScrollBox, state: HistoryState): boolean {
    if (!state.hasOlder || state.loadingOlder) return false
    this.anchor = { height: box.scrollHeight, top: box.scrollTop, firstId: state.firstId }
    return true
  }

  /** After the list changed on screen: keeps the old first message in place, or stays at the bottom. */
  settle(box: ScrollBox, state: Pick<HistoryState, 'firstId' | 'loadingOlder'>): void {
    const saved = this.anchor
    if (saved) {
      // Older messages went in above: move down by exactly what they added.
      const grew = saved.firstId !== state.firstId
      if (grew) box.scrollTop = box.scrollHeight - saved.height + saved.top
      if (grew || !state.loadingOlder) this.anchor = null
    } else if (this.atBottom) {
      box.scrollTop = box.scrollHeight
    }
  }

  /** The reader scrolled: true when the top is reached (ask for older messages). */
  scrolled(box: ScrollBox): boolean {
    this.atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < this.stickPx
    return box.scrollTop < this.reachTopPx
  }
}
