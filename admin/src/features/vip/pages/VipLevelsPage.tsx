import { Alert, Card } from 'antd'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useVipLevels } from '../api/vip-levels.ts'
import { VipLevelsForm } from '../components/VipLevelsForm.tsx'
import { useT } from '../../../lib/i18n.ts'

export function VipLevelsPage() {
  const levels = useVipLevels()
  const isAdmin = useIsAdmin()
  const t = useT()
  return (
    <>
      <PageHeading title={t('vip.title')} />
      <Card style={{ maxWidth: 640 }}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={isAdmin ? t('vip.help') : t('vip.adminsOnly')}
        />
        {levels.data ? (
          <VipLevelsForm levels={levels.data} editable={isAdmin} />
        ) : (
          levels.isPending && <PageSpinner />
        )}
      </Card>
    </>
  )
}
