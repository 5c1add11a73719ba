import { Alert, Flex, Typography } from 'antd'
import { CopyCodeButton } from '../../../lib/CopyButton.tsx'

/**
 * The codes just generated, in full, with a copy button each. This is the only time they are
 * shown: the server keeps only a masked form, and the list below shows that.
 */
export function NewCodes({ codes }: { codes: string[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginTop: 16 }}
      title={`Copy these ${codes.length} ${codes.length === 1 ? 'code' : 'codes'} now: they won't be shown again.`}
      description={
        <>
          <Typography.Paragraph>
            Each code is money for whoever holds it. The list shows them masked from now on, and a lost code
            cannot be recovered: generate a new batch instead.
          </Typography.Paragraph>
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
