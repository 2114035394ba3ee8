import { describe, expect, test } from 'bun:test'
import { requireTaskTitle, TASK_TITLE_MAX } from '../../../domain/task'
import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, parseWebhookDescription, parseWebhookUrl } from '../../../domain/webhook'

// The published limits are in characters as JSON Schema counts them (an emoji is one), not UTF-16 units.
describe('text limits count characters', () => {
  test('a task title of 500 emoji is 500 characters; 501 is too long', () => {
    expect(requireTaskTitle('😀'.repeat(TASK_TITLE_MAX))).toHaveLength(TASK_TITLE_MAX * 2)
    expect(() => requireTaskTitle('😀'.repeat(TASK_TITLE_MAX + 1))).toThrow('title must be 1 to 500 characters')
  })

  test("a webhook's description and url", () => {
    expect(parseWebhookDescription('😀'.repeat(MAX_WEBHOOK_DESCRIPTION_LENGTH))).toHaveLength(MAX_WEBHOOK_DESCRIPTION_LENGTH * 2)
    expect(() => parseWebhookDescription('😀'.repeat(MAX_WEBHOOK_DESCRIPTION_LENGTH + 1))).toThrow('at most 500 characters')
    const url = (length: number) => `https://hooks.example.test/${'😀'.repeat(length - 27)}`
    expect(parseWebhookUrl(url(MAX_WEBHOOK_URL_LENGTH)).hostname).toBe('hooks.example.test')
    expect(() => parseWebhookUrl(url(MAX_WEBHOOK_URL_LENGTH + 1))).toThrow('url must be at most 2048 characters')
  })
})
