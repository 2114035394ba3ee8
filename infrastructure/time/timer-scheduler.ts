import type { Cancel, Scheduler } from '../../application/ports/scheduler'

/** The runtime's timers (Bun and Deno alike). */
export class TimerScheduler implements Scheduler {
  after(ms: number, run: () => void): Cancel {
    const timer = setTimeout(run, ms)
    return () => clearTimeout(timer)
  }

  every(ms: number, run: () => void): Cancel {
    const timer = setInterval(run, ms)
    return () => clearInterval(timer)
  }
}
