import { Alert, Card } from 'antd'
import { PageHeading } from '../../../lib/PageHeading.tsx'
import { PageSpinner } from '../../../lib/PageSpinner.tsx'
import { useIsAdmin } from '../../../lib/operator.ts'
import { useVipLevels } from '../api/vip-levels.ts'
import { VipLevelsForm } from '../components/VipLevelsForm.tsx'

export function VipLevelsPage() {
  const levels = useVipLevels()
  const isAdmin = useIsAdmin()
  return (
    <>
      <PageHeading title="VIP levels" />
      <Card style={{ maxWidth: 640 }}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            isAdmin
              ? 'A user reaches a level once their completed recharges add up to its threshold. Level 0 needs nothing; thresholds never decrease.'
              : 'Only admins can change the VIP thresholds.'
          }
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
