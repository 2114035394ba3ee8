import process from 'node:process'
import { BENCH_INBOUND } from './desk-scenarios'

/** High limits: wrk drives every request from one IP, which the per-IP limits would otherwise stop. */
export const HIGH_LIMIT = '100000000/60'
/** The service's environment in the bench: a temporary DATA_DIR, quiet logs, limits wrk cannot trip. */
export const serviceEnv = (dataDir: string): Record<string, string> => ({
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: process.env.HOME ?? '/tmp',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // JavaScriptCore sizes its heap from the machine's RAM (24 GiB here); told 512 MiB, it collects
  // sooner and holds the RSS ~20-50 MiB lower at no measurable CPU cost. Set it in production too.
  BUN_JSC_forceRAMSize: process.env.BUN_JSC_forceRAMSize ?? String(512 * 1024 * 1024),
  RATE_LIMIT_AUTH_IP: HIGH_LIMIT,
  RATE_LIMIT_AUTH_ADDRESS: HIGH_LIMIT,
  RATE_LIMIT_VERIFY_FAILURES_IP: HIGH_LIMIT,
  RATE_LIMIT_CHAT: HIGH_LIMIT,
  RATE_LIMIT_CLASSIFY: HIGH_LIMIT,
  RATE_LIMIT_CONTACT: HIGH_LIMIT,
  // post-document-webhook delivers to a receiver on 127.0.0.1 in the bench process.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  // The desk scenarios: the bench user works the desk, Postmark posts with these credentials.
  ADMIN_EMAILS: 'bench@example.com',
  INBOUND_WEBHOOK_USER: BENCH_INBOUND.user,
  INBOUND_WEBHOOK_PASSWORD: BENCH_INBOUND.password,
})
