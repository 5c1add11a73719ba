import { Alert, Flex, Typography } from 'antd'
import { CopyCodeButton } from '../../../lib/CopyButton.tsx'

/** The codes just generated, shown once with a copy button each. */
export function NewCodes({ codes }: { codes: string[] }) {
  return (
    <Alert
      type="success"
      role="status"
      style={{ marginTop: 16 }}
      title={`New codes (${codes.length})`}
      description={
        <Flex gap={8} wrap data-testid="new-codes">
          {codes.map((code) => (
            <span key={code} style={{ whiteSpace: 'nowrap' }}>
              <Typography.Text code>{code}</Typography.Text> <CopyCodeButton code={code} />
            </span>
          ))}
        </Flex>
      }
    />
  )
}
