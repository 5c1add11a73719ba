import type { ReactNode } from 'react'
import { Card, type TableColumnsType } from 'antd'
import { DataTable } from './DataTable.tsx'
import { PageHeading } from './PageHeading.tsx'
import { useIsAdmin } from './operator.ts'

export interface CodeBatchPageProps<T extends { code: string }> {
  title: string
  /** The card over the form that issues a new batch; only admins see it. */
  batchTitle: string
  batchForm: ReactNode
  columns: TableColumnsType<T>
  codes: { data: T[] | undefined; isPending: boolean }
}

/** A page of codes operators hand out (invitation, redemption): a batch form for admins, then the list. */
export function CodeBatchPage<T extends { code: string }>(props: CodeBatchPageProps<T>) {
  const isAdmin = useIsAdmin()
  return (
    <>
      <PageHeading title={props.title} />
      {isAdmin && (
        <Card title={props.batchTitle} style={{ marginBottom: 16 }}>
          {props.batchForm}
        </Card>
      )}
      <DataTable<T>
        label={props.title}
        rowKey="code"
        columns={props.columns}
        dataSource={props.codes.data}
        loading={props.codes.isPending}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  )
}
