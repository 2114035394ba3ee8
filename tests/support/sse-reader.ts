/** One server-sent event as a client parses it. */
export interface SseEvent {
  id: string | null
  event: string
  data: string
}

/** Reads a text/event-stream body event by event; comments (keep-alives) are counted, not returned. */
export class SseReader {
  private buffer = ''
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  private readonly decoder = new TextDecoder()
  comments = 0
  ended = false

  constructor(response: Response) {
    this.reader = response.body!.getReader()
  }

  /** The next event; null when the stream ended first. */
  async next(): Promise<SseEvent | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = this.buffer.slice(0, end)
        this.buffer = this.buffer.slice(end + 2)
        const event: SseEvent = { id: null, event: 'message', data: '' }
        let isEvent = false
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) this.comments++
          else if (line.startsWith('id: ')) [event.id, isEvent] = [line.slice(4), true]
          else if (line.startsWith('event: ')) [event.event, isEvent] = [line.slice(7), true]
          else if (line.startsWith('data: ')) [event.data, isEvent] = [line.slice(6), true]
        }
        if (isEvent && event.data !== '') return event
        continue
      }
      const { done, value } = await this.reader.read()
      if (done) {
        this.ended = true
        return null
      }
      this.buffer += this.decoder.decode(value, { stream: true })
    }
  }

  /** Waits until the stream ends (answers the events that came before). */
  async untilEnd(): Promise<SseEvent[]> {
    const events: SseEvent[] = []
    for (let e = await this.next(); e !== null; e = await this.next()) events.push(e)
    return events
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined)
  }
}
