import { Alert, Flex, Typography } from 'antd'
import { CopyCodeButton } from '../../../lib/CopyButton.tsx'
import { useT } from '../../../lib/i18n.ts'

/**
 * The codes just generated, in full, with a copy button each. This is the only time they are
 * shown: the server keeps only a masked form, and the list below shows that.
 */
export function NewCodes({ codes }: { codes: string[] }) {
  const t = useT()
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginTop: 16 }}
      title={codes.length === 1 ? t('redeem.copyNowOne') : t('redeem.copyNowMany', { count: codes.length })}
      description={
        <>
          <Typography.Paragraph>{t('redeem.copyHelp')}</Typography.Paragraph>
          <Flex gap={8} wrap data-testid="new-codes">
            {codes.map((code) => (
              <span key={code} style={{ whiteSpace: 'nowrap' }}>
                <Typography.Text code>{code}</Typography.Text> <CopyCodeButton code={code} />
              </span>
            ))}
          </Flex>
        </>
      }
    />
  )
}
