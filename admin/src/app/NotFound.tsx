import { Result } from 'antd'

export function NotFound() {
  return <Result status="404" title="Page not found" subTitle="Pick a page from the menu." />
}
