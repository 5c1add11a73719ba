import type { MessageInstance } from 'antd/es/message/interface'

// The request helper lives outside React, so the app hands it antd's themed message API once.
let messageApi: MessageInstance | undefined

export function setMessageApi(api: MessageInstance): void {
  messageApi = api
}

export function showError(text: string): void {
  void messageApi?.error(text)
}
