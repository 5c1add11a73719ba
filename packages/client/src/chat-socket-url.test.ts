import { describe, expect, it } from 'vitest'
import { chatSocketUrl } from './chat-socket-url.ts'

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

  it('names the page’s language for the server’s texts', () => {
    expect(chatSocketUrl('https://chat.example.com/', 'http://127.0.0.1/?x=1#/chat', 'ja')).toBe(
      'wss://chat.example.com/api/chat/ws?lang=ja',
    )
  })
})
