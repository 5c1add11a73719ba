import { Result } from 'antd'
import { useT } from '../lib/i18n.ts'

export function NotFound() {
  const t = useT()
  return <Result status="404" title={t('shell.notFound')} subTitle={t('shell.pickPage')} />
}
