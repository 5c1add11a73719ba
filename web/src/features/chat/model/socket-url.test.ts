import { describe, expect, it } from 'vitest'
import { chatSocketUrl } from './socket-url.ts'
import { formatChatTime } from './time.ts'

describe('the chat socket address', () => {
  it('is on the page’s own host when the config names no chat host', () => {
    expect(chatSocketUrl('', 'http://127.0.0.1:8080/#/pages/customerservice/index')).toBe(
      'ws://127.0.0.1:8080/api/chat/ws',
    )
    expect(chatSocketUrl(undefined, 'https://app.example.com/')).toBe('wss://app.example.com/api/chat/ws')
  })

  it('is on the chat host from the config, secure beside https', () => {
    expect(chatSocketUrl('https://chat.example.com/', 'http://127.0.0.1/')).toBe(
      'wss://chat.example.com/api/chat/ws',
    )
    expect(chatSocketUrl('http://chat.example.com:9000', 'https://app.example.com/')).toBe(
      'ws://chat.example.com:9000/api/chat/ws',
    )
  })
})

describe('message times', () => {
  it('shows hours and minutes today, the date before', () => {
    const noon = new Date(2026, 2, 14, 12, 0, 0).getTime() / 1000
    expect(formatChatTime(noon - 3600, noon)).toBe('11:00')
    expect(formatChatTime(noon - 86400, noon)).toBe('2026-03-13 12:00')
  })
})
