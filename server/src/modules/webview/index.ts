export { webviewModule } from './webview.module.ts'
export { addWebviewHost, listWebviewHosts } from './webview.service.ts'
