import { Flex, Spin } from 'antd'
import { useT } from './i18n.ts'

export function PageSpinner() {
  const t = useT()
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin size="large" aria-label={t('common.loading')} />
    </Flex>
  )
}
